import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.js';
import { lineText } from './text.js';

/** Body of POST /api/auth/sign-in/email; SPEC §5: both fields required. */
export const signInBody = z.object({
  email: lineText({ error: 'Please enter your email.' }).trim().min(1, 'Please enter your email.').max(254, 'That email is too long.'),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH, 'That password is too long.'),
});
export type SignInBody = z.infer<typeof signInBody>;

/** A password fit for a new account. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
  .refine((value) => new Set(value).size >= 4, 'The password is too easy to guess: use more different characters.');

/** What it takes to create an account (admin screen or CLI). */
export const newAccount = z.object({
  email: lineText().trim().toLowerCase().pipe(z.email('That is not a valid email address.')),
  password: newPassword,
  name: lineText().trim().min(1, 'Please enter a name.').max(80, 'The name must be at most 80 characters long.'),
  surname: lineText().trim().min(1, 'Please enter a surname.').max(80, 'The surname must be at most 80 characters long.'),
  role: z.enum(ROLES).default('member'),
});
export type NewAccount = z.input<typeof newAccount>;

/** The signed-in user as the browser knows them. */
const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
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
  .string({ error: 'Please enter the code.' })
  .trim()
  .min(1, 'Please enter the code.')
  .max(32, 'That code is too long.');

/** Body of POST /api/auth/two-factor/verify: the second step of signing in. */
export const twoFactorVerifyBody = z.object({
  code: twoFactorCode,
  /** 'totp' for the app's 6-digit code, 'backup' for one of the backup codes. */
  method: z.enum(['totp', 'backup'], { error: 'Choose the app code or a backup code.' }).default('totp'),
});

/** Bodies that only need the current password (enrol, disable). */
export const passwordBody = z.object({
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128, 'That password is too long.'),
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

/** GET /api/auth/two-factor: the member's factor as SPEC §3 describes it, or null. */
export const factorStatus = z.object({
  factor: z
    .object({ friendlyName: z.string(), factorType: z.literal('totp'), status: z.literal('verified'), issuer: z.string() })
    .nullable(),
});
export type FactorStatus = z.infer<typeof factorStatus>;

/** Body of POST /api/auth/change-password. */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Please enter your current password.' }).min(1, 'Please enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword,
});

/** GET /api/auth/password-reset: whether a forgotten password can be reset by mail on this site. */
export const passwordResetAvailability = z.object({ byMail: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof passwordResetAvailability>;

/** Body of POST /api/auth/forgot-password. */
export const forgotPasswordBody = z.object({
  email: lineText({ error: 'Please enter your email.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email.')
    .max(254, 'That email is too long.')
    .pipe(z.email('Please enter a valid email address, such as name@example.com.')),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** Body of POST /api/auth/reset-password: the token of the mailed link and the new password. */
export const resetPasswordBody = z.object({
  token: z.string({ error: 'This link is not complete. Please open the whole link from the email.' }).regex(/^[A-Za-z0-9]{16,64}$/, 'This link is not complete. Please open the whole link from the email.'),
  newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
