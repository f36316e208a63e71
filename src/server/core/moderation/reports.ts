import { and, countDistinct, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { REPORT_HIDE_THRESHOLD_DEFAULT, type ReportReason } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { collaborationItems, commentBans, comments, profiles, reportHolds, reports, siteSettings } from '../db/schema.js';
import type { ReportedThing } from '../events/events.js';
import type { RecordEvent } from '../events/record.js';
import { switchPostOnSite } from '../posts/moderation.js';

/*
 * Reports (decision 0044), the part every road that files or lifts one shares: a member's report
 * (features/reports), a watched word's `flag` (the posts' and comments' writes) and a moderator's
 * decision all go through here, so a thing is held, and let go, one way.
 */

/** A reported thing: a post, or a comment under its post or item; a collaboration's update or help request; or a member's profile. */
export type { ReportedThing };

/** How many different members' open reports hold a thing hidden until a decision (the site's setting). */
export async function reportHideThreshold(db: Db): Promise<number> {
  const [row] = await db.select({ threshold: siteSettings.reportHideThreshold }).from(siteSettings).limit(1);
  return row?.threshold ?? REPORT_HIDE_THRESHOLD_DEFAULT;
}

/**
 * Files a report of `subject` (by `reporterId`; null: a watched word's flag, `words` its phrase)
 * in the caller's change, and holds the thing hidden when as many different members as the
 * site's threshold now report it. Answers false, filing nothing, when this reporter (or the flag)
 * has an open report of it already.
 */
export async function fileReport(
  tx: Db,
  record: RecordEvent,
  report: { subject: ReportedThing; reporterId: string | null; reason: ReportReason; words: string | null },
): Promise<boolean> {
  const { subject } = report;
  // One open report per member and thing: the partial unique index says so even for two at once.
  const [filed] = await tx
    .insert(reports)
    .values({ subjectType: subject.type, subjectId: subject.id, reporterId: report.reporterId, reason: report.reason, words: report.words || null })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!filed) return false;
  record({ type: 'report.made', reportId: filed.id, subject, reason: report.reason, reporterId: report.reporterId });
  // A flag asks the moderators to look; only members' reports, each member once, hide a thing.
  if (report.reporterId === null) return true;
  // One after the other: a transaction is one connection, which runs one query at a time (pg
  // warns of a second sent meanwhile, and its next major refuses it).
  const [counted] = await tx
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(and(eq(reports.subjectType, subject.type), eq(reports.subjectId, subject.id), isNull(reports.closedAt), isNotNull(reports.reporterId)));
  const threshold = await reportHideThreshold(tx);
  if ((counted?.reporters ?? 0) >= threshold) await holdThing(tx, record, subject, counted!.reporters);
  return true;
}

/**
 * Hides a thing members reported until a moderator decides: a comment, update, help request or
 * profile as hidden by nobody, a post taken off the site by nobody; its hold remembers that the reports did it, so a dismissal
 * shows it again. One already hidden (by its post's author, a moderator, an administrator) stays
 * as it is, theirs to show again.
 */
async function holdThing(tx: Db, record: RecordEvent, subject: ReportedThing, reporters: number): Promise<void> {
  const hidden = await hideForHold(tx, subject);
  if (!hidden) return;
  await tx.insert(reportHolds).values({ subjectType: subject.type, subjectId: subject.id }).onConflictDoNothing();
  record({ type: 'report.held', subject, authorId: hidden.authorId, reports: reporters, pictureIds: hidden.pictureIds });
}

/** Hides a thing as nobody's act, unless it is hidden already; answers whose it is and the pictures taken out of view with it. */
async function hideForHold(tx: Db, subject: ReportedThing): Promise<{ authorId: string | null; pictureIds: (string | null)[] } | null> {
  if (subject.type === 'item') {
    const [hidden] = await tx
      .update(collaborationItems)
      .set({ hiddenAt: sql`now()`, hiddenById: null })
      .where(and(eq(collaborationItems.id, subject.id), isNull(collaborationItems.hiddenAt)))
      .returning({ authorId: collaborationItems.createdById });
    return hidden ? { authorId: hidden.authorId, pictureIds: [] } : null;
  }
  if (subject.type === 'comment') {
    const [hidden] = await tx
      .update(comments)
      .set({ hiddenAt: sql`now()`, hiddenById: null })
      .where(and(eq(comments.id, subject.id), isNull(comments.hiddenAt)))
      .returning({ authorId: comments.authorId });
    return hidden ? { authorId: hidden.authorId, pictureIds: [] } : null;
  }
  if (subject.type === 'profile') {
    // Its photo leaves public view with it (core/visibility/profiles.ts).
    const [hidden] = await tx
      .update(profiles)
      .set({ hiddenAt: sql`now()`, hiddenById: null })
      .where(and(eq(profiles.userId, subject.id), isNull(profiles.hiddenAt)))
      .returning({ imageId: profiles.imageId });
    return hidden ? { authorId: subject.id, pictureIds: [hidden.imageId] } : null;
  }
  const off = await switchPostOnSite(tx, { postId: subject.id, unpublish: true, byId: null });
  return off ? { authorId: off.authorId, pictureIds: off.pictureIds } : null;
}

/**
 * Lets go of a thing's hold, if the reports held it, in a moderator's decision: `show` puts it
 * back as it was (a dismissal); otherwise it stays hidden and the decision hides it as the
 * moderator's own. Answers whether there was a hold, and the pictures a post shown again places.
 */
export async function releaseHold(tx: Db, subject: ReportedThing, show: boolean): Promise<{ held: boolean; pictureIds: (string | null)[] }> {
  const released = await tx
    .delete(reportHolds)
    .where(and(eq(reportHolds.subjectType, subject.type), eq(reportHolds.subjectId, subject.id)))
    .returning({ subjectId: reportHolds.subjectId });
  if (released.length === 0 || !show) return { held: released.length > 0, pictureIds: [] };
  if (subject.type === 'item') {
    await tx
      .update(collaborationItems)
      .set({ hiddenAt: null, hiddenById: null })
      .where(and(eq(collaborationItems.id, subject.id), isNull(collaborationItems.hiddenById)));
    return { held: true, pictureIds: [] };
  }
  if (subject.type === 'comment') {
    await tx
      .update(comments)
      .set({ hiddenAt: null, hiddenById: null })
      .where(and(eq(comments.id, subject.id), isNull(comments.hiddenById)));
    return { held: true, pictureIds: [] };
  }
  if (subject.type === 'profile') {
    const shown = await tx
      .update(profiles)
      .set({ hiddenAt: null, hiddenById: null })
      .where(and(eq(profiles.userId, subject.id), isNull(profiles.hiddenById)))
      .returning({ imageId: profiles.imageId });
    return { held: true, pictureIds: shown.map((row) => row.imageId) };
  }
  const back = await switchPostOnSite(tx, { postId: subject.id, unpublish: false, byId: null });
  return { held: true, pictureIds: back?.pictureIds ?? [] };
}

/** Whether a thing is held by its reports now. */
export async function isHeld(db: Db, subject: { type: ReportedThing['type']; id: string }): Promise<boolean> {
  const rows = await db
    .select({ id: reportHolds.subjectId })
    .from(reportHolds)
    .where(and(eq(reportHolds.subjectType, subject.type), eq(reportHolds.subjectId, subject.id)))
    .limit(1);
  return rows.length > 0;
}

/** Until when a moderator stopped this member commenting, if that is still to come. */
export async function commentBanUntil(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: commentBans.until })
    .from(commentBans)
    .where(and(eq(commentBans.userId, userId), gt(commentBans.until, sql`now()`)))
    .limit(1);
  return row?.until ?? null;
}
