import type { AuditAction, ConsentKind, SETTABLE_STATUSES } from '../../../shared/constants.js';
import type { CollaborationItemKind } from '../../../shared/schemas/content.js';
import { placeAbout, placeCacheTags, placeTopic, type CommentPlace } from '../comments/place.js';
import type { Db } from '../db/client.js';
import type { AuditDetails, AuditEntry } from './audited.js';
import { CACHE_TAGS, EVERYTHING, postTag } from './cache-tags.js';
import type { LiveTopic } from './live-news.js';
import { notifyAuthor, notifyCollaboration, notifyGuardianOfDecision, notifyGuardians, notifyMembers, notifyPictureWithheld, notifyReviewers, notifyThread, notifyCommentHidden, notifyItemHidden, notifyMentioned, notifyReportDecided, notifyReportHeld, notifyProfileHidden, whereReportedThingIs, type NotificationAbout } from './notify.js';

/*
 * What happens in Agora, one event type per kind of write, each with every reaction it has,
 * declared once here (decision 0032): a handler records what happened in its transaction
 * (core/events/record.ts) and never picks reactions by hand.
 *
 * The reactions of an event: its audit entry (security-relevant writes), the notifications it
 * sends, the live news it makes (collaborations' open pages) — all three in the write's own
 * transaction, so they happen with it or not at all, and the news is sent when it commits —
 * then, after the commit, the public cache's tags it makes every instance forget and the
 * pictures it places (public or private, core/media/members-media.ts). Each of the five is
 * declared for every event: an event without one says why (`none`), so an omission cannot hide.
 */

type Pictures = readonly (string | null)[];

/** A post written (created or changed) by its author or an admin. */
type PostWritten = {
  type: 'post.written';
  postId: string;
  waiting: boolean;
  pictureIds: Pictures;
  /** An edit of a post that was and stays published to the same readers (audience, project; nothing waits): its words and pictures alone changed. */
  sameReaders: boolean;
};
/** A post deleted for good. */
type PostDeleted = { type: 'post.deleted'; postId: string; title: string; authorId: string | null; pictureIds: Pictures };
/** An admin took a post off the site, or put it back. */
type PostModerated = { type: 'post.unpublished' | 'post.published'; postId: string; title: string; authorId: string | null; pictureIds: Pictures };
/** A collaboration started (`waiting`: a pupil's, which waits for review as a whole). */
type CollaborationCreated = { type: 'collaboration.created'; collaborationId: string; waiting: boolean };
/** A collaboration's title, picture and description written (`waiting`: the write waits for review). */
type IdeaChanged = { type: 'collaboration.idea_changed'; collaborationId: string; waiting: boolean };
type StatusChanged = { type: 'collaboration.status_changed'; collaborationId: string; from: string; to: (typeof SETTABLE_STATUSES)[number] };
type MembersAdded = { type: 'collaboration.members_added'; collaborationId: string; userIds: string[] };
type MemberLeft = { type: 'collaboration.member_left'; collaborationId: string };
type CollaborationDeleted = { type: 'collaboration.deleted'; collaborationId: string; previousStatus: string };
type CollaborationRestored = { type: 'collaboration.restored'; collaborationId: string; status: string };
/** An update or help request posted (`waiting`: a pupil's, for review). */
type ItemAdded = { type: 'collaboration.item_added'; collaborationId: string; itemId: string; kind: CollaborationItemKind; waiting: boolean };
/** Its author changed an update or help request that was not live: it waits for review again. */
type ItemRevised = { type: 'collaboration.item_revised'; collaborationId: string; itemId: string };
/** An update or help request deleted: by its collaboration's managers, a guardian's approved request, or a moderator with their reason (`reason`). */
type ItemDeleted = { type: 'collaboration.item_deleted'; collaborationId: string; itemId: string; kind: string; title: string; reason?: string };
/** A moderator hid an update or help request from its readers, with their reason (decision 0048). */
type ItemHidden = { type: 'collaboration.item_hidden'; collaborationId: string; itemId: string; kind: string; title: string; authorId: string | null; reason: string };
/** A moderator showed a hidden update or help request to its readers again. */
type ItemShown = { type: 'collaboration.item_shown'; collaborationId: string; itemId: string; kind: string; title: string; authorId: string | null };
/** Someone accepted an invitation: their account is made, and they joined its collaboration if it named one. */
type InvitationAccepted = { type: 'invitation.accepted'; invitationId: string; userId: string; role: string; collaborationId: string | null };
/** A teacher or an administrator decided on a guardian's request about their child. */
type GuardianRequestDecided = {
  type: 'guardian_request.decided';
  requestId: string;
  guardianId: string;
  child: { id: string; name: string; surname: string };
  request: 'hide' | 'erase';
  outcome: 'approved' | 'declined';
  note: string;
};
/** A comment written under a post or an update or help request (`waiting`: a pupil's, for review), or changed by its author. */
type CommentWritten = { type: 'comment.written'; commentId: string; place: CommentPlace; waiting: boolean };
type CommentEdited = { type: 'comment.edited'; commentId: string; place: CommentPlace; waiting: boolean };
/** The place's author or a moderator hid a comment, or showed it again, with their reason. */
type CommentModerated = { type: 'comment.hidden' | 'comment.shown'; commentId: string; place: CommentPlace; authorId: string; reason: string | null };
/** A comment deleted for good: by its author, or by a moderator with their reason (`reason` null: its author's own). */
type CommentDeleted = { type: 'comment.deleted'; commentId: string; place: CommentPlace; authorId: string; reason: string | null };
/** A member asked not to be told of new comments in a thread (`muted`), or to be told again. */
type ThreadMuted = { type: 'comment.thread_muted'; place: CommentPlace; muted: boolean };
/**
 * A reported thing (decision 0044): a post; a comment, where it is (core/comments/place.ts); or a
 * collaboration's update or help request (decision 0048); or a member's profile, by their user id (decision 0050).
 */
export type ReportedThing =
  | { type: 'post'; id: string; postId: string }
  | { type: 'comment'; id: string; place: CommentPlace }
  | { type: 'item'; id: string; collaborationId: string }
  | { type: 'profile'; id: string };
/** A member reported a post or comment, or a watched word's `flag` rule did (`reporterId` null). */
type ReportMade = { type: 'report.made'; reportId: string; subject: ReportedThing; reason: string; reporterId: string | null };
/** Enough members' reports hid a post or comment until a moderator decides (`pictureIds`: a post's, taken out of public view with it). */
type ReportHeld = { type: 'report.held'; subject: ReportedThing; authorId: string | null; reports: number; pictureIds: Pictures };
/** A moderator decided on a reported thing, closing every open report of it; `released`: dismissed, a hold was lifted and it shows again. */
type ReportDecided = { type: 'report.decided'; subject: ReportedThing; outcome: 'dismissed' | 'hidden' | 'deleted'; reporterIds: string[]; released: { pictureIds: Pictures } | null };
/** A member gave a reaction, or took one back (decision 0047): `topic` names the open pages that show the thing. */
type ReactionChanged = { type: 'reaction.changed'; topic: LiveTopic };
/** A moderator hid a member's profile from the community, with their reason (decision 0050); `pictureIds`: its photo, no longer public. */
type ProfileHidden = { type: 'profile.hidden'; userId: string; reason: string; pictureIds: Pictures };
/** An administrator showed a hidden profile again; `pictureIds`: its photo, public again where it was. */
type ProfileShown = { type: 'profile.shown'; userId: string; pictureIds: Pictures };
/** A member's profile written (`waiting`: a pupil's change, for review; otherwise it shows now). */
type ProfileChanged = { type: 'profile.changed'; userId: string; waiting: boolean; pictureIds: Pictures };
/**
 * A guardian's consent for a pupil given, withdrawn, or recorded from paper: for the account, or
 * for images (what decides whether visitors see the pupil's name and photo, `photoId` their
 * profile's).
 */
type ConsentRecorded = {
  type: 'consent.recorded';
  pupilId: string;
  kind: ConsentKind;
  level: string;
  onPaper: boolean;
  photoId: string | null;
  /** An images consent lowered: the pictures tagging the pupil that reach less far now, and their uploaders. */
  withheld: { pictureIds: string[]; uploaderIds: string[]; pupil: { id: string; name: string; surname: string } };
};
/** Who is in a picture said by its uploader or a reviewer: the pupils tagged now. */
type PictureTagged = { type: 'picture.tagged'; mediaId: string; pupilIds: string[] };
/** A project's gallery or own picture changed: the pictures it showed before and shows now, to be placed by who may see them now. */
type ProjectPicturesChanged = { type: 'project.pictures_changed'; projectId: string; name: string; count: number; pictureIds: string[] };
/** An administrator marked a member as a pupil (their writing waits for review), or took the mark off; `photoId` their profile's. */
type ReviewChanged = { type: 'member.review_changed'; userId: string; needsReview: boolean; photoId: string | null; taggedPictureIds: string[] };

/**
 * A reviewer's decision on something that waited (core/review/decisions.ts): what it is audited
 * as, whom it tells and what it is about; and, by kind, the collaboration whose pages hear of it,
 * an approved item its collaboration is told of (by its author), the cache tags and pictures it
 * changes.
 */
export type ReviewDecided = {
  type: 'review.approved' | 'review.sent_back';
  audit: Pick<AuditEntry, 'targetType' | 'targetId' | 'details'>;
  authorId: string | null;
  about: NotificationAbout;
  note?: string;
  collaborationId?: string;
  approvedItem?: { itemId: string; kind: CollaborationItemKind };
  /** A comment's: the place whose open pages hear of the decision; approved, its thread is told of it now (by its author). */
  comment?: { commentId: string; place: CommentPlace };
  cacheTags?: string[];
  pictureIds?: Pictures;
};

/** The audit actions recorded by the events above; the rest are events of their own, audited and nothing more. */
type ReactingAction = 'invitation.accepted' | 'guardian_request.decided' | 'consent.recorded' | 'member.review_changed' | 'picture.tagged' | 'project.pictures_changed' | 'post.deleted' | 'post.unpublished' | 'post.published' | 'review.approved' | 'review.sent_back' | `collaboration.${string}` | `comment.${string}` | 'report.made' | 'report.held' | 'report.decided' | 'profile.hidden' | 'profile.shown';
/** A security-relevant act whose only reaction is its audit entry: accounts, sign-ins, the inbox, the site's settings, the media sweep. */
type Audited = { type: Exclude<AuditAction, ReactingAction>; targetType: AuditEntry['targetType']; targetId: string | null; details?: AuditDetails };

/** Every event Agora records. */
export type AgoraEvent =
  | PostWritten
  | PostDeleted
  | PostModerated
  | CollaborationCreated
  | IdeaChanged
  | StatusChanged
  | MembersAdded
  | MemberLeft
  | CollaborationDeleted
  | CollaborationRestored
  | ItemAdded
  | ItemRevised
  | ItemDeleted
  | ItemHidden
  | ItemShown
  | ProfileChanged
  | ProfileHidden
  | ProfileShown
  | CommentWritten
  | CommentEdited
  | CommentModerated
  | CommentDeleted
  | ThreadMuted
  | ReportMade
  | ReportHeld
  | ReportDecided
  | ReactionChanged
  | ConsentRecorded
  | PictureTagged
  | ProjectPicturesChanged
  | ReviewChanged
  | InvitationAccepted
  | GuardianRequestDecided
  | ReviewDecided
  | Audited;

/** What every reaction may know of an event besides itself: who did it. */
export interface EventContext {
  /** Null for what Agora does by itself (its jobs) or the server's console (the CLI). */
  actorId: string | null;
  ipAddress?: string;
}

/** The five reactions of an event type; `none(why)` where it has none. */
export interface Reactions<E> {
  /** Its audit entry, in its transaction (the actor and address come from the context); null for an event of this type that is not audited. */
  audit: ((event: E) => Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'details'> | null) | null;
  /** The notifications it sends, in its transaction (their bells hear of them at commit). */
  notify: ((tx: Db, event: E, context: EventContext) => Promise<void>) | null;
  /** The collaborations, and the posts' threads, whose open pages hear of it (live news, sent at commit). */
  live: ((event: E) => LiveTopic[]) | null;
  /** The public cache's tags every instance forgets, after the commit. */
  cache: ((event: E) => string[]) | null;
  /**
   * Whether its cache tags may be forgotten softly (PublicCache.invalidateSoftly: the old answers
   * served for the moment their new ones take to make, never to the browser that wrote): only for
   * a change that takes nothing from anyone who could read them. Absent: never.
   */
  cacheSoftly?: (event: E) => boolean;
  /** The pictures it placed where their readers may read them, after the commit. */
  pictures: ((event: E) => Pictures) | null;
}

/** No reaction of this kind, for the reason given (kept in the code, where the next reader looks). */
const none = (_why: string): null => null;

const postCache = (postId: string) => [CACHE_TAGS.postLists, postTag(postId)];
const collaborationNews = (event: { collaborationId: string }): LiveTopic[] => [{ collaboration: event.collaborationId }];
const commentNews = (event: { place: CommentPlace }): LiveTopic[] => [placeTopic(event.place)];
/** A reported thing's open pages: a comment's thread, an update's or help request's collaboration (a post's lists are its cache's). */
const reportedThingNews = (subject: ReportedThing): LiveTopic[] =>
  subject.type === 'item' ? collaborationNews(subject) : subject.type === 'comment' ? commentNews(subject) : [];
/** The public cache a reported thing is in: a post's lists and page; a comment's thread; a profile's description and photo, on every post of its member. */
const reportedThingCache = (subject: ReportedThing): string[] =>
  subject.type === 'post' ? postCache(subject.postId) : subject.type === 'profile' ? [CACHE_TAGS.posts] : subject.type === 'comment' ? placeCacheTags(subject.place) : [];
/** A reported thing as the audit log names it. */
const reportedTarget = (subject: ReportedThing) => ({
  targetType: subject.type === 'item' ? ('collaboration_item' as const) : subject.type === 'profile' ? ('user' as const) : subject.type,
  targetId: subject.id,
});
/** A comment's thread as visitors read it: a post's, kept in the public cache (an item's is members' alone). */
const commentCache = (event: { place: CommentPlace }): string[] => placeCacheTags(event.place);
const NO_COMMENT_PICTURES = 'comments are plain text';
const NOT_CACHED = 'collaborations are for members only: of them the cache keeps the boards alone, which their live news forgets (live-news.ts forgottenBy)';
const NO_PICTURES = "collaborations' pictures are always members' (core/media/members-media.ts): nothing to place";
const NO_NEWS = 'no page shows it live';
const NOTHING_TO_SAY = 'nobody else is told of it';
const NOT_SECURITY = 'writing content is not a security-relevant act';

/** Reactions of an act audited and nothing more. */
const auditedOnly = <E extends Audited>(): Reactions<E> => ({
  audit: (event) => ({ action: event.type, targetType: event.targetType, targetId: event.targetId, details: event.details ?? {} }),
  notify: none(NOTHING_TO_SAY),
  live: none(NO_NEWS),
  cache: none('what it changes is in no public answer'),
  pictures: none('it shows no picture'),
});

/** Every event type with its reactions. A type missing here, or a reaction missing from one, does not compile. */
export const REACTIONS: { [T in AgoraEvent['type']]: Reactions<Extract<AgoraEvent, { type: T }>> } = {
  'post.written': {
    audit: none(NOT_SECURITY),
    // A pupil's post waits: the reviewers hear of it.
    notify: async (tx, event, { actorId }) => {
      if (event.waiting && actorId) await notifyReviewers(tx, actorId);
    },
    live: none('posts have no live pages: their lists are asked for again'),
    // Its card (title, picture, excerpt) and its audience decide the lists, the feed and the sitemap that hold it.
    cache: (event) => postCache(event.postId),
    // An author's new words for the same readers: other readers may see the old ones a moment
    // longer (as other instances do until the news reaches them). A new post, a changed audience
    // or project, a post that now waits for review: at once.
    cacheSoftly: (event) => event.sameReaders && !event.waiting,
    pictures: (event) => event.pictureIds,
  },
  'post.deleted': {
    // Deletions are for good, so the audit log keeps what was deleted and whose it was.
    audit: (event) => ({ action: 'post.deleted', targetType: 'post', targetId: event.postId, details: { title: event.title, authorId: event.authorId } }),
    notify: none(NOTHING_TO_SAY),
    live: none('posts have no live pages'),
    cache: (event) => postCache(event.postId),
    // A picture it shared with a post for members only is now that post's alone.
    pictures: (event) => event.pictureIds,
  },
  'post.unpublished': moderation('post.unpublished', 'post_unpublished'),
  'post.published': moderation('post.published', 'post_published'),
  'collaboration.created': {
    audit: none(NOT_SECURITY),
    // A pupil's waits for review as a whole: the reviewers hear of it.
    notify: async (tx, event, { actorId }) => {
      if (event.waiting && actorId) await notifyReviewers(tx, actorId);
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.idea_changed': {
    audit: none(NOT_SECURITY),
    notify: async (tx, event, { actorId }) => {
      if (event.waiting && actorId) await notifyReviewers(tx, actorId);
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.status_changed': {
    audit: (event) => ({ action: 'collaboration.status_changed', targetType: 'collaboration', targetId: event.collaborationId, details: { from: event.from, to: event.to } }),
    notify: async (tx, event, { actorId }) => {
      if (event.from !== event.to && actorId) {
        await notifyCollaboration(tx, { kind: 'collaboration_status', actorId, collaborationId: event.collaborationId, details: { status: event.to } });
      }
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.members_added': {
    audit: (event) => ({ action: 'collaboration.members_added', targetType: 'collaboration', targetId: event.collaborationId, details: { userIds: event.userIds } }),
    notify: async (tx, event, { actorId }) => {
      if (actorId) await notifyMembers(tx, event.userIds, { kind: 'collaboration_added', actorId, collaborationId: event.collaborationId });
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.member_left': {
    audit: (event) => ({ action: 'collaboration.member_left', targetType: 'collaboration', targetId: event.collaborationId, details: {} }),
    notify: none('leaving is told to nobody (the page shows who executes it)'),
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.deleted': {
    // The previous status is what a restore brings back.
    audit: (event) => ({ action: 'collaboration.deleted', targetType: 'collaboration', targetId: event.collaborationId, details: { previousStatus: event.previousStatus } }),
    notify: none('its people find it gone; admins find it in the deleted list'),
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.restored': {
    audit: (event) => ({ action: 'collaboration.restored', targetType: 'collaboration', targetId: event.collaborationId, details: { status: event.status } }),
    notify: none('its people find it back on the board'),
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none(NO_PICTURES),
  },
  'collaboration.item_added': {
    audit: none(NOT_SECURITY),
    // A pupil's item waits: nobody else hears of it until it is approved, but the reviewers do.
    notify: async (tx, event, { actorId }) => {
      if (!actorId) return;
      if (event.waiting) await notifyReviewers(tx, actorId);
      else {
        await notifyCollaboration(tx, { kind: event.kind === 'help' ? 'collaboration_help' : 'collaboration_update', actorId, collaborationId: event.collaborationId, itemId: event.itemId });
        await notifyMentioned(tx, { actorId, about: { itemId: event.itemId, collaborationId: event.collaborationId } });
      }
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none('updates and help requests hold no pictures'),
  },
  'collaboration.item_revised': {
    audit: none(NOT_SECURITY),
    notify: async (tx, _event, { actorId }) => {
      if (actorId) await notifyReviewers(tx, actorId);
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none('updates and help requests hold no pictures'),
  },
  'collaboration.item_deleted': {
    audit: (event) => ({
      action: 'collaboration.item_deleted',
      targetType: 'collaboration_item',
      targetId: event.itemId,
      details: { collaborationId: event.collaborationId, kind: event.kind, title: event.title, ...(event.reason ? { reason: event.reason } : {}) },
    }),
    notify: none(NOTHING_TO_SAY),
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none('updates and help requests hold no pictures'),
  },
  'collaboration.item_hidden': {
    // Hiding someone's words is kept with its reason, as a comment's hiding is.
    audit: (event) => ({
      action: 'collaboration.item_hidden',
      targetType: 'collaboration_item',
      targetId: event.itemId,
      details: { collaborationId: event.collaborationId, kind: event.kind, title: event.title, authorId: event.authorId, reason: event.reason },
    }),
    // Its author learns it is hidden, and why, from whom.
    notify: async (tx, event, { actorId }) => {
      if (actorId && event.authorId) await notifyItemHidden(tx, { actorId, authorId: event.authorId, collaborationId: event.collaborationId, itemId: event.itemId, reason: event.reason });
    },
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none('updates and help requests hold no pictures'),
  },
  'collaboration.item_shown': {
    // Undoing a hiding is kept beside it: who put the words back, and when.
    audit: (event) => ({
      action: 'collaboration.item_shown',
      targetType: 'collaboration_item',
      targetId: event.itemId,
      details: { collaborationId: event.collaborationId, kind: event.kind, title: event.title, authorId: event.authorId },
    }),
    notify: none('its author read it as theirs all along; its readers find it back in the lists'),
    live: collaborationNews,
    cache: none(NOT_CACHED),
    pictures: none('updates and help requests hold no pictures'),
  },
  'profile.changed': {
    audit: none(NOT_SECURITY),
    notify: async (tx, event, { actorId }) => {
      if (event.waiting && actorId) await notifyReviewers(tx, actorId);
    },
    live: none(NO_NEWS),
    // Every post shows its author's name, description and photo; a change that waits shows nowhere yet.
    cache: (event) => (event.waiting ? [] : [CACHE_TAGS.posts]),
    // The photo it shows is public on every author card, the one it showed nobody's now.
    pictures: (event) => (event.waiting ? [] : event.pictureIds),
  },
  'profile.hidden': {
    // Hiding someone's profile is kept with its reason, as hiding their words is.
    audit: (event) => ({ action: 'profile.hidden', targetType: 'user', targetId: event.userId, details: { reason: event.reason } }),
    // The member learns it is hidden, and why.
    notify: async (tx, event, { actorId }) => {
      if (actorId) await notifyProfileHidden(tx, { actorId, userId: event.userId, reason: event.reason });
    },
    live: none(NO_NEWS),
    // Every post shows its author's description and photo.
    cache: () => [CACHE_TAGS.posts],
    pictures: (event) => event.pictureIds,
  },
  'profile.shown': {
    audit: (event) => ({ action: 'profile.shown', targetType: 'user', targetId: event.userId }),
    notify: none('its member read their profile as theirs all along'),
    live: none(NO_NEWS),
    cache: () => [CACHE_TAGS.posts],
    pictures: (event) => event.pictureIds,
  },
  'invitation.accepted': {
    // Who came in by which invitation, with what role: the trail of every account it made.
    audit: (event) => ({ action: 'invitation.accepted', targetType: 'invitation', targetId: event.invitationId, details: { userId: event.userId, role: event.role } }),
    notify: none('the one who invited sees it in the invitation list (used n of m)'),
    // Joining its collaboration changes who executes it, which its open pages show.
    live: (event) => (event.collaborationId ? [{ collaboration: event.collaborationId }] : []),
    cache: none('a new account is in no public answer'),
    pictures: none('it shows no picture'),
  },
  'guardian_request.decided': {
    // Who decided what on a guardian's request, with the note the guardian is told.
    audit: (event) => ({
      action: 'guardian_request.decided',
      targetType: 'guardian_request',
      targetId: event.requestId,
      details: { guardianId: event.guardianId, pupilId: event.child.id, request: event.request, outcome: event.outcome, ...(event.note ? { note: event.note } : {}) },
    }),
    notify: async (tx, event, { actorId }) => {
      if (actorId) await notifyGuardianOfDecision(tx, { actorId, guardianId: event.guardianId, child: event.child, request: event.request, outcome: event.outcome, note: event.note });
    },
    live: none(NO_NEWS),
    cache: none('a decision changes nothing public by itself: hiding or erasing records events of its own'),
    pictures: none('it shows no picture'),
  },
  'comment.written': {
    audit: none(NOT_SECURITY),
    // A pupil's waits: the reviewers hear of it, the thread and those it mentions once it is approved (the decision tells them).
    notify: async (tx, event, { actorId }) => {
      if (!actorId) return;
      if (event.waiting) await notifyReviewers(tx, actorId);
      else {
        await notifyThread(tx, { actorId, place: event.place, commentId: event.commentId });
        await notifyMentioned(tx, { actorId, about: { commentId: event.commentId, place: event.place } });
      }
    },
    live: commentNews,
    cache: commentCache,
    pictures: none(NO_COMMENT_PICTURES),
  },
  'comment.edited': {
    audit: none(NOT_SECURITY),
    // Changed by a pupil, it waits again: the reviewers hear of it; a change is told to nobody else but whom it now mentions (once live).
    notify: async (tx, event, { actorId }) => {
      if (!actorId) return;
      if (event.waiting) await notifyReviewers(tx, actorId);
      else await notifyMentioned(tx, { actorId, about: { commentId: event.commentId, place: event.place } });
    },
    live: commentNews,
    cache: commentCache,
    pictures: none(NO_COMMENT_PICTURES),
  },
  // Hidden or shown again by the post's author or a moderator: who, why, whose (decision 0042).
  'comment.hidden': commentModeration('comment.hidden'),
  'comment.shown': commentModeration('comment.shown'),
  'comment.deleted': {
    // A moderator's deletion of someone else's comment is kept with its reason; an author deleting their own is not a security act.
    audit: (event) =>
      event.reason === null ? null : { action: 'comment.deleted', targetType: 'comment', targetId: event.commentId, details: { ...placeAbout(event.place), authorId: event.authorId, reason: event.reason } },
    notify: none(NOTHING_TO_SAY),
    live: commentNews,
    cache: commentCache,
    pictures: none(NO_COMMENT_PICTURES),
  },
  'comment.thread_muted': {
    audit: none(NOT_SECURITY),
    notify: none('it is about the member\'s own bell'),
    live: none('only the member\'s own pages show it, and their answer says so'),
    // A post's shared thread keeps who muted it (features/comments/queries.ts `threadStakes`).
    cache: commentCache,
    pictures: none(NO_COMMENT_PICTURES),
  },
  'report.made': {
    // Who reported what, and why: a family's question about a report, or a reporter's abuse of them, needs the trail.
    audit: (event) => ({ action: 'report.made', ...reportedTarget(event.subject), details: { ...whereReportedThingIs(event.subject), reason: event.reason } }),
    notify: none('the moderators ask for the queue and its count in the hub; the reported author is told only of a hold or a decision'),
    live: none(NO_NEWS),
    cache: none('a report changes nothing anyone reads'),
    pictures: none('it shows no picture'),
  },
  'report.held': {
    audit: (event) => ({ action: 'report.held', ...reportedTarget(event.subject), details: { ...whereReportedThingIs(event.subject), reports: event.reports } }),
    // Its author learns it is hidden, and that members reported it (never who).
    notify: async (tx, event) => notifyReportHeld(tx, { authorId: event.authorId, subject: event.subject }),
    live: (event) => reportedThingNews(event.subject),
    cache: (event) => reportedThingCache(event.subject),
    pictures: (event) => event.pictureIds,
  },
  'report.decided': {
    audit: (event) => ({ action: 'report.decided', ...reportedTarget(event.subject), details: { ...whereReportedThingIs(event.subject), outcome: event.outcome, reports: event.reporterIds.length } }),
    // Every member who reported it learns the outcome; hiding and deleting tell the author through their own events.
    notify: async (tx, event) => notifyReportDecided(tx, { reporterIds: event.reporterIds, subject: event.subject, outcome: event.outcome }),
    // Dismissed while held, it shows again: its thread's or collaboration's pages, or the post's lists and pictures.
    live: (event) => (event.released ? reportedThingNews(event.subject) : []),
    cache: (event) => (event.released ? reportedThingCache(event.subject) : []),
    pictures: (event) => event.released?.pictureIds ?? [],
  },
  // A moderator stopped a member commenting for a while, with the reason.
  'member.comment_banned': auditedOnly(),
  'site.report_threshold_changed': auditedOnly(),
  // A reaction is an emoji, not words: nobody is told of it (a bell for every 👍 would drown the
  // ones that matter); the thing's open pages show the new counts.
  'reaction.changed': {
    audit: none(NOT_SECURITY),
    notify: none('a reaction tells nobody: the counts show it'),
    live: (event) => [event.topic],
    cache: none('reactions are members\' to read, never in the public cache'),
    pictures: none('a reaction is an emoji'),
  },
  'site.reactions_changed': auditedOnly(),
  'review.approved': decision('review.approved'),
  'review.sent_back': decision('review.sent_back'),

  'auth.sign_in': auditedOnly(),
  'auth.sign_in_failed': auditedOnly(),
  'auth.password_reset_by_mail': auditedOnly(),
  'auth.password_set_by_link': auditedOnly(),
  'account.data_exported': auditedOnly(),
  'member.created': auditedOnly(),
  // Every post shows its author's name.
  'member.renamed': { ...auditedOnly(), cache: () => [CACHE_TAGS.posts] },
  'member.password_reset': auditedOnly(),
  'member.password_link_made': auditedOnly(),
  'member.role_changed': auditedOnly(),
  'member.disabled': auditedOnly(),
  'member.enabled': auditedOnly(),
  'member.two_factor_reset': auditedOnly(),
  // Their name, photo and posts were in every kind of page: everything kept is asked again.
  'member.erased': { ...auditedOnly(), cache: () => [EVERYTHING] },
  // A pupil who left: their account is disabled, and what they wrote stays as it was until they are anonymised.
  'member.left': auditedOnly(),
  // Their name, photo and pictures were in every kind of page (the retention job, core/people/former-pupils.ts).
  'member.anonymised': { ...auditedOnly(), cache: () => [EVERYTHING] },
  // A pupil is seen by visitors by the pupils' rule (core/visibility/profiles.ts `identityShown`), anyone else by name.
  'member.review_changed': {
    audit: (event) => ({ action: 'member.review_changed', targetType: 'user', targetId: event.userId, details: { needsReview: event.needsReview } }),
    notify: none(NOTHING_TO_SAY),
    live: none(NO_NEWS),
    cache: () => [CACHE_TAGS.posts],
    pictures: (event) => [event.photoId, ...event.taggedPictureIds],
  },
  'contact_message.deleted': auditedOnly(),
  'invitation.created': auditedOnly(),
  'invitation.revoked': auditedOnly(),
  // A guardian linked to a pupil, or unlinked, by an invitation or an administrator.
  'site.retention_changed': auditedOnly(),
  // An administrator's watched word added or removed (decision 0043): what the site refuses or holds is theirs to answer for.
  'site.watched_word_added': auditedOnly(),
  'site.watched_word_removed': auditedOnly(),
  'guardian.linked': auditedOnly(),
  'guardian.unlinked': auditedOnly(),
  // The queue's count is asked for again by those who decide; nobody is told by a notification.
  'guardian_request.made': auditedOnly(),
  // A pupil's under-15 mark: the trail of who allowed what.
  'member.under_fifteen_changed': auditedOnly(),
  'consent.recorded': {
    // A consent given, withdrawn or recorded from paper: the trail of who allowed what.
    audit: (event) => ({ action: 'consent.recorded', targetType: 'user', targetId: event.pupilId, details: { kind: event.kind, level: event.level, onPaper: event.onPaper } }),
    // Lowered: whoever uploaded a picture of the pupil learns it reaches less far, to choose again where it goes.
    notify: async (tx, event) => {
      await notifyPictureWithheld(tx, { uploaderIds: event.withheld.uploaderIds, pupil: event.withheld.pupil });
    },
    live: none(NO_NEWS),
    // An images consent decides whether visitors read the pupil's name or initials on every author card (every post, list and feed)…
    cache: (event) => (event.kind === 'images' ? [CACHE_TAGS.posts] : []),
    // …and whether their photo, and the pictures tagging them, are public, members' only or nobody's: they move at once, their old addresses gone.
    pictures: (event) => (event.kind === 'images' ? [event.photoId, ...event.withheld.pictureIds] : []),
  },
  'media.swept': auditedOnly(),
  'picture.tagged': {
    // Who is in a picture of children, and who said so: the trail a family's question needs.
    audit: (event) => ({ action: 'picture.tagged', targetType: 'media', targetId: event.mediaId, details: { pupilIds: event.pupilIds } }),
    notify: none(NOTHING_TO_SAY),
    live: none(NO_NEWS),
    // The posts showing it present it only to those its tags let it reach (core/media/presenter.ts loadShownMedia), moved or not.
    cache: () => [CACHE_TAGS.posts],
    // The tags bound where it may be: a pupil kept from the public takes it out of public view at once.
    pictures: (event) => [event.mediaId],
  },
  // Every page is written in the site's language for a reader who chose none.
  'site.language_changed': { ...auditedOnly(), cache: () => [CACHE_TAGS.siteSettings] },
  // Every post's cached answer and page says whether visitors read its comments.
  'site.comments_for_visitors_changed': { ...auditedOnly(), cache: () => [CACHE_TAGS.siteSettings] },
  // A project's name, picture, order and archiving are in the circles, the menus and its own page.
  'project.created': { ...auditedOnly(), cache: () => [CACHE_TAGS.projects] },
  'project.changed': { ...auditedOnly(), cache: () => [CACHE_TAGS.projects] },
  'project.pictures_changed': {
    audit: (event) => ({ action: 'project.pictures_changed', targetType: 'project', targetId: event.projectId, details: { name: event.name, pictures: event.count } }),
    notify: none(NOTHING_TO_SAY),
    live: none(NO_NEWS),
    // Its page and its circle show them.
    cache: () => [CACHE_TAGS.projects],
    // A picture put on the public page becomes public (if every pupil in it may be); one taken off, nobody's but its uploader's and reviewers'.
    pictures: (event) => event.pictureIds,
  },
  // Who is in a project is read by members only, never kept in the public cache.
  'project.members_added': auditedOnly(),
  'project.member_removed': auditedOnly(),
};

/** A comment hidden or shown again: audited with the reason, its thread's open pages told; hidden, its author is told why. */
function commentModeration(action: 'comment.hidden' | 'comment.shown'): Reactions<CommentModerated> {
  return {
    audit: (event) => ({ action, targetType: 'comment', targetId: event.commentId, details: { ...placeAbout(event.place), authorId: event.authorId, ...(event.reason ? { reason: event.reason } : {}) } }),
    notify: async (tx, event, { actorId }) => {
      if (action === 'comment.hidden' && actorId && event.reason) await notifyCommentHidden(tx, { actorId, authorId: event.authorId, place: event.place, commentId: event.commentId, reason: event.reason });
    },
    live: commentNews,
    cache: commentCache,
    pictures: none(NO_COMMENT_PICTURES),
  };
}

/** An admin takes a post off the site, or puts it back: audited, its author told, its pictures follow. */
function moderation(action: 'post.unpublished' | 'post.published', kind: 'post_unpublished' | 'post_published'): Reactions<PostModerated> {
  return {
    audit: (event) => ({ action, targetType: 'post', targetId: event.postId, details: { title: event.title, authorId: event.authorId } }),
    notify: async (tx, event, { actorId }) => {
      if (actorId) await notifyAuthor(tx, { kind, actorId, authorId: event.authorId, about: { postId: event.postId } });
    },
    live: none('posts have no live pages'),
    cache: (event) => postCache(event.postId),
    // Taken off the site, its pictures stop being public too; put back, they are public again.
    pictures: (event) => event.pictureIds,
  };
}

/** A reviewer's decision: audited with its note, told to the author; by kind, told to a collaboration, its pages, caches and pictures. */
function decision(action: 'review.approved' | 'review.sent_back'): Reactions<ReviewDecided> {
  return {
    audit: (event) => ({ action, ...event.audit, details: { ...event.audit.details, ...(event.note ? { note: event.note } : {}) } }),
    notify: async (tx, event, { actorId }) => {
      if (!actorId) return;
      const kind = action === 'review.approved' ? 'review_approved' : 'review_sent_back';
      await notifyAuthor(tx, { kind, actorId, authorId: event.authorId, about: event.about, ...(event.note ? { note: event.note } : {}) });
      // A pupil's post, comment, update or help request: their guardians are told as well.
      if (event.authorId && ('postId' in event.about || 'itemId' in event.about || 'comment' in event.about)) {
        const childKind = action === 'review.approved' ? 'child_approved' : 'child_sent_back';
        await notifyGuardians(tx, { kind: childKind, actorId, pupilId: event.authorId, about: event.about, ...(event.note ? { note: event.note } : {}) });
      }
      // An approved item: its collaboration's people are told of it now, as they would have been when it was written, by its author.
      if (event.approvedItem && event.collaborationId && event.authorId) {
        const itemKind = event.approvedItem.kind === 'help' ? 'collaboration_help' : 'collaboration_update';
        await notifyCollaboration(tx, { kind: itemKind, actorId: event.authorId, collaborationId: event.collaborationId, itemId: event.approvedItem.itemId });
        await notifyMentioned(tx, { actorId: event.authorId, about: { itemId: event.approvedItem.itemId, collaborationId: event.collaborationId } });
      }
      // An approved comment: its thread and those it mentions are told of it now, as they would have been when it was written.
      if (action === 'review.approved' && event.comment && event.authorId) {
        await notifyThread(tx, { actorId: event.authorId, ...event.comment });
        await notifyMentioned(tx, { actorId: event.authorId, about: event.comment });
      }
    },
    live: (event) => [...(event.collaborationId ? [{ collaboration: event.collaborationId }] : []), ...(event.comment ? [placeTopic(event.comment.place)] : [])],
    // An approved comment joins its thread as visitors read it.
    cache: (event) => [...(event.cacheTags ?? []), ...(event.comment ? placeCacheTags(event.comment.place) : [])],
    pictures: (event) => event.pictureIds ?? [],
  };
}
