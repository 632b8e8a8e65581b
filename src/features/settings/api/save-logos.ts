import { useMutation } from '@tanstack/react-query';
import { apiWrite, invalidating } from '@/lib/api-resource';
import type { LogoSettings } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

export const LOGO_KEYS = ['headerLogo', 'stickyLogo', 'footerLogo', 'favicon'] as const;
export type LogoKey = (typeof LOGO_KEYS)[number];
export type LogoFiles = Partial<Record<LogoKey, File>>;

/** The multipart body: the chosen logo files, each under its setting's name. */
function logoFormData(files: LogoFiles): FormData {
  const body = new FormData();
  for (const key of LOGO_KEYS) {
    const file = files[key];
    if (file) body.append(key, file);
  }
  return body;
}

/** POST /api/settings/logo. */
const saveLogos = apiWrite<LogoFiles, LogoSettings | undefined>('POST', '/api/settings/logo', {
  body: logoFormData,
  fallbackMessage: 'Failed to update logos',
});

export function useSaveLogos() {
  return useMutation(invalidating([settingsQueries.all()], saveLogos));
}
