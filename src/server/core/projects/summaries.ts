import { asc, isNull } from 'drizzle-orm';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { ProjectSummary } from '../../../shared/schemas/projects.js';
import type { Db } from '../db/client.js';
import { projects } from '../db/schema.js';
import { loadMediaViews } from '../media/presenter.js';

/**
 * The programme's projects as their circles and menus show them: read by the projects' own
 * routes and by the site's answer (features/site), which carries the open ones to every public page.
 */
export type ProjectRow = typeof projects.$inferSelect;

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

/** The projects' summaries, with their pictures, in their order: the open ones, or all of them. */
export async function loadProjectSummaries(db: Db, options: { archived: boolean }): Promise<ProjectSummary[]> {
  const rows = await listProjects(db, options);
  const pictures = await loadMediaViews(db, rows.map((row) => row.pictureId));
  return rows.map((row) => presentProjectSummary(row, pictures));
}
