import { and, eq, inArray } from 'drizzle-orm';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { isUuid } from '../../../shared/ids.js';
import { consentAllows, type PictureAudience } from '../visibility/media.js';
import { variantName } from './save-image.js';

/** Where GET /media/* serves stored files. */
export const MEDIA_URL_PREFIX = '/media/';

/** The columns a MediaView is made of. */
type MediaViewRow = Pick<typeof media.$inferSelect, 'id' | 'key' | 'width' | 'height' | 'variants'>;

const viewColumns = { id: media.id, key: media.key, width: media.width, height: media.height, variants: media.variants };

/** The address of one stored variant. */
function mediaUrl(key: string, width: number): string {
  return `${MEDIA_URL_PREFIX}${variantName(key, width)}`;
}

/** An image as the browser uses it: `src` is the largest variant, `srcset` lists them all. */
export function presentMedia(row: MediaViewRow): MediaView {
  const widths = [...row.variants].sort((a, b) => a - b);
  const largest = widths.at(-1) ?? row.width;
  return {
    id: row.id,
    src: mediaUrl(row.key, largest),
    srcset: widths.map((w) => `${mediaUrl(row.key, w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}


function distinctUuids(ids: Iterable<string | null | undefined>): string[] {
  const unique = new Set<string>();
  for (const id of ids) if (id && isUuid(id)) unique.add(id.toLowerCase());
  return [...unique];
}

/** The MediaViews of these ids in one query, keyed by id in lowercase (as PostgreSQL writes uuids); unknown ids are absent. */
export async function loadMediaViews(db: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, MediaView>> {
  const wanted = distinctUuids(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select(viewColumns).from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, presentMedia(row)]));
}

/**
 * Whom a page may show a picture to: everyone (visitors), members, or all of them (a picture's
 * uploader, the author who may edit what shows it, and reviewers, who mend and decide).
 */
export type PictureViewers = PictureAudience | 'all';

/** Pictures as loaded once for several kinds of reader (a cached post): each reader's views are picked from them. */
export interface ShownMedia {
  /** These views without the pictures a tagged pupil's consent keeps from `viewers`. */
  shownTo(viewers: PictureViewers): Map<string, MediaView>;
}

/**
 * The MediaViews of these ids in one query, with the audiences each may reach by the consents of
 * the pupils tagged in it (core/visibility/media.ts `consentAllows`, the rule serving obeys): a
 * picture kept from a reader would answer them 404, so what shows it presents no picture there
 * (no empty frame) rather than an address that fails.
 */
export async function loadShownMedia(db: Db, ids: Iterable<string | null | undefined>): Promise<ShownMedia> {
  const wanted = distinctUuids(ids);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ ...viewColumns, everyone: consentAllows('everyone').mapWith(Boolean), members: consentAllows('members').mapWith(Boolean) })
          .from(media)
          .where(inArray(media.id, wanted));
  // Made once per kind of reader: a cached post asks on every read, and its maps are only read.
  const made = new Map<PictureViewers, Map<string, MediaView>>();
  return {
    shownTo: (viewers) => {
      let views = made.get(viewers);
      if (!views) made.set(viewers, (views = new Map(rows.filter((row) => viewers === 'all' || row[viewers]).map((row) => [row.id, presentMedia(row)]))));
      return views;
    },
  };
}

/** The MediaViews of these ids that `viewers` may be shown (loadShownMedia), for a page made for one reader. */
export async function loadMediaViewsFor(db: Db, ids: Iterable<string | null | undefined>, viewers: PictureViewers): Promise<Map<string, MediaView>> {
  return (await loadShownMedia(db, ids)).shownTo(viewers);
}

/** The address of an image's smallest variant: enough for avatars and icons. */
export function smallestMediaUrl(row: Pick<MediaViewRow, 'key' | 'variants' | 'width'>): string {
  return mediaUrl(row.key, Math.min(...row.variants, row.width));
}

/** Whether `id` is an image `ownerId` uploaded to `folder` (one query). */
export async function isOwnMedia(db: Db, id: string, ownerId: string, folder: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id.toLowerCase()), eq(media.ownerId, ownerId), eq(media.folder, folder)))
    .limit(1);
  return row !== undefined;
}
