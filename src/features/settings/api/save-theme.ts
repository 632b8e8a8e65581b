import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ThemeSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/theme with the four colours. */
export function saveTheme(body: ThemeSettings): Promise<ThemeSettings | undefined> {
  return request<ThemeSettings | undefined>('/api/settings/theme', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to save theme settings',
  });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}
