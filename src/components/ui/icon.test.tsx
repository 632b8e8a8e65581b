import { faBook, faGraduationCap, faHandHoldingDollar, faHandshakeAngle, faHeart, faHeartPulse, faHouse, faKitMedical, faPersonDress } from '@fortawesome/free-solid-svg-icons';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { FALLBACK_ICON, iconFromClass, KNOWN_ICON_NAMES } from './icon-registry';

afterEach(cleanup);

describe('iconFromClass', () => {
  it('maps Font Awesome class strings, including FA4/5 aliases', () => {
    expect(iconFromClass('fas fa-heart')).toBe(faHeart);
    expect(iconFromClass('fa fa-graduation-cap fa-2x')).toBe(faGraduationCap);
    expect(iconFromClass('fa-home')).toBe(faHouse);
    expect(iconFromClass('fa-solid fa-house')).toBe(faHouse);
    expect(iconFromClass('fa-female')).toBe(faPersonDress);
    expect(iconFromClass('fa-person-dress')).toBe(faPersonDress);
    expect(iconFromClass('fa-medkit')).toBe(faKitMedical);
    expect(iconFromClass('fa-kit-medical')).toBe(faKitMedical);
    expect(iconFromClass('fa-hand-holding-usd')).toBe(faHandHoldingDollar);
    expect(iconFromClass('fa-hand-holding-dollar')).toBe(faHandHoldingDollar);
    expect(iconFromClass('fa-heartbeat')).toBe(faHeartPulse);
    expect(iconFromClass('  FA-BOOK ')).toBe(faBook);
    expect(iconFromClass('fa-hands-helping')).toBe(faHandshakeAngle);
  });

  it('knows at least 30 icon names', () => {
    expect(KNOWN_ICON_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['water', 'utensils', 'tree', 'users', 'child', 'seedling', 'hospital']) {
      expect(KNOWN_ICON_NAMES).toContain(name);
    }
  });

  it('falls back to the helping-hands icon', () => {
    expect(FALLBACK_ICON).toBe(faHandshakeAngle);
    expect(iconFromClass('fa-not-an-icon')).toBe(faHandshakeAngle);
    expect(iconFromClass('')).toBe(faHandshakeAngle);
    expect(iconFromClass(undefined)).toBe(faHandshakeAngle);
    expect(iconFromClass('fas')).toBe(faHandshakeAngle);
    expect(iconFromClass('fa-constructor')).toBe(faHandshakeAngle);
    expect(iconFromClass('constructor')).toBe(faHandshakeAngle);
  });
});

describe('Icon', () => {
  it('is decorative by default and labelled when given a label', () => {
    const { container } = render(<Icon name={faHeart} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    cleanup();
    render(<Icon name={faHeart} label="Favourite" />);
    expect(screen.getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
  });
});
