import { commentFacts, type CommentAbilities, type CommentThread, type CommentView } from '../../../shared/schemas/comments.js';
import type { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { mentionLabel, type CommentMentionRow } from '../../core/mentions/mentions.js';
import { personSeenBy } from '../../core/people/identity.js';
import { presentReview } from '../../core/review/review-state.js';
import { commentPolicy, editableUntil } from './policy.js';
import type { CommentRow } from './queries.js';

/** Whose eyes a comment is presented for: a member reads every name; a visitor as every public road shows people. */
type SeenAs = 'member' | 'visitor';

/**
 * Who wrote a comment, as its reader sees them: a member reads every name; a visitor (when the
 * site shows them comments) reads people as every public road shows them — a pupil without their
 * guardian's consent to public images by initials, a former pupil by no name.
 */
function authorSeenBy(row: CommentRow, reader: SeenAs): CommentView['author'] {
  const author = { id: row.authorId, name: row.name ?? '', surname: row.surname ?? '' };
  if (reader === 'member') return author;
  const { name, surname } = personSeenBy({ name: author.name, surname: author.surname }, row, 'visitor');
  return { id: author.id, name, surname };
}

/**
 * Its words and whom they mention (decision 0049), as the reader may read the mentioned: a member
 * reads `@Name Surname` as written; a visitor reads a pupil without public image consent by
 * initials, and nobody reads a former pupil's name — their `@` in the words says as much and no more.
 */
function wordsSeenBy(row: CommentRow, mentioned: readonly CommentMentionRow[], reader: SeenAs): Pick<CommentView, 'body' | 'mentions'> {
  let body = row.body;
  const seen = mentioned.map((mention) => {
    const person = personSeenBy({ name: mention.name ?? '', surname: mention.surname ?? '' }, mention, reader);
    const label = person.formerPupil ? '…' : mentionLabel(person);
    if (label !== mention.label) body = body.split(`@${mention.label}`).join(`@${label}`);
    return { id: mention.userId, label };
  });
  return { body, mentions: seen };
}

/** A comment's facts as a member or a visitor reads them: its words and whom they mention, whose, and its state. */
function factsSeenBy(row: CommentRow, mentioned: readonly CommentMentionRow[], reader: SeenAs): z.infer<typeof commentFacts> {
  return {
    id: row.id,
    parentId: row.parentId,
    author: authorSeenBy(row, reader),
    ...wordsSeenBy(row, mentioned, reader),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    review: presentReview(row),
  };
}

/** A comment as `user` reads it: its facts, and what they may do with it. */
export function presentComment(row: CommentRow, user: AuthUser | null, mentioned: readonly CommentMentionRow[] = []): CommentView {
  return { ...factsSeenBy(row, mentioned, user ? 'member' : 'visitor'), ...commentPolicy.abilities(user, row) };
}

/** Groups a page's replies (read apart) by the comment they answer, in order. */
function repliesByParent<T>(replies: readonly CommentRow[], present: (reply: CommentRow) => T): Map<string, T[]> {
  const byParent = new Map<string, T[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId!) ?? [];
    list.push(present(reply));
    byParent.set(reply.parentId!, list);
  }
  return byParent;
}

/** The mentions of a page's comments, found by comment (read at once for the whole page). */
function mentionsByComment(mentioned: readonly CommentMentionRow[]): (commentId: string) => CommentMentionRow[] {
  return (commentId) => mentioned.filter((mention) => mention.commentId === commentId);
}

/** A page's comments, each with its replies (read apart, by parent) in order, and whom each mentions. */
export function presentThread(rows: CommentRow[], replies: CommentRow[], user: AuthUser | null, mentioned: readonly CommentMentionRow[]): CommentThread[] {
  const mentionsOf = mentionsByComment(mentioned);
  const byParent = repliesByParent(replies, (reply) => presentComment(reply, user, mentionsOf(reply.id)));
  return rows.map((row) => ({ ...presentComment(row, user, mentionsOf(row.id)), replies: byParent.get(row.id) ?? [] }));
}

/**
 * A page of live comments as every member who reads the shared page reads it (routes.ts
 * `membersThreadPage`: neither a moderator nor the post's author), its JSON made once: the facts
 * of each comment, with a gap where its abilities go. The rules (policy.ts) give such a member
 * nothing on another's comment — no hiding (the place's author's and the moderators'), no review
 * (the moderators') — and on their own what `commentPolicy.abilities` says at the time of asking
 * (an edit only within its window). A page holding nothing of the reader's is `none` whole.
 */
export interface MembersThreadJson {
  /** The JSON of the comments array, cut at each comment's abilities: `pieces.length === slots.length + 1`. */
  pieces: string[];
  /** The comment whose abilities go after `pieces[i]`. */
  slots: CommentRow[];
  /** The page with no abilities on any comment: what a member with nothing on it reads. */
  none: string;
  /** Who wrote the page's comments: only they read it with an ability. */
  authors: ReadonlySet<string>;
}

const NO_ABILITIES: CommentAbilities = { canEdit: false, canDelete: false, canHide: false, canReview: false };

/** The abilities as the rest of a comment's JSON object: what goes in a slot, before the object closes (or its replies follow). */
const abilitiesJson = (abilities: CommentAbilities) => `,${JSON.stringify(abilities).slice(1, -1)}`;
const NO_ABILITIES_JSON = abilitiesJson(NO_ABILITIES);

/** Makes a page's shared JSON for members (once per page, kept in the public cache). */
export function membersThreadJson(rows: CommentRow[], replies: CommentRow[], mentioned: readonly CommentMentionRow[]): MembersThreadJson {
  const mentionsOf = mentionsByComment(mentioned);
  const pieces: string[] = [];
  const slots: CommentRow[] = [];
  let piece = '[';
  /** Writes a comment's facts, checked by their schema, as an object left open for its abilities. */
  const open = (row: CommentRow) => {
    piece += JSON.stringify(commentFacts.parse(factsSeenBy(row, mentionsOf(row.id), 'member'))).slice(0, -1);
    pieces.push(piece);
    slots.push(row);
    piece = '';
  };
  const byParent = repliesByParent(replies, (reply) => reply);
  rows.forEach((row, index) => {
    piece += index === 0 ? '' : ',';
    open(row);
    piece += ',"replies":[';
    (byParent.get(row.id) ?? []).forEach((reply, at) => {
      piece += at === 0 ? '' : ',';
      open(reply);
      piece += '}';
    });
    piece += ']}';
  });
  pieces.push(`${piece}]`);
  return { pieces, slots, none: pieces.join(NO_ABILITIES_JSON), authors: new Set(slots.map((row) => row.authorId)) };
}

/**
 * The page's comments as JSON for `user` (who reads the shared page): their own comments with what
 * they may do with them; and until when that holds (the first of their edit windows to close, or
 * never), so that the caller may keep it for them until then.
 */
export function membersThreadJsonFor(shared: MembersThreadJson, user: AuthUser, now = Date.now()): { json: string; until: number } {
  if (!shared.authors.has(user.id)) return { json: shared.none, until: Number.POSITIVE_INFINITY };
  let json = shared.pieces[0]!;
  let until = Number.POSITIVE_INFINITY;
  shared.slots.forEach((row, index) => {
    if (row.authorId === user.id) {
      json += abilitiesJson(commentPolicy.abilities(user, row));
      const closes = editableUntil(row);
      if (closes > now && closes < until) until = closes;
    } else json += NO_ABILITIES_JSON;
    json += shared.pieces[index + 1]!;
  });
  return { json, until };
}
