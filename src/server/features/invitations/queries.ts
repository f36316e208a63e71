import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationKind, InvitationRole } from '../../../shared/constants.js';
import type { Db } from '../../core/db/client.js';
import { collaborationMembers, collaborations, invitations, profiles, users } from '../../core/db/schema.js';
import { collaborationVisibility } from '../../core/visibility/collaborations.js';
import { not } from '../../core/visibility/predicate.js';
import { memberVisibility } from '../../core/visibility/profiles.js';

/** The pupil a guardian's invitation names by account, and the pupil's own invitation a class list's names. */
const ward = alias(profiles, 'ward');
const wardInvitation = alias(invitations, 'ward_invitation');

const columns = {
  id: invitations.id,
  kind: invitations.kind,
  role: invitations.role,
  email: invitations.email,
  name: invitations.name,
  surname: invitations.surname,
  collaborationId: invitations.collaborationId,
  collaborationTitle: collaborations.title,
  maxUses: invitations.maxUses,
  uses: invitations.uses,
  expiresAt: invitations.expiresAt,
  revokedAt: invitations.revokedAt,
  createdAt: invitations.createdAt,
  createdById: invitations.createdById,
  creatorName: profiles.name,
  creatorSurname: profiles.surname,
  guardianOfId: invitations.guardianOfId,
  guardianOfInvitationId: invitations.guardianOfInvitationId,
  // Whose guardian its invitee becomes, by name: the pupil's profile, or the name their class list gave.
  guardianOfName: sql<string | null>`coalesce(${ward.name}, ${wardInvitation.name})`,
  guardianOfSurname: sql<string | null>`coalesce(${ward.surname}, ${wardInvitation.surname})`,
};

/** An invitation with the names it shows: its collaboration's title, its maker's name, the pupil a guardian's names. */
export type InvitationRow = Awaited<ReturnType<typeof findInvitation>> & {};

function selectInvitations(db: Db) {
  return db
    .select(columns)
    .from(invitations)
    .leftJoin(collaborations, eq(collaborations.id, invitations.collaborationId))
    .leftJoin(profiles, eq(profiles.userId, invitations.createdById))
    .leftJoin(ward, eq(ward.userId, invitations.guardianOfId))
    .leftJoin(wardInvitation, eq(wardInvitation.id, invitations.guardianOfInvitationId));
}

export async function findInvitation(db: Db, id: string) {
  const [row] = await selectInvitations(db).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await selectInvitations(db).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * A page of invitations, newest first, after the one `before` names: everyone's, or those
 * `makerId` made. On the indexes (created_at, id) and (created_by_id, created_at, id).
 */
export async function listInvitations(db: Db, options: { makerId: string | null; before?: string; limit: number }) {
  const conditions: (SQL | undefined)[] = [options.makerId ? eq(invitations.createdById, options.makerId) : undefined];
  if (options.before) {
    conditions.push(sql`(${invitations.createdAt}, ${invitations.id}) < (select created_at, id from invitations where id = ${options.before}::uuid)`);
  }
  return selectInvitations(db)
    .where(and(...conditions))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(options.limit);
}

export async function insertInvitation(
  db: Db,
  values: {
    tokenHash: string;
    kind: InvitationKind;
    role: InvitationRole;
    email: string | null;
    name?: string;
    surname?: string;
    collaborationId: string | null;
    maxUses: number;
    days: number;
    createdById: string;
    /** A guardian's: the pupil's account, or (from a class list) the pupil's own invitation. */
    guardianOfId?: string | null;
    guardianOfInvitationId?: string;
  },
): Promise<string> {
  const { days, ...rest } = values;
  const [row] = await db
    .insert(invitations)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning({ id: invitations.id });
  return row!.id;
}

/**
 * A collaboration an invitation may name, with what the collaborations' policy asks of it (who
 * started it, whether `userId` executes it); null when it does not exist or is deleted.
 */
export async function findJoinableCollaboration(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({
      createdById: collaborations.createdById,
      audience: collaborations.audience,
      isMember: sql<boolean>`exists (select 1 from collaboration_members m where m.collaboration_id = ${collaborations.id} and m.user_id = ${userId})`,
    })
    .from(collaborations)
    .where(and(eq(collaborations.id, id), not(collaborationVisibility.deleted).where(collaborations, null)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one use of the invitation, if it is still open: one conditional update, so of two
 * invitees racing for the last use only one gets it. Answers whether it took one.
 */
export async function takeUse(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt), lt(invitations.uses, invitations.maxUses), gt(invitations.expiresAt, sql`now()`)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Gives a use back: the account it was taken for could not be made. */
export async function giveUseBack(db: Db, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ uses: sql`greatest(${invitations.uses} - 1, 0)` })
    .where(eq(invitations.id, id));
}

/** Withdraws an open invitation; false when it was not open (withdrawn, used up or expired meanwhile). */
export async function revokeInvitation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt), lt(invitations.uses, invitations.maxUses), gt(invitations.expiresAt, sql`now()`)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The new member joins the collaboration the invitation named, unless they are in it already. */
export async function joinCollaboration(db: Db, collaborationId: string, userId: string): Promise<void> {
  await db.insert(collaborationMembers).values({ collaborationId, userId }).onConflictDoNothing();
}

/** Whether `id` is a pupil a guardian's invitation may name: an account that needs review and is not disabled. */
export async function isNameablePupil(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.needsReview, true), memberVisibility.listed.where(users, null)))
    .limit(1);
  return row !== undefined;
}

/** Records who accepted an invitation for one person: what a guardian's invitation naming it links to. */
export async function setAcceptedBy(db: Db, id: string, userId: string): Promise<void> {
  await db.update(invitations).set({ acceptedById: userId }).where(eq(invitations.id, id));
}

/** A guardian made by invitation hears of their child's work by a daily email too, until they turn it off. */
export async function turnDigestOn(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ notificationDigest: true }).where(eq(profiles.userId, userId));
}
