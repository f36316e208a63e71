import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { comments } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * The limit that keeps one account from flooding a thread: thirty comments in ten minutes, per
 * member (pupils share an address), on every instance (counted in PostgreSQL). A refused comment
 * stores nothing. (The reports' limit: reports/report-rate.test.ts.)
 */
type Role = 'busy' | 'other' | 'author';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let postId: string;

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ['busy', 'other', 'author'] as Role[]) {
    people[role] = await createUser(app);
    cookies[role] = await signIn(app, people[role].email, people[role].password);
  }
  postId = await createPost(app, people.author.id, { thumbnailId: (await createImage(app, people.author.id)).id });
}, 60_000);
afterAll(() => app.close());

const tooMany = (minutes: number) => ({ error: { code: 'too_many_requests', message: `Too many attempts. Please wait ${minutes} minutes and try again.`, values: { count: minutes } } });

describe('the comment limit', () => {
  it('a member writes thirty comments in ten minutes, then gets 429 saying how long to wait; others comment on', async () => {
    for (let i = 0; i < 30; i++) expect((await call('POST', `/api/posts/${postId}/comments`, 'busy', { body: `Comment ${i}` })).statusCode).toBe(201);
    const refused = await call('POST', `/api/posts/${postId}/comments`, 'busy', { body: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany(10));
    expect(await app.db.$count(comments, eq(comments.body, 'One too many'))).toBe(0);
    expect((await call('POST', `/api/posts/${postId}/comments`, 'other', { body: 'Still welcome' })).statusCode).toBe(201);
  }, 60_000);
});
