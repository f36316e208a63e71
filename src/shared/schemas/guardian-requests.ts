import { z } from 'zod';
import { GUARDIAN_REQUEST_KINDS, GUARDIAN_REQUEST_OUTCOMES, GUARDIAN_REQUEST_STATES, GUARDIAN_REQUEST_TEXT_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { isUuid } from '../ids.js';
import { blockText } from './text.js';

/**
 * A guardian's requests about their child: to hide one of the child's posts, updates or help
 * requests, or to erase the child's account. Teachers decide requests to hide, administrators
 * every request; the guardian is told the outcome with the decider's note.
 */

/** A member's id (accounts' ids are not uuids): refused as the field, never looked up when malformed. */
const memberId = z
  .string({ error: fieldCode('guardian_request_pupil_required') })
  .trim()
  .min(1, fieldCode('guardian_request_pupil_required'))
  .max(100, fieldCode('guardian_request_pupil_required'));

/** The id of a post or an item: a uuid, lowercased as stored. */
const thingId = z
  .string({ error: fieldCode('guardian_request_thing_invalid') })
  .refine(isUuid, fieldCode('guardian_request_thing_invalid'))
  .transform((id) => id.toLowerCase());

/**
 * Body of POST /api/guardian-requests: to hide one of the child's posts (`postId`) or one of their
 * updates or help requests (`itemId`), or to erase the child's account; why, in the guardian's
 * words (may be empty).
 */
export const guardianRequestInput = z
  .object({
    kind: z.enum(GUARDIAN_REQUEST_KINDS, { error: fieldCode('guardian_request_kind_invalid') }),
    pupilId: memberId,
    postId: thingId.optional(),
    itemId: thingId.optional(),
    reason: blockText({ error: fieldCode('guardian_request_reason_invalid') })
      .trim()
      .max(GUARDIAN_REQUEST_TEXT_MAX, fieldCode('guardian_request_reason_too_long'))
      .default(''),
  })
  .superRefine((value, context) => {
    const named = [value.postId, value.itemId].filter((id) => id !== undefined).length;
    if (value.kind === 'hide' && named !== 1) {
      context.addIssue({ code: 'custom', path: [value.itemId !== undefined ? 'itemId' : 'postId'], message: fieldCode('guardian_request_thing_required') });
    }
    if (value.kind === 'erase' && named > 0) {
      context.addIssue({ code: 'custom', path: [value.postId !== undefined ? 'postId' : 'itemId'], message: fieldCode('guardian_request_erase_names_nothing') });
    }
  });
/** What a client sends: a hide names one post or one item of the child's, an erase names the child alone. */
export type GuardianRequestInput = { pupilId: string; reason?: string } & ({ kind: 'hide'; postId: string } | { kind: 'hide'; itemId: string } | { kind: 'erase' });

/** Answer of POST /api/guardian-requests (201). */
export const guardianRequestCreated = z.object({ id: z.string() });
export type GuardianRequestCreated = z.infer<typeof guardianRequestCreated>;

const person = z.object({ id: z.string(), name: z.string(), surname: z.string() });

/** What a request to hide names: a post, an update or a help request. */
export const GUARDIAN_REQUEST_THING_TYPES = ['post', 'update', 'help'] as const;
export type GuardianRequestThingType = (typeof GUARDIAN_REQUEST_THING_TYPES)[number];

/** One of a guardian's own requests, as their list shows it. */
export const myGuardianRequest = z.object({
  id: z.string(),
  kind: z.enum(GUARDIAN_REQUEST_KINDS),
  state: z.enum(GUARDIAN_REQUEST_STATES),
  pupil: person,
  /** What a request to hide names, with its title now; null for an erase, or once the thing is gone. */
  thing: z.object({ type: z.enum(GUARDIAN_REQUEST_THING_TYPES), id: z.string(), title: z.string() }).nullable(),
  reason: z.string(),
  /** The decider's note, once decided. */
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyGuardianRequest = z.infer<typeof myGuardianRequest>;

/** GET /api/guardian-requests/mine: the guardian's own requests, newest first (at most GUARDIAN_REQUEST_PAGE_SIZE). */
export const myGuardianRequests = z.object({ requests: z.array(myGuardianRequest) });
export type MyGuardianRequests = z.infer<typeof myGuardianRequests>;

/** Where a thing stands on the site: shown to everyone it is for, taken off by an administrator, waiting for review, or sent back to its author. */
export const GUARDIAN_THING_STATES = ['live', 'unpublished', 'waiting', 'sent_back'] as const;
export type GuardianThingState = (typeof GUARDIAN_THING_STATES)[number];

/** The thing a request to hide names, in context for whoever decides. */
export const guardianRequestThing = z.object({
  type: z.enum(GUARDIAN_REQUEST_THING_TYPES),
  id: z.string(),
  title: z.string(),
  /** Its first words. */
  excerpt: z.string(),
  state: z.enum(GUARDIAN_THING_STATES),
  /** The address of its page. */
  path: z.string(),
  /** The collaboration an update or help request belongs to; null for a post. */
  collaboration: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type GuardianRequestThing = z.infer<typeof guardianRequestThing>;

/** One open request of the queue. */
export const guardianRequestEntry = z.object({
  id: z.string(),
  kind: z.enum(GUARDIAN_REQUEST_KINDS),
  /** The child the request is about. */
  pupil: person,
  /** The guardian who asked. */
  guardian: person,
  /** What a request to hide names; null for an erase (or a thing gone meanwhile). */
  thing: guardianRequestThing.nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type GuardianRequestEntry = z.infer<typeof guardianRequestEntry>;

/** GET /api/guardian-requests: the open requests the reader decides, oldest first (at most GUARDIAN_REQUEST_PAGE_SIZE), and how many are open in all. */
export const guardianRequestQueue = z.object({ requests: z.array(guardianRequestEntry), open: z.number().int() });
export type GuardianRequestQueue = z.infer<typeof guardianRequestQueue>;

/** GET /api/guardian-requests/count: the number beside the queue's entry. */
export const guardianRequestCount = z.object({ open: z.number().int() });
export type GuardianRequestCount = z.infer<typeof guardianRequestCount>;

/** Body of POST /api/guardian-requests/:id/decide: approved (it is done) or declined, with a note the guardian is told. */
export const guardianRequestDecision = z.object({
  outcome: z.enum(GUARDIAN_REQUEST_OUTCOMES, { error: fieldCode('guardian_request_outcome_invalid') }),
  note: blockText({ error: fieldCode('guardian_request_note_required') })
    .trim()
    .min(1, fieldCode('guardian_request_note_required'))
    .max(GUARDIAN_REQUEST_TEXT_MAX, fieldCode('guardian_request_note_too_long')),
});
export type GuardianRequestDecision = z.input<typeof guardianRequestDecision>;

/** Answer of POST /api/guardian-requests/:id/decide. */
export const guardianRequestDecided = z.object({ id: z.string(), state: z.enum(GUARDIAN_REQUEST_STATES) });
export type GuardianRequestDecided = z.infer<typeof guardianRequestDecided>;
