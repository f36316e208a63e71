import { asc } from 'drizzle-orm';
import type { SiteImages } from '../../../shared/schemas/site.js';
import type { Db } from '../../core/db/client.js';
import { siteImages } from '../../core/db/schema.js';
import { loadMediaViews } from '../../core/media/presenter.js';
import { saveImage } from '../../core/media/save-image.js';
import type { MediaStorage } from '../../core/media/storage.js';
import { drawLandscape, drawProjectSymbol } from './site-art.js';

/** Every place of the public pages that shows a picture, with how to draw its default. */
const SLOTS: { slot: string; draw: () => Promise<Buffer> }[] = [
  ...[0, 1, 2].map((i) => ({ slot: `carousel-${i + 1}`, draw: () => drawLandscape(i, 1600, 900) })),
  ...[0, 1, 2, 3, 4, 5].map((i) => ({ slot: `gallery-${i + 1}`, draw: () => drawLandscape(i + 3, 1200, 900) })),
  ...[0, 1, 2, 3].map((i) => ({ slot: `project-${i + 1}`, draw: () => drawProjectSymbol(i) })),
];

/**
 * Gives every place of the public pages a picture, drawing and storing (through the upload
 * pipeline, folder 'site') the ones missing. Runs at every start; after the first it only
 * reads one small table.
 */
export async function ensureSiteImages(deps: { db: Db; storage: MediaStorage }): Promise<void> {
  const present = new Set((await deps.db.select({ slot: siteImages.slot }).from(siteImages)).map((row) => row.slot));
  for (const { slot, draw } of SLOTS) {
    if (present.has(slot)) continue;
    const row = await saveImage(deps, { buffer: await draw(), folder: 'site', ownerId: null });
    await deps.db.insert(siteImages).values({ slot, mediaId: row.id }).onConflictDoNothing();
  }
}

/** The public pages' pictures by place, in order; a place without a picture is left out. */
export async function loadSiteImages(db: Db): Promise<Omit<SiteImages, 'projects'>> {
  const rows = await db.select().from(siteImages).orderBy(asc(siteImages.slot));
  const views = await loadMediaViews(db, rows.map((row) => row.mediaId));
  const pick = (prefix: string) =>
    rows
      .filter((row) => row.slot.startsWith(`${prefix}-`))
      .sort((a, b) => Number(a.slot.split('-')[1]) - Number(b.slot.split('-')[1]))
      .flatMap((row) => views.get(row.mediaId) ?? []);
  // The project-N pictures are the first projects' (features/projects/first-projects.ts).
  return { carousel: pick('carousel'), gallery: pick('gallery') };
}
