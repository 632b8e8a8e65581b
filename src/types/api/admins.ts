// Admin accounts and sign-in: /api/admin/login, /api/admin/logout, /api/admin (list, create),
// /api/admin/{id}/password, /api/admin/{id}/status.
import { z } from 'zod';
import {
  MAX_EMAIL,
  MAX_SHORT,
  boolFromForm,
  email,
  enumWithDefault,
  idSchema,
  isoDateTime,
  password,
  requiredString,
  trimmedPattern,
  withBodyRules,
} from './coerce';

export const ADMIN_ROLES = ['admin', 'moderator'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'moderator';

export const MIN_PASSWORD = 6;

export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameCharacters: 'Username can only use letters of one alphabet, digits, dots, underscores and hyphens',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long!',
  passwordsDoNotMatch: 'Passwords do not match!',
  confirmRequired: 'Please confirm the password',
  roleInvalid: 'Role must be admin or moderator',
  loginSuccess: 'Login successful! Welcome to the admin dashboard.',
  loginFailed: 'Login failed. Please try again.',
  logoutSuccess: 'Logged out successfully.',
  /** 403 for a moderator on an admin-only call (admin accounts, settings writes, demo import/reset/scenario). */
  adminOnly: 'Only administrators can do this.',
} as const;

/**
 * Sign-in throttle (mocks/auth/login-throttle.ts), on the real clock whatever a QA switch pins. A
 * username's failed sign-ins are counted per client (the browser the backend runs in; the remote
 * address of the HTTP server's request) within LOGIN_WINDOW_MS of each other (a success starts
 * again). The first few delay nothing, so a mistyped password does not hold up the right one; from
 * the LOGIN_DELAY_FROM_FAILURE-th on, the username answers that client 429 for LOGIN_DELAY_BASE_MS ×
 * 2^(n - LOGIN_DELAY_FROM_FAILURE), at most LOGIN_DELAY_MAX_MS, from that failure. A client with
 * CLIENT_MAX_FAILURES failed sign-ins within CLIENT_WINDOW_MS answers 429 until the first of them is
 * that old. So any refusal ends at most a minute after a failure, and no stranger can lock anyone out.
 */
export const LOGIN_DELAY_FROM_FAILURE = 5;
export const LOGIN_DELAY_BASE_MS = 1000;
export const LOGIN_DELAY_MAX_MS = 60_000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const CLIENT_MAX_FAILURES = 10;
export const CLIENT_WINDOW_MS = 60_000;

/** The 429 message of a throttled sign-in; `seconds` is the wait left, rounded up. */
export const tooManyAttemptsMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** Who may do what only administrators may do: the mock's guard and the UI use the same rule. */
export function isAdministrator(user: { role?: unknown } | null | undefined): boolean {
  return user?.role === 'admin';
}

/**
 * An account that keeps the site manageable: active, with the admin role. Deactivating, deleting
 * or importing away the last one is refused, since a moderator can change no account.
 */
export function isActiveAdministrator(user: { role?: unknown; is_active?: unknown }): boolean {
  return user.is_active === true && isAdministrator(user);
}

/** A username as kept and compared: NFKC (fullwidth ａ is a, ﬁ is fi), trimmed. */
export const normaliseUsername = (value: string): string => value.normalize('NFKC').trim();

/**
 * The letters a username may mix: one script's (Japanese counts its three as one), so a Cyrillic
 * 'а' cannot pose as the Latin one inside 'admin'. Digits are ASCII (NFKC folds the fullwidth ones).
 */
const USERNAME_SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Ethiopic',
  'Hangul',
  'Han Hiragana Katakana',
].map((names) => {
  const letters = names
    .split(' ')
    .map((name) => `\\p{Script=${name}}`)
    .join('');
  return new RegExp(`^(?:[${letters}\\p{M}0-9._\\-]|\\u30FC)+$`, 'u');
});

/** Letters of one script (with their combining marks), ASCII digits and . _ - only. */
export const isUsernameText = (value: string): boolean => USERNAME_SCRIPTS.some((pattern) => pattern.test(value));

/** isUsernameText as the document's pattern: ASCII letters only, narrower than the rule (a JSON Schema pattern has no \\p{Script}). */
const USERNAME_BODY_RULES = trimmedPattern(/^[A-Za-z0-9._-]+$/, false);

/** A username as sent: normalised, then required, single-line and, for a new account, isUsernameText. */
const username = (rule: 'new' | 'sign-in') =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? normaliseUsername(v) : v),
    rule === 'new'
      ? withBodyRules(
          requiredString(ADMIN_MESSAGES.usernameRequired, MAX_SHORT).refine(isUsernameText, ADMIN_MESSAGES.usernameCharacters),
          USERNAME_BODY_RULES,
        )
      : requiredString(ADMIN_MESSAGES.usernameRequired, MAX_SHORT),
  );

const newPassword = () => password(ADMIN_MESSAGES.passwordRequired, { length: MIN_PASSWORD, message: ADMIN_MESSAGES.passwordTooShort });

/** Body of POST /api/admin/login. */
export const loginSchema = z.object({
  username: username('sign-in'),
  password: password(ADMIN_MESSAGES.passwordRequired),
});
export type Login = z.infer<typeof loginSchema>;
export type LoginValues = z.input<typeof loginSchema>;

/** An admin account as returned: never a password or its hash (unknown keys are stripped). */
export const adminUserSchema = z.object({
  id: idSchema,
  username: z.string().max(MAX_SHORT),
  email: z.string().max(MAX_EMAIL),
  role: z.enum(ADMIN_ROLES),
  is_active: z.boolean(),
  created_at: isoDateTime,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const sessionToken = z.string().min(1).max(500);

/** data of a successful sign-in. */
export const loginResponseSchema = z.object({
  token: sessionToken,
  user: adminUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of POST /api/admin. */
export const createAdminSchema = z.object({
  username: username('new'),
  email: email(),
  password: newPassword(),
  role: enumWithDefault(ADMIN_ROLES, DEFAULT_ADMIN_ROLE, ADMIN_MESSAGES.roleInvalid),
});
export type CreateAdmin = z.infer<typeof createAdminSchema>;
export type CreateAdminValues = z.input<typeof createAdminSchema>;

/** Body of PATCH /api/admin/{id}/password. */
export const changePasswordSchema = z.object({ newPassword: newPassword() });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/**
 * data of PATCH /api/admin/{id}/password: the account. A new password ends every session of the
 * account; when it is the caller's own, `token` is the caller's new session (store it in place of
 * the old one, which now answers 401).
 */
export const changePasswordResponseSchema = adminUserSchema.extend({ token: sessionToken.optional() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** The change-password modal: both entries, which must match. */
export const changePasswordFormSchema = z
  .object({
    newPassword: newPassword(),
    confirmPassword: password(ADMIN_MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: ADMIN_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Also when the new password is too short, so both problems show at once.
    when: (payload) => {
      const v = payload.value as { newPassword?: unknown; confirmPassword?: unknown } | null;
      return !!v && typeof v === 'object' && typeof v.confirmPassword === 'string' && v.confirmPassword.trim() !== '';
    },
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Body of PATCH /api/admin/{id}/status. */
export const adminStatusSchema = z.object({ is_active: boolFromForm() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;
