import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../../shared/schemas/collaborations.js';
import type { CommentPage, CommentView } from '../../../shared/schemas/comments.js';
import type { MentionCandidates } from '../../../shared/schemas/mentions.js';
import type { NotificationPage } from '../../../shared/schemas/notifications.js';
import type { App } from '../../app.js';
import { comments, mentions, notifications, users } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * `@` mentions, per role (decision 0049): whom the picker offers where (those who may read the
 * place; a pupil only to teachers, administrators and those who share a collaboration with them;
 * never the writer, never a disabled member), what a write keeps (only those its words still
 * name; one it may not mention refused, nothing saved), who is told and when (once it is live: a
 * pupil's comment tells on approval; an edit tells only the newly mentioned), and how a visitor
 * reads a pupil's mention (by initials).
 */
type Role = 'writer' | 'friend' | 'classmate' | 'pupil' | 'teacher' | 'admin' | 'disabled';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Partial<Record<Role, string>>;
const call = callerAs<Role>(() => app, cookies);
let postId: string;
let collaborationId: string;

beforeAll(async () => {
  app = await buildTestApp();
  people.writer = await createUser(app, { name: 'Eleni', surname: 'Writer' });
  people.friend = await createUser(app, { name: 'Fotis', surname: 'Friend' });
  people.classmate = await createUser(app, { name: 'Christos', surname: 'Classmate' });
  people.pupil = await createUser(app, { name: 'Maria', surname: 'Pupil', needsReview: true });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  people.disabled = await createUser(app, { name: 'Fani', surname: 'Disabled' });
  for (const role of ['writer', 'friend', 'classmate', 'pupil', 'teacher', 'admin'] as const) cookies[role] = await signIn(app, people[role].email, people[role].password);
  await app.db.update(users).set({ banned: true }).where(eq(users.id, people.disabled.id));
  postId = await createPost(app, people.teacher.id, { thumbnailId: (await createImage(app, people.teacher.id)).id });
  // The classmate shares a collaboration with the pupil; the writer does not.
  const started = await call('POST', '/api/collaborations', 'classmate', { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'Wind.' }] });
  collaborationId = (started.json() as { id: string }).id;
  expect((await call('POST', `/api/collaborations/${collaborationId}/members`, 'classmate', { userIds: [people.pupil.id] })).statusCode).toBe(200);
}, 60_000);
afterAll(() => app.close());

async function offered(who: Role, place: string, q: string): Promise<string[]> {
  const response = await call('GET', `/api/mentions?${place}&q=${encodeURIComponent(q)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MentionCandidates).people.map((person) => person.id);
}

async function commentAs(who: Role, body: string, mentionIds: string[]): Promise<CommentView> {
  const response = await call('POST', `/api/posts/${postId}/comments`, who, { body, mentionIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

const mentionNotices = (recipient: Role) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, people[recipient].id), eq(notifications.kind, 'mentioned')));

describe('the picker', () => {
  it('is for members, where they write: a visitor is asked to sign in, a place is required, an unknown one is not found', async () => {
    expect((await call('GET', `/api/mentions?postId=${postId}&q=fo`)).statusCode).toBe(401);
    const noPlace = await call('GET', '/api/mentions?q=fo', 'writer');
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json()).toMatchObject({ error: { fields: { postId: 'Say where you are writing: under a post, or in a collaboration.' } } });
    expect((await call('GET', '/api/mentions?postId=00000000-0000-4000-8000-000000000000&q=fo', 'writer')).statusCode).toBe(404);
  });

  it('offers members by name, never the writer or a disabled member; a pupil only to a teacher, an administrator, or one who shares a collaboration with them', async () => {
    const underPost = `postId=${postId}`;
    expect(await offered('writer', underPost, 'fo')).toEqual([people.friend.id]);
    expect(await offered('writer', underPost, 'fani')).toEqual([]);
    expect(await offered('writer', underPost, 'eleni')).toEqual([]);
    expect(await offered('writer', underPost, 'maria')).toEqual([]);
    expect(await offered('teacher', underPost, 'maria')).toEqual([people.pupil.id]);
    expect(await offered('admin', underPost, 'maria')).toEqual([people.pupil.id]);
    expect(await offered('classmate', underPost, 'maria')).toEqual([people.pupil.id]);
    // In the collaboration: its people may mention its pupil; someone else may not.
    const inCollaboration = `collaborationId=${collaborationId}`;
    expect(await offered('classmate', inCollaboration, 'maria')).toEqual([people.pupil.id]);
    expect(await offered('writer', inCollaboration, 'maria')).toEqual([]);
  });
});

describe('a comment that mentions', () => {
  it('keeps whom its words name and tells them once, never the writer; shows them with the comment', async () => {
    const said = await commentAs('writer', 'Thank you @Fotis Friend!', [people.friend.id]);
    expect(said.mentions).toEqual([{ id: people.friend.id, label: 'Fotis Friend' }]);
    const [notice] = await mentionNotices('friend');
    expect(notice).toMatchObject({ actorId: people.writer.id, postId, details: { subject: 'comment', commentId: said.id } });
    const bell = (await call('GET', '/api/notifications', 'friend')).json() as NotificationPage;
    expect(bell.notifications.find((each) => each.kind === 'mentioned')).toMatchObject({ post: { id: postId }, actor: { name: 'Eleni' } });
    // Edited to mention the teacher too: only the teacher is told now.
    const edited = await call('PATCH', `/api/comments/${said.id}`, 'writer', { body: 'Thank you @Fotis Friend and @Tom Teacher!', mentionIds: [people.friend.id, people.teacher.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await mentionNotices('friend')).toHaveLength(1);
    expect(await mentionNotices('teacher')).toHaveLength(1);
  });

  it('drops a mention its words no longer name', async () => {
    const said = await commentAs('writer', 'Thank you all!', [people.friend.id]);
    expect(said.mentions).toEqual([]);
    expect(await app.db.select().from(mentions).where(eq(mentions.commentId, said.id))).toHaveLength(0);
  });

  it('refuses one the writer may not mention (a pupil they share nothing with, a disabled member, themselves), saving nothing and naming nobody', async () => {
    const before = (await app.db.select().from(comments)).length;
    for (const id of [people.pupil.id, people.disabled.id, people.writer.id, 'nobody-at-all']) {
      const refused = await call('POST', `/api/posts/${postId}/comments`, 'writer', { body: 'Hello @Maria Pupil', mentionIds: [id] });
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json()).toMatchObject({ error: { fields: { mentionIds: 'Someone you mentioned cannot be mentioned here. Choose people from the list that opens after @.' } } });
    }
    const tooMany = await call('POST', `/api/posts/${postId}/comments`, 'writer', { body: 'Hello', mentionIds: Array.from({ length: 11 }, (_, index) => `id-${index}`) });
    expect(tooMany.statusCode).toBe(400);
    expect((await app.db.select().from(comments)).length).toBe(before);
  });

  it('from a pupil, waits with their comment: the mentioned are told once a teacher approves it', async () => {
    const said = await commentAs('pupil', 'Look @Christos Classmate', [people.classmate.id]);
    expect(said.review?.state).toBe('waiting');
    expect(await mentionNotices('classmate')).toHaveLength(0);
    const approved = await call('POST', `/api/review/comments/${said.id}/approve`, 'teacher', { version: said.review!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await mentionNotices('classmate')).toHaveLength(1);
  });

  it('names a pupil to a visitor by initials, when the site shows visitors comments', async () => {
    const said = await commentAs('teacher', 'Well done @Maria Pupil!', [people.pupil.id]);
    expect(said.body).toBe('Well done @Maria Pupil!');
    expect(await mentionNotices('pupil')).toHaveLength(1);
    expect((await call('PUT', '/api/admin/comments-for-visitors', 'admin', { on: true })).statusCode).toBe(200);
    try {
      const page = (await call('GET', `/api/posts/${postId}/comments`)).json() as CommentPage;
      const seen = page.comments.find((each) => each.id === said.id)!;
      expect(seen.body).toBe('Well done @M. P.!');
      expect(seen.mentions).toEqual([{ id: people.pupil.id, label: 'M. P.' }]);
      expect(JSON.stringify(page)).not.toContain('Maria');
    } finally {
      await call('PUT', '/api/admin/comments-for-visitors', 'admin', { on: false });
    }
  });
});

describe('an update or help request that mentions', () => {
  it('tells whom it names once it is live, in its collaboration; refuses a pupil of another collaboration for one outside it', async () => {
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'classmate', {
      kind: 'help',
      title: 'Who can solder?',
      content: [{ type: 'paragraph', value: '@Maria Pupil and @Fotis Friend, can you help?' }],
      mentionIds: [people.pupil.id, people.friend.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const itemId = (posted.json() as { id: string }).id;
    for (const who of ['pupil', 'friend'] as const) {
      expect((await mentionNotices(who)).some((notice) => notice.itemId === itemId && notice.collaborationId === collaborationId)).toBe(true);
    }
    const bell = (await call('GET', '/api/notifications', 'friend')).json() as NotificationPage;
    expect(bell.notifications.find((each) => each.kind === 'mentioned' && each.item?.id === itemId)).toMatchObject({ item: { kind: 'help', title: 'Who can solder?' } });
    // The writer is no member of it: they may not post there at all, let alone mention its pupil.
    const outsider = await call('POST', `/api/collaborations/${collaborationId}/items`, 'writer', { kind: 'update', title: 'Hi @Maria Pupil', content: [], mentionIds: [people.pupil.id] });
    expect(outsider.statusCode).toBe(403);
  });

  it("gives its author's form whom it mentions while they may change it (a revision keeps them); nobody else reads them", async () => {
    const posted = await call('POST', `/api/collaborations/${collaborationId}/items`, 'pupil', {
      kind: 'update',
      title: 'Our wind vane',
      content: [{ type: 'paragraph', value: 'Built with @Christos Classmate.' }],
      mentionIds: [people.classmate.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const path = `/api/collaborations/${collaborationId}/items/${(posted.json() as { id: string }).id}`;
    const mentionsFor = async (who: Role) => ((await call('GET', path, who)).json() as ItemDetail).mentions;
    expect(await mentionsFor('pupil')).toEqual([{ id: people.classmate.id, label: 'Christos Classmate' }]);
    expect(await mentionsFor('teacher')).toEqual([]);
    // Waiting: nobody was told yet, and the revision the form sends keeps the mention.
    expect((await mentionNotices('classmate')).some((notice) => notice.itemId !== null && path.endsWith(notice.itemId))).toBe(false);
    const revised = await call('PUT', path, 'pupil', {
      title: 'Our wind vane, painted',
      content: [{ type: 'paragraph', value: 'Built with @Christos Classmate.' }],
      mentionIds: (await mentionsFor('pupil')).map((mention) => mention.id),
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect((revised.json() as ItemDetail).mentions).toEqual([{ id: people.classmate.id, label: 'Christos Classmate' }]);
  });
});
