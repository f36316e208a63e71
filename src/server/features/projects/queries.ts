import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { profiles, projectMembers, projects, users } from '../../core/db/schema.js';
import { listPeopleChoices } from '../../core/people/pupil-choices.js';
import { memberVisibility } from '../../core/visibility/profiles.js';

import type { ProjectRow } from '../../core/projects/summaries.js';

export type { ProjectRow };
export { findProjectBySlug } from '../../core/projects/summaries.js';

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** Who is in a project, as members read the list: those whose accounts are listed, by name. */
export function listProjectMembers(db: Db, projectId: string) {
  return db
    .select({ id: users.id, name: profiles.name, surname: profiles.surname, role: users.role, needsReview: users.needsReview })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(projectMembers.projectId, projectId), memberVisibility.listed.where(users, null)))
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(users.id));
}

/** Members not yet in the project, found by name (core/people/pupil-choices.ts): whom a teacher may add. */
export function listProjectChoices(db: Db, projectId: string, q: string, limit: number) {
  const inProject = db.select({ one: sql`1` }).from(projectMembers).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, users.id)));
  return listPeopleChoices(db, q, limit, notExists(inProject));
}

/** Of these ids, those of members who may be added to a project: accounts that exist and are listed (not disabled). */
export async function addableMembers(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), memberVisibility.listed.where(users, null)));
  return rows.map((row) => row.id);
}

/** Adds the people to the project; those already in it stay as they were. The ids added. */
export async function addProjectMembers(tx: Db, projectId: string, userIds: readonly string[], addedById: string): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(projectMembers)
    .values(userIds.map((userId) => ({ projectId, userId, addedById })))
    .onConflictDoNothing()
    .returning({ userId: projectMembers.userId });
  return rows.map((row) => row.userId);
}

/** Takes someone out of the project; whether they were in it. */
export async function removeProjectMember(tx: Db, projectId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}
