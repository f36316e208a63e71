import { describe, expect, it } from 'vitest';
import { COMMENT_EDIT_WINDOW_MS } from '../../../shared/constants.js';
import { commentPage } from '../../../shared/schemas/comments.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { CommentMentionRow } from '../../core/mentions/mentions.js';
import { membersThreadJson, membersThreadJsonFor, presentThread } from './presenter.js';
import type { CommentRow } from './queries.js';

const POST_AUTHOR = '00000000-0000-4000-8000-0000000000aa';
const ANNA = '00000000-0000-4000-8000-000000000001';
const BORIS = '00000000-0000-4000-8000-000000000002';
const READER = '00000000-0000-4000-8000-000000000003';

const member = (id: string): AuthUser => ({ id, email: `${id}@example.org`, role: 'member', needsReview: false, childIds: [], projectIds: [] });

let next = 0;
/** A live comment as the thread reads it, written `minutesAgo`. */
function comment(authorId: string, minutesAgo: number, parentId: string | null = null, body = 'Well said "indeed" \\ ✓'): CommentRow {
  next += 1;
  return {
    id: `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`,
    parentId,
    authorId,
    name: authorId === ANNA ? 'Anna' : 'Boris',
    surname: 'Ö"Brien',
    needsReview: false,
    imageConsent: null,
    anonymised: false,
    body,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    editedAt: minutesAgo > 60 ? new Date(Date.now() - 60 * 60_000) : null,
    hiddenAt: null,
    hiddenById: null,
    review: null,
    version: 1,
    reviewNote: null,
    reviewedAt: null,
    placeAuthorId: POST_AUTHOR,
  } as CommentRow;
}

/** A page with replies, comments by two members, one of them within its edit window, one naming a member. */
function page() {
  const first = comment(ANNA, 120);
  const second = comment(BORIS, 90, null, 'Thank you @Anna Ö"Brien');
  const third = comment(READER, 3);
  const replies = [comment(BORIS, 100, first.id), comment(READER, 2 * 60, first.id), comment(ANNA, 1, third.id)];
  const mentioned = [{ commentId: second.id, userId: ANNA, label: 'Anna Ö"Brien', name: 'Anna', surname: 'Ö"Brien', needsReview: false, imageConsent: null, anonymised: false }] as CommentMentionRow[];
  return { rows: [first, second, third], replies, mentioned };
}

describe("a thread's shared JSON for members", () => {
  it('says, for a member with comments on the page, what presenting the page for them says: their own editable within the window, deletable always', () => {
    const { rows, replies, mentioned } = page();
    const reader = member(READER);
    const { json, until } = membersThreadJsonFor(membersThreadJson(rows, replies, mentioned), reader);
    const presented = presentThread(rows, replies, reader, mentioned);
    expect(JSON.parse(json)).toEqual(presented);
    const mine = presented.flatMap((row) => [row, ...row.replies]).filter((view) => view.author.id === READER);
    // Their reply of two hours ago, then their comment of three minutes ago.
    expect(mine.map((view) => [view.canEdit, view.canDelete])).toEqual([
      [false, true],
      [true, true],
    ]);
    // It holds until their comment of three minutes ago can no longer be changed.
    expect(until).toBe(rows[2]!.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS);
  });

  it('is kept whole for a member with nothing on the page, and says what presenting it for them says', () => {
    const { rows, replies, mentioned } = page();
    const shared = membersThreadJson(rows, replies, mentioned);
    const outsider = member('00000000-0000-4000-8000-000000000009');
    expect(membersThreadJsonFor(shared, outsider)).toEqual({ json: shared.none, until: Number.POSITIVE_INFINITY });
    expect(JSON.parse(shared.none)).toEqual(presentThread(rows, replies, outsider, mentioned));
  });

  it('makes a page the answer schema accepts, an empty one too', () => {
    const { rows, replies, mentioned } = page();
    const body = (comments: string) => JSON.parse(`{"comments":${comments},"total":3,"page":1,"pageSize":20,"muted":false,"canComment":true}`);
    expect(commentPage.safeParse(body(membersThreadJsonFor(membersThreadJson(rows, replies, mentioned), member(ANNA)).json)).success).toBe(true);
    expect(membersThreadJson([], [], []).none).toBe('[]');
  });
});
