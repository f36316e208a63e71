import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import { AUDIT_PERSON_DETAILS, type Role } from '../../../shared/constants.js';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.js';
import { accounts, auditLog, collaborationItems, collaborations, contactMessages, guardianships, posts, profiles, reportHolds, sessions, twoFactors, users } from '../../core/db/schema.js';
import { isUuid } from '../../../shared/ids.js';
import { AppError } from '../../core/errors.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';

/** Rows per page of the admin lists. */
const ADMIN_PAGE_SIZE = 25;

/** Members matching a search of name, surname or email, newest first, with their last sign-in. */
export async function listMembers(db: Db, options: { q: string; page: number }) {
  const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('at') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_sign_in');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      needsReview: users.needsReview,
      banned: users.banned,
      leftAt: users.leftAt,
      anonymisedAt: users.anonymisedAt,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      name: profiles.name,
      surname: profiles.surname,
      profileHidden: sql<boolean>`${profiles.hiddenAt} is not null`,
      lastSignInAt: lastSignIn.at,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .where(options.q ? or(ilike(users.email, pattern), ilike(profiles.name, pattern), ilike(profiles.surname, pattern)) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE };
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

/** A user's account fields, or null. */
export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** How many admins there are (the last one may not be demoted or disabled). */
async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), or(eq(users.banned, false), sql`${users.banned} is null`)));
  return row?.n ?? 0;
}

/** 409 when `user` is the last active administrator: the site must stay manageable, so they are never demoted or disabled. */
export async function assertNotLastAdmin(db: Db, user: { role: string; banned: boolean | null }): Promise<void> {
  if (isAdmin(user) && !user.banned && (await countActiveAdmins(db)) <= 1) {
    throw new AppError(409, 'last_admin');
  }
}

/** Sets the names shown everywhere (profile) and better-auth's display name. */
export async function renameMember(db: Db, id: string, name: string, surname: string): Promise<void> {
  await db.update(profiles).set({ name, surname, updatedAt: new Date() }).where(eq(profiles.userId, id));
  await db.update(users).set({ name: `${name} ${surname}`, updatedAt: new Date() }).where(eq(users.id, id));
}

/**
 * Changes a role. A member who becomes a reviewer (a teacher or an admin) is from now on mailed the
 * daily summary of their unread notifications, which tells them of pupils' work waiting for them;
 * they may turn it off like anyone.
 */
export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  const [before] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
  if (isReviewer({ role }) && !isReviewer(before ?? null)) await db.update(profiles).set({ notificationDigest: true }).where(eq(profiles.userId, id));
}

/**
 * Marks whether what a member writes waits for a teacher's review (a pupil's does). Answers their
 * profile's photo: a pupil's is public only with their guardian's consent, so its place follows.
 */
export async function setNeedsReview(db: Db, id: string, needsReview: boolean): Promise<{ photoId: string | null }> {
  await db.update(users).set({ needsReview, updatedAt: new Date() }).where(eq(users.id, id));
  const [profile] = await db.select({ imageId: profiles.imageId }).from(profiles).where(eq(profiles.userId, id)).limit(1);
  return { photoId: profile?.imageId ?? null };
}

/**
 * Disables or re-enables an account; disabling ends every session it has. A pupil marked as having
 * left who is enabled again came back: they are no longer waiting to be anonymised.
 */
export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({ banned: disabled, banReason: disabled ? 'disabled by an admin' : null, ...(disabled ? {} : { leftAt: null }), updatedAt: new Date() })
    .where(eq(users.id, id));
  if (disabled) await db.delete(sessions).where(eq(sessions.userId, id));
}

/** Stores a new password hash (made by better-auth's hasher) on the user's password login. */
export async function setPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Ends every session of a user. */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes a member's second factor, so they sign in with the password alone and can enrol again. */
export async function resetTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** One page of the audit log, newest first, optionally for one user (as actor or target) and one action. */
export async function listAudit(db: Db, options: { userId?: string; action?: string; page: number }) {
  const filters = [
    options.userId ? or(eq(auditLog.actorId, options.userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, options.userId))) : undefined,
    options.action ? eq(auditLog.action, options.action) : undefined,
  ].filter((f) => f !== undefined);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: profiles.name,
      actorSurname: profiles.surname,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      ipAddress: auditLog.ipAddress,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE };
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

/** The kinds of audit target other than people, each with the column that names it. */
const LABELLED_TARGETS: { type: string; table: PgTable; id: PgColumn; label: PgColumn }[] = [
  { type: 'post', table: posts, id: posts.id, label: posts.title },
  { type: 'collaboration', table: collaborations, id: collaborations.id, label: collaborations.title },
  { type: 'collaboration_item', table: collaborationItems, id: collaborationItems.id, label: collaborationItems.title },
  { type: 'contact_message', table: contactMessages, id: contactMessages.id, label: contactMessages.name },
];

/** What an audit page names: each target (`type:id` → what people call it) and each person its details mention. */
export interface AuditNames {
  targets: Map<string, string>;
  people: Map<string, string>;
}

/** The user ids an entry's details hold (who wrote a post, who was added to a collaboration, whose guardian). */
export function peopleInDetails(details: Record<string, unknown>): string[] {
  return AUDIT_PERSON_DETAILS.flatMap((key) => {
    const value = details[key];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  });
}

/** The member the audit log is narrowed to, by name; none when the id names nobody (an erased member's). */
export async function findAuditUser(db: Db, userId: string) {
  const [person] = await db.select({ id: profiles.userId, name: profiles.name, surname: profiles.surname }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return person ?? null;
}

/**
 * The names behind the ids of a page of audit entries, in one query per kind of thing:
 * people by name, posts, collaborations and their items by title, messages by their sender.
 * Something deleted since has no name here (the presenter falls back on what the entry kept).
 */
export async function loadAuditNames(db: Db, rows: readonly AuditRow[]): Promise<AuditNames> {
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.targetType === type && row.targetId).map((row) => row.targetId!))];
  const userIds = [...new Set([...idsOf('user'), ...rows.flatMap((row) => peopleInDetails(row.details))])];
  const [people, ...labelled] = await Promise.all([
    userIds.length ? db.select({ id: profiles.userId, name: profiles.name, surname: profiles.surname }).from(profiles).where(inArray(profiles.userId, userIds)) : [],
    ...LABELLED_TARGETS.map(async ({ type, table, id, label }) => {
      // Their ids are uuids: anything else names nothing (and would fail the whole query).
      const ids = idsOf(type).filter((candidate) => isUuid(candidate));
      const found = ids.length ? await db.select({ id, label }).from(table).where(inArray(id, ids)) : [];
      return found.map((row) => [`${type}:${String(row.id)}`, String(row.label)] as const);
    }),
  ]);
  const names = new Map(people.map((person) => [person.id, `${person.name} ${person.surname}`]));
  const targets = new Map<string, string>([...[...names].map(([id, name]) => [`user:${id}`, name] as const), ...labelled.flat()]);
  return { targets, people: names };
}

/** A member's guardians (if a pupil) and children (if a guardian), by name, alphabetically. */
export async function listGuardianLinks(db: Db, userId: string) {
  const person = { id: profiles.userId, name: profiles.name, surname: profiles.surname };
  const [guardians, children] = await Promise.all([
    db
      .select(person)
      .from(guardianships)
      .innerJoin(profiles, eq(profiles.userId, guardianships.guardianId))
      .where(eq(guardianships.pupilId, userId))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.userId)),
    db
      .select(person)
      .from(guardianships)
      .innerJoin(profiles, eq(profiles.userId, guardianships.pupilId))
      .where(eq(guardianships.guardianId, userId))
      .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.userId)),
  ]);
  return { guardians, children };
}

/**
 * Shows a hidden profile to the community again (decision 0050), whoever hid it; a hold of the
 * members' reports goes with it (their reports stay open for a moderator). Answers its photo, to
 * put back where it was; null when it was not hidden.
 */
export async function showProfileAgain(db: Db, userId: string): Promise<{ imageId: string | null } | null> {
  const [row] = await db
    .update(profiles)
    .set({ hiddenAt: null, hiddenById: null })
    .where(and(eq(profiles.userId, userId), isNotNull(profiles.hiddenAt)))
    .returning({ imageId: profiles.imageId });
  if (!row) return null;
  await db.delete(reportHolds).where(and(eq(reportHolds.subjectType, 'profile'), eq(reportHolds.subjectId, userId)));
  return row;
}
