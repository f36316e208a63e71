import { asc, eq, inArray } from 'drizzle-orm';
import type { ProjectPicture, ProjectPicturesInput, ProjectPicturesView } from '../../../shared/schemas/projects.js';
import type { FieldCode } from '../../../shared/error-messages.js';
import type { Db } from '../../core/db/client.js';
import { media, projectPictures, projects } from '../../core/db/schema.js';
import { conflict, validationFailed } from '../../core/errors.js';
import { withheldFrom } from '../../core/media/picture-tags.js';
import { loadMediaViews, loadMediaViewsFor } from '../../core/media/presenter.js';
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
  const ids = [...rows.map((row) => row.mediaId), project.pictureId];
  const [all, shown] = await Promise.all([loadMediaViews(db, ids), loadMediaViewsFor(db, ids, 'everyone')]);
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
 * stays allowed, whoever uploaded it.
 */
export async function assertGalleryMayShow(db: Db, project: Pick<ProjectRow, 'id' | 'pictureId'>, input: ProjectPicturesInput, adminId: string): Promise<void> {
  const kept = new Set((await listGallery(db, project.id)).map((row) => row.mediaId));
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

  const withheld = await withheldFrom(db, [...wanted, cover], 'everyone');
  if (withheld.length === 0) return;
  const ids = new Set(withheld.map((picture) => picture.mediaId));
  const refused = Object.fromEntries(
    [...wanted.map((id, index) => [id, `pictures.${index}.mediaId`] as const), [cover, 'coverId'] as const]
      .filter(([id]) => id !== null && ids.has(id))
      .map(([, field]) => [field, 'picture_kept_from_everyone' as FieldCode]),
  );
  const { name, surname } = withheld[0]!.pupil;
  throw conflict('project_picture_consent', refused, { name: `${name} ${surname}` });
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

/** The pictures the gallery and the project's own picture show, each once: what a change places (before and after). */
export async function galleryPictureIds(db: Db, project: Pick<ProjectRow, 'id' | 'pictureId'>): Promise<string[]> {
  const rows = await listGallery(db, project.id);
  return [...rows.map((row) => row.mediaId), ...(project.pictureId ? [project.pictureId] : [])];
}
