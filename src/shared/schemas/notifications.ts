import { z } from 'zod';
import { COLLABORATION_ITEM_KINDS, COLLABORATION_STATUSES, GUARDIAN_REQUEST_KINDS, GUARDIAN_REQUEST_OUTCOMES, NOTIFICATION_KINDS } from '../constants.js';
import { fieldCode } from '../error-messages.js';

/** `GET /api/notifications?before=<id>`: the page after the notification `before` (newest first). */
export const notificationListQuery = z.object({
  before: z.uuid({ error: fieldCode('notification_cursor_invalid') }).optional(),
});

/** One notification as its member reads it: what happened, who did it, and what it is about (as it is now). */
export const notificationView = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.object({ name: z.string(), surname: z.string() }).nullable(),
  collaboration: z.object({ id: z.uuid(), title: z.string(), status: z.enum(COLLABORATION_STATUSES) }).nullable(),
  item: z.object({ id: z.uuid(), title: z.string(), kind: z.enum(COLLABORATION_ITEM_KINDS) }).nullable(),
  post: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** For a review sent back: the reviewer's note. */
  note: z.string().nullable(),
  /**
   * What a review's outcome is about when no post or item names it: a new collaboration,
   * a change to a collaboration, or the member's own profile; or a comment under the post it names.
   */
  subject: z.enum(['collaboration', 'collaboration_change', 'profile', 'comment', 'item']).nullable(),
  /** For a guardian: the child whose work, or whose request, it tells of. */
  child: z.object({ name: z.string(), surname: z.string() }).nullable(),
  /** For a guardian's request decided: what they asked, and what was decided. */
  request: z.enum(GUARDIAN_REQUEST_KINDS).nullable(),
  outcome: z.enum(GUARDIAN_REQUEST_OUTCOMES).nullable(),
  /** For a report decided: what the moderator did with the reported thing. */
  reportOutcome: z.enum(['dismissed', 'hidden', 'deleted']).nullable(),
  /** For a change of status: the status it was given. */
  status: z.enum(COLLABORATION_STATUSES).nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** A page of a member's notifications, newest first, with how many are unread in all. */
export const notificationPage = z.object({
  notifications: z.array(notificationView),
  unread: z.number().int(),
  /** The id to ask for the next page with, or null on the last. */
  nextBefore: z.uuid().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** `GET /api/notifications/unread`: the bell's number. */
export const unreadCount = z.object({ unread: z.number().int() });

/** The member's choice of a daily email, and whether this site can send mail at all. */
export const notificationSettings = z.object({ digest: z.boolean(), canEmail: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Body of `PUT /api/notifications/settings`. */
export const notificationSettingsInput = z.object({ digest: z.boolean({ error: fieldCode('digest_choice_invalid') }) });
