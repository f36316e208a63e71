import type { ContentBlock, PresentedBlock } from '../../shared/schemas/content.js';
import type { MediaView } from '../../shared/schemas/media.js';
import type { Db } from '../db/client.js';
import type { FieldCode } from '../../shared/error-messages.js';
import { validationFailed } from '../errors.js';
import { findExistingMediaIds } from './presenter.js';

/**
 * DESIGN.md: thumbnails and image blocks only point at media of this site. The schemas
 * already refuse addresses; this refuses ids that are not (or no longer) stored here,
 * naming each offending field.
 */
export async function assertSiteMedia(db: Db, thumbnailId: string | null, content: readonly ContentBlock[]): Promise<void> {
  const imageIds = content.flatMap((block, index) => (block.type === 'image' ? [{ id: block.value, index }] : []));
  const existing = await findExistingMediaIds(db, [thumbnailId, ...imageIds.map((i) => i.id)]);
  const fields: Record<string, FieldCode> = {};
  if (thumbnailId && !existing.has(thumbnailId.toLowerCase())) fields.thumbnailId = 'thumbnail_not_ours';
  for (const { id, index } of imageIds) {
    if (!existing.has(id.toLowerCase())) fields[`content.${index}.value`] = 'image_not_ours';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
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
