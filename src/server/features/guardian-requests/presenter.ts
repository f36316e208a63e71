import { EXCERPT_LENGTH, type GuardianRequestKind, type GuardianRequestState } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import type { GuardianRequestEntry, GuardianRequestThing, GuardianThingState, MyGuardianRequest } from '../../../shared/schemas/guardian-requests.js';
import { pagePath } from '../../../shared/pages.js';
import type { GuardianRequestRow } from './queries.js';

/** An update's or help request's first words, as a post's card shows its own: the first paragraph, cut. */
function itemExcerpt(content: readonly ContentBlock[]): string {
  const paragraph = content.find((block) => block.type === 'paragraph' && block.value.trim() !== '');
  if (!paragraph || paragraph.type !== 'paragraph') return '';
  const text = paragraph.value.trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

/** Where a thing stands: taken off the site, waiting for review, sent back, or live. */
function thingState(unpublishedAt: Date | null, review: string | null): GuardianThingState {
  if (unpublishedAt) return 'unpublished';
  if (review === 'waiting' || review === 'sent_back') return review;
  return 'live';
}

/** The thing a request to hide names, as it is now, in context; null for an erase (or a thing gone). */
function presentThing(row: GuardianRequestRow): GuardianRequestThing | null {
  if (row.postId && row.postTitle !== null) {
    return {
      type: 'post',
      id: row.postId,
      title: row.postTitle,
      excerpt: row.postExcerpt ?? '',
      state: thingState(row.postUnpublishedAt, row.postReview),
      path: pagePath('blogPost', { postId: row.postId }),
      collaboration: null,
    };
  }
  if (row.itemId && row.itemTitle !== null && row.collaborationId) {
    const type = row.itemKind === 'help' ? 'help' : 'update';
    return {
      type,
      id: row.itemId,
      title: row.itemTitle,
      excerpt: itemExcerpt(row.itemContent ?? []),
      state: thingState(null, row.itemReview),
      path: pagePath(type === 'help' ? 'helpPage' : 'updatePage', { id: row.collaborationId, itemId: row.itemId }),
      collaboration: { id: row.collaborationId, title: row.collaborationTitle ?? '' },
    };
  }
  return null;
}

const person = (id: string, name: string | null, surname: string | null) => ({ id, name: name ?? '', surname: surname ?? '' });

/** One of a guardian's own requests: what they asked, about which child, and what was decided, with the note. */
export function presentOwnRequest(row: GuardianRequestRow): MyGuardianRequest {
  const thing = presentThing(row);
  return {
    id: row.id,
    kind: row.kind as GuardianRequestKind,
    state: row.state as GuardianRequestState,
    pupil: person(row.pupilId, row.pupilName, row.pupilSurname),
    thing: thing && { type: thing.type, id: thing.id, title: thing.title },
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** An open request of the queue: the thing in context, whose child, which guardian, why and since when. */
export function presentQueueEntry(row: GuardianRequestRow): GuardianRequestEntry {
  return {
    id: row.id,
    kind: row.kind as GuardianRequestKind,
    pupil: person(row.pupilId, row.pupilName, row.pupilSurname),
    guardian: person(row.guardianId, row.guardianName, row.guardianSurname),
    thing: presentThing(row),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
