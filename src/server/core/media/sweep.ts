import { and, inArray, lt, sql } from 'drizzle-orm';
import { recordEvent } from '../events/record.js';
import type { Db } from '../db/client.js';
import { collaborationRevisions, collaborations, media, posts, profileRevisions, profiles, projectPictures, projects, siteImages } from '../db/schema.js';
import { variantName } from './save-image.js';
import { claimMediaStorage } from './site-owner.js';
import type { MediaStorage } from './storage.js';

/**
 * How long an uploaded picture may stay unused before it is swept. Generous, because a
 * draft kept in the writer's browser points at its pictures without the database knowing:
 * a week covers a post written over a few evenings.
 */
export const UNUSED_MEDIA_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How old a file with no media row must be before it is swept: an upload writes its files
 * first and its row a moment later, so only a file older than any upload can take is left
 * over from one that was interrupted (a crash, a kill -9, a lost database).
 */
const STRAY_FILE_GRACE_MS = 60 * 60 * 1000;

/** How many media rows are removed per statement, so a first sweep of a large site holds no long locks. */
const BATCH = 500;

interface SweepOptions {
  /** Report what would be removed, and remove nothing. */
  dryRun: boolean;
  now?: Date;
  unusedGraceMs?: number;
  strayGraceMs?: number;
}

/** What a sweep found (and, unless it was a dry run, removed). */
interface SweepReport {
  dryRun: boolean;
  /** Media rows no post, profile, collaboration or site picture uses, past their grace period. */
  unusedMedia: number;
  /** Their files. */
  unusedFiles: number;
  /** Files of no media row at all (interrupted uploads), past their grace period. */
  strayFiles: number;
  /** Files that could not be deleted (left for the next sweep). */
  failedFiles: number;
}

/** The ids (lowercase text) of every image that content blocks show: posts, collaborations, updates and help requests, and changes to collaborations waiting for review. */
const imageIdsInContent = sql`
    select lower(block->>'value') as id
    from (
      select jsonb_array_elements(content) as block from posts
      union all select jsonb_array_elements(content) from collaborations
      union all select jsonb_array_elements(content) from collaboration_items
      union all select jsonb_array_elements(content) from collaboration_revisions
    ) blocks
    where block->>'type' = 'image' and block->>'value' is not null`;

async function imagesInContent(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`select distinct id from (${imageIdsInContent}) shown`);
  // Both drivers (node-postgres and PGlite) answer a raw query with its `rows`.
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}

/** No column of a post, collaboration, profile, site picture, project or its gallery, or change waiting for review points at the media row. */
const unreferencedByColumns = [
  sql`not exists (select 1 from ${posts} where ${posts.thumbnailId} = ${media.id})`,
  sql`not exists (select 1 from ${collaborations} where ${collaborations.thumbnailId} = ${media.id})`,
  sql`not exists (select 1 from ${collaborationRevisions} where ${collaborationRevisions.thumbnailId} = ${media.id})`,
  sql`not exists (select 1 from ${profiles} where ${profiles.imageId} = ${media.id})`,
  sql`not exists (select 1 from ${profileRevisions} where ${profileRevisions.imageId} = ${media.id})`,
  sql`not exists (select 1 from ${siteImages} where ${siteImages.mediaId} = ${media.id})`,
  sql`not exists (select 1 from ${projects} where ${projects.pictureId} = ${media.id})`,
  sql`not exists (select 1 from ${projectPictures} where ${projectPictures.mediaId} = ${media.id})`,
];

/** Media rows older than `before` that nothing uses. */
async function findUnusedMedia(db: Db, before: Date): Promise<{ id: string; key: string; variants: number[] }[]> {
  const candidates = await db
    .select({ id: media.id, key: media.key, variants: media.variants })
    .from(media)
    .where(and(lt(media.createdAt, before), ...unreferencedByColumns));
  if (candidates.length === 0) return [];
  const shown = await imagesInContent(db);
  return candidates.filter((row) => !shown.has(row.id));
}

/** The key a stored file belongs to: `blog/<random>-640.webp` → `blog/<random>`. */
function keyOfFile(name: string): string {
  return name.replace(/-\d+\.webp$/, '');
}

/**
 * Removes what nothing uses any more, in the database and in the storage (local folder or
 * bucket alike, a bucket folder only when it is this site's: site-owner.ts): media rows no post, profile, collaboration or site picture uses after
 * UNUSED_MEDIA_GRACE_MS, with their files; then files of no media row at all after
 * STRAY_FILE_GRACE_MS. A real sweep that removed anything writes one audit entry.
 *
 * Rows go first, in statements that check the references again, then their files: a file
 * whose deletion fails has no row any more, so the next sweep finds it as a stray.
 */
export async function sweepMedia(deps: { db: Db; storage: MediaStorage }, options: SweepOptions): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const unusedBefore = new Date(now.getTime() - (options.unusedGraceMs ?? UNUSED_MEDIA_GRACE_MS));
  const strayBefore = new Date(now.getTime() - (options.strayGraceMs ?? STRAY_FILE_GRACE_MS));
  const report: SweepReport = { dryRun: options.dryRun, unusedMedia: 0, unusedFiles: 0, strayFiles: 0, failedFiles: 0 };
  // Only pictures of this site's own: a bucket folder another site claimed is refused whole.
  await claimMediaStorage(deps.storage, deps.db);

  const unused = await findUnusedMedia(deps.db, unusedBefore);
  const unusedKeys = new Set(unused.map((row) => row.key));
  const deleteFile = async (name: string) => {
    try {
      await deps.storage.delete(name);
      return true;
    } catch {
      report.failedFiles++;
      return false;
    }
  };

  if (options.dryRun) {
    report.unusedMedia = unused.length;
    report.unusedFiles = unused.reduce((sum, row) => sum + row.variants.length, 0);
  } else {
    for (let i = 0; i < unused.length; i += BATCH) {
      const ids = unused.slice(i, i + BATCH).map((row) => row.id);
      // Checked again in the statement itself, columns and content alike: a post may have
      // taken a picture since the scan.
      const removed = await deps.db
        .delete(media)
        .where(and(inArray(media.id, ids), ...unreferencedByColumns, sql`${media.id}::text not in (${imageIdsInContent})`))
        .returning({ key: media.key, variants: media.variants });
      report.unusedMedia += removed.length;
      for (const row of removed) {
        for (const width of row.variants) if (await deleteFile(variantName(row.key, width))) report.unusedFiles++;
      }
    }
  }

  const knownKeys = new Set((await deps.db.select({ key: media.key }).from(media)).map((row) => row.key));
  // Asked again just before files of no row go: their folder must still be this site's.
  await claimMediaStorage(deps.storage, deps.db);
  for await (const file of deps.storage.list()) {
    const key = keyOfFile(file.name);
    // In a dry run the unused rows still exist; their files are counted above, not as strays.
    if (knownKeys.has(key) || unusedKeys.has(key) || file.lastModified >= strayBefore) continue;
    if (options.dryRun || (await deleteFile(file.name))) report.strayFiles++;
  }

  // One entry summing up the sweep, on its own: removed files cannot be rolled back with a
  // transaction, and each batch of rows was deleted (and re-checked) in its own statement.
  if (!options.dryRun && report.unusedMedia + report.strayFiles > 0) {
    await recordEvent(
      { db: deps.db },
      { actorId: null },
      { type: 'media.swept', targetType: 'media', targetId: null, details: { unusedMedia: report.unusedMedia, unusedFiles: report.unusedFiles, strayFiles: report.strayFiles } },
    );
  }
  return report;
}
