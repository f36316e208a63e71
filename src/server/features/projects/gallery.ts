import { asc, eq, inArray } from 'drizzle-orm';
import type { ProjectPicture, ProjectPicturesInput, ProjectPicturesView } from '../../../shared/schemas/projects.js';
import type { FieldCode } from '../../../shared/error-messages.js';
import type { Db } from '../../core/db/client.js';
import { media, projectPictures, projects } from '../../core/db/schema.js';
import { validationFailed } from '../../core/errors.js';
import { assertConsentAllows } from '../../core/media/site-media.js';
import { loadMediaViewsFor, loadShownMedia } from '../../core/media/presenter.js';
import type { ProjectRow } from './queries.js';

/**
 * A project's gallery (decision 0055): pictures administrators uploaded for its page, in their
 * order. The page is everyone's, so what it shows is public: a picture tagging a pupil whose
 * family has not agreed to public pictures is left off it (and off its public address, by
 * core/visibility/media.ts), and kept in the administrators' list, marked, until they take it off.
 */

type GalleryRow = typeof projectPictures.$inferSelect;

/** The gallery's rows in their order. */
function listGallery(db: Db, projectId: string): Promise<GalleryRow[]> {
  return db.select().from(projectPictures).where(eq(projectPictures.projectId, projectId)).orderBy(asc(projectPictures.position));
}

const altOf = (row: GalleryRow) => ({ en: row.altEn, el: row.altEl });

/** The gallery as every reader of the page sees it: the pictures visitors may see, in order. */
export async function loadPublicGallery(db: Db, projectId: string): Promise<ProjectPicture[]> {
  const rows = await listGallery(db, projectId);
  const views = await loadMediaViewsFor(db, rows.map((row) => row.mediaId), 'everyone');
  return rows.flatMap((row) => {
    const image = views.get(row.mediaId);
    return image ? [{ image, alt: altOf(row) }] : [];
  });
}

/** The gallery as administrators keep it: every picture, each marked shown or not, and the project's own picture. */
export async function loadKeptGallery(db: Db, project: Pick<ProjectRow, 'id' | 'pictureId'>): Promise<ProjectPicturesView> {
  const rows = await listGallery(db, project.id);
  // One read of the pictures, with whom each may reach.
  const views = await loadShownMedia(db, [...rows.map((row) => row.mediaId), project.pictureId]);
  const [all, shown] = [views.shownTo('all'), views.shownTo('everyone')];
  return {
    pictures: rows.flatMap((row) => {
      const image = all.get(row.mediaId);
      return image ? [{ image, alt: altOf(row), shown: shown.has(row.mediaId) }] : [];
    }),
    cover: (project.pictureId && all.get(project.pictureId)) || null,
  };
}

/**
 * Refuses, naming each field, what the gallery may not hold: a picture that is not stored here,
 * one someone else uploaded or uploaded for something else (only pictures uploaded for a project's
 * gallery are placed on a public page by it, so nobody's photo for members is made public here), a
 * project's picture that is neither in the gallery nor the one shown now; then (409) a picture
 * tagging a pupil kept from the public, naming the first such pupil. What the gallery holds already
 * (`kept`, galleryPictureIds) stays allowed, whoever uploaded it.
 */
export async function assertGalleryMayShow(
  db: Db,
  project: Pick<ProjectRow, 'pictureId'>,
  kept: ReadonlySet<string>,
  input: ProjectPicturesInput,
  adminId: string,
): Promise<void> {
  const wanted = input.pictures.map((picture) => picture.mediaId.toLowerCase());
  const fresh = wanted.filter((id) => !kept.has(id));
  const rows = fresh.length === 0 ? [] : await db.select({ id: media.id, ownerId: media.ownerId, folder: media.folder }).from(media).where(inArray(media.id, fresh));
  const found = new Map(rows.map((row) => [row.id, row]));
  const fields: Record<string, FieldCode> = {};
  wanted.forEach((id, index) => {
    if (kept.has(id)) return;
    const row = found.get(id);
    if (!row) fields[`pictures.${index}.mediaId`] = 'image_not_ours';
    else if (row.ownerId !== adminId || row.folder !== 'project') fields[`pictures.${index}.mediaId`] = 'image_not_yours';
  });
  const cover = input.coverId?.toLowerCase() ?? null;
  if (cover !== null && !wanted.includes(cover) && cover !== project.pictureId) fields.coverId = 'project_cover_invalid';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const pictures = [...wanted.map((id, index) => ({ id, field: `pictures.${index}.mediaId` })), { id: cover, field: 'coverId' }];
  await assertConsentAllows(db, pictures, 'everyone', 'project_picture_consent');
}

/** Writes the gallery as it is to be, in order, and the project's own picture, in the caller's transaction. */
export async function replaceGallery(tx: Db, projectId: string, input: ProjectPicturesInput): Promise<void> {
  await tx.delete(projectPictures).where(eq(projectPictures.projectId, projectId));
  if (input.pictures.length > 0) {
    await tx.insert(projectPictures).values(
      input.pictures.map((picture, position) => ({ projectId, mediaId: picture.mediaId.toLowerCase(), altEn: picture.altEn, altEl: picture.altEl, position })),
    );
  }
  await tx.update(projects).set({ pictureId: input.coverId?.toLowerCase() ?? null, updatedAt: new Date() }).where(eq(projects.id, projectId));
}

/** The pictures the gallery shows now, in its order: what a change may keep and places again. */
export async function galleryPictureIds(db: Db, projectId: string): Promise<string[]> {
  return (await listGallery(db, projectId)).map((row) => row.mediaId);
}
