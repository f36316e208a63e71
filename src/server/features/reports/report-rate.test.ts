import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { comments, reports } from '../../core/db/schema.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * The limit that keeps one account from burying the moderators' queue: twenty reports an hour,
 * per member, on every instance (counted in PostgreSQL). A refused report is not filed.
 */
type Role = 'busy' | 'other' | 'author';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
let postId: string;
let commentIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ['busy', 'other', 'author'] as Role[]) {
    people[role] = await createUser(app);
    cookies[role] = await signIn(app, people[role].email, people[role].password);
  }
  postId = await createPost(app, people.author.id, { thumbnailId: (await createImage(app, people.author.id)).id });
  // Twenty-one things to report: comments of one member, written straight to the table.
  const rows = await app.db
    .insert(comments)
    .values(Array.from({ length: 21 }, (_, i) => ({ postId, authorId: people.busy.id, body: `Comment ${i}` })))
    .returning({ id: comments.id });
  commentIds = rows.map((row) => row.id);
}, 60_000);
afterAll(() => app.close());

const tooMany = (minutes: number) => ({ error: { code: 'too_many_requests', message: `Too many attempts. Please wait ${minutes} minutes and try again.`, values: { count: minutes } } });

describe('the report limit', () => {
  it('a member files twenty reports an hour, then gets 429; the twenty-first is not filed, and others still report', async () => {
    const theirs = commentIds.map((id) => ({ id }));
    const report = (who: Role, id: string) => call('POST', '/api/reports', who, { subject: { type: 'comment', id }, reason: 'spam' });
    for (const { id } of theirs.slice(0, 20)) expect((await report('other', id)).statusCode).toBe(201);
    const refused = await report('other', theirs[20]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany(60));
    expect(await app.db.$count(reports, eq(reports.reporterId, people.other.id))).toBe(20);
    expect((await report('author', theirs[20]!.id)).statusCode).toBe(201);
  }, 60_000);
});
