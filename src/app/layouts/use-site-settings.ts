// The saved site settings the whole app follows: theme colours (CSS variables), the favicon, and
// the logos of the public layout.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueries } from '@/features/settings/api/settings-queries';
import { safeImageSrc } from '@/lib/safe-href';
import { DEFAULT_THEME_COLORS, sanitizeThemeColors, storeTheme, type ThemeColors } from '@/lib/theme';
import type { LogoSettings } from '@/types/api/settings';

function isDefaultTheme(colors: Partial<ThemeColors>): boolean {
  return (Object.keys(DEFAULT_THEME_COLORS) as (keyof ThemeColors)[]).every(
    (key) => (colors[key] ?? DEFAULT_THEME_COLORS[key]) === DEFAULT_THEME_COLORS[key],
  );
}

/**
 * main.tsx applied localStorage themeColors before the first render; the server's theme follows.
 * A server theme still at the defaults means "never customised", so it does not override colours
 * kept locally (which QA may set up before the app loads); a customised one wins and is stored.
 */
export function applyServerTheme(server: unknown): void {
  const colors = sanitizeThemeColors(server);
  // Defaults are already on screen when nothing is stored; kept colours stay when something is.
  if (isDefaultTheme(colors)) return;
  try {
    storeTheme(colors);
  } catch {
    // Blocked storage: storeTheme applied the colours before it failed to write them.
  }
}

function setFavicon(href: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) return;
  const url = safeImageSrc(href);
  if (!url || link.getAttribute('href') === url) return;
  link.href = url;
  // The tag declares SVG; an uploaded favicon may be PNG, JPEG or WebP.
  link.removeAttribute('type');
}

/** Applies the server's theme and favicon, and returns the saved logos for the public layout. */
export function useSiteSettings(): Partial<LogoSettings> {
  const theme = useQuery(settingsQueries.publicTheme());
  const logos = useQuery(settingsQueries.publicLogo());

  useEffect(() => {
    if (theme.data) applyServerTheme(theme.data);
  }, [theme.data]);

  const favicon = logos.data?.favicon;
  useEffect(() => {
    if (favicon) setFavicon(favicon);
  }, [favicon]);

  return logos.data ?? {};
}
