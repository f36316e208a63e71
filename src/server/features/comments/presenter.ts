import type { CommentThread, CommentView } from '../../../shared/schemas/comments.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { mentionLabel, type CommentMentionRow } from '../../core/mentions/mentions.js';
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

/**
 * Its words and whom they mention (decision 0049), as the reader may read the mentioned: a member
 * reads `@Name Surname` as written; a visitor reads a pupil without public image consent by
 * initials, and nobody reads a former pupil's name — their `@` in the words says as much and no more.
 */
function wordsSeenBy(row: CommentRow, mentioned: readonly CommentMentionRow[], user: AuthUser | null): Pick<CommentView, 'body' | 'mentions'> {
  let body = row.body;
  const seen = mentioned.map((mention) => {
    const person = personSeenBy({ name: mention.name ?? '', surname: mention.surname ?? '' }, mention, user ? 'member' : 'visitor');
    const label = person.formerPupil ? '…' : mentionLabel(person);
    if (label !== mention.label) body = body.split(`@${mention.label}`).join(`@${label}`);
    return { id: mention.userId, label };
  });
  return { body, mentions: seen };
}

/** A comment as `user` reads it: its words and whom they mention, whose, its state, and what they may do with it. */
export function presentComment(row: CommentRow, user: AuthUser | null, mentioned: readonly CommentMentionRow[] = []): CommentView {
  return {
    id: row.id,
    parentId: row.parentId,
    author: authorSeenBy(row, user),
    ...wordsSeenBy(row, mentioned, user),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    review: presentReview(row),
    ...commentPolicy.abilities(user, row),
  };
}

/** A page's comments, each with its replies (read apart, by parent) in order, and whom each mentions. */
export function presentThread(rows: CommentRow[], replies: CommentRow[], user: AuthUser | null, mentioned: readonly CommentMentionRow[]): CommentThread[] {
  const mentionsOf = (id: string) => mentioned.filter((mention) => mention.commentId === id);
  const byParent = new Map<string, CommentView[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId!) ?? [];
    list.push(presentComment(reply, user, mentionsOf(reply.id)));
    byParent.set(reply.parentId!, list);
  }
  return rows.map((row) => ({ ...presentComment(row, user, mentionsOf(row.id)), replies: byParent.get(row.id) ?? [] }));
}
