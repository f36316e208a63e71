import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GUARDIAN_REQUEST_OUTCOMES, GuardianRequestKind } from '../../../shared/constants.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborations, guardianRequests, posts, profiles } from '../../core/db/schema.js';
import { guardianRequestVisibility } from '../../core/visibility/guardian-requests.js';

// The tables as the queries below name them: the request, whose child, which guardian, and what it names.
const gr = alias(guardianRequests, 'gr');
const pupil = alias(profiles, 'pupil');
const guardian = alias(profiles, 'guardian');
const p = alias(posts, 'p');
const i = alias(collaborationItems, 'i');
const c = alias(collaborations, 'c');

/** A request with everything its lists show: the child's and the guardian's names, and the thing it names as it is now. */
function selectRequests(db: Db) {
  return db
    .select({
      id: gr.id,
      kind: gr.kind,
      state: gr.state,
      reason: gr.reason,
      note: gr.note,
      createdAt: gr.createdAt,
      decidedAt: gr.decidedAt,
      pupilId: gr.pupilId,
      pupilName: pupil.name,
      pupilSurname: pupil.surname,
      guardianId: gr.guardianId,
      guardianName: guardian.name,
      guardianSurname: guardian.surname,
      postId: p.id,
      postTitle: p.title,
      postExcerpt: p.excerpt,
      postUnpublishedAt: p.unpublishedAt,
      postReview: p.review,
      itemId: i.id,
      itemKind: i.kind,
      itemTitle: i.title,
      itemContent: i.content,
      itemReview: i.review,
      collaborationId: c.id,
      collaborationTitle: c.title,
    })
    .from(gr)
    .leftJoin(pupil, eq(pupil.userId, gr.pupilId))
    .leftJoin(guardian, eq(guardian.userId, gr.guardianId))
    .leftJoin(p, eq(p.id, gr.postId))
    .leftJoin(i, eq(i.id, gr.itemId))
    .leftJoin(c, eq(c.id, i.collaborationId));
}
export type GuardianRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['limit']>>[number];

/**
 * A guardian's own requests, newest first, at most `limit` (their index: guardian, created_at
 * descending).
 */
export async function listOwnRequests(db: Db, guardianUser: AuthUser, limit: number): Promise<GuardianRequestRow[]> {
  return selectRequests(db)
    .where(guardianRequestVisibility.own.where(gr, guardianUser))
    .orderBy(sql`${gr.createdAt} desc nulls last`, sql`${gr.id} desc`)
    .limit(limit);
}

/** The kinds of request `reader` decides, by the rule of whose decision each is. */
function decidedKinds(reader: AuthUser): GuardianRequestKind[] {
  return (['hide', 'erase'] as const).filter((kind) => guardianRequestVisibility.decidedBy.test({ kind }, reader));
}

/**
 * The open requests `reader` decides, oldest first (the longest waiting is decided first), at most
 * `limit`. Each kind is one read of the partial index `guardian_requests_open_idx` (kind,
 * created_at, id where open), in order, stopping at `limit`; the kinds are merged here.
 */
export async function listQueue(db: Db, reader: AuthUser, limit: number): Promise<GuardianRequestRow[]> {
  const branches = await Promise.all(
    decidedKinds(reader).map((kind) =>
      selectRequests(db)
        .where(and(eq(gr.kind, kind), guardianRequestVisibility.queued.where(gr, reader)))
        .orderBy(gr.kind, gr.createdAt, gr.id)
        .limit(limit),
    ),
  );
  return branches
    .flat()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** How many requests wait for `reader`'s decision: the number beside the queue's entry. */
export async function countQueue(db: Db, reader: AuthUser): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gr).where(guardianRequestVisibility.queued.where(gr, reader));
  return row?.n ?? 0;
}

/** One request, with what a decision needs: its kind, state, who asked and about whom, and the thing it names. */
export async function findRequest(db: Db, id: string): Promise<GuardianRequestRow | null> {
  const [row] = await selectRequests(db).where(eq(gr.id, id)).limit(1);
  return row ?? null;
}

/** Whose a post is, when it is there. */
export async function findPostAuthor(db: Db, postId: string): Promise<{ authorId: string | null } | null> {
  const [row] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
  return row ?? null;
}

/** Whose an update or help request is, when it is there. */
export async function findItemAuthor(db: Db, itemId: string): Promise<{ createdById: string | null } | null> {
  const [row] = await db.select({ createdById: collaborationItems.createdById }).from(collaborationItems).where(eq(collaborationItems.id, itemId));
  return row ?? null;
}

/**
 * Stores a guardian's request; null when the same request is open already (its partial unique
 * index: one open request per guardian, child, kind and thing), so asking twice adds nothing.
 */
export async function insertRequest(
  db: Db,
  values: { kind: GuardianRequestKind; guardianId: string; pupilId: string; postId: string | null; itemId: string | null; reason: string },
): Promise<string | null> {
  const [row] = await db.insert(guardianRequests).values(values).onConflictDoNothing().returning({ id: guardianRequests.id });
  return row?.id ?? null;
}

/** Decides a request that is still open (false when it is not: decided meanwhile by someone else). */
export async function decideRequest(db: Db, id: string, decision: { outcome: (typeof GUARDIAN_REQUEST_OUTCOMES)[number]; note: string; deciderId: string }): Promise<boolean> {
  const rows = await db
    .update(guardianRequests)
    .set({ state: decision.outcome, note: decision.note, decidedById: decision.deciderId, decidedAt: new Date() })
    .where(and(eq(guardianRequests.id, id), eq(guardianRequests.state, 'open')))
    .returning({ id: guardianRequests.id });
  return rows.length > 0;
}
