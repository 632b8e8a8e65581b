import { useMutation } from '@tanstack/react-query';
import { apiWrite, invalidating } from '@/lib/api-resource';
import type { ThemeSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/theme with the four colours. */
const saveTheme = apiWrite<ThemeSettings, ThemeSettings | undefined>('POST', '/api/settings/theme', {
  fallbackMessage: 'Failed to save theme settings',
});

export function useSaveTheme() {
  return useMutation(invalidating([settingsQueries.all()], saveTheme));
}
