import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReactionCount, ReactionsAnswer } from '../../../shared/schemas/reactions.js';
import type { App } from '../../app.js';
import { auditLog, reactions } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { openStream, type OpenStream } from '../../test/event-stream.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Reactions (decision 0047): members react once with each emoji the site offers to what they may
 * read and is live (posts, comments, updates and help requests), read the counts and who reacted;
 * visitors read nothing of them; what a member may not read (a waiting pupil's post, comment or
 * update, a hidden comment) is not there for them on any road; administrators choose the set.
 */
type Role = 'author' | 'member' | 'pupil' | 'teacher' | 'admin' | 'collaborator';
let app: App;
let base: string;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const streams: OpenStream[] = [];
const ids = {} as Record<'post' | 'membersPost' | 'waitingPost' | 'comment' | 'waitingComment' | 'hiddenComment' | 'collaboration' | 'update' | 'waitingUpdate', string>;

const react = (who: Role | undefined, type: string, id: string, emoji: string) => call('PUT', `/api/reactions/${type}/${id}/${encodeURIComponent(emoji)}`, who);
const unreact = (who: Role | undefined, type: string, id: string, emoji: string) => call('DELETE', `/api/reactions/${type}/${id}/${encodeURIComponent(emoji)}`, who);
async function read(who: Role, type: string, list: string[]): Promise<ReactionsAnswer> {
  const response = await call('GET', `/api/reactions?type=${type}&ids=${list.join(',')}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReactionsAnswer;
}
const stored = async () => (await app.db.select().from(reactions)).length;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people.author = await createUser(app, { name: 'Eleni', surname: 'Author' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.pupil = await createUser(app, { name: 'Maria', surname: 'Pupil', needsReview: true });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Tom', surname: 'Teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  people.collaborator = await createUser(app, { name: 'Nikos', surname: 'Collaborator' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  const thumbnailId = (await createImage(app, people.author.id)).id;
  ids.post = await createPost(app, people.author.id, { thumbnailId });
  ids.membersPost = await createPost(app, people.author.id, { thumbnailId, audience: 'members' });
  const pupilThumbnail = (await createImage(app, people.pupil.id)).id;
  const waiting = await call('POST', '/api/posts', 'pupil', { title: 'My first post', thumbnailId: pupilThumbnail, content: [{ type: 'paragraph', value: 'Waiting for a teacher.' }] });
  expect(waiting.statusCode, waiting.body).toBe(201);
  ids.waitingPost = (waiting.json() as { id: string }).id;

  const comment = async (who: Role, body: string) => {
    const response = await call('POST', `/api/posts/${ids.post}/comments`, who, { body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  ids.comment = await comment('member', 'Lovely garden!');
  ids.waitingComment = await comment('pupil', 'I planted the basil.');
  ids.hiddenComment = await comment('member', 'Off topic');
  expect((await call('POST', `/api/comments/${ids.hiddenComment}/hide`, 'author', { reason: 'Off topic' })).statusCode).toBe(200);

  const started = await call('POST', '/api/collaborations', 'collaborator', { title: 'Weather station', thumbnailId: null, content: [{ type: 'paragraph', value: 'Wind and rain.' }] });
  ids.collaboration = (started.json() as { id: string }).id;
  expect((await call('POST', `/api/collaborations/${ids.collaboration}/members`, 'collaborator', { userIds: [people.pupil.id] })).statusCode).toBe(200);
  ids.update = ((await call('POST', `/api/collaborations/${ids.collaboration}/items`, 'collaborator', { kind: 'update', title: 'Sensors ordered', content: [] })).json() as { id: string }).id;
  const pupilUpdate = await call('POST', `/api/collaborations/${ids.collaboration}/items`, 'pupil', { kind: 'update', title: 'I soldered it', content: [] });
  expect(pupilUpdate.statusCode, pupilUpdate.body).toBe(201);
  ids.waitingUpdate = (pupilUpdate.json() as { id: string }).id;
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

describe('visitors', () => {
  it('read no count, and cannot react: asked to sign in, nothing stored', async () => {
    const before = await stored();
    expect((await call('GET', `/api/reactions?type=post&ids=${ids.post}`)).statusCode).toBe(401);
    expect((await react(undefined, 'post', ids.post, '👍')).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });
});

describe('reacting to a post', () => {
  it('one of each emoji per member: counted, marked as the reader’s own, with who reacted; taken back', async () => {
    const given = await react('member', 'post', ids.post, '👍');
    expect(given.statusCode, given.body).toBe(200);
    expect((given.json() as { reactions: ReactionCount[] }).reactions).toEqual([{ emoji: '👍', count: 1, mine: true, people: [{ id: people.member.id, name: 'Bill', surname: 'Member' }] }]);
    // Twice is still once.
    expect((await react('member', 'post', ids.post, '👍')).statusCode).toBe(200);
    expect((await react('teacher', 'post', ids.post, '👍')).statusCode).toBe(200);
    expect((await react('teacher', 'post', ids.post, '🎉')).statusCode).toBe(200);
    const seenByAuthor = await read('author', 'post', [ids.post]);
    expect(seenByAuthor.set).toEqual(['👍', '❤️', '🎉', '💡', '👏']);
    expect(seenByAuthor.things[ids.post]).toEqual([
      { emoji: '👍', count: 2, mine: false, people: [expect.objectContaining({ name: 'Bill' }), expect.objectContaining({ name: 'Tom' })] },
      { emoji: '🎉', count: 1, mine: false, people: [expect.objectContaining({ name: 'Tom' })] },
    ]);
    const taken = await unreact('teacher', 'post', ids.post, '🎉');
    expect((taken.json() as { reactions: ReactionCount[] }).reactions.map((r) => r.emoji)).toEqual(['👍']);
    // Taking back what was never given changes nothing.
    expect((await unreact('author', 'post', ids.post, '❤️')).statusCode).toBe(200);
  });

  it('a members-only post takes members’ reactions', async () => {
    expect((await react('pupil', 'post', ids.membersPost, '❤️')).statusCode).toBe(200);
    expect((await read('member', 'post', [ids.membersPost])).things[ids.membersPost]).toMatchObject([{ emoji: '❤️', count: 1, mine: false }]);
  });

  it('a pupil’s post waiting for review is not there for other members; its author and a teacher read it but cannot react', async () => {
    expect((await react('member', 'post', ids.waitingPost, '👍')).statusCode).toBe(404);
    expect((await read('member', 'post', [ids.waitingPost, ids.post])).things).not.toHaveProperty(ids.waitingPost);
    for (const who of ['pupil', 'teacher'] as Role[]) {
      const refused = await react(who, 'post', ids.waitingPost, '👍');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'reaction_not_live' } });
    }
    expect((await read('teacher', 'post', [ids.waitingPost])).things[ids.waitingPost]).toEqual([]);
  });
});

describe('bad input', () => {
  it('an emoji outside the positive palette, one the site does not offer, an unknown kind or id: refused, nothing stored', async () => {
    const before = await stored();
    const thumbsDown = await react('member', 'post', ids.post, '👎');
    expect(thumbsDown.statusCode).toBe(400);
    expect(thumbsDown.json()).toMatchObject({ error: { fields: { emoji: 'Choose one of the reactions this site offers.' } } });
    const notOffered = await react('member', 'post', ids.post, '🚀');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ error: { code: 'reaction_not_offered' } });
    expect((await react('member', 'profile', ids.post, '👍')).statusCode).toBe(400);
    expect((await react('member', 'post', 'not-an-id', '👍')).statusCode).toBe(404);
    expect((await react('member', 'post', '00000000-0000-4000-8000-000000000000', '👍')).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('reading: no ids, a malformed one, or more than a hundred', async () => {
    expect((await call('GET', '/api/reactions?type=post&ids=', 'member')).statusCode).toBe(400);
    expect((await call('GET', `/api/reactions?type=post&ids=${ids.post},nope`, 'member')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    const tooMany = await call('GET', `/api/reactions?type=post&ids=${many.join(',')}`, 'member');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('100');
  });
});

describe('reacting to comments', () => {
  it('a live comment takes reactions; a waiting or hidden one is not there for other members, nor reacted to by its author', async () => {
    expect((await react('author', 'comment', ids.comment, '💡')).statusCode).toBe(200);
    const seen = await read('collaborator', 'comment', [ids.comment, ids.waitingComment, ids.hiddenComment]);
    expect(Object.keys(seen.things)).toEqual([ids.comment]);
    expect(seen.things[ids.comment]).toMatchObject([{ emoji: '💡', count: 1, mine: false }]);
    expect((await react('member', 'comment', ids.waitingComment, '👍')).statusCode).toBe(404);
    expect((await react('pupil', 'comment', ids.waitingComment, '👍')).statusCode).toBe(409);
    // The post's author reads the comment they hid, to show it again, but it takes no reaction while hidden.
    expect((await react('author', 'comment', ids.hiddenComment, '👍')).statusCode).toBe(409);
    expect((await react('teacher', 'comment', ids.hiddenComment, '👍')).statusCode).toBe(409);
  });
});

describe('reacting to updates and help requests', () => {
  it('any member reacts to a live update; a pupil’s waiting update is theirs and the reviewers’ to read, nobody’s to react to', async () => {
    expect((await react('member', 'item', ids.update, '👏')).statusCode).toBe(200);
    expect((await read('collaborator', 'item', [ids.update, ids.waitingUpdate])).things).toEqual({ [ids.update]: [expect.objectContaining({ emoji: '👏', count: 1 })] });
    expect((await react('member', 'item', ids.waitingUpdate, '👍')).statusCode).toBe(404);
    expect((await react('pupil', 'item', ids.waitingUpdate, '👍')).statusCode).toBe(409);
    expect((await read('teacher', 'item', [ids.waitingUpdate])).things).toHaveProperty(ids.waitingUpdate);
  });

  it('an item deleted takes its reactions with it', async () => {
    const help = await call('POST', `/api/collaborations/${ids.collaboration}/items`, 'collaborator', { kind: 'help', title: 'Who can solder?', content: [] });
    const helpId = (help.json() as { id: string }).id;
    expect((await react('member', 'item', helpId, '👍')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/collaborations/${ids.collaboration}/items/${helpId}`, 'collaborator')).statusCode).toBe(204);
    expect(await app.db.select().from(reactions).where(eq(reactions.itemId, helpId))).toEqual([]);
  });
});

describe('the live pages', () => {
  it('hear of a reaction on a post or its comments, on the post’s topic', async () => {
    const stream = await openStream(`${base}/api/live?topics=post:${ids.post}`, { cookie: cookies.author });
    streams.push(stream);
    await stream.next('ready');
    expect((await react('admin', 'comment', ids.comment, '❤️')).statusCode).toBe(200);
    expect(JSON.parse((await stream.next('comments')).data)).toEqual({ id: ids.post });
  });
});

describe('the site’s set', () => {
  const setSet = (who: Role | undefined, body: unknown) => call('PUT', '/api/admin/reactions', who, body);

  it('is administrators’ to choose: a visitor is asked to sign in, members and teachers refused', async () => {
    expect((await setSet(undefined, { set: ['👍'] })).statusCode).toBe(401);
    for (const who of ['member', 'teacher', 'pupil'] as Role[]) expect((await setSet(who, { set: ['👍'] })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reactions', 'teacher')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reactions', 'admin')).json()).toEqual({ set: ['👍', '❤️', '🎉', '💡', '👏'] });
  });

  it('refuses an empty set, more than six, the same twice, or anything outside the palette', async () => {
    for (const set of [[], ['👍', '❤️', '🎉', '💡', '👏', '🌟', '🙌'], ['👍', '👍'], ['👍', '👎'], 'all']) {
      const refused = await setSet('admin', { set });
      expect(refused.statusCode, JSON.stringify(set)).toBe(400);
    }
    expect((await call('GET', '/api/admin/reactions', 'admin')).json()).toEqual({ set: ['👍', '❤️', '🎉', '💡', '👏'] });
  });

  it('a new set is offered at once, audited; reactions the site no longer offers are kept but not shown', async () => {
    const changed = await setSet('admin', { set: ['🚀', '👍'] });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'site.reactions_changed'), eq(auditLog.actorId, people.admin.id)));
    expect(entry?.details).toEqual({ set: ['🚀', '👍'] });
    expect((await react('member', 'post', ids.post, '🚀')).statusCode).toBe(200);
    const seen = await read('member', 'post', [ids.post]);
    expect(seen.set).toEqual(['🚀', '👍']);
    expect(seen.things[ids.post]!.map((r) => r.emoji)).toEqual(['🚀', '👍']);
    expect((await react('member', 'post', ids.post, '🎉')).statusCode).toBe(400);
    expect((await setSet('admin', { set: ['👍', '❤️', '🎉', '💡', '👏'] })).statusCode).toBe(200);
  });
});
