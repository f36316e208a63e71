import { sql, type SQL } from 'drizzle-orm';
import type { ImageConsentLevel, PostAudience } from '../../../shared/constants.js';
import { alias } from 'drizzle-orm/pg-core';
import { media, posts, profiles, users } from '../db/schema.js';
import { isReviewer } from '../people/roles.js';
import { postVisibility } from './posts.js';
import type { Reader } from './predicate.js';
import { memberVisibility, profileVisibility } from './profiles.js';

/**
 * Who may see a picture. A picture's row does not say it: what shows it does (a post, a profile),
 * so these rules are SQL only, conditions on the `media` row that ask the posts, profiles and
 * projects showing it, each post by its own rule (posts.ts). Where the files are stored follows from them
 * (core/media/members-media.ts): a picture for everyone is public and cached for good, any other
 * under a name no visitor is given, served to those these rules let see it. Collaborations'
 * pictures are for members only as their collaborations are, by their folder. Over all of these,
 * the pupils tagged in a picture bound its audience by their families' image consent.
 */

/** Posts, profiles and their users as these conditions name them (`p`, `pr`, `u`), for their visibility rules to speak of. */
const p = alias(posts, 'p');
const pr = alias(profiles, 'pr');
const u = alias(users, 'u');

/**
 * Whether a post shows the media row's picture, as its thumbnail or in its blocks: any post, or
 * one of the posts `which` picks (an SQL condition on the post `p`). A lookup by the indexes on
 * thumbnail_id and image_ids (migration 0012).
 */
export function postShowsPicture(which?: SQL): SQL {
  return sql`exists (select 1 from posts p where ${which ? sql`(${which}) and ` : sql``}(p.thumbnail_id = ${media.id} or p.image_ids @> jsonb_build_array(${media.id}::text)))`;
}

/**
 * Whether a project's page shows the media row's picture: in its gallery, or as its own picture
 * (its circle). Every project's page is public, archived or not. Lookups by the gallery's media
 * index and the projects' few rows.
 */
const projectShowsPicture = sql`(exists (select 1 from project_pictures pp where pp.media_id = ${media.id}) or exists (select 1 from projects pj where pj.picture_id = ${media.id}))`;

/**
 * Whether a member's profile shows the media row's picture to the reader: their photo is on every
 * author card, visitors' too, but a pupil's reaches visitors only with their guardian's consent to
 * public images (profiles.ts `identityShown`), and a hidden profile's to nobody but its member and
 * the moderators (`profileVisibility.shown`). A pupil's photo waiting for review is in their
 * profile change, not here.
 */
const profileShowsPicture = (reader: Reader) =>
  sql`exists (select 1 from profiles pr join users u on u.id = pr.user_id where pr.image_id = ${media.id} and ${memberVisibility.identityShown.where({ needsReview: u.needsReview, imageConsent: pr.imageConsent }, reader)} and ${profileVisibility.shown.where(pr, reader)})`;

/**
 * The image consents that let a picture of a pupil reach each audience (none given is none): the
 * rule that serving (below) and the refusal before saving (core/media/site-media.ts) both read.
 */
export const CONSENTS_ALLOWING = {
  everyone: ['public'],
  members: ['public', 'members'],
} as const satisfies Record<string, readonly ImageConsentLevel[]>;
/** The audiences a picture can be shown to. */
export type PictureAudience = keyof typeof CONSENTS_ALLOWING;

/**
 * The consent a post's pictures need: for everyone, the public's; for members or for one
 * project's people (fewer still, and all of them signed in), the members'.
 */
export function pictureAudienceOf(audience: PostAudience): PictureAudience {
  return audience === 'everyone' ? 'everyone' : 'members';
}

/**
 * Whether every pupil tagged in the media row's picture (picture_tags) lets it reach `audience`
 * (public for everyone, members or public for members): by their image consent now (none given is
 * none), and by the tag's reach, which a lowered consent lowers and only the author's next choice
 * raises. Only those still pupils count: the consent is their guardian's, for a child.
 */
export function consentAllows(audience: PictureAudience): SQL {
  const allowed = sql`(${sql.join(CONSENTS_ALLOWING[audience].map((level) => sql`${level}`), sql`, `)})`;
  // The media row by its table's name: a select from media alone writes its columns unqualified, and "id" here would be the pupil's.
  return sql`not exists (select 1 from picture_tags t join users tu on tu.id = t.pupil_id left join profiles tp on tp.user_id = t.pupil_id where t.media_id = ${media}.${sql.identifier('id')} and tu.needs_review and (coalesce(tp.image_consent, 'none') not in ${allowed} or t.reach not in ${allowed}))`;
}

/**
 * Shown by something open to visitors (a live post for everyone, a profile whose photo visitors
 * may see, a project's page), and no pupil in it kept from the public by their image consent.
 */
const forEveryone = sql`((${postShowsPicture(postVisibility.open.where(p, null))} or ${profileShowsPicture(null)} or ${projectShowsPicture}) and ${consentAllows('everyone')})`;

export const pictureVisibility = {
  /** Whether anything open to visitors shows it: then it is public. */
  forEveryone,
  /**
   * Whether the reader may see it. A visitor: what is for everyone. A member besides: every
   * member's photo (a pupil's too, whatever their image consent), their own uploads (a fresh one,
   * a photo in their profile change), and what a post they may read shows (a live post for
   * members, their own waiting one); a reviewer (teacher, admin): any, to decide
   * on what waits. A picture shown only by a post that is not live, or by nothing, is its
   * uploader's, its post's author's and reviewers' alone. A collaboration's picture: every member's,
   * as collaborations are; a project's: every member's, as its page is everyone's. And whatever shows it, a picture tagging a pupil whose image consent is
   * none (or never given) is its uploader's and reviewers' alone.
   */
  readable(reader: Reader): SQL {
    if (!reader) return forEveryone;
    const shown = sql`(${media.folder} = 'collaboration' or ${postShowsPicture(postVisibility.readable.where(p, reader))} or ${profileShowsPicture(reader)} or ${projectShowsPicture})`;
    return sql`(${isReviewer(reader)} or ${media.ownerId} = ${reader.id} or (${shown} and ${consentAllows('members')}))`;
  },
};
