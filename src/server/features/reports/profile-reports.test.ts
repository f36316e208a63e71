import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMember } from '../../../shared/schemas/admin.js';
import type { PostDetail } from '../../../shared/schemas/posts.js';
import type { MemberCard, OwnProfile } from '../../../shared/schemas/profiles.js';
import type { ModerationQueue } from '../../../shared/schemas/reports.js';
import type { App } from '../../app.js';
import { auditLog, profiles, reports, users } from '../../core/db/schema.js';
import { placeMedia } from '../../core/media/members-media.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { memberReads } from '../../test/member-reads.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Reports of a member's profile, per role (decision 0050): who reports one (any member, never of
 * themself; a disabled account is not there), and what members' reports and a moderator's decision
 * do to it on every road that shows a member — their card, the author card of their posts (the
 * public cache's too), the photo's address, members' search, the pickers of people — while the
 * member, told why, their guardian and the moderators still read it; an administrator shows it again.
 */
type Role = 'author' | 'guardian' | 'member' | 'other' | 'third' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const { bell, searched } = memberReads<Role>(() => app, cookies);
let postId: string;
let photoSrc: string;

const DESCRIPTION = 'Collects wombat stickers';

beforeAll(async () => {
  app = await buildTestApp();
  people.author = await createUser(app, { name: 'Eleni', surname: 'Author' });
  people.guardian = await createUser(app, { name: 'Anna', surname: 'Mother' });
  // The author's family reads their child's profile, hidden or not.
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.author.id, createdById: null });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.other = await createUser(app, { name: 'Chris', surname: 'Other' });
  people.third = await createUser(app, { name: 'Dimitra', surname: 'Third' });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  // The author's profile has a photo, words and a contact address, placed as an approved profile's are.
  const photo = await createImage(app, people.author.id, 'profile');
  await app.db.update(profiles).set({ imageId: photo.id, description: DESCRIPTION, email: 'eleni@example.org' }).where(eq(profiles.userId, people.author.id));
  await placeMedia({ db: app.db, storage: app.mediaStorage }, [photo.id]);
  postId = await createPost(app, people.author.id, { title: 'Our sticker swap', thumbnailId: (await createImage(app, people.author.id)).id });
  await app.publicCache.invalidate();
}, 60_000);
afterAll(() => app.close());

const report = (who: Role | undefined, id: string, reason = 'bullying') => call('POST', '/api/reports', who, { subject: { type: 'profile', id }, reason });
const decide = (who: Role, body: Record<string, unknown>) => call('POST', `/api/moderation/profile/${people.author.id}/decide`, who, body);
const postAuthor = async (who?: Role) => ((await call('GET', `/api/posts/${postId}`, who)).json() as PostDetail).author;
const card = async (who: Role) => (await call('GET', `/api/profiles/${people.author.id}`, who)).json() as MemberCard;
const ownProfile = async () => (await call('GET', '/api/profile', 'author')).json() as OwnProfile;

async function queueEntry() {
  const response = await call('GET', '/api/moderation', 'teacher');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ModerationQueue).entries.find((entry) => entry.subject.type === 'profile' && entry.subject.id === people.author.id);
}

/**
 * Every road shows the author's photo, words and contact details to other members, and the photo
 * to visitors at a public address (a fresh one each time it is made public: public files are cached for good).
 */
async function expectShown() {
  photoSrc = (await postAuthor()).image!.src;
  expect(photoSrc).toMatch(/^\/media\/profile\//);
  expect(await card('member')).toMatchObject({ description: DESCRIPTION, email: 'eleni@example.org', image: { src: photoSrc }, hidden: false });
  expect(await postAuthor()).toMatchObject({ description: DESCRIPTION });
  expect((await call('GET', photoSrc)).statusCode).toBe(200);
  expect(await searched('member', 'wombat')).toContain(people.author.id);
}

/** Every road withholds them from other members and visitors, the name kept; the member and the moderators still read them, told it is hidden. */
async function expectHidden() {
  expect(await card('member')).toEqual({ id: people.author.id, name: 'Eleni', surname: 'Author', description: '', image: null, email: null, telephone: null, facebook: null, instagram: null, hidden: false });
  for (const who of [undefined, 'member'] as const) expect(await postAuthor(who), who).toMatchObject({ name: 'Eleni', surname: 'Author', description: '', image: null });
  expect((await call('GET', photoSrc)).statusCode).toBe(404);
  expect((await call('GET', photoSrc, 'member')).statusCode).toBe(404);
  expect(await searched('member', 'wombat')).not.toContain(people.author.id);
  const picker = await call('GET', `/api/collaborations/${collaborationId}/candidates?q=Eleni`, 'member');
  expect(picker.statusCode, picker.body).toBe(200);
  expect((picker.json() as { people: { id: string; image: unknown }[] }).people.find((person) => person.id === people.author.id)).toMatchObject({ image: null });
  // Theirs, and the moderators', to read and decide on.
  expect(await ownProfile()).toMatchObject({ description: DESCRIPTION, image: { id: expect.any(String) }, hidden: true });
  const moderators = await card('teacher');
  expect(moderators).toMatchObject({ description: DESCRIPTION, hidden: true });
  // Out of public view, the photo is at an address only those who may see it are answered at.
  expect(moderators.image!.src).not.toBe(photoSrc);
  expect(await card('guardian')).toMatchObject({ description: DESCRIPTION, image: { src: moderators.image!.src }, hidden: true });
  expect((await call('GET', moderators.image!.src, 'guardian')).statusCode).toBe(200);
  expect((await call('GET', moderators.image!.src, 'teacher')).statusCode).toBe(200);
  expect((await call('GET', moderators.image!.src, 'member')).statusCode).toBe(404);
  expect(await searched('teacher', 'wombat')).toContain(people.author.id);
}

let collaborationId: string;
beforeAll(async () => {
  const started = await call('POST', '/api/collaborations', 'member', { title: 'Sticker club', thumbnailId: null, content: [{ type: 'paragraph', value: 'Swap them.' }] });
  expect(started.statusCode, started.body).toBe(201);
  collaborationId = (started.json() as { id: string }).id;
});

describe('reporting a profile', () => {
  it('is for members, of anyone but themself; a disabled or unknown account is not there; a bad reason stores nothing', async () => {
    expect((await report(undefined, people.author.id)).statusCode).toBe(401);
    const own = await report('author', people.author.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { code: 'report_own' } });
    const unknown = await report('member', 'no-such-member');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'That post, comment, update, request for help or profile could not be found.' } });
    const gone = await createUser(app, { name: 'Gone', surname: 'Away' });
    await app.db.update(users).set({ banned: true }).where(eq(users.id, gone.id));
    expect((await report('member', gone.id)).statusCode).toBe(404);
    const wrong = await report('member', people.author.id, 'boring');
    expect(wrong.statusCode).toBe(400);
    expect(await app.db.select().from(reports).where(eq(reports.subjectId, people.author.id))).toHaveLength(0);
    await expectShown();
  });

  it('three members’ reports hide its photo, words and contact details on every road until a moderator decides; a dismissal shows them again', async () => {
    expect((await report('member', people.author.id)).statusCode).toBe(201);
    expect((await report('member', people.author.id)).statusCode).toBe(409);
    expect((await report('other', people.author.id, 'personal_information')).statusCode).toBe(201);
    await expectShown();
    expect((await report('third', people.author.id, 'children')).statusCode).toBe(201);
    await expectHidden();
    // The member learns it is hidden, and that members reported it (never who): the bell leads to their own profile.
    expect((await bell('author')).find((notice) => notice.kind === 'report_held')).toMatchObject({ subject: 'profile', actor: null, post: null, item: null });

    const entry = (await queueEntry())!;
    expect(entry).toMatchObject({ subject: { type: 'profile', id: people.author.id }, post: null, collaboration: null, item: null, held: true, hidden: true, author: { id: people.author.id, name: 'Eleni' }, image: { id: expect.any(String) } });
    expect(entry.text).toContain(DESCRIPTION);
    expect(entry.text).toContain('eleni@example.org');
    expect(entry.reports.map((each) => each.reason).sort()).toEqual(['bullying', 'children', 'personal_information']);

    // Only moderators decide; a profile is hidden, never deleted from here.
    expect((await decide('member', { action: 'dismiss' })).statusCode).toBe(403);
    const deleted = await decide('teacher', { action: 'delete', reason: 'Rude' });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toMatchObject({ error: { code: 'report_profile_delete' } });
    expect((await decide('teacher', { action: 'dismiss' })).statusCode).toBe(200);
    await expectShown();
    expect(await ownProfile()).toMatchObject({ hidden: false });
    const told = (await bell('other')).find((notice) => notice.kind === 'report_decided');
    expect(told).toMatchObject({ subject: 'profile', reportOutcome: 'dismissed', post: null });
    expect(await queueEntry()).toBeUndefined();
  });

  it('a moderator hides it with a reason and may stop its member commenting: told why, audited; an administrator alone shows it again', async () => {
    expect((await report('other', people.author.id, 'spam')).statusCode).toBe(201);
    expect((await decide('teacher', { action: 'hide' })).statusCode).toBe(400);
    expect((await decide('teacher', { action: 'hide', reason: 'A classmate’s phone number', banDays: 1 })).statusCode).toBe(200);
    await expectHidden();
    expect((await bell('author')).find((notice) => notice.kind === 'profile_hidden')).toMatchObject({ subject: 'profile', note: 'A classmate’s phone number', actor: { name: 'Tom' } });
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'profile.hidden'), eq(auditLog.targetId, people.author.id)));
    expect(audit).toMatchObject({ actorId: people.teacher.id, targetType: 'user', details: { reason: 'A classmate’s phone number' } });
    expect((await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.comment_banned'), eq(auditLog.targetId, people.author.id)))).length).toBe(1);
    expect((await bell('other')).find((notice) => notice.kind === 'report_decided')).toMatchObject({ subject: 'profile', reportOutcome: 'hidden' });
    // The administrators' list says so; they alone show it again.
    const listed = (await call('GET', '/api/admin/members?page=1&q=Author', 'admin')).json() as { members: AdminMember[] };
    expect(listed.members.find((member) => member.id === people.author.id)?.profileHidden).toBe(true);
    const show = (who: Role) => call('POST', `/api/admin/members/${people.author.id}/show-profile`, who);
    expect((await show('author')).statusCode).toBe(403);
    expect((await show('teacher')).statusCode).toBe(403);
    expect((await show('admin')).statusCode).toBe(200);
    await expectShown();
    const again = await show('admin');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'profile_not_hidden' } });
    expect(await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'profile.shown'), eq(auditLog.targetId, people.author.id)))).toHaveLength(1);
  });

  it('a watched word’s flag in a profile’s words saves them live and files a report with no reporter', async () => {
    const added = await call('POST', '/api/admin/watched-words', 'admin', { phrase: 'vlakas', action: 'flag' });
    expect(added.statusCode).toBe(201);
    try {
      const saved = await call('PUT', '/api/profile', 'third', { description: 'Ο αδερφός μου είναι βλάκας', imageId: null, email: null, telephone: null, facebook: null, instagram: null });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call('GET', `/api/profiles/${people.third.id}`, 'member')).json()).toMatchObject({ description: 'Ο αδερφός μου είναι βλάκας' });
      const response = await call('GET', '/api/moderation', 'teacher');
      const entry = (response.json() as ModerationQueue).entries.find((each) => each.subject.id === people.third.id)!;
      expect(entry.reports).toEqual([expect.objectContaining({ reason: 'watched_word', words: 'vlakas', reporter: null })]);
    } finally {
      await call('DELETE', `/api/admin/watched-words/${(added.json() as { id: string }).id}`, 'admin');
    }
  });
});
