import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { MEMBER_NAME_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.js';
import { lineText } from './text.js';

/** Body of POST /api/auth/sign-in/email: both fields required. */
export const signInBody = z.object({
  email: lineText({ error: fieldCode('email_required') }).trim().min(1, fieldCode('email_required')).max(254, fieldCode('email_too_long')),
  password: z.string({ error: fieldCode('password_required') }).min(1, fieldCode('password_required')).max(PASSWORD_MAX_LENGTH, fieldCode('password_field_too_long')),
});
export type SignInBody = z.infer<typeof signInBody>;

/** A password fit for a new account. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, fieldCode('password_too_short'))
  .max(PASSWORD_MAX_LENGTH, fieldCode('password_too_long'))
  .refine((value) => new Set(value).size >= 4, fieldCode('password_too_simple'));

/** What it takes to create an account (admin screen or CLI). */
export const newAccount = z.object({
  email: lineText().trim().toLowerCase().pipe(z.email(fieldCode('email_invalid'))),
  password: newPassword,
  name: lineText().trim().min(1, fieldCode('name_required')).max(MEMBER_NAME_MAX, fieldCode('name_too_long')),
  surname: lineText().trim().min(1, fieldCode('surname_required')).max(MEMBER_NAME_MAX, fieldCode('surname_too_long')),
  role: z.enum(ROLES).default('member'),
  /** What they write waits for a teacher's review (pupils). */
  needsReview: z.boolean().default(false),
});
export type NewAccount = z.input<typeof newAccount>;

/** The signed-in user as the browser knows them. */
const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** What they write waits for a teacher's review before it is published. */
  needsReview: z.boolean(),
  /** They are the guardian of at least one pupil: "My children" is theirs. */
  guardian: z.boolean(),
  name: z.string(),
  surname: z.string(),
  image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Answer of GET /api/session: who is signed in, or null for a visitor. */
export const sessionResponse = z.object({ user: sessionUser.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Answer of POST /api/auth/sign-in/email: the user, or (with a second factor) a request for the code. */
export const signInResponse = z.object({
  user: sessionUser.nullable(),
  /** True when the password was right and the second factor's code is needed next. */
  twoFactorRequired: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

/** A code from an authenticator app (6 digits) or a backup code. */
const twoFactorCode = z
  .string({ error: fieldCode('code_required') })
  .trim()
  .min(1, fieldCode('code_required'))
  .max(32, fieldCode('code_too_long'));

/** Body of POST /api/auth/two-factor/verify: the second step of signing in. */
export const twoFactorVerifyBody = z.object({
  code: twoFactorCode,
  /** 'totp' for the app's 6-digit code, 'backup' for one of the backup codes. */
  method: z.enum(['totp', 'backup'], { error: fieldCode('code_method_invalid') }).default('totp'),
});

/** Bodies that only need the current password (enrol, disable). */
export const passwordBody = z.object({
  password: z.string({ error: fieldCode('password_required') }).min(1, fieldCode('password_required')).max(128, fieldCode('password_field_too_long')),
});

export type PasswordBody = z.input<typeof passwordBody>;

/** Body of POST /api/auth/two-factor/confirm: the first code from the app proves the enrolment. */
export const confirmFactorBody = z.object({ code: twoFactorCode });

/** Answer of POST /api/auth/two-factor/enable: everything the app needs, shown once. */
export const enrolment = z.object({
  /** otpauth:// address the QR code holds. */
  totpURI: z.string(),
  /** The same secret as text (Base32), for typing into an app. */
  secret: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
  backupCodes: z.array(z.string()),
});
export type Enrolment = z.infer<typeof enrolment>;

/** GET /api/auth/two-factor: the member's factor (its name, type, status and issuer), or null. */
export const factorStatus = z.object({
  factor: z
    .object({ friendlyName: z.string(), factorType: z.literal('totp'), status: z.literal('verified'), issuer: z.string() })
    .nullable(),
});
export type FactorStatus = z.infer<typeof factorStatus>;

/** Body of POST /api/auth/change-password. */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: fieldCode('current_password_required') }).min(1, fieldCode('current_password_required')).max(PASSWORD_MAX_LENGTH),
  newPassword,
});

/** GET /api/auth/password-reset: whether a forgotten password can be reset by mail on this site. */
export const passwordResetAvailability = z.object({ byMail: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof passwordResetAvailability>;

/** Body of POST /api/auth/forgot-password. */
export const forgotPasswordBody = z.object({
  email: lineText({ error: fieldCode('email_required') })
    .trim()
    .toLowerCase()
    .min(1, fieldCode('email_required'))
    .max(254, fieldCode('email_too_long'))
    .pipe(z.email(fieldCode('email_example'))),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** Body of POST /api/auth/reset-password: the token of the mailed link and the new password. */
export const resetPasswordBody = z.object({
  token: z.string({ error: fieldCode('link_incomplete') }).regex(/^[A-Za-z0-9]{16,64}$/, fieldCode('link_incomplete')),
  newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
