// Admin accounts and sign-in: /api/admin/login, /api/admin/logout, /api/admin (list, create),
// /api/admin/{id}/password, /api/admin/{id}/status.
import { z } from 'zod';
import { MAX_EMAIL, MAX_SHORT, boolFromForm, email, enumWithDefault, idSchema, isoDateTime, password, requiredString } from './coerce';

export const ADMIN_ROLES = ['admin', 'moderator'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'moderator';

export const MIN_PASSWORD = 6;

export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
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

/** Sign-in throttle: this many failed attempts for one username within the window answer 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The 429 message of a throttled sign-in; `minutes` is what is left of the window, rounded up.
 * The text exactly, so 'minutes' also when one is left.
 */
export const tooManyAttemptsMessage = (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`;

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

const newPassword = () =>
  password(ADMIN_MESSAGES.passwordRequired, { length: MIN_PASSWORD, message: ADMIN_MESSAGES.passwordTooShort });

/** Body of POST /api/admin/login. */
export const loginSchema = z.object({
  username: requiredString(ADMIN_MESSAGES.usernameRequired, MAX_SHORT),
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
  username: requiredString(ADMIN_MESSAGES.usernameRequired, MAX_SHORT),
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
