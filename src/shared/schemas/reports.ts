import { z } from 'zod';
import { COLLABORATION_ITEM_KINDS, COLLABORATION_STATUSES, COMMENT_BAN_DAYS, REPORT_ACTIONS, REPORT_HIDE_THRESHOLD_MAX, REPORT_REASONS, REPORT_SUBJECTS, REPORT_WORDS_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { moderationReason } from './comments.js';
import { mediaView } from './media.js';
import { uuidParam } from './params.js';
import { blockText } from './text.js';

/**
 * Reports and the moderation queue (decisions 0044, 0048, 0050): a member reports a post, a comment, an
 * update, a help request or a member's profile with a reason and, if they like, their own words; teachers and
 * administrators decide on each reported thing once, for every report of it.
 */

/**
 * A reported thing: a post, comment, update or help request by its uuid, or a member's profile by
 * their user id (decision 0050). An id that cannot be one is a thing not found.
 */
const reportSubject = z.union([
  z.object({ type: z.enum(['post', 'comment', 'item']), id: uuidParam('report_subject') }),
  z.object({ type: z.literal('profile'), id: z.string().max(100) }),
]);

/** Body of POST /api/reports. */
export const reportInput = z.object({
  subject: reportSubject,
  reason: z.enum(REPORT_REASONS, { error: fieldCode('report_reason_required') }),
  words: blockText().trim().max(REPORT_WORDS_MAX, fieldCode('report_words_too_long')).optional(),
});
export type ReportInput = z.input<typeof reportInput>;

/** Body of POST /api/moderation/:type/:id/decide: dismiss the reports, hide or delete the thing (with a reason), and perhaps stop its author commenting for a while. */
export const reportDecisionInput = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: fieldCode('report_action_required') }),
    reason: moderationReason.optional(),
    banDays: z
      .union(
        COMMENT_BAN_DAYS.map((days) => z.literal(days)),
        { error: fieldCode('ban_days_invalid') },
      )
      .nullish(),
  })
  // Hiding or deleting someone's words is said why (the author is told, the audit log keeps it); dismissing is not.
  .refine((decision) => decision.action === 'dismiss' || Boolean(decision.reason), { path: ['reason'], error: fieldCode('moderation_reason_required') })
  .refine((decision) => !decision.banDays || Boolean(decision.reason), { path: ['reason'], error: fieldCode('moderation_reason_required') });
export type ReportDecisionInput = z.input<typeof reportDecisionInput>;

export const moderationParams = reportSubject;

/** Body of PUT /api/admin/settings/report-threshold. */
export const reportThresholdInput = z.object({
  threshold: z.number({ error: fieldCode('report_threshold_invalid') }).int(fieldCode('report_threshold_invalid')).min(1, fieldCode('report_threshold_invalid')).max(REPORT_HIDE_THRESHOLD_MAX, fieldCode('report_threshold_invalid')),
});

const person = z.object({ id: z.string(), name: z.string(), surname: z.string() });

/** One report as the moderators read it; `reporter` null for a watched word's flag (`words`: its phrase). */
export const reportView = z.object({
  id: z.uuid(),
  reason: z.enum([...REPORT_REASONS, 'watched_word']),
  words: z.string().nullable(),
  reporter: person.nullable(),
  createdAt: z.string(),
});

/** A reported thing in the queue: what it says, where, whose, in what state, and every open report of it. */
export const moderationEntry = z.object({
  subject: z.object({ type: z.enum(REPORT_SUBJECTS), id: z.string() }),
  /** The post it is, or the post a comment is under; null for an update or help request, and a comment under one. */
  post: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The collaboration of an update or help request, or of the one a comment is under; null for a post or a comment under one. */
  collaboration: z.object({ id: z.uuid(), title: z.string(), status: z.enum(COLLABORATION_STATUSES) }).nullable(),
  /** The update or help request it is, or a comment is under, and which of the two. */
  item: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  itemKind: z.enum(COLLABORATION_ITEM_KINDS).nullable(),
  author: person.nullable(),
  /** A comment's words, a post's excerpt, an update's or help request's title and paragraphs, or a profile's description and contact details. */
  text: z.string(),
  /** A profile's photo; null for anything else, and a profile without one. */
  image: mediaView.nullable(),
  createdAt: z.string(),
  /** Hidden from its readers now: by the reports' hold, or otherwise. */
  hidden: z.boolean(),
  /** Hidden by the members' reports until a decision. */
  held: z.boolean(),
  /** Whether its author is stopped from commenting now, and until when. */
  authorBannedUntil: z.string().nullable(),
  reports: z.array(reportView),
});
export type ModerationEntry = z.infer<typeof moderationEntry>;

/** GET /api/moderation: reported things, the longest waiting first, and how many there are. */
export const moderationQueue = z.object({ entries: z.array(moderationEntry), open: z.number().int() });
export type ModerationQueue = z.infer<typeof moderationQueue>;

/** GET /api/moderation/count. */
export const moderationCount = z.object({ open: z.number().int() });
export type ModerationCount = z.infer<typeof moderationCount>;
