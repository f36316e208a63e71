/** The product's business constants, kept in one place so server and browser agree. */

/** Posts per page of the blog lists. */
export const BLOG_PAGE_SIZE = 12;
/** Characters of the first paragraph shown on a blog card, before '...'. */
export const EXCERPT_LENGTH = 100;
/** Characters of a title shown on collaboration, help and update cards. */
export const CARD_TITLE_LENGTH = 75;
/** Characters of a member's description shown in the member hover card. */
export const MEMBER_DESCRIPTION_LENGTH = 70;

export const CAROUSEL_INTERVAL_MS = 6000;
/** The carousel's crossfade; Carousel.tsx spells it as the class duration-1000 (no inline styles under the CSP). */
export const CAROUSEL_FADE_MS = 1000;
export const CAROUSEL_IMAGE_COUNT = 3;
export const GALLERY_IMAGE_COUNT = 6;

/** The loading overlay shows at most this long while the first page loads. */
export const INITIAL_LOADING_MAX_MS = 3000;
/** The route loading flag is cleared this long after each route change. */
export const ROUTE_LOADING_MS = 1000;
/** On / and /project the scroll is reset again this long after navigation. */
export const SCROLL_RESET_DELAY_MS = 500;

/** Uploaded media may be cached this long by browsers. */
export const UPLOAD_CACHE_SECONDS = 3600;
/** Width in pixels from which the desktop layout applies. */
export const DESKTOP_BREAKPOINT_PX = 1024;
/** A lazily loaded page chunk that has not arrived by then is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOOLTIP_OPEN_DELAY_MS = 100;
export const TOOLTIP_TOUCH_DELAY_MS = 700;
export const TOOLTIP_TOUCH_LEAVE_MS = 1500;

/**
 * Roles of an account, most power first: admins may do everything and manage the site;
 * teachers may do what a member may and review what pupils write before it is published;
 * members write and collaborate.
 */
export const ROLES = ['admin', 'teacher', 'member'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that review what pupils write before it is published. */
export const REVIEWER_ROLES: readonly Role[] = ['admin', 'teacher'];

/**
 * What the audit log records (among them who deleted, added, changed status and changed
 * roles). The server writes only these; the admin screen offers them as its filter.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_reset_by_mail',
  'auth.password_set_by_link',
  'account.data_exported',
  'member.created',
  'member.renamed',
  'member.password_reset',
  'member.password_link_made',
  'member.role_changed',
  'member.disabled',
  'member.enabled',
  'member.two_factor_reset',
  'member.erased',
  'member.review_changed',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'guardian.linked',
  'guardian.unlinked',
  'guardian_request.made',
  'guardian_request.decided',
  'consent.recorded',
  'member.under_fifteen_changed',
  'member.left',
  'member.anonymised',
  'review.approved',
  'review.sent_back',
  'post.unpublished',
  'post.published',
  'post.deleted',
  'collaboration.deleted',
  'collaboration.restored',
  'collaboration.status_changed',
  'collaboration.members_added',
  'collaboration.member_left',
  'collaboration.item_deleted',
  'collaboration.item_hidden',
  'collaboration.item_shown',
  'profile.hidden',
  'profile.shown',
  'contact_message.deleted',
  'media.swept',
  'picture.tagged',
  'site.language_changed',
  'site.retention_changed',
  'comment.hidden',
  'comment.shown',
  'comment.deleted',
  'site.watched_word_added',
  'site.watched_word_removed',
  'report.made',
  'report.held',
  'report.decided',
  'member.comment_banned',
  'site.report_threshold_changed',
  'site.comments_for_visitors_changed',
  'site.reactions_changed',
  'project.created',
  'project.changed',
  'project.members_added',
  'project.member_removed',
  'project.pictures_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Actions Agora takes by itself (its periodic jobs): nobody signed in did them. */
export const SYSTEM_AUDIT_ACTIONS: readonly AuditAction[] = ['media.swept', 'member.anonymised'];

/**
 * Every name an audit entry's details may carry: the server writes no other (core/events/audited.ts
 * types them by this list), and the admin screen has a word for each in every language (a test
 * compares them), so an administrator never reads a bare key.
 */
export const AUDIT_DETAIL_KEYS = [
  'action',
  'authorId',
  'change',
  'classList',
  'collaborationId',
  'content',
  'days',
  'email',
  'from',
  'guardianId',
  'guardianOfId',
  'guardianOfInvitationId',
  'invitationId',
  'itemId',
  'keptPosts',
  'kind',
  'level',
  'maxUses',
  'name',
  'needsReview',
  'note',
  'on',
  'onPaper',
  'outcome',
  'phrase',
  'pictures',
  'postId',
  'posts',
  'previousStatus',
  'profileChange',
  'pupilId',
  'pupilIds',
  'reason',
  'reports',
  'request',
  'role',
  'secondFactor',
  'set',
  'status',
  'strayFiles',
  'successorId',
  'surname',
  'threshold',
  'title',
  'to',
  'underFifteen',
  'unusedFiles',
  'unusedMedia',
  'until',
  'userId',
  'userIds',
  'via',
] as const;
export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];
/** The details that hold a member's user id (or a list of them): the audit log shows them by name. */
export const AUDIT_PERSON_DETAILS = ['authorId', 'userId', 'userIds', 'guardianId', 'guardianOfId', 'pupilId', 'pupilIds', 'successorId'] as const satisfies readonly AuditDetailKey[];

// ---- pupils who leave --------------------------------------------------------------------

/** School years a pupil who left is kept before being anonymised: the site's setting, within these bounds. */
export const PUPIL_RETENTION_YEARS = { min: 1, max: 10, default: 2 } as const;
/** What becomes of an anonymised pupil's posts, updates and help requests: kept under "Former pupil", or removed. */
export const FORMER_PUPIL_CONTENT = ['keep', 'remove'] as const;
export type FormerPupilContent = (typeof FORMER_PUPIL_CONTENT)[number];
/** Most pupils marked as having left in one go (a whole class and more). */
export const LEFT_AT_ONCE_MAX = 300;

// ---- invitations -------------------------------------------------------------------------

/**
 * What an invitation makes its invitee: a member, a teacher (only administrators invite one), a
 * pupil (a member whose work waits for a teacher's review), or a guardian (a member linked to the
 * pupil their invitation names). Teachers invite pupils and guardians.
 */
export const INVITATION_ROLES = ['member', 'teacher', 'pupil', 'guardian'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
/** The roles a teacher may invite. */
export const TEACHER_INVITATION_ROLES: readonly InvitationRole[] = ['pupil', 'guardian'];
/** Most pupils the "Guardian of" field of an invitation offers at once: the rest are found by typing more of a name. */
export const GUARDIAN_OF_CHOICES_MAX = 20;
/** How an invitation reaches its invitee: a mail to one address, or a link (and its QR code) to hand out. */
export const INVITATION_KINDS = ['email', 'link'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
/** Days an invitation stays open unless its maker says otherwise, and the most they may say. */
export const INVITATION_DAYS = { default: 14, max: 90 } as const;
/** Most accounts one link may make (an email invitation makes one). */
export const INVITATION_USES_MAX = 500;
/** An invitation's state, as its list shows it. */
export const INVITATION_STATES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
/** The page that accepts an invitation; its link carries the token in the query string (`?token=`), which request logs leave out. */
export const INVITATION_ACCEPT_PATH = '/join';
/** Most people one class list invites, and the most characters its file may hold (about 400 a row, generously). */
export const CLASS_LIST_MAX_ROWS = 500;
export const CLASS_LIST_MAX_CHARACTERS = CLASS_LIST_MAX_ROWS * 400;
/** Invitations per page of their list. */
export const INVITATION_PAGE_SIZE = 50;

/** Password rules for new accounts: length beats composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

// ---- content and media limits ----------------------------------------------------------
// Plain values with no zod attached: the browser imports them without pulling in zod.

/** The kinds of content block. */
export const BLOCK_TYPES = ['title', 'paragraph', 'bullets', 'image'] as const;
/** Updates and help requests offer these three. */
export const TEXT_BLOCK_TYPES = ['title', 'paragraph', 'bullets'] as const;
/** A bullets block is lines that each start with this marker. */
export const BULLET = '• ';
/** Longest text of one block, by kind. */
export const BLOCK_LIMITS = { title: 200, paragraph: 5000, bullets: 5000, alt: 300 } as const;
/** Most blocks one piece of content may hold. */
export const MAX_BLOCKS = 100;
/** Longest post title. */
export const POST_TITLE_MAX = 150;

/** Largest upload accepted, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Largest image accepted, in pixels (width × height). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** Widths of the WebP variants stored for each image; none wider than the original. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;

// ---- profiles ---------------------------------------------------------------------------

/** Longest name, and longest surname, of a member: the schemas refuse longer, the forms stop at it. */
export const MEMBER_NAME_MAX = 80;
/** Longest texts of a profile's fields. */
export const PROFILE_LIMITS = { description: 1000, email: 254, telephone: 20, link: 300 } as const;

// ---- collaborations ---------------------------------------------------------------------

/** Collaboration statuses; 'deleted' is a soft delete. */
export const COLLABORATION_STATUSES = ['active', 'inactive', 'completed', 'deleted'] as const;
/** Statuses a member may set with Change Status, in the order of its buttons; 'deleted' is reached only by deleting. */
export const SETTABLE_STATUSES = ['active', 'inactive', 'completed'] as const;
/** Items posted inside a collaboration. */
export const COLLABORATION_ITEM_KINDS = ['update', 'help'] as const;

/** Longest collaboration title and update/help title. */
export const COLLABORATION_TITLE_MAX = 150;
export const ITEM_TITLE_MAX = 200;
/** Most people added in one go. */
export const MAX_MEMBERS_ADDED = 100;
/**
 * The kinds of people Add people narrows to: an account's role, or 'pupil', a member whose work
 * waits for a teacher's review (needs review). Each person is of one kind: a pupil is a pupil
 * whatever their role says.
 */
export const CANDIDATE_ROLES = ['member', 'teacher', 'admin', 'pupil'] as const;
export type CandidateRole = (typeof CANDIDATE_ROLES)[number];
/** Most people one answer of Add people holds: a school has hundreds, so the page searches, never lists them all. */
export const CANDIDATES_MAX = 50;

// ---- the public site --------------------------------------------------------------------

/** `sizes` of the carousel pictures: full width. The HTML of / preloads the first with the same value. */
export const CAROUSEL_SIZES = '100vw';
/**
 * `sizes` of a card picture in the three-column grids (blog, board): a third of the 80rem
 * container from 1024 px, half from 640 px, else the screen. Shared with the server, whose
 * preload must name the very candidate the browser will pick.
 */
export const CARD_IMAGE_SIZES = '(min-width: 80rem) 25rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** `sizes` of a picture in the article column (48rem at most, less its padding): posts and collaboration items. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';
/** Longest texts of a contact message. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Search: results per page, as the blog's; a query's longest length. */
export const SEARCH_PAGE_SIZE = 12;
/**
 * The most matches of each kind a search ranks: the newest this many (decision 0056). A word in
 * thousands of posts is then ranked among its newest matches in milliseconds, and counted as
 * "1,000+"; a rarer word is ranked among all of its.
 */
export const SEARCH_MATCHES_MAX = 1000;
export const SEARCH_QUERY_MAX = 100;
/** What a search can be narrowed to; members only for members. */
export const SEARCH_KINDS = ['all', 'posts', 'collaborations', 'help', 'updates', 'members'] as const;

/** Notifications: the kinds, and how many a page of the list holds. */
export const NOTIFICATION_KINDS = [
  'collaboration_added',
  'collaboration_update',
  'collaboration_help',
  'collaboration_status',
  'post_unpublished',
  'post_published',
  'review_approved',
  'review_sent_back',
  'review_waiting',
  'child_approved',
  'child_sent_back',
  'guardian_request_decided',
  'picture_withheld',
  'comment_added',
  'comment_hidden',
  'item_hidden',
  'report_held',
  'report_decided',
  'mentioned',
  'profile_hidden',
] as const;
export const NOTIFICATION_PAGE_SIZE = 20;

/** Live pages: how many collaborations one stream may follow besides the board. */
export const LIVE_COLLABORATIONS_MAX = 10;

/** Who may read a post: everyone, visitors included (the default), or signed-in members only. */
export const POST_AUDIENCES = ['everyone', 'members', 'project'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
/** Who may see a collaboration: every member, or one project's people (its members and its pupils' guardians). */
export const COLLABORATION_AUDIENCES = ['members', 'project'] as const;
export type CollaborationAudience = (typeof COLLABORATION_AUDIENCES)[number];

/**
 * Review before publishing: what a post, update or help request by a member who needs
 * review is while it is not live. 'waiting': in the reviewers' queue; 'sent_back': a
 * teacher returned it with a note, and it waits on its author. Live content has no review state.
 */
export const REVIEW_STATES = ['waiting', 'sent_back'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** Longest note a reviewer sends back with an item. */
export const REVIEW_NOTE_MAX = 1000;
/** Most items one page of the review queue lists (oldest first; the count says how many wait in all). */
export const REVIEW_QUEUE_LIMIT = 50;

// ---- guardians ---------------------------------------------------------------------------

/**
 * What a guardian may ask of their child's: to hide one of the child's posts, updates or help
 * requests (teachers and administrators decide), or to erase the child's account (administrators).
 */
export const GUARDIAN_REQUEST_KINDS = ['hide', 'erase'] as const;
export type GuardianRequestKind = (typeof GUARDIAN_REQUEST_KINDS)[number];
/** A request is open until decided: approved (it is done) or declined. */
export const GUARDIAN_REQUEST_STATES = ['open', 'approved', 'declined'] as const;
export type GuardianRequestState = (typeof GUARDIAN_REQUEST_STATES)[number];
/** The outcomes of a decision. */
export const GUARDIAN_REQUEST_OUTCOMES = ['approved', 'declined'] as const;
/** The longest a guardian's reason, or a decision's note, may be. */
export const GUARDIAN_REQUEST_TEXT_MAX = 1000;
/** Requests shown at once in the queue and in a guardian's own list. */
export const GUARDIAN_REQUEST_PAGE_SIZE = 50;
/** A child's posts, updates and help requests shown at once on a guardian's page, newest first. */
export const CHILD_WORK_PAGE_SIZE = 50;

// ---- consent -----------------------------------------------------------------------------

/**
 * What a guardian consents to for a pupil: that the pupil uses Agora (`account`: a pupil under 15
 * cannot sign in without it), and who pictures of the pupil, their name and photo may reach (`images`).
 */
export const CONSENT_KINDS = ['account', 'images'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** An account consent is given, or withdrawn again. */
export const ACCOUNT_CONSENT_LEVELS = ['given', 'withdrawn'] as const;
export type AccountConsentLevel = (typeof ACCOUNT_CONSENT_LEVELS)[number];
/** Pupils one picture can tag: a class photo's worth. */
export const PICTURE_TAGS_MAX = 40;
/** Who pictures of a pupil may reach: nobody, signed-in members, or everyone (visitors too). */
export const IMAGE_CONSENT_LEVELS = ['none', 'members', 'public'] as const;
export type ImageConsentLevel = (typeof IMAGE_CONSENT_LEVELS)[number];
/** The longest note an administrator keeps with a paper form. */
export const CONSENT_NOTE_MAX = 500;
/** Consents shown at once in a pupil's history, newest first. */
export const CONSENT_HISTORY_SIZE = 50;
/**
 * The version of the privacy notice a guardian reads before consenting, recorded with their
 * consent. Change it whenever the notice changes in substance: a guardian consenting is then
 * asked to read the new one (the form names the version it showed).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/**
 * Comments (decision 0042): how long a comment may be, how many of a post's comments a page of
 * its thread holds (each with all its replies), and how long its author may still change it.
 */
export const COMMENT_MAX = 2000;
export const COMMENTS_PAGE_SIZE = 20;
export const COMMENT_EDIT_WINDOW_MS = 15 * 60_000;
/** Why a moderator hid or deleted a comment: kept in the audit log. */
export const MODERATION_REASON_MAX = 500;

/**
 * Watched words (decision 0043): what an administrator's rule does with a text that holds its
 * word or phrase: refuse it (`block`), save it to wait for a teacher's review (`review`), or save
 * it and report it to the moderators' queue (`flag`, decision 0044).
 */
export const WATCHED_WORD_ACTIONS = ['block', 'review', 'flag'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];
export const WATCHED_PHRASE_MAX = 100;
export const WATCHED_WORDS_MAX = 500;

/**
 * Reports (decision 0044): what a member may report, and why (the EU Digital Services Act asks
 * for illegal content to be reportable); `watched_word` is a flag rule's own, never a member's.
 * An `item` is a collaboration's update or help request (decision 0048).
 */
export const REPORT_SUBJECTS = ['post', 'comment', 'item', 'profile'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_REASONS = ['children', 'bullying', 'personal_information', 'spam', 'illegal'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number] | 'watched_word';
/** A reporter's own words beside the reason. */
export const REPORT_WORDS_MAX = 1000;
/** What a moderator decides on a reported thing, and the outcome a reporter is told. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export type ReportOutcome = 'dismissed' | 'hidden' | 'deleted';
/** How long a moderator may stop a member commenting, in days. */
export const COMMENT_BAN_DAYS = [1, 7, 30] as const;
/** Reported things in the queue at once, oldest first; a school's queue stays far below this. */
export const REPORT_QUEUE_LIMIT = 50;
/** How many members' reports hide a thing until a decision, by default, and the setting's bounds. */
export const REPORT_HIDE_THRESHOLD_DEFAULT = 3;
export const REPORT_HIDE_THRESHOLD_MAX = 20;

/**
 * Reactions (decision 0047): what members may react to, and the positive-only palette an
 * administrator chooses the site's set from (REACTION_SET_MAX at most). Nothing outside the palette
 * can ever be a reaction: no thumbs down, no angry face, nothing to pile on a child with.
 */
export const REACTION_SUBJECTS = ['post', 'comment', 'item'] as const;
export type ReactionSubject = (typeof REACTION_SUBJECTS)[number];
export const REACTION_CHOICES = ['👍', '❤️', '🎉', '💡', '👏', '🌟', '🙌', '💪', '😊', '🚀'] as const;
export type ReactionEmoji = (typeof REACTION_CHOICES)[number];
export const REACTION_SET_DEFAULT: readonly ReactionEmoji[] = ['👍', '❤️', '🎉', '💡', '👏'];
export const REACTION_SET_MAX = 6;
/** Things whose reactions one request reads: a page of comments and their replies, a collaboration's items. */
export const REACTIONS_READ_MAX = 100;

/**
 * `@` mentions (decision 0049): how many members one comment, update or help request may mention,
 * and how many people the picker offers for what was typed after `@`.
 */
export const MENTIONS_MAX = 10;
export const MENTION_CANDIDATES_MAX = 8;
/** Members named per reaction under "Who reacted"; beyond them, how many more. */
export const REACTION_PEOPLE_SHOWN = 30;

/** A project's limits: its name in each language, its description, its address (/project/<slug>), its place in the order, its gallery's pictures and each one's description. */
export const PROJECT_LIMITS = { name: 80, description: 2000, slug: 40, position: 999, pictures: 24, alt: 200 } as const;
/** Most people a project's member picker offers at once. */
export const PROJECT_CHOICES_MAX = 20;
