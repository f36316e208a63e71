import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { guardianships, users } from '../db/schema.js';
import { projectsReadByMany } from '../projects/readers.js';
import type { Reader } from './predicate.js';

/**
 * Members as the visibility rules see them, by id, as their sessions would carry them: role,
 * children and the projects they read by. For the roads that ask a rule of someone who is not the
 * one asking (whom the `@` picker offers, whom a thread's new comment is told to). Three queries
 * for any number; an id that is no member's is absent.
 */
export async function loadReaders(db: Db, ids: readonly string[]): Promise<Map<string, NonNullable<Reader>>> {
  const wanted = [...new Set(ids)];
  const found = new Map<string, NonNullable<Reader>>();
  if (wanted.length === 0) return found;
  // One after the other: `db` may be a transaction (a notification's readers), one connection
  // that runs one query at a time (pg warns of a second sent meanwhile; its next major refuses it).
  const people = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, wanted));
  const links = await db.select({ guardianId: guardianships.guardianId, pupilId: guardianships.pupilId }).from(guardianships).where(inArray(guardianships.guardianId, wanted));
  const projects = await projectsReadByMany(db, wanted);
  for (const person of people) {
    const childIds = links.filter((link) => link.guardianId === person.id).map((link) => link.pupilId);
    found.set(person.id, { id: person.id, role: person.role, childIds, projectIds: projects.get(person.id) ?? [] });
  }
  return found;
}
