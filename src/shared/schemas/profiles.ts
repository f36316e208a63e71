import { z } from 'zod';
import { PROFILE_LIMITS } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { mediaView } from './media.js';
import { blockText, lineText } from './text.js';

/** An optional text field: blank means "not set" (stored as null). */
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value), schema.nullable());

/** A social link: only http(s) addresses, never javascript: or data: (DESIGN.md). */
const socialLink = (site: string) =>
  optional(
    lineText({ error: `${site} must be a link starting with http:// or https://` })
      .max(PROFILE_LIMITS.link, `The ${site} link can be at most ${PROFILE_LIMITS.link} characters long.`)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
        } catch {
          return false;
        }
      }, `${site} must be a link starting with http:// or https://`),
  );

/** Body of PUT /api/profile: everything a member edits of their own profile (SPEC §2 "Edit profile"). */
export const profileUpdate = z.object({
  description: blockText({ error: 'Please fill in the description field' })
    .trim()
    .min(1, 'Please fill in the description field')
    .max(PROFILE_LIMITS.description, `The description can be at most ${PROFILE_LIMITS.description} characters long.`),
  email: optional(
    lineText()
      .max(PROFILE_LIMITS.email, 'That email is too long.')
      .pipe(z.email('That is not a valid email address.')),
  ),
  telephone: optional(
    lineText()
      .max(PROFILE_LIMITS.telephone, `The telephone number can be at most ${PROFILE_LIMITS.telephone} characters long.`)
      .regex(/^\+?[0-9][0-9 ]*$/, 'A telephone number holds digits and spaces, with an optional + at the start.'),
  ),
  facebook: socialLink('Facebook'),
  instagram: socialLink('Instagram'),
  /** A photo uploaded to the profile folder by this member, or null for the default avatar. */
  imageId: z.uuid({ error: 'Please choose a photo uploaded to this site.' }).nullable(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** Body of PUT /api/profile/language: the language a member chose in the site, for the mail it sends them. */
export const languageChoice = z.object({ language: z.enum(LANGUAGES, { error: 'Choose el or en.' }) });

/** A member's contact details: shown to signed-in members only (DESIGN.md). */
const contactDetails = {
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
};

/** GET/PUT /api/profile: the signed-in member's own profile. */
export const ownProfile = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  description: z.string(),
  image: mediaView.nullable(),
  ...contactDetails,
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** GET /api/profiles/:userId: another member as members see them (member cards, author cards). */
export const memberCard = ownProfile;
export type MemberCard = z.infer<typeof memberCard>;
