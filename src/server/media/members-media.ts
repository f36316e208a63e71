import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { isReviewer } from '../people/roles.js';
import { variantName } from './save-image.js';
import { randomMediaKey, type MediaStorage } from './storage.js';

/**
 * Where the pictures of posts for members only are stored (issue 17): `members/<random>`, a
 * name no visitor is ever given, served by /media/ to signed-in members only, never cached by
 * a shared cache (features/media/serve-media.ts).
 */
export const MEMBERS_FOLDER = 'members';

/**
 * The folder of collaborations' pictures. Collaborations are for members only (SPEC: the board
 * and its pages need signing in), so their pictures are too: a photo of pupils at work in a
 * project is never at a public address, though nothing else of the collaboration is.
 */
const COLLABORATION_FOLDER = 'collaboration';

/** Whether a stored name (or a /media/ path's name) is a picture for members only: a post's for members, or a collaboration's. */
export function isMembersMediaName(name: string): boolean {
  return isPostPictureForMembers(name) || name.startsWith(`${COLLABORATION_FOLDER}/`);
}

/** A post on the site: not waiting for review or sent back (issue 17), not taken off by an admin. */
const LIVE_POST = sql`p.review is null and p.unpublished_at is null`;

/** Posts closed to visitors: for members only, not yet approved by a teacher, or taken off the site. */
const CLOSED_POST = sql`(p.audience = 'members' or not (${LIVE_POST}))`;

/** Posts open to visitors: for everyone, and live. */
const OPEN_POST = sql`p.audience = 'everyone' and ${LIVE_POST}`;

/**
 * Whether a post shows the media row's picture, as its thumbnail or in its blocks: any post, or
 * one of the posts `which` picks (an SQL condition on the post `p`). A lookup by the indexes on
 * thumbnail_id and image_ids (migration 0012).
 */
export function postShowsPicture(which?: SQL) {
  return sql`exists (select 1 from posts p where ${which ? sql`(${which}) and ` : sql``}(p.thumbnail_id = ${media.id} or p.image_ids @> jsonb_build_array(${media.id}::text)))`;
}

/**
 * Whether `user` (signed in) may see the picture a MEMBERS_FOLDER name addresses (issue 17). A
 * picture closed to visitors is still not every member's: one shown only by a post that is not
 * live (waiting for review, sent back, or unpublished) is its author's, the uploader's and
 * reviewers' (teachers and admins) alone, as the post itself is. A live post for members shows
 * it to every member. One lookup by the media key and the posts' picture indexes.
 */
export async function mayViewMembersPicture(db: Db, user: { id: string; role: string }, name: string): Promise<boolean> {
  const key = name.replace(/-\d+\.webp$/, '');
  const reviewer = isReviewer(user);
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.key, key),
        sql`(${reviewer} or ${media.ownerId} = ${user.id} or ${postShowsPicture(sql`${LIVE_POST} or p.author_id = ${user.id}`)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a stored name is under MEMBERS_FOLDER: a picture of posts closed to visitors, whose readers mayViewMembersPicture decides. */
export function isPostPictureForMembers(name: string): boolean {
  return name.startsWith(`${MEMBERS_FOLDER}/`);
}

interface Placement {
  id: string;
  key: string;
  folder: string;
  variants: number[];
  /** Whether a post closed to visitors shows it (for members only, or waiting for review), and whether one open to them does. */
  forMembers: boolean;
  forEveryone: boolean;
}

/** Where each of these blog pictures is now, and which posts show it. */
async function placementsOf(db: Db, ids: readonly string[]): Promise<Placement[]> {
  return db
    .select({ id: media.id, key: media.key, folder: media.folder, variants: media.variants, forMembers: sql<boolean>`${postShowsPicture(CLOSED_POST)}`, forEveryone: sql<boolean>`${postShowsPicture(OPEN_POST)}` })
    .from(media)
    .where(and(inArray(media.id, [...ids]), eq(media.folder, 'blog')));
}

/**
 * Moves the blog pictures among `ids` to where their posts let them be read: under
 * MEMBERS_FOLDER when a post closed to visitors shows one (for members only, not yet approved by
 * a teacher — a pupil's photo is never public before that — or unpublished) and no live post for everyone does
 * (that shows it to the world anyway), back under `blog/` otherwise. A move
 * copies the files under a new random name, points the media row at it, then deletes the old
 * files: the old address stops answering, and no address ever changes what it shows. Run
 * after every write of a post, with the pictures it showed before and shows now. Answers
 * whether anything moved (the caller then forgets what caches hold of those posts).
 */
export async function placePostMedia(deps: { db: Db; storage: MediaStorage }, ids: readonly string[]): Promise<boolean> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return false;
  let moved = false;
  for (const row of await placementsOf(deps.db, unique)) {
    const membersOnly = row.forMembers && !row.forEveryone;
    if (membersOnly === isMembersMediaName(row.key)) continue;
    await move(deps, row, randomMediaKey(membersOnly ? MEMBERS_FOLDER : row.folder));
    moved = true;
  }
  return moved;
}

async function move({ db, storage }: { db: Db; storage: MediaStorage }, row: Placement, key: string): Promise<void> {
  const written: string[] = [];
  try {
    for (const width of row.variants) {
      const data = await storage.read(variantName(row.key, width));
      // A variant already gone (a sweep, an operator) is not copied; the row still moves.
      if (!data) continue;
      await storage.put(variantName(key, width), data, 'image/webp');
      written.push(variantName(key, width));
    }
    // Only from where it was read: a move made meanwhile by another instance wins.
    const updated = await db.update(media).set({ key }).where(and(eq(media.id, row.id), eq(media.key, row.key))).returning({ id: media.id });
    if (updated.length === 0) throw new Error('moved meanwhile');
  } catch (error) {
    await Promise.all(written.map((name) => storage.delete(name).catch(() => {})));
    if ((error as Error).message === 'moved meanwhile') return;
    throw error;
  }
  // The old files go last: until the row points elsewhere, they are what pages show.
  await Promise.all(row.variants.map((width) => storage.delete(variantName(row.key, width)).catch(() => {})));
}
