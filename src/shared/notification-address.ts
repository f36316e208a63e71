import { pagePath } from './pages.js';
import type { NotificationView } from './schemas/notifications.js';

/**
 * Where a notification leads: what it is about, from the page table. The bell links there and
 * the daily email prints it after the site's address, so both lead to the same page.
 */
export function notificationPath(notification: NotificationView): string {
  const { collaboration, item, post, subject } = notification;
  // Work waits for the reader's review: the queue.
  if (notification.kind === 'review_waiting') return pagePath('review');
  // A guardian's: their children's work and their own requests are on one page.
  if (notification.kind === 'child_approved' || notification.kind === 'child_sent_back' || notification.kind === 'guardian_request_decided') return pagePath('children');
  // Their own profile; but a reporter told of a decision on someone else's has no page to go to.
  if (subject === 'profile') return notification.kind === 'report_decided' ? pagePath('notifications') : pagePath('editProfile');
  // A comment: the thread of the post, update or help request it is under.
  const thread = notification.kind === 'comment_added' || notification.kind === 'comment_hidden' || subject === 'comment' ? '#comments' : '';
  if (post) return `${pagePath('blogPost', { postId: post.id })}${thread}`;
  if (collaboration && item) {
    const params = { id: collaboration.id, itemId: item.id };
    return `${item.kind === 'help' ? pagePath('helpPage', params) : pagePath('updatePage', params)}${thread}`;
  }
  if (collaboration) return pagePath('collaborationPage', { status: collaboration.status, id: collaboration.id });
  return pagePath('notifications');
}

/**
 * Which words tell of a notification, in the bell and the daily email alike: its kind, but a
 * review's outcome about an update or help request, a collaboration, a change to one or a
 * profile has words of its own, and so have a child's update or help request and each outcome
 * of a guardian's request.
 */
export function notificationWordsKey(notification: NotificationView) {
  const key = wordsKeyOf(notification);
  // A comment under an update or help request names it and its collaboration, where one under a post names the post.
  return notification.post === null && notification.item !== null && isCommentWords(key) ? (`${key}_item` as const) : key;
}

/** The words of a comment's notification, each with an `_item` twin for a comment under an update or help request. */
const COMMENT_WORDS = [
  'comment_added',
  'comment_hidden',
  'review_approved_comment',
  'review_sent_back_comment',
  'child_approved_comment',
  'child_sent_back_comment',
  'report_held_comment',
  'mentioned_comment',
] as const;
const isCommentWords = (key: string): key is (typeof COMMENT_WORDS)[number] => (COMMENT_WORDS as readonly string[]).includes(key);

function wordsKeyOf({ kind, post, item, subject, request, outcome, reportOutcome }: NotificationView) {
  // A report: what members' reports hid (a post, a comment, an update or a help request); what a moderator decided on one the reader reported.
  if (kind === 'report_held' && subject === 'profile') return 'report_held_profile' as const;
  if (kind === 'report_decided' && subject === 'profile') return `${kind}_profile_${reportOutcome ?? 'dismissed'}` as const;
  if (kind === 'report_held') return subject === 'item' ? (`${kind}_${item?.kind ?? 'update'}` as const) : (`${kind}_${subject === 'comment' ? 'comment' : 'post'}` as const);
  // Decided on an update or help request, or on a comment under one: said of its collaboration.
  if (kind === 'report_decided') return subject === 'item' || (!post && item) ? (`${kind}_item_${reportOutcome ?? 'dismissed'}` as const) : (`${kind}_${reportOutcome ?? 'dismissed'}` as const);
  // A mention (decision 0049): in a comment (under a post, an update or a help request), or in an update or help request.
  if (kind === 'mentioned') return post || subject === 'comment' ? ('mentioned_comment' as const) : item ? (`${kind}_${item.kind}` as const) : kind;
  // A moderator hid an update or help request: which it is, while it is there to name.
  if (kind === 'item_hidden' && item) return `${kind}_${item.kind}` as const;
  // A guardian's request: what was asked, and what was decided.
  if (kind === 'guardian_request_decided') return `${kind}_${request ?? 'hide'}_${outcome ?? 'declined'}` as const;
  // A child's work: a post, or an update or help request.
  if ((kind === 'child_approved' || kind === 'child_sent_back') && !post && item) return `${kind}_${item.kind}` as const;
  // A comment under a post: the post names where it is.
  if ((kind === 'review_approved' || kind === 'review_sent_back' || kind === 'child_approved' || kind === 'child_sent_back') && subject === 'comment') return `${kind}_comment` as const;
  if ((kind === 'review_approved' || kind === 'review_sent_back') && !post) {
    if (item) return `${kind}_${item.kind}` as const;
    if (subject && subject !== 'item') return `${kind}_${subject}` as const;
  }
  return kind;
}
