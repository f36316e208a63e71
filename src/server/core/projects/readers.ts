import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isReviewer } from '../people/roles.js';
import { guardianships, projectMembers, projects } from '../db/schema.js';

/**
 * The projects whose posts for their own people each of these members reads (decision 0053), by
 * id (a member in none is absent): those they are a member of, and those of the pupils they are
 * the guardian of. One query. Read with the session (auth plugin), where a change to either is
 * heard on the sessions channel, and for the roads that ask a rule of others (visibility/readers.ts).
 */
export async function projectsReadByMany(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (userIds.length === 0) return found;
  const ids = [...userIds];
  const own = db.select({ readerId: projectMembers.userId, projectId: projectMembers.projectId }).from(projectMembers).where(inArray(projectMembers.userId, ids));
  const childrens = db
    .select({ readerId: guardianships.guardianId, projectId: projectMembers.projectId })
    .from(guardianships)
    .innerJoin(projectMembers, sql`${projectMembers.userId} = ${guardianships.pupilId}`)
    .where(inArray(guardianships.guardianId, ids));
  for (const row of await own.union(childrens)) found.set(row.readerId, [...(found.get(row.readerId) ?? []), row.projectId]);
  return found;
}

/**
 * Whether the member in `userId` (a column) reads a project's own things, as SQL: a member of it,
 * or the guardian of a pupil in it (projectsReadByMany, for one project and many people). For the
 * pickers that offer only those who could see a project's collaboration.
 */
export function readsProject(projectId: string, userId: AnyColumn): SQL {
  return sql`(exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projectId} and ${projectMembers.userId} = ${userId})
    or exists (select 1 from ${guardianships} join ${projectMembers} on ${projectMembers.userId} = ${guardianships.pupilId}
      where ${projectMembers.projectId} = ${projectId} and ${guardianships.guardianId} = ${userId}))`;
}

/**
 * An open project a post may be placed in, and whether `userId` is one of its members (a
 * guardian through a child is not: they read its posts, they do not write for it). Null when
 * there is no such project, or it is archived.
 */
export async function openProjectFor(db: Db, projectId: string, userId: string): Promise<{ id: string; member: boolean } | null> {
  const [row] = await db
    .select({ id: projects.id, member: sql<boolean>`${projectMembers.userId} is not null` })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(projects.id, projectId), isNull(projects.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** The projects someone is a member of themselves (not through a child): those they write for. */
export async function ownProjectIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ projectId: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  return rows.map((row) => row.projectId);
}

/**
 * Whether someone may place a post in a project: its own members, and teachers and
 * administrators, who keep the projects' people (`member`: they are one of its members themselves).
 * The posts' policy asks it of one project, the list of projects to write for of each.
 */
export function writesFor(user: { role: string }, member: boolean): boolean {
  return isReviewer(user) || member;
}
