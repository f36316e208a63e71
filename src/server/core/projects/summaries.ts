import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { ProjectRef, ProjectSummary } from '../../../shared/schemas/projects.js';
import type { Db } from '../db/client.js';
import { projects } from '../db/schema.js';
import { loadMediaViewsFor } from '../media/presenter.js';

/**
 * The programme's projects as their circles and menus show them: read by the projects' own
 * routes and by the site's answer (features/site), which carries the open ones to every public page.
 */
export type ProjectRow = typeof projects.$inferSelect;

/** A project by its address (open or archived), or undefined. */
export async function findProjectBySlug(db: Db, slug: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug)).limit(1);
  return row;
}

/** The projects in their order (the position, then the oldest first): the open ones, or all of them. */
export function listProjects(db: Db, options: { archived: boolean }): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(options.archived ? undefined : isNull(projects.archivedAt))
    .orderBy(asc(projects.position), asc(projects.createdAt), asc(projects.id));
}

/** A project as the circles, the menus and the admin's list show it. */
export function presentProjectSummary(row: ProjectRow, pictures: ReadonlyMap<string, MediaView>): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: { en: row.nameEn, el: row.nameEl },
    icon: row.icon,
    picture: (row.pictureId && pictures.get(row.pictureId)) || null,
    position: row.position,
    archived: row.archivedAt !== null,
  };
}

/**
 * The projects' pictures as their circles and pages show them, to everyone: a picture tagging a
 * pupil kept from the public is none (its address would answer visitors 404).
 */
export function loadProjectPictures(db: Db, ids: Iterable<string | null>): Promise<Map<string, MediaView>> {
  return loadMediaViewsFor(db, ids, 'everyone');
}

/** The projects' summaries, with their pictures, in their order: the open ones, or all of them. */
export async function loadProjectSummaries(db: Db, options: { archived: boolean }): Promise<ProjectSummary[]> {
  const rows = await listProjects(db, options);
  const pictures = await loadProjectPictures(db, rows.map((row) => row.pictureId));
  return rows.map((row) => presentProjectSummary(row, pictures));
}

/** A project as a post's card or a list narrowed to it names it. */
export function projectRefOf(row: Pick<ProjectRow, 'id' | 'slug' | 'nameEn' | 'nameEl' | 'icon'>): ProjectRef {
  return { id: row.id, slug: row.slug, name: { en: row.nameEn, el: row.nameEl }, icon: row.icon };
}

/** The projects these posts (or anything else) belong to, as their cards name them, by id: one read of a small table. */
export async function loadProjectRefs(db: Db, ids: Iterable<string | null>): Promise<Map<string, ProjectRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, nameEn: projects.nameEn, nameEl: projects.nameEl, icon: projects.icon })
    .from(projects)
    .where(inArray(projects.id, wanted));
  return new Map(rows.map((row) => [row.id, projectRefOf(row)]));
}
