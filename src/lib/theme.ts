// Theme colours are CSS variables on <html>. The four base colours come from settings (and the
// `themeColors` localStorage key); every colour derived from them is recomputed here so text on a
// custom theme keeps AA contrast. The defaults in src/styles/tokens.css mirror themeVariables(DEFAULT_THEME_COLORS).
import { readJson, storageKeys, writeJson } from '@/lib/storage';

export type ThemeColors = {
  primaryColor: string;
  secondaryColor: string;
  textDark: string;
  textLight: string;
};

export const DEFAULT_THEME_COLORS: Readonly<ThemeColors> = Object.freeze({
  primaryColor: '#012a23',
  secondaryColor: '#eb9801',
  textDark: '#333333',
  textLight: '#666666',
});

const THEME_KEYS = ['primaryColor', 'secondaryColor', 'textDark', 'textLight'] as const;

/** The CSS variable each base colour feeds. */
export const THEME_CSS_VARIABLES: Readonly<Record<keyof ThemeColors, string>> = {
  primaryColor: '--color-primary',
  secondaryColor: '--color-secondary',
  textDark: '--color-text-dark',
  textLight: '--color-text-light',
};

const HEX_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_RE.test(value.trim());
}

/** '#ABC' -> '#aabbcc'; assumes isHexColor(value). */
export function normalizeHex(value: string): string {
  const hex = value.trim().toLowerCase();
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return hex;
}

/** Keeps only the known keys that hold valid hex colours (normalised); anything else is dropped. */
export function sanitizeThemeColors(input: unknown): Partial<ThemeColors> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const source = input as Record<string, unknown>;
  const result: Partial<ThemeColors> = {};
  for (const key of THEME_KEYS) {
    const value = source[key];
    if (isHexColor(value)) result[key] = normalizeHex(value);
  }
  return result;
}

// --- colour math (sRGB, WCAG 2 relative luminance) ---

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = normalizeHex(hex);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `amount` (0..1) of `other` into `hex`. */
export function mixHex(hex: string, other: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(other);
  return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * amount) as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const INK = '#1a1a1a';
const AA = 4.5;
/** --color-surface-muted in tokens.css: text colours must pass on it as well as on white. */
const MUTED_SURFACE = '#f6f5f1';

/** The colour to write on `background`: the preferred one when it passes AA, else white or ink. */
function onColor(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= AA) return preferred;
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** Darkens `hex` just enough to be readable as text on white and on the muted surface (AA). */
function readableOnLight(hex: string): string {
  let color = hex;
  for (let step = 1; step <= 20 && contrastRatio(color, MUTED_SURFACE) < AA; step += 1) {
    color = mixHex(hex, '#000000', step * 0.05);
  }
  return color;
}

/** Every theme CSS variable (base + derived) for a full set of colours. */
export function themeVariables(colors: ThemeColors): Record<string, string> {
  const primary = normalizeHex(colors.primaryColor);
  const secondary = normalizeHex(colors.secondaryColor);
  const primaryIsDark = relativeLuminance(primary) < 0.18;
  const primaryHover = mixHex(primary, primaryIsDark ? WHITE : '#000000', 0.14);
  return {
    '--color-primary': primary,
    '--color-primary-hover': primaryHover,
    '--color-primary-soft': mixHex(primary, WHITE, 0.9),
    '--color-primary-text': readableOnLight(primary),
    '--color-on-primary': onColor(primary),
    '--color-secondary': secondary,
    '--color-secondary-hover': mixHex(secondary, '#000000', 0.1),
    '--color-secondary-soft': mixHex(secondary, WHITE, 0.85),
    '--color-secondary-text': readableOnLight(secondary),
    '--color-on-secondary': onColor(secondary, primary),
    '--color-text-dark': normalizeHex(colors.textDark),
    '--color-text-light': normalizeHex(colors.textLight),
  };
}

function rootElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/** The colours currently set on <html> (inline variables), defaults for any not set. */
export function getAppliedTheme(root: HTMLElement | null = rootElement()): ThemeColors {
  const applied = { ...DEFAULT_THEME_COLORS };
  if (!root) return applied;
  for (const key of THEME_KEYS) {
    const value = root.style.getPropertyValue(THEME_CSS_VARIABLES[key]);
    if (isHexColor(value)) applied[key] = normalizeHex(value);
  }
  return applied;
}

/**
 * Sets the theme CSS variables on <html>. Missing or invalid colours keep their current value.
 * Returns the full set now applied.
 */
export function applyTheme(colors: Partial<ThemeColors>, root: HTMLElement | null = rootElement()): ThemeColors {
  const next: ThemeColors = { ...getAppliedTheme(root), ...sanitizeThemeColors(colors) };
  if (root) {
    for (const [name, value] of Object.entries(themeVariables(next))) root.style.setProperty(name, value);
  }
  return next;
}

/** Applies the colours kept under localStorage `themeColors` (defaults for missing, corrupt or invalid values). */
export function loadStoredTheme(): ThemeColors {
  const stored = readJson<unknown>(storageKeys.themeColors, null);
  return applyTheme({ ...DEFAULT_THEME_COLORS, ...sanitizeThemeColors(stored) });
}

/** Keeps the colours under `themeColors` in the spec's shape and applies them. */
export function storeTheme(colors: Partial<ThemeColors>): ThemeColors {
  const applied = applyTheme({ ...DEFAULT_THEME_COLORS, ...sanitizeThemeColors(colors) });
  writeJson(storageKeys.themeColors, applied);
  return applied;
}
