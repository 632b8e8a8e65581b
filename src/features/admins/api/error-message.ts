import { ApiError } from '@/lib/api-client';

/**
 * What to tell the user when an admin call fails: the server's own message for a refusal it
 * explains (409 last active admin, 404 gone, 403 inactive), else the spec's "... Please try again."
 */
export function adminErrorMessage(error: unknown, fallbackText: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 402 &&
    error.status < 500 &&
    error.status !== 400 &&
    error.message &&
    !error.message.startsWith('Failed to ')
  ) {
    return error.message;
  }
  return fallbackText;
}
