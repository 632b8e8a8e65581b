import { ApiError } from '@/lib/api-client';

/**
 * The spec's two failure banners per settings call: 'Failed to …' when the server answered with a
 * failure, 'Error …' when the call itself broke (no answer, unreadable response, a bug).
 */
export function settingsFailureText(error: unknown, failed: string, errored: string): string {
  return error instanceof ApiError && error.status > 0 ? failed : errored;
}

/** Spec §9: settings banners stay 3 s. */
export const SETTINGS_TOAST_MS = 3000;

export const SETTINGS_TEXTS = {
  themeSaved: 'Theme settings saved successfully!',
  themeFailed: 'Failed to save theme settings',
  themeError: 'Error saving theme settings',
  logosSaved: 'Logos updated successfully!',
  logosFailed: 'Failed to update logos',
  logosError: 'Error updating logos',
  emailSaved: 'Email settings saved successfully!',
  emailFailed: 'Failed to save email settings',
  emailError: 'Error saving email settings',
  testSent: 'Test email sent successfully!',
  testFailed: 'Failed to send test email',
  testError: 'Error sending test email',
  zakatSaved: 'Zakat prices saved successfully!',
  zakatFailed: 'Failed to save zakat prices',
  zakatError: 'Error saving zakat prices',
} as const;
