import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { EmailSettingsView, LogoSettings, OutboxEntry, ThemeSettings } from '@/types/api/settings';

/** Public reads change rarely: cached for the session, refetched after a save (same root key). */
const PUBLIC_STALE_MS = 5 * 60_000;

export const settingsQueries = {
  all: () => ['settings'] as const,
  theme: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'theme'],
      queryFn: ({ signal }) =>
        request<ThemeSettings>('/api/settings/theme', { auth: true, fallbackMessage: 'Failed to fetch theme settings', signal }),
    }),
  logo: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'logo'],
      queryFn: ({ signal }) =>
        request<LogoSettings>('/api/settings/logo', { auth: true, fallbackMessage: 'Failed to fetch logo settings', signal }),
    }),
  email: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'email'],
      queryFn: ({ signal }) =>
        request<EmailSettingsView>('/api/settings/email', { auth: true, fallbackMessage: 'Failed to fetch email settings', signal }),
    }),
  outbox: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'outbox'],
      queryFn: ({ signal }) =>
        request<OutboxEntry[]>('/api/settings/email/outbox', { auth: true, fallbackMessage: 'Failed to fetch the outbox', signal }),
    }),
  /** The public site's reads (no token): the saved theme and logos. */
  publicTheme: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'public', 'theme'],
      queryFn: ({ signal }) => request<ThemeSettings>('/api/settings/theme', { fallbackMessage: 'Failed to fetch theme settings', signal }),
      staleTime: PUBLIC_STALE_MS,
    }),
  publicLogo: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'public', 'logo'],
      queryFn: ({ signal }) => request<LogoSettings>('/api/settings/logo', { fallbackMessage: 'Failed to fetch logo settings', signal }),
      staleTime: PUBLIC_STALE_MS,
    }),
};
