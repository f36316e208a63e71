import type { CommentThread, CommentView } from '../../../shared/schemas/comments.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { presentReview } from '../../core/review/review-state.js';
import { commentPolicy } from './policy.js';
import type { CommentRow } from './queries.js';

/** A comment as `user` reads it: its words, whose, its state, and what they may do with it. */
export function presentComment(row: CommentRow, user: AuthUser | null): CommentView {
  return {
    id: row.id,
    parentId: row.parentId,
    author: { id: row.authorId, name: row.name ?? '', surname: row.surname ?? '' },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    review: presentReview(row),
    ...commentPolicy.abilities(user, row),
  };
}

/** A page's comments, each with its replies (read apart, by parent) in order. */
export function presentThread(rows: CommentRow[], replies: CommentRow[], user: AuthUser | null): CommentThread[] {
  const byParent = new Map<string, CommentView[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId!) ?? [];
    list.push(presentComment(reply, user));
    byParent.set(reply.parentId!, list);
  }
  return rows.map((row) => ({ ...presentComment(row, user), replies: byParent.get(row.id) ?? [] }));
}
