import type { ContentBlock, PresentedBlock } from '../../../shared/schemas/content.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { Db } from '../db/client.js';
import type { ErrorCode, FieldCode } from '../../../shared/error-messages.js';
import { conflict, validationFailed } from '../errors.js';
import type { PictureAudience } from '../visibility/media.js';
import { picturesToShow, withheldFrom, type WithheldPicture } from './picture-tags.js';

/**
 * Which pictures a post or collaboration may show (decision 0029). The schemas already
 * refuse addresses; this refuses ids that are not (or no longer) stored here, and pictures someone
 * else uploaded: a picture is placed only by what its uploader writes (`writers`: the one writing
 * and, for a post, its author), so nobody can make another member's picture for members only, or
 * a pupil's not yet approved, public by showing it in their own post. What the thing already
 * shows (`shown`) stays allowed, whoever edits it. Each refused field is named.
 *
 * Then the pupils in them (decision 0040): a picture tagging a pupil whose family's image consent
 * does not reach `audience` (the post's; a collaboration's is members) is refused with a 409 that
 * names the first such pupil and every such picture's field, before anything is saved.
 */
export async function assertPicturesMayShow(
  db: Db,
  {
    thumbnailId,
    content,
    writers,
    shown = [],
    audience,
  }: { thumbnailId: string | null; content: readonly ContentBlock[]; writers: readonly (string | null)[]; shown?: readonly (string | null)[]; audience: PictureAudience },
): Promise<void> {
  const imageIds = content.flatMap((block, index) => (block.type === 'image' ? [{ id: block.value, index }] : []));
  const stored = await picturesToShow(db, [thumbnailId, ...imageIds.map((i) => i.id)], audience);
  const owners = new Map(stored.map((picture) => [picture.id, picture.ownerId]));
  const already = new Set(shown.flatMap((id) => (id ? [id.toLowerCase()] : [])));
  const problem = (id: string, notOurs: FieldCode, notYours: FieldCode): FieldCode | null => {
    const key = id.toLowerCase();
    if (!owners.has(key)) return notOurs;
    if (already.has(key)) return null;
    const owner = owners.get(key);
    return owner && writers.includes(owner) ? null : notYours;
  };
  const fields: Record<string, FieldCode> = {};
  const thumbnailProblem = thumbnailId ? problem(thumbnailId, 'thumbnail_not_ours', 'thumbnail_not_yours') : null;
  if (thumbnailProblem) fields.thumbnailId = thumbnailProblem;
  for (const { id, index } of imageIds) {
    const imageProblem = problem(id, 'image_not_ours', 'image_not_yours');
    if (imageProblem) fields[`content.${index}.value`] = imageProblem;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const withheld = stored.flatMap(({ id, keptPupil }) => (keptPupil ? [{ mediaId: id, pupil: keptPupil }] : []));
  refuseWithheld(picturesByField({ thumbnailId, content }), withheld, audience);
}

/**
 * Refuses (409) pictures among these that tag a pupil kept from `audience`, naming each one's
 * field and the first pupil: before a post or collaboration is saved, before a reviewer's
 * approval publishes one (core/review/decisions.ts), and before a project's gallery is (under its
 * own `code`, whose words say what to do there).
 */
export async function assertConsentAllows(db: Db, pictures: { id: string | null; field: string }[], audience: PictureAudience, code?: ErrorCode): Promise<void> {
  refuseWithheld(pictures, await withheldFrom(db, pictures.map((picture) => picture.id), audience), audience, code);
}

/** The 409 of assertConsentAllows for what was found withheld (in pictures' id order), if anything: the pupil named is the first picture's. */
function refuseWithheld(pictures: { id: string | null; field: string }[], withheld: readonly WithheldPicture[], audience: PictureAudience, code?: ErrorCode): void {
  if (withheld.length === 0) return;
  const ids = new Set(withheld.map((picture) => picture.mediaId));
  const fieldCode: FieldCode = audience === 'everyone' ? 'picture_kept_from_everyone' : 'picture_kept_from_members';
  const fields = Object.fromEntries(pictures.filter((picture) => picture.id && ids.has(picture.id.toLowerCase())).map((picture) => [picture.field, fieldCode]));
  const { name, surname } = withheld[0]!.pupil;
  throw conflict(code ?? (audience === 'everyone' ? 'picture_consent_everyone' : 'picture_consent_members'), fields, { name: `${name} ${surname}` });
}

/** The pictures a post or collaboration shows, each with the field that shows it (`thumbnailId`, `content.N.value`): what a refusal names. */
export function picturesByField({ thumbnailId, content }: { thumbnailId: string | null; content: readonly ContentBlock[] }): { id: string | null; field: string }[] {
  const images = content.flatMap((block, index) => (block.type === 'image' ? [{ id: block.value, field: `content.${index}.value` }] : []));
  return [{ id: thumbnailId, field: 'thumbnailId' }, ...images];
}

/** The ids of the images a piece of content shows. */
export function imageIdsOf(content: readonly ContentBlock[]): string[] {
  return content.flatMap((block) => (block.type === 'image' ? [block.value] : []));
}

/** Content as the API presents it: image blocks carry the image to show (null if it is gone). */
export function presentBlocks(content: readonly ContentBlock[], views: ReadonlyMap<string, MediaView>): PresentedBlock[] {
  return content.map((block): PresentedBlock =>
    block.type === 'image' ? { ...block, alt: block.alt ?? '', image: views.get(block.value.toLowerCase()) ?? null } : block,
  );
}
