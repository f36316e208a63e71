import type { CommentThread, CommentView } from '../../../shared/schemas/comments.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { personSeenBy } from '../../core/people/identity.js';
import { presentReview } from '../../core/review/review-state.js';
import { commentPolicy } from './policy.js';
import type { CommentRow } from './queries.js';

/**
 * Who wrote a comment, as its reader sees them: a member reads every name; a visitor (when the
 * site shows them comments) reads people as every public road shows them — a pupil without their
 * guardian's consent to public images by initials, a former pupil by no name.
 */
function authorSeenBy(row: CommentRow, user: AuthUser | null): CommentView['author'] {
  const author = { id: row.authorId, name: row.name ?? '', surname: row.surname ?? '' };
  if (user) return author;
  const { name, surname } = personSeenBy({ name: author.name, surname: author.surname }, row, 'visitor');
  return { id: author.id, name, surname };
}

/** A comment as `user` reads it: its words, whose, its state, and what they may do with it. */
export function presentComment(row: CommentRow, user: AuthUser | null): CommentView {
  return {
    id: row.id,
    parentId: row.parentId,
    author: authorSeenBy(row, user),
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
