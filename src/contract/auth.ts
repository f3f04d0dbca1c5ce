import { z } from 'zod';

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, MIN_PASSWORD_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { CONTROL_CHARACTERS, EMAIL_PATTERN, STRICT_EMAIL_PATTERN } from './patterns';
import { roleWordSchema } from './role-schemas';
import { normalizeRole } from './roles';
import { canonicalZone, isTimeZone } from './time';

/** Spec section 5: text, @, text, dot, text (kept in patterns.ts, free of zod). */
export { EMAIL_PATTERN, STRICT_EMAIL_PATTERN };

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks or control characters';
/** For every single-line field (names, titles, places): no CR, LF or other control characters. */
export const isSingleLine = (value: string) => !CONTROL_CHARACTERS.test(value);

/** The spec's pattern: sign-in and forgot-password, so every existing account can still sign in. */
export const emailField = requiredText(MESSAGES.emailRequired)
  .max(254, { error: MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid });

/** An address to store (signup, email change): one plain address only (STRICT_EMAIL_PATTERN). */
export const newEmailField = emailField.regex(STRICT_EMAIL_PATTERN, { error: MESSAGES.emailInvalid });

/** A person's name: required, one line, at most 120 characters. */
export const fullNameField = requiredText(MESSAGES.nameRequired)
  .max(120, { error: 'Name must be at most 120 characters' })
  .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE });

export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort })
  // PBKDF2 cost grows with input length; no real password is longer.
  .max(256, { error: 'Password must be at most 256 characters' });

/**
 * The browser's zone, sent at sign-up and sign-in. Optional, and one the server does not know is
 * dropped rather than refused: a sign-in never fails over a zone (the rule in time.ts then holds).
 */
export const browserZoneField = z
  .string()
  .max(64)
  .transform((zone) => (isTimeZone(zone) ? canonicalZone(zone) : undefined))
  .optional();

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  timeZone: browserZoneField,
});

/** Admins cannot sign up (spec section 6); roles compare case-insensitively. */
export const signupRoleField = z.string({ error: MESSAGES.roleInvalid }).transform((value, ctx) => {
  const role = normalizeRole(value);
  if (role !== 'candidate' && role !== 'recruiter') {
    ctx.addIssue({ code: 'custom', message: MESSAGES.roleInvalid });
    return z.NEVER;
  }
  return role;
});

export const signupSchema = z.object({
  fullName: fullNameField,
  email: newEmailField,
  password: passwordField,
  role: signupRoleField,
  timeZone: browserZoneField,
});

/** The signup form also asks to confirm the password; the API payload does not carry it. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string().min(1, { error: MESSAGES.confirmRequired }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const newPasswordField = z
  .string({ error: MESSAGES.newPasswordRequired })
  .min(1, { error: MESSAGES.newPasswordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(256, { error: 'Password must be at most 256 characters' });

export const resetPasswordSchema = z.object({ newPassword: newPasswordField });

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, { error: MESSAGES.confirmRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsDoNotMatch,
  });

/** The landing page's contact form; src/components/site/contact-validation.ts is its zod-free twin. */
export const contactSchema = z.object({
  name: requiredText(MESSAGES.contactNameRequired).max(CONTACT_NAME_MAX, { error: MESSAGES.contactNameTooLong }),
  email: emailField,
  message: requiredText(MESSAGES.contactMessageRequired).max(CONTACT_MESSAGE_MAX, {
    error: MESSAGES.contactMessageTooLong,
  }),
});

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleWordSchema,
  /** False until the owner opens the verification link (or signs in with Google, or resets). */
  emailVerified: z.boolean(),
  /** The zone this user reads times in (src/contract/time.ts: their own, their company's, or India's). */
  timeZone: z.string(),
});

export const verificationStatusSchema = z.object({ email: z.string(), emailVerified: z.boolean() });

export const authResponseSchema = z.object({ user: userSchema, accessToken: z.string() });
export const refreshResponseSchema = z.object({ accessToken: z.string() });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type User = z.infer<typeof userSchema>;
