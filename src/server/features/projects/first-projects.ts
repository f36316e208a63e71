import type { Db } from '../../core/db/client.js';
import { projects, siteImages } from '../../core/db/schema.js';

/**
 * A new site's projects: the four the home page has always shown (Project 1 to 4, each with its
 * drawn symbol), for administrators to rename, describe, reorder or archive. Made once, when the
 * site has no project at all, after its pictures (features/site/site-images.ts): a site whose
 * administrators archived every project keeps them archived.
 */
export async function ensureFirstProjects(db: Db): Promise<void> {
  // Run under the startup lock (server.ts): one instance makes them, the others find them made.
  const [any] = await db.select({ id: projects.id }).from(projects).limit(1);
  if (any) return;
  const pictures = new Map((await db.select().from(siteImages)).map((row) => [row.slot, row.mediaId]));
  await db.insert(projects).values(
    [1, 2, 3, 4].map((n) => ({
      slug: `project-${n}`,
      nameEn: `Project ${n}`,
      nameEl: `Έργο ${n}`,
      pictureId: pictures.get(`project-${n}`) ?? null,
      position: n,
    })),
  );
}
