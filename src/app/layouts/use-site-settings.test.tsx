import { afterEach, describe, expect, it } from 'vitest';
import { settingsQueries } from '@/features/settings/api/settings-queries';
import { storageKeys } from '@/lib/storage';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

async function saveServerSettings(patch: { theme?: Record<string, string>; logo?: Record<string, string> }) {
  const db = getDb();
  const current = await db.getSettings();
  if (!current) throw new Error('no settings seeded');
  await db.setSettings({ ...current, theme: { ...current.theme, ...patch.theme }, logo: { ...current.logo, ...patch.logo } });
}

describe('site settings on the public site', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it("applies the server's customised theme and keeps it in localStorage themeColors", async () => {
    await saveServerSettings({ theme: { primaryColor: '#224466' } });
    renderApp('/about');
    await waitFor(() => expect(cssVar('--color-primary')).toBe('#224466'));
    expect(JSON.parse(localStorage.getItem(storageKeys.themeColors) ?? 'null')).toMatchObject({ primaryColor: '#224466' });
  });

  it('keeps locally stored colours when the server theme was never customised', async () => {
    localStorage.setItem(
      storageKeys.themeColors,
      JSON.stringify({ primaryColor: '#550000', secondaryColor: '#eb9801', textDark: '#333333', textLight: '#666666' }),
    );
    const { loadStoredTheme } = await import('@/lib/theme');
    loadStoredTheme();
    const { queryClient } = renderApp('/about');
    await screen.findAllByRole('img', { name: 'Hope Foundation' });
    // Once the settings have answered (and React has applied them), the stored colour must still be there.
    const settings = [settingsQueries.publicTheme().queryKey, settingsQueries.publicLogo().queryKey];
    await waitFor(() => expect(settings.map((key) => queryClient.getQueryState(key)?.status)).toEqual(['success', 'success']));
    expect(cssVar('--color-primary')).toBe('#550000');
  });

  it('shows the saved header logo', async () => {
    await saveServerSettings({ logo: { headerLogo: '/uploads/7.png' } });
    renderApp('/about');
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByRole('img', { name: 'Hope Foundation' })).toHaveAttribute('src', '/uploads/7.png'));
  });
});
