import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { LogoSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

export const LOGO_KEYS = ['headerLogo', 'stickyLogo', 'footerLogo', 'favicon'] as const;
export type LogoKey = (typeof LOGO_KEYS)[number];
export type LogoFiles = Partial<Record<LogoKey, File>>;

/** POST /api/settings/logo: multipart with the chosen logo files, each under its setting's name. */
export function saveLogos(files: LogoFiles): Promise<LogoSettings | undefined> {
  const body = new FormData();
  for (const key of LOGO_KEYS) {
    const file = files[key];
    if (file) body.append(key, file);
  }
  return request<LogoSettings | undefined>('/api/settings/logo', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to update logos',
  });
}

export function useSaveLogos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogos,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}
