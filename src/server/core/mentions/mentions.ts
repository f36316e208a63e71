import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { MENTIONS_MAX } from '../../../shared/constants.js';
import type { Db } from '../db/client.js';
import { collaborationMembers, collaborations, mentions, profiles, users } from '../db/schema.js';
import { validationFailed } from '../errors.js';
import { nameMatches } from '../people/name-search.js';
import { isReviewer } from '../people/roles.js';
import type { Reader } from '../visibility/predicate.js';
import { loadReaders } from '../visibility/readers.js';
import { shownProfileColumns } from '../visibility/profiles.js';

/*
 * `@` mentions (decision 0049), the part every road that writes or reads one shares: the comments'
 * writes (a comment under a post) and the collaborations' (an update or help request). Who may be
 * mentioned is one rule, asked by the picker and again by every write: a member who may read the
 * place (`reads`, the caller's visibility rule) and is not disabled, never the writer; a pupil only
 * by a teacher or an administrator, or by someone who shares a collaboration with them — the one
 * the update is in, or any for a comment. A mention cannot show the thing to anyone else, and
 * cannot find a pupil for a stranger.
 */

/** Where the words are written: under a post, or in a collaboration. */
export type MentionPlace = { kind: 'post'; postId: string } | { kind: 'collaboration'; collaborationId: string };

/** The thing that mentions: a comment, or an update or help request. */
export type MentionThing = { commentId: string } | { itemId: string };

/** A member who may be mentioned, as the picker offers them and a write checks them. */
export interface Mentionable {
  id: string;
  name: string;
  surname: string;
  imageId: string | null;
  role: string;
}

/** The people of a collaboration: its members and the one who started it. */
const peopleOf = (collaborationId: SQL | string) => sql`(
  select ${collaborationMembers.userId} as user_id from ${collaborationMembers} where ${collaborationMembers.collaborationId} = ${collaborationId}
  union select ${collaborations.createdById} from ${collaborations} where ${collaborations.id} = ${collaborationId})`;

/** Whether the writer may mention the member the query's `users` row is, in this place (the pupil rule). */
function pupilRule(writer: NonNullable<Reader>, place: MentionPlace): SQL {
  if (isReviewer(writer)) return sql`true`;
  const sharesOne =
    place.kind === 'collaboration'
      ? sql`${writer.id} in ${peopleOf(place.collaborationId)} and ${users.id} in ${peopleOf(place.collaborationId)}`
      : sql`exists (
          select 1 from ${collaborations} c
          where c.status <> 'deleted'
            and ${writer.id} in ${peopleOf(sql`c.id`)}
            and ${users.id} in ${peopleOf(sql`c.id`)})`;
  return sql`(${users.needsReview} is not true or (${sharesOne}))`;
}

/** Everyone the writer may mention here, before the place's own rule: not disabled, not erased, not the writer, the pupil rule. */
function mentionableWhere(writer: NonNullable<Reader>, place: MentionPlace): SQL {
  return and(ne(users.id, writer.id), sql`${users.banned} is not true`, isNull(users.anonymisedAt), pupilRule(writer, place))!;
}

// A hidden profile's photo is withheld in the picker too (decision 0050).
const candidateColumns = { id: users.id, name: profiles.name, surname: profiles.surname, imageId: shownProfileColumns(null).imageId, role: users.role };

/**
 * Of these members, those who may read the place, asked as each of them as their session would
 * carry them (with their children, and the projects they read by: a project's post for its own people).
 */
async function readingThePlace<Row extends { id: string }>(db: Db, rows: Row[], reads: (member: NonNullable<Reader>) => boolean): Promise<Row[]> {
  const readers = await loadReaders(db, rows.map((row) => row.id));
  return rows.filter((row) => {
    const reader = readers.get(row.id);
    return reader !== undefined && reads(reader);
  });
}

/**
 * Members whose name matches `q` whom the writer may mention here, alphabetical, at most `limit`:
 * `reads` says whether each may read the place (its visibility rule, asked as that member), so
 * the picker never offers one who could not read what mentions them.
 */
export async function mentionCandidates(
  db: Db,
  writer: NonNullable<Reader>,
  place: MentionPlace,
  q: string,
  reads: (member: NonNullable<Reader>) => boolean,
  limit: number,
): Promise<Mentionable[]> {
  // Read a few more than asked: the place's rule, asked per member, may leave some out.
  const rows = await db
    .select(candidateColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(mentionableWhere(writer, place), nameMatches(q)))
    .orderBy(asc(profiles.name), asc(profiles.surname), asc(users.id))
    .limit(limit * 3);
  return (await readingThePlace(db, rows, reads)).slice(0, limit);
}

/** `@Name Surname`: what the picker writes for a member, and what a write looks for in the text. */
export const mentionLabel = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();

/**
 * The mentions a write asks for (`ids`), checked by the same rule as the picker: one the writer
 * may not mention here is refused (400 `mention_not_allowed`, nothing saved, naming nobody the
 * writer may not know of); one whose `@Name Surname` is no longer in the text (the writer deleted
 * it) is dropped. Answers each kept member with the label the text names them by.
 */
export async function checkMentions(
  db: Db,
  writer: NonNullable<Reader>,
  place: MentionPlace,
  ids: readonly string[],
  text: string,
  reads: (member: NonNullable<Reader>) => boolean,
): Promise<{ userId: string; label: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (wanted.length > MENTIONS_MAX) throw validationFailed({ mentionIds: 'mentions_too_many' });
  const rows = await db
    .select(candidateColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, wanted), mentionableWhere(writer, place)));
  const allowed = await readingThePlace(db, rows, reads);
  if (allowed.length !== wanted.length) throw validationFailed({ mentionIds: 'mention_not_allowed' });
  return allowed.flatMap((row) => {
    const label = mentionLabel(row);
    return text.includes(`@${label}`) ? [{ userId: row.id, label }] : [];
  });
}

const thingColumn = (thing: MentionThing) => ('commentId' in thing ? mentions.commentId : mentions.itemId);
const thingId = (thing: MentionThing) => ('commentId' in thing ? thing.commentId : thing.itemId);

/**
 * Keeps a thing's mentions as its newest words name them, in the caller's change: new ones are
 * added (to be told when it is live), those no longer in the words are taken away (not told, or
 * told already: a notification is not taken back), the rest stay as they were.
 */
export async function saveMentions(tx: Db, thing: MentionThing, kept: readonly { userId: string; label: string }[]): Promise<void> {
  const column = thingColumn(thing);
  const id = thingId(thing);
  const keptIds = kept.map((mention) => mention.userId);
  await tx.delete(mentions).where(and(eq(column, id), keptIds.length > 0 ? notInArray(mentions.userId, keptIds) : undefined));
  if (kept.length === 0) return;
  await tx
    .insert(mentions)
    .values(kept.map((mention) => ({ userId: mention.userId, label: mention.label, ...('commentId' in thing ? { commentId: id } : { itemId: id }) })))
    .onConflictDoNothing();
}

/** The mentions of these comments, with whom each names and what decides how a visitor reads them. */
export async function mentionsOfComments(db: Db, commentIds: readonly string[]) {
  if (commentIds.length === 0) return [];
  return db
    .select({
      commentId: sql<string>`${mentions.commentId}`,
      userId: mentions.userId,
      label: mentions.label,
      name: profiles.name,
      surname: profiles.surname,
      needsReview: users.needsReview,
      imageConsent: profiles.imageConsent,
      anonymised: sql<boolean>`${users.anonymisedAt} is not null`,
    })
    .from(mentions)
    .innerJoin(users, eq(users.id, mentions.userId))
    .leftJoin(profiles, eq(profiles.userId, mentions.userId))
    .where(inArray(mentions.commentId, [...commentIds]));
}
export type CommentMentionRow = Awaited<ReturnType<typeof mentionsOfComments>>[number];

/** Whom an update or help request mentions, as its author chose them (their form's starting point when they change it). */
export async function mentionsOfItem(db: Db, itemId: string): Promise<{ id: string; label: string }[]> {
  return db.select({ id: mentions.userId, label: mentions.label }).from(mentions).where(eq(mentions.itemId, itemId)).orderBy(asc(mentions.label));
}

/** Whom a thing's mentions have not told yet (in the caller's change, marked told): those a notification goes to now. */
export async function takeUntoldMentions(tx: Db, thing: MentionThing, actorId: string): Promise<string[]> {
  const rows = await tx
    .update(mentions)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(thingColumn(thing), thingId(thing)), isNull(mentions.notifiedAt), ne(mentions.userId, actorId)))
    .returning({ userId: mentions.userId });
  return rows.map((row) => row.userId);
}
