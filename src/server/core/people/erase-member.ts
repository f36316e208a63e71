import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { RecordEvent } from '../events/record.js';
import type { Db } from '../db/client.js';
import { auditLog, collaborationItems, collaborations, contactMessages, media, posts, rateLimits, users, verifications } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { postShowsPicture } from '../visibility/media.js';
import { variantName } from '../media/save-image.js';
import type { MediaStorage } from '../media/storage.js';

/** What whoever erases decided for the member's work. */
export interface Erasure {
  memberId: string;
  /** Keep their posts and their updates and help requests, by a "Former member", or delete them. */
  keepPosts: boolean;
  /** Who takes on the collaborations they created (required when there are any). */
  successorId: string | null;
}

/** Whether a picture is still shown by anything once the member is gone (then it stays, with no owner). */
const STILL_SHOWN = sql`(
  ${postShowsPicture()}
  or exists (select 1 from collaborations c where c.thumbnail_id = ${media.id} or c.content @> jsonb_build_array(jsonb_build_object('type', 'image', 'value', ${media.id}::text)))
  or exists (select 1 from collaboration_items i where i.content @> jsonb_build_array(jsonb_build_object('type', 'image', 'value', ${media.id}::text)))
  or exists (select 1 from collaboration_revisions r where r.thumbnail_id = ${media.id} or r.content @> jsonb_build_array(jsonb_build_object('type', 'image', 'value', ${media.id}::text)))
  or exists (select 1 from profiles pr where pr.image_id = ${media.id})
  or exists (select 1 from site_images s where s.media_id = ${media.id})
  or exists (select 1 from projects pj where pj.picture_id = ${media.id})
)`;

/** What an erasure leaves to do after its commit: the files of the pictures that went. */
export interface ErasedMember {
  posts: number;
  removed: { key: string; variants: number[] }[];
}

/**
 * Checks an erasure before its change: the member is there, and whoever takes on the
 * collaborations they created (when there are any) is another member. Refuses (404, 400 at
 * `successorId`) otherwise.
 */
export async function checkErasure(db: Db, erasure: Erasure): Promise<void> {
  const { memberId, successorId } = erasure;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) throw notFound('member');
  const [{ created } = { created: 0 }] = await db
    .select({ created: sql<number>`count(*)::int` })
    .from(collaborations)
    .where(eq(collaborations.createdById, memberId));
  if (created > 0) {
    if (!successorId) throw badRequest('validation_failed', { successorId: 'successor_required' });
    const [successor] = successorId === memberId ? [] : await db.select({ id: users.id }).from(users).where(eq(users.id, successorId));
    if (!successor) throw badRequest('validation_failed', { successorId: 'successor_invalid' });
  }
}

/**
 * Erases a member (GDPR article 17) in the caller's change, with its event: the collaborations
 * they created pass to `successorId`; their posts and their updates and help requests are deleted
 * or kept by no one (a "Former member"); their account, profile, sessions, second factor,
 * memberships, guardianships, requests about them, notifications, pending links and contact
 * messages go; the audit log keeps what admins did to their account, without their address, and
 * forgets their sign-ins; the rows of every picture they uploaded that nothing shows any more go.
 * The files of those pictures are deleted after the commit (`forgetErasedFiles`). Call
 * `checkErasure` first.
 */
export async function eraseMemberIn(tx: Db, record: RecordEvent, erasure: Erasure): Promise<ErasedMember> {
  const { memberId, keepPosts, successorId } = erasure;
  const [member] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, memberId));
  if (!member) throw notFound('member');
  const [{ created } = { created: 0 }] = await tx
    .select({ created: sql<number>`count(*)::int` })
    .from(collaborations)
    .where(eq(collaborations.createdById, memberId));
  if (created > 0 && !successorId) throw badRequest('validation_failed', { successorId: 'successor_required' });
  // Audited, and every public answer forgotten: their name, photo and posts were in every kind of page.
  record({ type: 'member.erased', targetType: 'user', targetId: memberId, details: { keptPosts: keepPosts, successorId: created > 0 ? successorId : null } });
  if (created > 0) await tx.update(collaborations).set({ createdById: successorId! }).where(eq(collaborations.createdById, memberId));
  const [{ count: postsOf } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(posts).where(eq(posts.authorId, memberId));
  if (keepPosts) {
    await tx.update(posts).set({ authorId: null }).where(eq(posts.authorId, memberId));
    // Their updates and help requests lose their author when the account goes (the key says so).
  } else {
    await tx.delete(posts).where(eq(posts.authorId, memberId));
    await tx.delete(collaborationItems).where(eq(collaborationItems.createdById, memberId));
  }
  await forgetTracesIn(tx, member);
  // The account: sessions, second factor, profile, memberships, guardianships, requests about
  // them and notifications go with it (their keys cascade), and the pictures they uploaded become
  // no one's (the key sets null).
  const owned = await tx.select({ id: media.id }).from(media).where(eq(media.ownerId, memberId));
  await tx.delete(users).where(eq(users.id, memberId));
  // What a kept post or a collaboration still shows stays; the rest goes.
  const removed = await removeUnshownPictures(tx, owned.map((row) => row.id));
  return { removed, posts: keepPosts ? 0 : postsOf };
}

/**
 * What is left of a member outside their account, in the caller's change (erasure, and a former
 * pupil's anonymisation): the audit log forgets their sign-ins (failed ones too) and downloads and keeps admins'
 * acts on their account without their address or names, and invitations made for their address
 * without it; pending links, contact messages from their
 * address and the limits counted on them go.
 */
export async function forgetTracesIn(tx: Db, member: { id: string; email: string }): Promise<void> {
  await tx.delete(auditLog).where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, member.id), or(like(auditLog.action, 'auth.%'), eq(auditLog.action, 'account.data_exported'))));
  // A failed sign-in names the account by the address typed (it has no id) and the address it came from: it goes whole.
  await tx.delete(auditLog).where(and(eq(auditLog.action, 'auth.sign_in_failed'), sql`lower(${auditLog.details}->>'email') = ${member.email.toLowerCase()}`));
  await tx.execute(sql`update audit_log set details = details - 'email' - 'name' - 'surname' where target_type = 'user' and target_id = ${member.id} and (details ? 'email' or details ? 'name' or details ? 'surname')`);
  // An invitation made for their address names it too (the entry stays, with no address).
  await tx.execute(sql`update audit_log set details = details - 'email' where lower(details->>'email') = ${member.email.toLowerCase()}`);
  await tx.delete(verifications).where(or(eq(verifications.value, member.id), eq(verifications.identifier, member.email)));
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, member.email.toLowerCase()));
  // Limits counted per member name them, by id or (the sign-in throttle) by address; they would expire within the hour anyway.
  await tx.delete(rateLimits).where(or(sql`position(${member.id} in ${rateLimits.key}) > 0`, sql`position(${member.email.toLowerCase()} in lower(${rateLimits.key})) > 0`));
}

/** Deletes the rows of these pictures that nothing shows any more, answering their files to delete after the commit. */
export async function removeUnshownPictures(tx: Db, ids: readonly string[]): Promise<ErasedMember['removed']> {
  if (ids.length === 0) return [];
  return tx
    .delete(media)
    .where(and(inArray(media.id, [...ids]), sql`not ${STILL_SHOWN}`))
    .returning({ key: media.key, variants: media.variants });
}

/** After an erasure's commit: deletes the files of its pictures (a file that cannot be deleted now is left for the media sweep, which removes files no row names). */
export async function forgetErasedFiles(storage: MediaStorage, erased: Pick<ErasedMember, 'removed'> & { posts: number }): Promise<{ posts: number; pictures: number }> {
  await Promise.all(erased.removed.flatMap((row) => row.variants.map((width) => storage.delete(variantName(row.key, width)).catch(() => {}))));
  return { posts: erased.posts, pictures: erased.removed.length };
}

/**
 * Erases a member as one change of its own (`deps.change`): the check, the erasure and, after the
 * commit, its files. Answers how many posts and pictures went.
 */
export async function eraseMember(
  deps: { db: Db; storage: MediaStorage; change: <T>(change: (tx: Db, record: RecordEvent) => Promise<T>) => Promise<T> },
  erasure: Erasure,
): Promise<{ posts: number; pictures: number }> {
  await checkErasure(deps.db, erasure);
  const erased = await deps.change((tx, record) => eraseMemberIn(tx, record, erasure));
  return forgetErasedFiles(deps.storage, erased);
}
