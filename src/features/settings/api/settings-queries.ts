import { apiQuery } from '@/lib/api-resource';
import type { EmailSettingsView, LogoSettings, OutboxEntry, ThemeSettings, ZakatPrices } from '@/types/api/settings';

/** Public reads change rarely: cached for the session, refetched after a save (same root key). */
const PUBLIC_STALE_MS = 5 * 60_000;

const THEME_FAILED = 'Failed to fetch theme settings';
const LOGO_FAILED = 'Failed to fetch logo settings';

export const settingsQueries = {
  all: () => ['settings'] as const,
  theme: () => apiQuery<ThemeSettings>(['settings', 'theme'], '/api/settings/theme', { auth: true, fallbackMessage: THEME_FAILED }),
  logo: () => apiQuery<LogoSettings>(['settings', 'logo'], '/api/settings/logo', { auth: true, fallbackMessage: LOGO_FAILED }),
  email: () =>
    apiQuery<EmailSettingsView>(['settings', 'email'], '/api/settings/email', { auth: true, fallbackMessage: 'Failed to fetch email settings' }),
  zakat: () => apiQuery<ZakatPrices>(['settings', 'zakat'], '/api/settings/zakat', { auth: true, fallbackMessage: 'Failed to fetch zakat prices' }),
  outbox: () =>
    apiQuery<OutboxEntry[]>(['settings', 'outbox'], '/api/settings/email/outbox', { auth: true, fallbackMessage: 'Failed to fetch the outbox' }),
  /** The public site's reads (no token): the saved theme and logos. */
  publicTheme: () => ({
    ...apiQuery<ThemeSettings>(['settings', 'public', 'theme'], '/api/settings/theme', { fallbackMessage: THEME_FAILED }),
    staleTime: PUBLIC_STALE_MS,
  }),
  publicLogo: () => ({
    ...apiQuery<LogoSettings>(['settings', 'public', 'logo'], '/api/settings/logo', { fallbackMessage: LOGO_FAILED }),
    staleTime: PUBLIC_STALE_MS,
  }),
};
