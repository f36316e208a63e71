import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FORMER_PUPIL_CONTENT, PUPIL_RETENTION_YEARS, type FormerPupilContent } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import {
  accounts,
  collaborationItems,
  collaborationMembers,
  collaborationRevisions,
  collaborations,
  consents,
  guardianRequests,
  guardianships,
  invitations,
  notifications,
  pictureTags,
  posts,
  profileRevisions,
  profiles,
  sessions,
  siteSettings,
  twoFactors,
  users,
} from '../db/schema.js';
import { changeWithEvents, type EventDeps, type RecordEvent } from '../events/record.js';
import { imageIdsOf } from '../media/site-media.js';
import { forgetErasedFiles, forgetTracesIn, removeUnshownPictures } from './erase-member.js';
import { initialOf } from './identity.js';
import type { MediaStorage } from '../media/storage.js';

/*
 * Pupils who leave (decision 0041). An administrator marks them as having left: their account is
 * disabled at once. After the site's retention period (school years, two unless set) the
 * maintenance job anonymises them: the account stays as a record under their initials, with no
 * way to sign in and nothing that reaches them; their photos and the pictures tagging them go;
 * what they wrote is kept under "Former pupil" or removed, as the site's setting says.
 */

/** The site's rule for pupils who leave. */
export interface RetentionSettings {
  years: number;
  content: FormerPupilContent;
}

/** The retention period and what becomes of a former pupil's work (the defaults until an administrator sets them). */
export async function readRetention(db: Db): Promise<RetentionSettings> {
  const [row] = await db
    .select({ years: siteSettings.pupilRetentionYears, content: siteSettings.formerPupilContent })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const content = FORMER_PUPIL_CONTENT.find((choice) => choice === row?.content) ?? 'keep';
  return { years: row?.years ?? PUPIL_RETENTION_YEARS.default, content };
}

/** Sets the retention rule (the one row of site_settings, made if missing). */
export async function writeRetention(db: Db, settings: RetentionSettings): Promise<void> {
  const values = { pupilRetentionYears: settings.years, formerPupilContent: settings.content };
  await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });
}

/** The day a pupil who left on `leftAt` is anonymised: `years` years later, to the day. */
export function anonymisedOn(leftAt: Date, years: number): Date {
  const day = new Date(leftAt);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day;
}

/** Left, and not anonymised yet: those the preview lists and the job looks at (users_left_idx). */
const WAITING = and(isNotNull(users.leftAt), isNull(users.anonymisedAt));

/** Left on or before this moment: their retention period has passed by `now`. */
const leftBy = (now: Date, years: number): SQL => sql`${users.leftAt} <= ${anonymisedOn(now, -years).toISOString()}::timestamptz`;

/** How many pupils the preview shows at once: the soonest; the count says how many wait in all. */
const PREVIEW_SIZE = 50;

/** Who is next: the pupils who left and are not anonymised yet, soonest first, with the day each will be. */
export async function previewFormerPupils(db: Db, years: number) {
  const rows = await db
    .select({ id: users.id, name: profiles.name, surname: profiles.surname, leftAt: users.leftAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(WAITING)
    .orderBy(asc(users.leftAt), asc(users.id))
    .limit(PREVIEW_SIZE);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(WAITING);
  return {
    total,
    pupils: rows.map((row) => ({
      id: row.id,
      name: row.name ?? '',
      surname: row.surname ?? '',
      leftAt: row.leftAt!,
      anonymisedOn: anonymisedOn(row.leftAt!, years),
    })),
  };
}

/** What marking pupils as having left found: those marked now, and the ids that are no pupil of this site. */
export interface MarkedLeft {
  marked: string[];
  notPupils: string[];
}

/**
 * Marks these pupils as having left, in the caller's change, each with an audit entry: their
 * accounts are disabled and their sessions end. Those already marked stay as they were (the day
 * they left does not move); ids that are not a pupil's account are answered, and nothing is done
 * when there are any, so the caller can refuse the whole request.
 */
export async function markLeftIn(tx: Db, record: RecordEvent, ids: readonly string[], now: Date): Promise<MarkedLeft> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: users.id, leftAt: users.leftAt })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.needsReview, true), isNull(users.anonymisedAt)));
  const pupils = new Map(found.map((row) => [row.id, row.leftAt]));
  const notPupils = unique.filter((id) => !pupils.has(id));
  if (notPupils.length > 0) return { marked: [], notPupils };
  const marked = unique.filter((id) => pupils.get(id) === null);
  if (marked.length === 0) return { marked, notPupils };
  await tx.update(users).set({ leftAt: now, banned: true, banReason: 'left the programme', updatedAt: now }).where(inArray(users.id, marked));
  await tx.delete(sessions).where(inArray(sessions.userId, marked));
  for (const id of marked) record({ type: 'member.left', targetType: 'user', targetId: id });
  return { marked, notPupils };
}

/** Image blocks showing one of these pictures taken out of a content column (a JSON array of blocks), order kept. */
function withoutPictures(content: SQLWrapper, ids: string): SQL {
  return sql`(select coalesce(jsonb_agg(block order by place), '[]'::jsonb) from jsonb_array_elements(${content}) with ordinality as blocks(block, place)
    where not (block->>'type' = 'image' and block->>'value' in (select jsonb_array_elements_text(${ids}::jsonb))))`;
}

/** Whether a content column shows one of these pictures. */
const showsAny = (content: SQLWrapper, ids: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${content}) as blocks(block) where block->>'type' = 'image' and block->>'value' in (select jsonb_array_elements_text(${ids}::jsonb)))`;

/**
 * Takes these pictures out of everything that shows them (posts, collaborations, their changes
 * waiting for review, updates and help requests, profiles) and deletes their rows, answering the
 * files to delete after the commit.
 */
async function takePicturesOut(tx: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  await tx.update(posts).set({ thumbnailId: null }).where(inArray(posts.thumbnailId, [...ids]));
  await tx.update(posts).set({ content: withoutPictures(posts.content, list) }).where(showsAny(posts.content, list));
  await tx.update(collaborations).set({ thumbnailId: null }).where(inArray(collaborations.thumbnailId, [...ids]));
  await tx.update(collaborations).set({ content: withoutPictures(collaborations.content, list) }).where(showsAny(collaborations.content, list));
  await tx.update(collaborationRevisions).set({ thumbnailId: null }).where(inArray(collaborationRevisions.thumbnailId, [...ids]));
  await tx.update(collaborationRevisions).set({ content: withoutPictures(collaborationRevisions.content, list) }).where(showsAny(collaborationRevisions.content, list));
  await tx.update(collaborationItems).set({ content: withoutPictures(collaborationItems.content, list) }).where(showsAny(collaborationItems.content, list));
  await tx.update(profiles).set({ imageId: null }).where(inArray(profiles.imageId, [...ids]));
  await tx.update(profileRevisions).set({ imageId: null }).where(inArray(profileRevisions.imageId, [...ids]));
  return removeUnshownPictures(tx, ids);
}

/** What one anonymisation did, for its audit entry and the files to delete after the commit. */
interface Anonymised {
  posts: number;
  pictures: number;
  removed: Awaited<ReturnType<typeof removeUnshownPictures>>;
}

/**
 * Anonymises one former pupil in the caller's change, with its audit entry. The account stays as
 * a record under the pupil's initials (so what they wrote and the audit log still have an author)
 * with an address that reaches no one, and without its password, second factor, sessions,
 * memberships, guardians, consents, requests, notifications, invitations and profile texts; their
 * photo and every picture tagging them are taken out of what shows them and deleted; their posts,
 * updates and help requests are kept (shown under "Former pupil") or deleted, as `content` says,
 * with the pictures nothing else shows.
 */
export async function anonymisePupilIn(tx: Db, record: RecordEvent, pupilId: string, content: FormerPupilContent, now: Date): Promise<Anonymised> {
  const [pupil] = await tx
    .select({ id: users.id, email: users.email, name: profiles.name, surname: profiles.surname, photoId: profiles.imageId })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, pupilId), WAITING));
  if (!pupil) return { posts: 0, pictures: 0, removed: [] };

  const tagged = await tx.select({ id: pictureTags.mediaId }).from(pictureTags).where(eq(pictureTags.pupilId, pupilId));
  const pictures = [...new Set([...tagged.map((row) => row.id), ...(pupil.photoId ? [pupil.photoId] : [])])];
  let postsRemoved = 0;
  let theirs: string[] = [];
  if (content === 'remove') {
    const gone = await tx.delete(posts).where(eq(posts.authorId, pupilId)).returning({ thumbnailId: posts.thumbnailId, content: posts.content });
    postsRemoved = gone.length;
    const items = await tx.delete(collaborationItems).where(eq(collaborationItems.createdById, pupilId)).returning({ content: collaborationItems.content });
    theirs = [...gone.flatMap((post) => [post.thumbnailId, ...imageIdsOf(post.content)]), ...items.flatMap((item) => imageIdsOf(item.content))].filter(
      (id): id is string => typeof id === 'string' && !pictures.includes(id),
    );
  }
  const removed = [...(await takePicturesOut(tx, pictures)), ...(await removeUnshownPictures(tx, theirs))];

  // Nothing of the account reaches or names the child any more.
  await forgetTracesIn(tx, pupil);
  await tx.delete(sessions).where(eq(sessions.userId, pupilId));
  await tx.delete(accounts).where(eq(accounts.userId, pupilId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, pupilId));
  await tx.delete(collaborationMembers).where(eq(collaborationMembers.userId, pupilId));
  await tx.delete(profileRevisions).where(eq(profileRevisions.userId, pupilId));
  await tx.delete(collaborationRevisions).where(eq(collaborationRevisions.authorId, pupilId));
  await tx.delete(guardianships).where(eq(guardianships.pupilId, pupilId));
  await tx.delete(guardianRequests).where(eq(guardianRequests.pupilId, pupilId));
  await tx.delete(consents).where(eq(consents.pupilId, pupilId));
  await tx.delete(notifications).where(or(eq(notifications.recipientId, pupilId), eq(notifications.actorId, pupilId)));
  await tx.delete(invitations).where(or(eq(invitations.guardianOfId, pupilId), eq(sql`lower(${invitations.email})`, pupil.email.toLowerCase())));
  const name = initialOf(pupil.name ?? '');
  const surname = initialOf(pupil.surname ?? '');
  await tx
    .update(profiles)
    .set({ name, surname, description: '', facebook: null, instagram: null, email: null, telephone: null, imageId: null, imageConsent: null, notificationDigest: false, updatedAt: now })
    .where(eq(profiles.userId, pupilId));
  await tx
    .update(users)
    .set({ name: `${name} ${surname}`.trim(), email: `${pupilId}@former-pupil.invalid`, emailVerified: false, image: null, twoFactorEnabled: false, anonymisedAt: now, updatedAt: now })
    .where(eq(users.id, pupilId));
  record({ type: 'member.anonymised', targetType: 'user', targetId: pupilId, details: { content, posts: postsRemoved, pictures: removed.length } });
  return { posts: postsRemoved, pictures: removed.length, removed };
}

/** What a run of the retention job did. */
export interface RetentionRun {
  anonymised: number;
  pictures: number;
  posts: number;
}

/**
 * The retention job (maintenance.ts): anonymises every pupil whose retention period has passed by
 * `now`, each in a change of their own (one that fails is tried again at the next run, the others
 * stay done), then deletes their pictures' files.
 */
export async function anonymiseFormerPupils(deps: EventDeps & { storage: MediaStorage }, now: Date = new Date()): Promise<RetentionRun> {
  const { years, content } = await readRetention(deps.db);
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(WAITING, leftBy(now, years)))
    .orderBy(asc(users.leftAt));
  const run: RetentionRun = { anonymised: 0, pictures: 0, posts: 0 };
  for (const { id } of due) {
    // Agora does it by itself: the audit entry has no actor.
    const done = await changeWithEvents(deps, { actorId: null }, (tx, record) => anonymisePupilIn(tx, record, id, content, now));
    const files = await forgetErasedFiles(deps.storage, done);
    run.anonymised += 1;
    run.pictures += files.pictures;
    run.posts += files.posts;
  }
  return run;
}
