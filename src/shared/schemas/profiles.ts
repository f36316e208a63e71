import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { PROFILE_LIMITS } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { mediaView } from './media.js';
import { reviewInfo } from './review.js';
import { blockText, lineText } from './text.js';

/** An optional text field: blank means "not set" (stored as null). */
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value), schema.nullable());

/** A social link: only http(s) addresses, never javascript: or data: ones. */
const socialLink = (site: 'facebook' | 'instagram') =>
  optional(
    lineText({ error: fieldCode(`${site}_link_invalid`) })
      .max(PROFILE_LIMITS.link, fieldCode(`${site}_link_too_long`))
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
        } catch {
          return false;
        }
      }, fieldCode(`${site}_link_invalid`)),
  );

/** Body of PUT /api/profile: everything a member edits of their own profile. */
export const profileUpdate = z.object({
  description: blockText({ error: fieldCode('description_required') })
    .trim()
    .min(1, fieldCode('description_required'))
    .max(PROFILE_LIMITS.description, fieldCode('description_too_long')),
  email: optional(
    lineText()
      .max(PROFILE_LIMITS.email, fieldCode('email_too_long'))
      .pipe(z.email(fieldCode('email_invalid'))),
  ),
  telephone: optional(
    lineText()
      .max(PROFILE_LIMITS.telephone, fieldCode('telephone_too_long'))
      .regex(/^\+?[0-9][0-9 ]*$/, fieldCode('telephone_invalid')),
  ),
  facebook: socialLink('facebook'),
  instagram: socialLink('instagram'),
  /** A photo uploaded to the profile folder by this member, or null for the default avatar. */
  imageId: z.uuid({ error: fieldCode('photo_not_ours') }).nullable(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** Body of PUT /api/profile/language: the language a member chose in the site, for the mail it sends them. */
export const languageChoice = z.object({ language: z.enum(LANGUAGES, { error: fieldCode('language_invalid') }) });

/** A member's contact details: shown to signed-in members only. */
const contactDetails = {
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
};

/** GET /api/profiles/:userId: a member as members see them (member cards, author cards). */
export const memberCard = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  description: z.string(),
  image: mediaView.nullable(),
  ...contactDetails,
  /** Hidden from the community by members' reports or a moderator (decision 0050): said to the member and the moderators only, who alone still read the rest. */
  hidden: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCard>;

/**
 * GET /api/profiles/:userId/change: a pupil's change to their profile that waits for review,
 * as the profile will look once approved; for them and reviewers only.
 */
export const profileChange = memberCard.extend({
  review: reviewInfo,
  /** A teacher or admin (not its author) may approve it or send it back. */
  canReview: z.boolean(),
  /** Its author may change it again. */
  canRevise: z.boolean(),
});
export type ProfileChange = z.infer<typeof profileChange>;

/** GET/PUT /api/profile: the signed-in member's own profile, as others see it, and their change that waits for review. */
export const ownProfile = memberCard.extend({
  /** What they change waits for review (a pupil): the form says so, and its button. */
  changesWait: z.boolean(),
  change: profileChange.nullable(),
});
export type OwnProfile = z.infer<typeof ownProfile>;
