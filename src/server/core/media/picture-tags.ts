import { and, asc, eq, inArray, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, pictureTags, profiles, users } from '../db/schema.js';
import { isUuid } from '../../../shared/ids.js';
import { CONSENTS_ALLOWING, type PictureAudience } from '../visibility/media.js';

/**
 * Who is in a picture (picture_tags): the pupils tagged by its uploader or a reviewer. Tags bound
 * the picture's audience by each pupil's image consent (core/visibility/media.ts
 * `consentAllows`); this module reads and writes them, and finds what a consent keeps back.
 */

/** A pupil tagged in a picture, as the one tagging sees them. */
export interface TaggedPupil {
  id: string;
  name: string;
  surname: string;
}

/** These pictures' ids, each once, as stored (lower case); anything not an id left out. */
function distinctIds(pictureIds: Iterable<string | null | undefined>): string[] {
  return [...new Set([...pictureIds].flatMap((id) => (id && isUuid(id) ? [id.toLowerCase()] : [])))];
}

/** A pupil's image consent now, as a tag's reach: none given is none. */
const consentOf = (pupilId: SQLWrapper | string) => sql<string>`coalesce((select ${profiles.imageConsent} from ${profiles} where ${profiles.userId} = ${pupilId}), 'none')`;

/** The pupils tagged in a picture, by surname and name. */
export async function tagsOf(db: Db, mediaId: string): Promise<TaggedPupil[]> {
  return db
    .select({ id: profiles.userId, name: profiles.name, surname: profiles.surname })
    .from(pictureTags)
    .innerJoin(profiles, eq(profiles.userId, pictureTags.pupilId))
    .where(eq(pictureTags.mediaId, mediaId))
    .orderBy(asc(profiles.surname), asc(profiles.name));
}

/** Which of these ids are pupils' (members whose work waits for review): only they are tagged. */
export async function pupilsAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.needsReview, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Tags exactly these pupils in a picture (those untagged go), in the caller's transaction. A pupil
 * tagged before keeps their tag's reach; one tagged now reaches as far as their consent does.
 */
export async function setTags(tx: Db, mediaId: string, pupilIds: readonly string[], taggedById: string): Promise<void> {
  await tx.delete(pictureTags).where(and(eq(pictureTags.mediaId, mediaId), pupilIds.length > 0 ? notInArray(pictureTags.pupilId, [...pupilIds]) : undefined));
  if (pupilIds.length === 0) return;
  await tx
    .insert(pictureTags)
    .values(pupilIds.map((pupilId) => ({ mediaId, pupilId, taggedById, reach: consentOf(pupilId) })))
    .onConflictDoNothing();
}

/**
 * The author chose where these pictures are shown, and the check of consent let them: each tag's
 * reach becomes its pupil's consent now. The only way a raised consent reaches further pictures
 * already taken (decision 0040). In the write's transaction.
 */
export async function renewReach(tx: Db, pictureIds: Iterable<string | null | undefined>): Promise<void> {
  const ids = distinctIds(pictureIds);
  if (ids.length === 0) return;
  await tx.update(pictureTags).set({ reach: consentOf(pictureTags.pupilId) }).where(inArray(pictureTags.mediaId, ids));
}

/**
 * A pupil's image consent lowered to `level`: every tag of them that reached further now reaches
 * only as far. Answers those pictures with their uploaders, for the pictures to move and the
 * uploaders to be told. Raised, it changes no tag.
 */
export async function lowerReach(tx: Db, pupilId: string, level: string): Promise<{ id: string; ownerId: string | null }[]> {
  const order = sql`array['none', 'members', 'public']`;
  const lowered = await tx
    .update(pictureTags)
    .set({ reach: level })
    .where(and(eq(pictureTags.pupilId, pupilId), sql`array_position(${order}, ${pictureTags.reach}) > array_position(${order}, ${level}::text)`))
    .returning({ id: pictureTags.mediaId });
  if (lowered.length === 0) return [];
  return tx
    .select({ id: media.id, ownerId: media.ownerId })
    .from(media)
    .where(inArray(media.id, lowered.map((row) => row.id)));
}

/**
 * A tag (picture_tags joined to its pupil's users and profiles rows) whose pupil's image consent
 * does not let the picture reach `audience`, no consent given being none: the one rule withheldFrom and
 * picturesToShow ask.
 */
const pupilKeptFrom = (audience: PictureAudience) => and(eq(users.needsReview, true), notInArray(sql`coalesce(${profiles.imageConsent}, 'none')`, [...CONSENTS_ALLOWING[audience]]));

/** A picture a pupil in it may not be shown in to an audience, and the first such pupil. */
export interface WithheldPicture {
  mediaId: string;
  pupil: { name: string; surname: string };
}

/**
 * Of these pictures, those tagging a pupil whose image consent does not let them reach `audience`
 * (no consent given is none), each with one such pupil to name. One query by the tags' key.
 */
export async function withheldFrom(db: Db, pictureIds: Iterable<string | null | undefined>, audience: PictureAudience): Promise<WithheldPicture[]> {
  const ids = distinctIds(pictureIds);
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinctOn([pictureTags.mediaId], { mediaId: pictureTags.mediaId, name: profiles.name, surname: profiles.surname })
    .from(pictureTags)
    .innerJoin(users, eq(users.id, pictureTags.pupilId))
    .innerJoin(profiles, eq(profiles.userId, pictureTags.pupilId))
    .where(and(inArray(pictureTags.mediaId, ids), pupilKeptFrom(audience)))
    .orderBy(pictureTags.mediaId, asc(profiles.surname), asc(profiles.name));
  return rows.map((row) => ({ mediaId: row.mediaId, pupil: { name: row.name, surname: row.surname } }));
}

/** One of the pictures a post or collaboration would show: who uploaded it, and the first pupil in it kept from an audience (null: none). */
export interface PictureToShow {
  id: string;
  ownerId: string | null;
  keptPupil: { name: string; surname: string } | null;
}

/**
 * These pictures as stored here (unknown ids are absent), each with its uploader and the first
 * pupil (by surname and name) whose image consent does not let them reach `audience`: what a
 * write checks before it saves (core/media/site-media.ts), in one statement rather than one for
 * the uploaders and one for the tags.
 */
export async function picturesToShow(db: Db, pictureIds: Iterable<string | null | undefined>, audience: PictureAudience): Promise<PictureToShow[]> {
  const ids = distinctIds(pictureIds);
  if (ids.length === 0) return [];
  const kept = db
    .select({ name: profiles.name, surname: profiles.surname })
    .from(pictureTags)
    .innerJoin(users, eq(users.id, pictureTags.pupilId))
    .innerJoin(profiles, eq(profiles.userId, pictureTags.pupilId))
    .where(and(eq(pictureTags.mediaId, media.id), pupilKeptFrom(audience)))
    .orderBy(asc(profiles.surname), asc(profiles.name))
    .limit(1)
    .as('kept');
  const rows = await db
    .select({ id: media.id, ownerId: media.ownerId, keptName: kept.name, keptSurname: kept.surname })
    .from(media)
    .leftJoinLateral(kept, sql`true`)
    .where(inArray(media.id, ids))
    // By id, as withheldFrom: a refusal names the first picture's pupil (site-media.ts).
    .orderBy(media.id);
  return rows.map((row) => ({ id: row.id, ownerId: row.ownerId, keptPupil: row.keptName === null || row.keptSurname === null ? null : { name: row.keptName, surname: row.keptSurname } }));
}

/** The pictures tagging a pupil, each with its uploader (null: gone): what a change of their image consent moves and whom it tells. */
export async function picturesTagging(db: Db, pupilId: string): Promise<{ id: string; ownerId: string | null }[]> {
  return db
    .select({ id: media.id, ownerId: media.ownerId })
    .from(pictureTags)
    .innerJoin(media, eq(media.id, pictureTags.mediaId))
    .where(eq(pictureTags.pupilId, pupilId));
}
