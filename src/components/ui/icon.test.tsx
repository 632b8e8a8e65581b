import { faBook, faGraduationCap, faHandHoldingDollar, faHandshakeAngle, faHeart, faHeartPulse, faHouse, faKitMedical, faPersonDress } from '@fortawesome/free-solid-svg-icons';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, type IconDefinition } from './icon';
import { FALLBACK_ICON, iconFromClass, KNOWN_ICON_NAMES } from './icon-registry';

afterEach(cleanup);

describe('iconFromClass', () => {
  it('maps Font Awesome class strings, including FA4/5 aliases', () => {
    // Each icon with the class strings that name it; the same icon answers to its FA4/5 alias.
    const named: [IconDefinition, string[]][] = [
      [faHeart, ['fas fa-heart']],
      [faGraduationCap, ['fa fa-graduation-cap fa-2x']],
      [faHouse, ['fa-home', 'fa-solid fa-house']],
      [faPersonDress, ['fa-female', 'fa-person-dress']],
      [faKitMedical, ['fa-medkit', 'fa-kit-medical']],
      [faHandHoldingDollar, ['fa-hand-holding-usd', 'fa-hand-holding-dollar']],
      [faHeartPulse, ['fa-heartbeat']],
      [faBook, ['  FA-BOOK ']],
      [faHandshakeAngle, ['fa-hands-helping']],
    ];
    for (const [icon, classes] of named) for (const name of classes) expect(iconFromClass(name), name).toBe(icon);
  });

  it('knows at least 30 icon names', () => {
    expect(KNOWN_ICON_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['water', 'utensils', 'tree', 'users', 'child', 'seedling', 'hospital']) {
      expect(KNOWN_ICON_NAMES).toContain(name);
    }
  });

  it('falls back to the helping-hands icon', () => {
    expect(FALLBACK_ICON).toBe(faHandshakeAngle);
    for (const name of ['fa-not-an-icon', '', undefined, 'fas', 'fa-constructor', 'constructor']) {
      expect(iconFromClass(name), String(name)).toBe(faHandshakeAngle);
    }
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
