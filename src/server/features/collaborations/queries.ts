import { and, asc, desc, eq, inArray, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CandidateRole, CollaborationAudience } from '../../../shared/constants.js';
import type { CandidateFilter } from '../../../shared/schemas/collaborations.js';
import type { CollaborationItemKind, ContentBlock } from '../../../shared/schemas/content.js';
import type { Db } from '../../core/db/client.js';
import { preparedPerDb } from '../../core/db/prepared-queries.js';
import { auditLog, collaborationItems, collaborationMembers, collaborationRevisions, collaborations, profiles, users } from '../../core/db/schema.js';
import { decisionColumns, sentBackColumns, type Decision } from '../../core/review/decisions.js';
import { collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import { not, type Reader } from '../../core/visibility/predicate.js';
import { memberVisibility, shownProfileColumns } from '../../core/visibility/profiles.js';
import { nameMatches } from '../../core/people/name-search.js';
import { readsProject } from '../../core/projects/readers.js';

/**
 * Most collaboration cards on the board, the newest, over its three sections together (active,
 * inactive, completed): one section may hold them all, and an older card is left out even when
 * its own section has few.
 */
const BOARD_CARD_LIMIT = 600;
/** Most help requests on the board; the newest are shown. */
const BOARD_HELP_LIMIT = 200;

/** Not deleted (one spelling, tied to deleted_at by the database). */
const notDeleted = not(collaborationVisibility.deleted).where(collaborations, null);

/**
 * The board as `viewer` sees it (of one project, when `projectId` says): collaborations that are not deleted, the newest
 * BOARD_CARD_LIMIT of every section together, with their creators' names; a pupil's own that
 * waits for review (or was sent back) among them, marked.
 */
export async function listBoardCollaborations(db: Db, viewer: Reader, projectId: string | null = null) {
  return db
    .select({
      id: collaborations.id,
      audience: collaborations.audience,
      projectId: collaborations.projectId,
      title: collaborations.title,
      status: collaborations.status,
      thumbnailId: collaborations.thumbnailId,
      createdAt: collaborations.createdAt,
      createdById: collaborations.createdById,
      creatorName: profiles.name,
      creatorSurname: profiles.surname,
      review: collaborations.review,
      reviewNote: collaborations.reviewNote,
      reviewedAt: collaborations.reviewedAt,
      version: collaborations.version,
    })
    .from(collaborations)
    .leftJoin(profiles, eq(profiles.userId, collaborations.createdById))
    .where(and(collaborationVisibility.onBoard.where(collaborations, viewer), projectId ? eq(collaborations.projectId, projectId) : undefined))
    .orderBy(desc(collaborations.createdAt))
    .limit(BOARD_CARD_LIMIT);
}

/** Open (live) help requests of collaborations that are not deleted (of one project, when `projectId` says), newest first. */
export async function listBoardHelp(db: Db, viewer: Reader, projectId: string | null = null) {
  return db
    .select({
      id: collaborationItems.id,
      collaborationId: collaborationItems.collaborationId,
      title: collaborationItems.title,
      createdAt: collaborationItems.createdAt,
      collaborationTitle: collaborations.title,
      thumbnailId: collaborations.thumbnailId,
    })
    .from(collaborationItems)
    .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .where(
      and(
        eq(collaborationItems.kind, 'help'),
        itemVisibility.live.where(collaborationItems, null),
        collaborationVisibility.listed.where(collaborations, viewer),
        projectId ? eq(collaborations.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(collaborationItems.createdAt))
    .limit(BOARD_HELP_LIMIT);
}

/** A collaboration row, or null. */
const findCollaborationQuery = preparedPerDb((db) => db.select().from(collaborations).where(eq(collaborations.id, sql.placeholder('id'))).limit(1).prepare('agora_find_collaboration'));

export async function findCollaboration(db: Db, id: string) {
  const [row] = await findCollaborationQuery(db).execute({ id });
  return row ?? null;
}
export type CollaborationRow = NonNullable<Awaited<ReturnType<typeof findCollaboration>>>;

/** The executing members' user ids, in the order they were added. */
const listMemberIdsQuery = preparedPerDb((db) =>
  db
    .select({ userId: collaborationMembers.userId })
    .from(collaborationMembers)
    .where(eq(collaborationMembers.collaborationId, sql.placeholder('collaborationId')))
    .orderBy(asc(collaborationMembers.addedAt), asc(collaborationMembers.userId))
    .prepare('agora_list_member_ids'),
);

export async function listMemberIds(db: Db, collaborationId: string): Promise<string[]> {
  const rows = await listMemberIdsQuery(db).execute({ collaborationId });
  return rows.map((row) => row.userId);
}

/** Whether a user is an executing member. */
const isMemberQuery = preparedPerDb((db) =>
  db
    .select({ userId: collaborationMembers.userId })
    .from(collaborationMembers)
    .where(and(eq(collaborationMembers.collaborationId, sql.placeholder('collaborationId')), eq(collaborationMembers.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('agora_is_member'),
);

export async function isMember(db: Db, collaborationId: string, userId: string): Promise<boolean> {
  const [row] = await isMemberQuery(db).execute({ collaborationId, userId });
  return row !== undefined;
}

/**
 * Updates or help requests (`kinds`: one or both) of one collaboration, newest first, as `reader`
 * sees them: the live ones, and their own that wait for review or were sent back, so they find
 * them. A collaboration's page asks for both in one statement.
 */
export async function listItems(db: Db, collaborationId: string, kinds: readonly CollaborationItemKind[], reader: Reader) {
  return db
    .select({
      id: collaborationItems.id,
      kind: collaborationItems.kind,
      title: collaborationItems.title,
      createdAt: collaborationItems.createdAt,
      review: collaborationItems.review,
      reviewNote: collaborationItems.reviewNote,
      reviewedAt: collaborationItems.reviewedAt,
      version: collaborationItems.version,
      hiddenAt: collaborationItems.hiddenAt,
    })
    .from(collaborationItems)
    .where(
      and(
        eq(collaborationItems.collaborationId, collaborationId),
        inArray(collaborationItems.kind, [...kinds]),
        itemVisibility.listed.where(collaborationItems, reader),
      ),
    )
    .orderBy(desc(collaborationItems.createdAt), desc(collaborationItems.id));
}
export type ItemSummaryRow = Awaited<ReturnType<typeof listItems>>[number];

/**
 * The review state a new item of `authorId` starts in: waiting when they need review,
 * live otherwise.
 */
const itemReviewOnCreate = (authorId: string): SQL =>
  sql`case when (select ${users.needsReview} from ${users} where ${users.id} = ${authorId}) then 'waiting' end`;

/** Its author's new title and content for an item not yet live: it waits for review again, its note cleared, a new version. */
export async function reviseItem(db: Db, itemId: string, values: { title: string; content: ContentBlock[] }): Promise<void> {
  await db
    .update(collaborationItems)
    .set({ ...values, updatedAt: new Date(), review: 'waiting', reviewNote: null, version: sql`${collaborationItems.version} + 1` })
    .where(eq(collaborationItems.id, itemId));
}

/** Shows a hidden update or help request to its readers again, whoever hid it (a moderator's act). */
export async function showItem(db: Db, itemId: string): Promise<void> {
  await db.update(collaborationItems).set({ hiddenAt: null, hiddenById: null }).where(eq(collaborationItems.id, itemId));
}

/** One item of one collaboration (an item of another collaboration is not found). */
export async function findItem(db: Db, collaborationId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(collaborationItems)
    .where(and(eq(collaborationItems.id, itemId), eq(collaborationItems.collaborationId, collaborationId)))
    .limit(1);
  return row ?? null;
}

/**
 * Who could be added to a collaboration, by name: people with a profile and an account not
 * disabled, neither executing it nor in `excluded` (its creator and the one asking), of one kind
 * when `filter.role` says so, among a project's people when `projectOnly` names it; alphabetical, at most `filter.limit`, and whether more match.
 *
 * The name is matched as every picker of people matches it (core/people/name-search.ts).
 */
export async function listCandidates(db: Db, collaborationId: string, excluded: readonly string[], filter: CandidateFilter, projectOnly: string | null = null) {
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name, surname: profiles.surname, imageId: shownProfileColumns(null).imageId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        memberVisibility.listed.where(users, null),
        excluded.length > 0 ? notInArray(profiles.userId, [...excluded]) : undefined,
        notExists(
          db
            .select({ userId: collaborationMembers.userId })
            .from(collaborationMembers)
            .where(and(eq(collaborationMembers.collaborationId, collaborationId), eq(collaborationMembers.userId, profiles.userId))),
        ),
        nameMatches(filter.q),
        filter.role ? ofKind(filter.role) : undefined,
        // One for a project's people offers them alone, and the administrators (who see it too).
        projectOnly ? or(eq(users.role, 'admin'), readsProject(projectOnly, profiles.userId)) : undefined,
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(profiles.userId))
    .limit(filter.limit + 1);
  return { people: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** People of one kind: a pupil needs review; anyone else is of their role. */
function ofKind(kind: CandidateRole): SQL {
  if (kind === 'pupil') return sql`${users.needsReview}`;
  return and(eq(users.role, kind), eq(users.needsReview, false))!;
}
export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>['people'][number];

/** Which of these user ids are accounts. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

interface IdeaValues {
  title: string;
  thumbnailId: string | null;
  content: ContentBlock[];
}

/** Whether `writerId` needs review, read in the write's own statement (never from a session a moment old). */
const writerNeedsReview = (writerId: string): SQL => sql`(select ${users.needsReview} from ${users} where ${users.id} = ${writerId})`;

/**
 * A new collaboration, inactive, by `createdById`; a pupil's waits for review as a whole, seen
 * by them and reviewers only until approved.
 */
/** Where a collaboration belongs and who sees it (decision 0054). */
export interface Place {
  audience: CollaborationAudience;
  projectId: string | null;
}

/** Moves a collaboration to another project or audience: its manager's act, never waiting for review. */
export async function setPlace(db: Db, id: string, place: Place): Promise<void> {
  await db.update(collaborations).set({ ...place, updatedAt: new Date() }).where(eq(collaborations.id, id));
}

export async function insertCollaboration(db: Db, createdById: string, values: IdeaValues & Partial<Place> & { createdAt?: Date }): Promise<{ id: string; waiting: boolean }> {
  const [row] = await db
    .insert(collaborations)
    .values({ ...values, createdById, status: 'inactive', review: sql`case when ${writerNeedsReview(createdById)} then 'waiting' end` })
    .returning({ id: collaborations.id, review: collaborations.review });
  return { id: row!.id, waiting: row!.review === 'waiting' };
}

/**
 * Replaces the idea (title, thumbnail and description blocks) of a live collaboration, or of a new
 * one not yet approved: the latter waits for review again when a pupil changes it or when it was
 * sent back (its note cleared), a new version either way.
 */
export async function updateIdea(db: Db, id: string, writerId: string, values: IdeaValues): Promise<{ waiting: boolean }> {
  const [row] = await db
    .update(collaborations)
    .set({
      ...values,
      updatedAt: new Date(),
      review: sql`case when ${collaborations.review} is not null and (${writerNeedsReview(writerId)} or ${collaborations.review} = 'sent_back') then 'waiting' else ${collaborations.review} end`,
      reviewNote: null,
      version: sql`${collaborations.version} + 1`,
    })
    .where(eq(collaborations.id, id))
    .returning({ review: collaborations.review });
  return { waiting: row?.review === 'waiting' };
}

/**
 * A pupil's change to a live collaboration's idea: it waits beside what stays shown, replacing
 * any change that waited before (its note cleared), as a new version.
 */
export async function proposeIdea(db: Db, collaborationId: string, authorId: string, values: IdeaValues): Promise<void> {
  const now = new Date();
  await db
    .insert(collaborationRevisions)
    .values({ collaborationId, authorId, ...values, review: 'waiting' })
    .onConflictDoUpdate({
      target: collaborationRevisions.collaborationId,
      set: { authorId, ...values, review: 'waiting', reviewNote: null, updatedAt: now, version: sql`${collaborationRevisions.version} + 1` },
    });
}

/** The change to a collaboration that waits for review or was sent back, or null. */
const findRevisionQuery = preparedPerDb((db) =>
  db.select().from(collaborationRevisions).where(eq(collaborationRevisions.collaborationId, sql.placeholder('collaborationId'))).limit(1).prepare('agora_find_revision'),
);

export async function findRevision(db: Db, collaborationId: string) {
  const [row] = await findRevisionQuery(db).execute({ collaborationId });
  return row ?? null;
}
export type RevisionRow = NonNullable<Awaited<ReturnType<typeof findRevision>>>;

/** Sets a status other than deleted. */
export async function setStatus(db: Db, id: string, status: 'active' | 'inactive' | 'completed'): Promise<void> {
  await db.update(collaborations).set({ status, updatedAt: new Date() }).where(eq(collaborations.id, id));
}

/** Soft delete: status 'deleted', and who and when. */
export async function softDelete(db: Db, id: string, deletedById: string): Promise<void> {
  const now = new Date();
  await db
    .update(collaborations)
    .set({ status: 'deleted', deletedById, deletedAt: now, updatedAt: now })
    .where(eq(collaborations.id, id));
}

/** Adds executing members. */
export async function addMembers(db: Db, collaborationId: string, userIds: readonly string[]): Promise<void> {
  await db.insert(collaborationMembers).values(userIds.map((userId) => ({ collaborationId, userId })));
}

/** Removes one membership; true when there was one. */
export async function removeMember(db: Db, collaborationId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(collaborationMembers)
    .where(and(eq(collaborationMembers.collaborationId, collaborationId), eq(collaborationMembers.userId, userId)))
    .returning({ userId: collaborationMembers.userId });
  return removed.length > 0;
}

/** Stores an update or help request; `waiting`: its author needs review, so it is not live yet. */
export async function insertItem(
  db: Db,
  values: { collaborationId: string; kind: CollaborationItemKind; title: string; content: ContentBlock[]; createdById: string; createdAt?: Date },
  /** It uses a watched word held for review (core/moderation/watched-words.ts): it waits, whoever wrote it. */
  held = false,
): Promise<{ id: string; waiting: boolean }> {
  const [row] = await db
    .insert(collaborationItems)
    .values({ ...values, review: held ? 'waiting' : sql`${itemReviewOnCreate(values.createdById)}` })
    .returning({ id: collaborationItems.id, review: collaborationItems.review });
  return { id: row!.id, waiting: row!.review === 'waiting' };
}

/** Deleted collaborations, most recently deleted first, with who deleted them. */
export async function listDeletedCollaborations(db: Db) {
  return db
    .select({
      id: collaborations.id,
      title: collaborations.title,
      deletedAt: collaborations.deletedAt,
      deletedById: collaborations.deletedById,
      deleterName: profiles.name,
      deleterSurname: profiles.surname,
    })
    .from(collaborations)
    .leftJoin(profiles, eq(profiles.userId, collaborations.deletedById))
    .where(collaborationVisibility.deleted.where(collaborations, null))
    .orderBy(desc(collaborations.deletedAt))
    .limit(500);
}
export type DeletedCollaborationRow = Awaited<ReturnType<typeof listDeletedCollaborations>>[number];

/** Brings a deleted collaboration back with the status it had and clears who deleted it; false when no deleted one has that id. */
export async function restoreCollaboration(db: Db, id: string, status: 'active' | 'inactive' | 'completed'): Promise<boolean> {
  const rows = await db
    .update(collaborations)
    .set({ status, deletedById: null, deletedAt: null, updatedAt: new Date() })
    .where(and(eq(collaborations.id, id), collaborationVisibility.deleted.where(collaborations, null)))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

/** The status a collaboration had before it was deleted, from the audit log; inactive if unknown. */
export async function statusBeforeDeletion(db: Db, id: string): Promise<'active' | 'inactive' | 'completed'> {
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'collaboration.deleted'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const previous = entry?.details.previousStatus;
  return previous === 'active' || previous === 'completed' ? previous : 'inactive';
}

/**
 * Applies a decision to an update or help request that still waits at the version its reviewer
 * read (false when it no longer does); approved, it is the newest of its collaboration's.
 */
export async function decideOnItem(db: Db, id: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(collaborationItems)
    .set(decisionColumns(decision, reviewerId))
    .where(and(eq(collaborationItems.id, id), eq(collaborationItems.review, 'waiting'), eq(collaborationItems.version, decision.version)))
    .returning({ id: collaborationItems.id });
  return rows.length > 0;
}

/** An update or help request of a collaboration that is not deleted, with what a decision on it needs; or null. */
export async function findItemForReview(db: Db, id: string) {
  const [row] = await db
    .select({
      title: collaborationItems.title,
      kind: collaborationItems.kind,
      authorId: collaborationItems.createdById,
      collaborationId: collaborationItems.collaborationId,
      review: collaborationItems.review,
      version: collaborationItems.version,
    })
    .from(collaborationItems)
    .innerJoin(collaborations, eq(collaborations.id, collaborationItems.collaborationId))
    .where(and(eq(collaborationItems.id, id), notDeleted))
    .limit(1);
  return row ?? null;
}

/**
 * Applies a decision to a pupil's new collaboration that still waits at the version read;
 * approved, it is the newest on the board.
 */
export async function decideOnCollaboration(db: Db, id: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const rows = await db
    .update(collaborations)
    .set(decisionColumns(decision, reviewerId))
    .where(and(eq(collaborations.id, id), eq(collaborations.review, 'waiting'), eq(collaborations.version, decision.version), notDeleted))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

/**
 * Applies a decision to the change that waits for a collaboration at the version read:
 * approved, the collaboration takes its title, picture and description (a new version of it)
 * and the change goes; sent back, the change keeps the note and waits on its author.
 */
export async function decideOnRevision(db: Db, collaborationId: string, reviewerId: string, decision: Decision): Promise<boolean> {
  const waitingAtVersion = and(
    eq(collaborationRevisions.collaborationId, collaborationId),
    eq(collaborationRevisions.review, 'waiting'),
    eq(collaborationRevisions.version, decision.version),
  );
  if (!decision.approve) {
    const rows = await db.update(collaborationRevisions).set(sentBackColumns(decision, reviewerId)).where(waitingAtVersion).returning({ id: collaborationRevisions.collaborationId });
    return rows.length > 0;
  }
  const [applied] = await db.delete(collaborationRevisions).where(waitingAtVersion).returning();
  if (!applied) return false;
  await db
    .update(collaborations)
    .set({ title: applied.title, thumbnailId: applied.thumbnailId, content: applied.content, updatedAt: new Date(), version: sql`${collaborations.version} + 1` })
    .where(eq(collaborations.id, collaborationId));
  return true;
}

/** A collaboration that is not deleted and its waiting or sent-back change, with what a decision on the change needs; or null. */
export async function findRevisionForReview(db: Db, collaborationId: string) {
  const [row] = await db
    .select({
      title: collaborationRevisions.title,
      authorId: collaborationRevisions.authorId,
      review: collaborationRevisions.review,
      version: collaborationRevisions.version,
      thumbnailId: collaborationRevisions.thumbnailId,
      content: collaborationRevisions.content,
    })
    .from(collaborationRevisions)
    .innerJoin(collaborations, eq(collaborations.id, collaborationRevisions.collaborationId))
    .where(and(eq(collaborationRevisions.collaborationId, collaborationId), notDeleted))
    .limit(1);
  return row ?? null;
}
