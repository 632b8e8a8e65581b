import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  contrastRatio,
  DEFAULT_THEME_COLORS,
  getAppliedTheme,
  loadStoredTheme,
  sanitizeThemeColors,
  storeTheme,
  themeVariables,
} from './theme';

const root = () => document.documentElement;
const cssVar = (name: string) => root().style.getPropertyValue(name);

beforeEach(() => {
  root().removeAttribute('style');
  localStorage.clear();
});

describe('applyTheme', () => {
  it('sets the four base colours as CSS variables on <html>', () => {
    applyTheme({ primaryColor: '#123456', secondaryColor: '#abcdef', textDark: '#111111', textLight: '#555555' });
    expect(cssVar('--color-primary')).toBe('#123456');
    expect(cssVar('--color-secondary')).toBe('#abcdef');
    expect(cssVar('--color-text-dark')).toBe('#111111');
    expect(cssVar('--color-text-light')).toBe('#555555');
  });

  it('keeps colours not given and ignores invalid ones', () => {
    applyTheme({ primaryColor: '#123456' });
    const applied = applyTheme({ secondaryColor: 'orange', textDark: '#ABC' });
    expect(applied).toEqual({ ...DEFAULT_THEME_COLORS, primaryColor: '#123456', textDark: '#aabbcc' });
    expect(cssVar('--color-primary')).toBe('#123456');
    expect(cssVar('--color-secondary')).toBe(DEFAULT_THEME_COLORS.secondaryColor);
    expect(getAppliedTheme()).toEqual(applied);
  });

  it('picks readable text colours for a light custom primary', () => {
    applyTheme({ primaryColor: '#f5f5a0' });
    expect(cssVar('--color-on-primary')).toBe('#1a1a1a');
    expect(contrastRatio(cssVar('--color-primary-text'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('loadStoredTheme', () => {
  it('applies the colours stored under themeColors', () => {
    localStorage.setItem('themeColors', JSON.stringify({ primaryColor: '#0a0b0c', secondaryColor: '#ff0000' }));
    const applied = loadStoredTheme();
    expect(applied.primaryColor).toBe('#0a0b0c');
    expect(applied.textDark).toBe(DEFAULT_THEME_COLORS.textDark);
    expect(cssVar('--color-primary')).toBe('#0a0b0c');
    expect(cssVar('--color-secondary')).toBe('#ff0000');
  });

  it('falls back to the defaults for corrupt JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('themeColors', '{not json');
    expect(loadStoredTheme()).toEqual(DEFAULT_THEME_COLORS);
    expect(cssVar('--color-primary')).toBe('#012a23');
    expect(warn).toHaveBeenCalled();
  });

  it('ignores invalid hex values and non-object data', () => {
    localStorage.setItem('themeColors', JSON.stringify({ primaryColor: 'red', secondaryColor: '#12345', textLight: '#777777' }));
    expect(loadStoredTheme()).toEqual({ ...DEFAULT_THEME_COLORS, textLight: '#777777' });
    localStorage.setItem('themeColors', JSON.stringify(['#ffffff']));
    expect(loadStoredTheme()).toEqual(DEFAULT_THEME_COLORS);
  });

  it('uses the defaults when nothing is stored, replacing an earlier theme', () => {
    applyTheme({ primaryColor: '#123456' });
    expect(loadStoredTheme()).toEqual(DEFAULT_THEME_COLORS);
    expect(cssVar('--color-primary')).toBe('#012a23');
  });
});

describe('storeTheme', () => {
  it('writes the spec shape under themeColors and applies it', () => {
    storeTheme({ primaryColor: '#222222' });
    expect(JSON.parse(localStorage.getItem('themeColors') ?? 'null')).toEqual({ ...DEFAULT_THEME_COLORS, primaryColor: '#222222' });
    expect(cssVar('--color-primary')).toBe('#222222');
  });
});

describe('sanitizeThemeColors', () => {
  it('drops unknown keys', () => {
    expect(sanitizeThemeColors({ primaryColor: '#FFF', other: '#000000' })).toEqual({ primaryColor: '#ffffff' });
    expect(sanitizeThemeColors(null)).toEqual({});
  });
});

describe('default theme', () => {
  // Read from disk: Vitest stubs CSS imports (even ?raw) to empty strings.
  const tokensCss = readFileSync(fileURLToPath(new NodeURL('../styles/tokens.css', import.meta.url)), 'utf8');
  const vars = themeVariables(DEFAULT_THEME_COLORS);

  it('matches the defaults written in tokens.css', () => {
    for (const [name, value] of Object.entries(vars)) {
      expect(tokensCss, name).toMatch(new RegExp(`${name}:\\s*${value};`, 'i'));
    }
  });

  it('meets AA contrast for text pairs', () => {
    const pairs: [string, string][] = [
      [vars['--color-on-primary'], vars['--color-primary']],
      [vars['--color-on-primary'], vars['--color-primary-hover']],
      [vars['--color-on-secondary'], vars['--color-secondary']],
      [vars['--color-on-secondary'], vars['--color-secondary-hover']],
      [vars['--color-primary-text'], '#ffffff'],
      [vars['--color-secondary-text'], '#ffffff'],
      [vars['--color-secondary-text'], '#f6f5f1'],
      [vars['--color-text-dark'], '#ffffff'],
      [vars['--color-text-light'], '#ffffff'],
      [vars['--color-text-light'], '#f6f5f1'],
      [vars['--color-primary-text'], vars['--color-primary-soft']],
    ];
    for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });
});
