import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createImage, createPost, createUser } from '../../test/factories.js';
import { comments, posts } from '../db/schema.js';
import { commentVisibility } from './comments.js';
import type { Predicate, Reader } from './predicate.js';

/**
 * The comment rules both ways (as visibility.test.ts does for every other table): the row test
 * the policy and presenter use, and the SQL the thread, its count and the review queue use, which
 * reads the post's author through a join. Comments in every state, by several authors, under
 * posts of two authors; readers of every role. Where the two forms disagree, this fails.
 */
let app: App;
type Who = 'visitor' | 'member' | 'other' | 'guardian' | 'teacher' | 'admin';
const readers = {} as Record<Who, Reader>;

beforeAll(async () => {
  app = await buildTestApp();
  const make = async (role: 'member' | 'teacher' | 'admin') => ({ id: (await createUser(app, { role })).id, role });
  readers.visitor = null;
  readers.member = await make('member');
  readers.other = await make('member');
  readers.guardian = { ...(await make('member')), childIds: [readers.member.id] };
  readers.teacher = await make('teacher');
  readers.admin = await make('admin');
}, 60_000);
afterAll(() => app.close());

describe('comment visibility, both ways', () => {
  it('live, readable, waiting, decidable, hideable agree as a row test and as SQL', async () => {
    const thumbnailId = (await createImage(app, readers.member!.id)).id;
    const postIds = [await createPost(app, readers.member!.id, { thumbnailId }), await createPost(app, readers.other!.id, { thumbnailId })];
    const values = [];
    for (const [postId, postAuthorId] of [
      [postIds[0]!, readers.member!.id],
      [postIds[1]!, readers.other!.id],
    ] as const) {
      for (const review of [null, 'waiting', 'sent_back'] as const) {
        // Shown; hidden by the post's author, by a moderator, or by nobody (members' reports hold it, decision 0044).
        for (const hiddenById of [undefined, postAuthorId, readers.teacher!.id, null]) {
          for (const authorId of [readers.member!.id, readers.other!.id, readers.teacher!.id]) {
            values.push({ postId, authorId, body: 'A comment', review, hiddenAt: hiddenById === undefined ? null : new Date(), hiddenById: hiddenById ?? null });
          }
        }
      }
    }
    const inserted = await app.db.insert(comments).values(values).returning({ id: comments.id });
    const ids = inserted.map((row) => row.id);
    const rows = await app.db
      .select({ id: comments.id, review: comments.review, hiddenAt: comments.hiddenAt, hiddenById: comments.hiddenById, authorId: comments.authorId, placeAuthorId: posts.authorId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(inArray(comments.id, ids));
    expect(rows).toHaveLength(72);
    const columns = { id: comments.id, review: comments.review, hiddenAt: comments.hiddenAt, hiddenById: comments.hiddenById, authorId: comments.authorId, placeAuthorId: posts.authorId };
    for (const [name, predicate] of Object.entries(commentVisibility) as [string, Predicate<(typeof rows)[number]>][]) {
      for (const [who, reader] of Object.entries(readers) as [Who, Reader][]) {
        const expected = rows.filter((row) => predicate.test(row, reader)).map((row) => row.id).sort();
        const found = await app.db
          .select({ id: sql<string>`${comments.id}::text` })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(sql`${inArray(comments.id, ids)} and ${predicate.where(columns, reader)}`);
        expect(found.map((row) => row.id).sort(), `${name} for the ${who}`).toEqual(expected);
      }
    }
    // The rule says what the decision says: a guardian reads their child's comment in any state, another member a live one only.
    const waitingByMember = rows.find((row) => row.review === 'waiting' && row.authorId === readers.member!.id && row.hiddenAt === null)!;
    expect(commentVisibility.readable.test(waitingByMember, readers.guardian)).toBe(true);
    expect(commentVisibility.readable.test(waitingByMember, readers.other)).toBe(false);
    // A post's author shows again what they hid, never what a moderator hid or members' reports hold.
    const underOwnPost = (hiddenById: string | null) => rows.find((row) => row.placeAuthorId === readers.member!.id && row.review === null && row.hiddenAt !== null && row.hiddenById === hiddenById)!;
    expect(commentVisibility.hideable.test(underOwnPost(readers.member!.id), readers.member)).toBe(true);
    expect(commentVisibility.hideable.test(underOwnPost(readers.teacher!.id), readers.member)).toBe(false);
    expect(commentVisibility.hideable.test(underOwnPost(null), readers.member)).toBe(false);
    expect(commentVisibility.hideable.test(underOwnPost(null), readers.teacher)).toBe(true);
  });
});
