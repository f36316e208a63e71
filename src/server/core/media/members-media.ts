import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { pictureVisibility } from '../visibility/media.js';
import { variantName } from './save-image.js';
import { randomMediaKey, type MediaStorage } from './storage.js';

/**
 * Where the pictures no visitor may see are stored: those of posts for members only or not yet
 * approved, a profile photo waiting for review, and every fresh upload until what shows it is
 * public. `members/<random>`, a name no visitor is ever given, served by /media/ to those who may
 * see it only, never cached by a shared cache (features/media/serve-media.ts).
 */
export const MEMBERS_FOLDER = 'members';

/** The folders whose pictures may be public (posts', profile photos, projects' galleries); an upload to them starts under MEMBERS_FOLDER. */
const PLACED_FOLDERS = ['blog', 'profile', 'project'] as const;

/** Whether an upload to `folder` starts private, to become public only once what shows it is. */
export function startsPrivate(folder: string): boolean {
  return (PLACED_FOLDERS as readonly string[]).includes(folder);
}

/**
 * The folder of collaborations' pictures. Collaborations are for members only (the board and
 * its pages need signing in), so their pictures are too: a photo of pupils at work in a
 * project is never at a public address, though nothing else of the collaboration is.
 */
const COLLABORATION_FOLDER = 'collaboration';

/** Whether a stored name (or a /media/ path's name) is a picture for members only: a post's for members, or a collaboration's. */
export function isMembersMediaName(name: string): boolean {
  return isPostPictureForMembers(name) || name.startsWith(`${COLLABORATION_FOLDER}/`);
}

/**
 * Whether `user` (signed in) may see the picture a MEMBERS_FOLDER name addresses, by the
 * picture's rule (core/visibility/media.ts): a picture closed to visitors is still not every
 * member's. One lookup by the media key and the posts' picture indexes.
 */
export async function mayViewMembersPicture(db: Db, user: { id: string; role: string }, name: string): Promise<boolean> {
  const key = name.replace(/-\d+\.webp$/, '');
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.key, key), pictureVisibility.readable(user)))
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
  /** Whether something open to visitors shows it: a live post for everyone, or a profile visitors may see the photo of. */
  forEveryone: boolean;
}

/** Where each of these posts', profiles' and projects' pictures is now, and whether anything public shows it. */
async function placementsOf(db: Db, ids: readonly string[]): Promise<Placement[]> {
  return db
    .select({
      id: media.id,
      key: media.key,
      folder: media.folder,
      variants: media.variants,
      forEveryone: sql<boolean>`${pictureVisibility.forEveryone}`,
    })
    .from(media)
    .where(and(inArray(media.id, [...ids]), inArray(media.folder, [...PLACED_FOLDERS])));
}

/**
 * Moves the posts', profiles' and projects' pictures among `ids` to where what shows them lets them
 * be read: under their folder (`blog/`, `profile/`, `project/`), public and cached for good, only
 * while something open to visitors shows them — a live post for everyone, a member's profile (a
 * pupil's only with their guardian's consent to public images), or a project's page; under
 * MEMBERS_FOLDER otherwise: a post for members
 * only, one not yet approved by a teacher (a pupil's photo is never public before that),
 * unpublished, a pupil's photo without that consent, or nothing at all (a fresh upload, a photo in
 * a profile change waiting for review, a picture whose post was deleted). A move copies the files
 * under a new random name, points the media row at it, then deletes the old files: the old address
 * stops answering, and no address ever changes what it shows. Run after every write of a post or a
 * profile, and after an image consent, with the pictures it showed before and shows now. Answers
 * whether anything moved (the caller then forgets what caches hold of those posts).
 */
export async function placeMedia(deps: { db: Db; storage: MediaStorage }, ids: readonly (string | null)[]): Promise<boolean> {
  const unique = [...new Set(ids.flatMap((id) => (id ? [id.toLowerCase()] : [])))];
  if (unique.length === 0) return false;
  let moved = false;
  for (const row of await placementsOf(deps.db, unique)) {
    const membersOnly = !row.forEveryone;
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
