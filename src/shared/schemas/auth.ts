import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.js';

/** Body of POST /api/auth/sign-in/email; SPEC §5: both fields required. */
export const signInBody = z.object({
  email: z.string({ error: 'Please enter your email.' }).trim().min(1, 'Please enter your email.').max(254, 'That email is too long.'),
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
  email: z.string().trim().toLowerCase().pipe(z.email('That is not a valid email address.')),
  password: newPassword,
  name: z.string().trim().min(1, 'Please enter a name.').max(80, 'The name must be at most 80 characters long.'),
  surname: z.string().trim().min(1, 'Please enter a surname.').max(80, 'The surname must be at most 80 characters long.'),
  role: z.enum(ROLES).default('member'),
});
export type NewAccount = z.input<typeof newAccount>;

/** The signed-in user as the browser knows them. */
export const sessionUser = z.object({
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
