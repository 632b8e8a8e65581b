import {
  faBook,
  faGraduationCap,
  faHandHoldingDollar,
  faHandshakeAngle,
  faHeart,
  faHeartPulse,
  faHouse,
  faKitMedical,
  faPersonDress,
  faStethoscope,
} from '@fortawesome/free-solid-svg-icons';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_SERVICES } from '@/content/services';
import { ClassIcon } from './class-icon';
import { Icon, type IconDefinition } from './icon';
import { FALLBACK_ICON, iconKeyFromClass, KNOWN_ICON_NAMES, loadedIcon, loadIcon } from './icon-registry';

afterEach(cleanup);

const pathOf = (icon: IconDefinition) => String(icon.icon[4]);

describe('the icon registry', () => {
  it('maps Font Awesome class strings, including FA4/5 aliases, to icons it loads', async () => {
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
    for (const [icon, classes] of named) {
      for (const name of classes) expect(pathOf(await loadIcon(iconKeyFromClass(name))), name).toBe(pathOf(icon));
    }
  });

  it('knows at least 30 icon names', () => {
    expect(KNOWN_ICON_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['water', 'utensils', 'tree', 'users', 'child', 'seedling', 'hospital']) {
      expect(KNOWN_ICON_NAMES).toContain(name);
    }
  });

  it('falls back to the helping-hands icon, which needs no load', () => {
    expect(FALLBACK_ICON).toBe(faHandshakeAngle);
    for (const name of ['fa-not-an-icon', '', undefined, 'fas', 'fa-constructor', 'constructor']) {
      expect(loadedIcon(iconKeyFromClass(name)), String(name)).toBe(FALLBACK_ICON);
    }
  });
});

describe('ClassIcon', () => {
  it('draws the fallback until the named icon has loaded, then that icon', async () => {
    const { container } = render(<ClassIcon iconClass="fas fa-stethoscope" />);
    const drawn = () => container.querySelector('svg path')?.getAttribute('d');
    expect(container.querySelector('svg')).toHaveAttribute('data-icon-class', 'fas fa-stethoscope');
    expect(drawn()).toBe(pathOf(faHandshakeAngle));
    await waitFor(() => expect(drawn()).toBe(pathOf(faStethoscope)));
    cleanup();
    // Once loaded, the icon draws at once.
    const again = render(<ClassIcon iconClass="fa-stethoscope" />);
    expect(again.container.querySelector('svg path')?.getAttribute('d')).toBe(pathOf(faStethoscope));
  });

  it('draws the built-in services’ icons at once: their first render (and the prerendered HTML) is never the fallback', () => {
    for (const { icon_class: iconClass } of BUILT_IN_SERVICES) {
      const key = iconKeyFromClass(iconClass);
      expect(loadedIcon(key), iconClass ?? '').toBeDefined();
      const { container } = render(<ClassIcon iconClass={iconClass} />);
      expect(container.querySelector('svg path')?.getAttribute('d'), iconClass ?? '').toBe(pathOf(loadedIcon(key)!));
      expect(container.querySelector('svg path')?.getAttribute('d'), iconClass ?? '').not.toBe(pathOf(faHandshakeAngle));
      cleanup();
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
