// Wire schemas of accounts and sessions (docs/design/contract.md §3). Shared by the API and the web forms.
import { z } from 'zod';
import { passwordMinLength } from '../constants';
import { classCodeField } from './classes';

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.emailInvalid'));

/** docs/design/product.md §5: at least 8 characters with an uppercase, a lowercase and a number. */
export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(200, 'validation.tooLong')
  .refine(
    (p) => p.length >= passwordMinLength && /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p),
    'validation.passwordRule',
  );

const nameField = (key: 'validation.firstNameRequired' | 'validation.lastNameRequired') =>
  z.string({ error: key }).trim().min(1, key).max(100, 'validation.tooLong');

/** Ages a person may have (docs/security.md, "Validation"): schoolchildren to the oldest living people. */
export const ageRange = { min: 3, max: 120 } as const;

const yearSeconds = 365.2425 * 86_400;

/** Unix seconds of a birth date within ageRange, judged at `nowMs`. */
export function isSaneBirthDate(seconds: number, nowMs = Date.now()): boolean {
  const now = nowMs / 1000;
  return seconds <= now - ageRange.min * yearSeconds && seconds >= now - ageRange.max * yearSeconds;
}

export const birthDateField = z.coerce
  .number({ error: 'validation.ageRequired' })
  .int('validation.birthDateInvalid')
  .refine((s) => isSaneBirthDate(s), 'validation.birthDateInvalid');

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Fields without the password confirmation check, so forms can extend them. */
export const signupFields = z.object({
  first_name: nameField('validation.firstNameRequired'),
  last_name: nameField('validation.lastNameRequired'),
  email: emailField,
  birth_date: birthDateField,
  major: z
    .string({ error: 'validation.majorRequired' })
    .trim()
    .min(1, 'validation.majorRequired')
    .max(100, 'validation.tooLong'),
  password: passwordField,
  password_confirmation: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired'),
  role: z.coerce
    .number({ error: 'validation.roleRequired' })
    .int()
    .refine((r) => r === 0, 'validation.roleNotAllowed')
    .default(0),
  /** Joins this class at sign-up (and lifts the per-address sign-up limit); blank means none. */
  class_code: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    classCodeField.optional(),
  ),
});

function passwordsMatch<T extends { password: string; password_confirmation: string }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.passwordsMismatch',
    });
  }
}

export const registerBody = signupFields.superRefine(passwordsMatch);
export type RegisterBody = z.infer<typeof registerBody>;

export const passwordSetBody = z
  .object({
    password: passwordField,
    password_confirmation: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired'),
  })
  .superRefine(passwordsMatch);
export type PasswordSetBody = z.infer<typeof passwordSetBody>;

export const passwordSetQuery = z.object({
  token: z
    .string({ error: 'error.passwordTokenInvalid' })
    .min(10, 'error.passwordTokenInvalid')
    .max(200, 'error.passwordTokenInvalid'),
});

export const resetMailBody = z.object({ email: emailField });

export const refreshBody = z.object({ refresh_token: z.string().min(10).max(4000).optional() });

export const changePasswordBody = z
  .object({
    current_password: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired'),
    password: passwordField,
    password_confirmation: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired'),
  })
  .superRefine(passwordsMatch);

/** `POST /api/user/delete-account`: a person deletes their own account, confirming with their password. */
export const deleteOwnAccountBody = z.object({
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(200),
});
export type DeleteOwnAccountBody = z.infer<typeof deleteOwnAccountBody>;

/** `POST /api/refresh-token` answer data. */
export const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;
