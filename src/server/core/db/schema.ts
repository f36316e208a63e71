/**
 * The whole data model. The first five tables follow better-auth's documented schema
 * (core, admin and two-factor plugins): their TypeScript keys are the field names
 * better-auth uses, their SQL names are snake_case like ours.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import type { CollaborationAudience, PostAudience, ReviewState } from '../../../shared/constants.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- accounts (better-auth) -------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** better-auth requires a display name; we keep "Name Surname" here, the parts in profiles. */
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text('role').notNull().default('member'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    /** What they write waits for a teacher's review before anyone else sees it (pupils). */
    needsReview: boolean('needs_review').notNull().default(false),
    /**
     * A pupil under 15: they cannot sign in until a guardian has consented from their own account,
     * or an administrator has recorded a guardian's consent on paper (core/people/consent.ts).
     */
    underFifteen: boolean('under_fifteen').notNull().default(false),
    /**
     * When an administrator marked this pupil as having left the programme: their account is
     * disabled from then on, and the maintenance job anonymises it once the site's retention period
     * has passed (core/people/former-pupils.ts). Enabling the account again clears it.
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** When the job anonymised them: name to initials, photos, tags, sign-in and contacts gone. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    // The retention job's and the preview's question: who left, and has not been anonymised yet.
    index('users_left_idx').on(t.leftAt).where(sql`${t.leftAt} is not null and ${t.anonymisedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

// ---- media ------------------------------------------------------------------------------

/** An uploaded image after re-encoding; files live in storage under `key`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    folder: text('folder').notNull(),
    /** Random storage name; never reused, so files are immutable and cacheable forever. */
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths of the stored variants, smallest first. */
    variants: jsonb('variants').$type<number[]>().notNull().default([]),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_owner_id_idx').on(t.ownerId),
    check('media_folder_check', sql`${t.folder} in ('blog', 'profile', 'collaboration', 'site', 'project')`),
  ],
);

// ---- profiles ---------------------------------------------------------------------------

/** One per user; contact details here are shown to members only. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    facebook: text('facebook'),
    instagram: text('instagram'),
    /** Contact email shown to members; may differ from the sign-in email. */
    email: text('email'),
    telephone: text('telephone'),
    /** The language the member last chose in the site (shared/languages.ts), for what reaches them outside it: mail. */
    language: text('language'),
    /** Whether the member wants a daily email of their unread notifications (when the site can send mail). */
    notificationDigest: boolean('notification_digest').notNull().default(false),
    /** When the last digest went to them: the next holds only what came after, a day later at the soonest. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /**
     * A pupil's image consent in force ('none', 'members', 'public'; null: none given), a copy of
     * their newest 'images' row in `consents`, written in the same transaction
     * (core/people/consent.ts): every road that shows an author reads it with the profile
     * (core/visibility/profiles.ts `memberVisibility.identityShown`), without a lookup per author.
     */
    imageConsent: text('image_consent'),
    /**
     * Hidden from the community (decision 0050): the photo, description and contact details withheld
     * on every road that shows others the member (core/visibility/profiles.ts `shownProfile`), the
     * name kept. Set by members' reports until a moderator decides (`hiddenById` null), or by a
     * moderator; an administrator shows it again.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: text('hidden_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_image_idx').on(t.imageId)],
);

// ---- posts ------------------------------------------------------------------------------

/**
 * Review before publishing, on posts and collaboration items alike: null once live; 'waiting'
 * for a teacher, or 'sent_back' to its author with the teacher's note. Who last decided, and
 * when, are kept for the author and the queue (the audit log keeps every decision).
 */
function reviewColumns() {
  return {
    review: text('review').$type<ReviewState>(),
    /**
     * Counts the changes of what is written: a reviewer's decision names the version they read,
     * and a version changed since answers 409 instead of publishing unread words.
     */
    version: integer('version').notNull().default(1),
    reviewNote: text('review_note'),
    reviewedById: text('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  };
}

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once its author was erased and an admin kept their posts: shown as "Former member". */
    authorId: text('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: jsonb('content').$type<ContentBlock[]>().notNull(),
    /** Kept at write time, so a list of cards never reads whole posts. */
    excerpt: text('excerpt').notNull().default(''),
    thumbnailId: uuid('thumbnail_id').references(() => media.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when an admin takes a post off the public site (moderation): who and when. Only
     * its author and admins can then read it, until an admin publishes it again.
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedById: text('unpublished_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who may read it: 'everyone'; 'members' (signed-in members only, never a visitor); or
     * 'project' (the members of `projectId` and the guardians of its pupils: decision 0053).
     */
    audience: text('audience').$type<PostAudience>().notNull().default('everyone'),
    /** The project it belongs to, whatever its audience: it shows on the project's page. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    ...reviewColumns(),
  },
  (t) => [
    // Paging newest first: members' list holds every published post for the whole programme,
    // visitors' the published posts for everyone, one author's list all of theirs, a project's
    // its own. A post waiting for review (or sent back) is in no shared list: it is not live. A
    // post for one project's people is in its project's list alone: the members' list is the
    // same for every member, kept once.
    index('posts_published_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.unpublishedAt} is null and ${t.review} is null and ${t.audience} <> 'project'`),
    index('posts_project_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()).where(sql`${t.projectId} is not null`),
    index('posts_public_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.unpublishedAt} is null and ${t.review} is null and ${t.audience} = 'everyone'`),
    check('posts_audience_check', sql`${t.audience} in ('everyone', 'members', 'project')`),
    check('posts_project_audience_check', sql`${t.audience} <> 'project' or ${t.projectId} is not null`),
    check('posts_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
    // The reviewers' queue, oldest first.
    index('posts_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('posts_unpublished_idx').on(t.unpublishedAt.desc()).where(sql`${t.unpublishedAt} is not null`),
    // The media sweep asks "does any post show this picture?", and deleting a picture makes
    // PostgreSQL check this foreign key: both want the index.
    index('posts_thumbnail_idx').on(t.thumbnailId),
  ],
);

// ---- collaborations ---------------------------------------------------------------------

export const collaborations = pgTable(
  'collaborations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    thumbnailId: uuid('thumbnail_id').references(() => media.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<ContentBlock[]>().notNull(),
    status: text('status').notNull().default('inactive'),
    createdById: text('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: who deleted it and when; status is then 'deleted'. */
    deletedById: text('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Who may see it (collaborations are members' pages): 'members' (every signed-in member), or
     * 'project' (the members of `projectId` and the guardians of its pupils: decision 0054).
     */
    audience: text('audience').$type<CollaborationAudience>().notNull().default('members'),
    /** The project it belongs to, whatever its audience: it shows on the project's page and board. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** A pupil's new collaboration waits for review as a whole: seen by its creator and reviewers only. */
    ...reviewColumns(),
  },
  (t) => [
    index('collaborations_status_created_idx').on(t.status, t.createdAt.desc()),
    // A project's collaborations, on its page and its board, newest first.
    index('collaborations_project_created_idx').on(t.projectId, t.createdAt.desc()).where(sql`${t.projectId} is not null`),
    check('collaborations_audience_check', sql`${t.audience} in ('members', 'project')`),
    check('collaborations_project_audience_check', sql`${t.audience} <> 'project' or ${t.projectId} is not null`),
    index('collaborations_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
    check('collaborations_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
    index('collaborations_created_by_idx').on(t.createdById),
    index('collaborations_thumbnail_idx').on(t.thumbnailId),
    check('collaborations_status_check', sql`${t.status} in ('active', 'inactive', 'completed', 'deleted')`),
    // One spelling of "deleted": a deleted collaboration, and only one, records when.
    check('collaborations_deleted_check', sql`(${t.status} = 'deleted') = (${t.deletedAt} is not null)`),
  ],
);

/**
 * An invitation to make an account: by mail to one address, or a link (with its QR code) to hand
 * out, used up to `max_uses` times. Only a hash of its token is kept (SHA-256: the token is 256
 * random bits, so no slow hash is needed), so the link is shown once, when it is made. A use is
 * counted by one conditional update, so two invitees never take the last use both.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    /** member, teacher, pupil (a member whose work waits for review) or guardian (a member linked to pupils). */
    role: text('role').notNull(),
    /** The invitee's address, for an email invitation: the account's, not theirs to choose. */
    email: text('email'),
    /** Their name as a class list gave it: the mail greets them by it, their form starts with it. */
    name: text('name'),
    surname: text('surname'),
    /** A collaboration the invitee joins, when it named one. */
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A guardian's invitation: the pupil whose guardian they become, when the pupil has an account. */
    guardianOfId: text('guardian_of_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A guardian's invitation from a class list: the pupil's own invitation, whose account may not
     * exist yet. The two are linked when both have been accepted, whichever comes first.
     */
    guardianOfInvitationId: uuid('guardian_of_invitation_id').references((): AnyPgColumn => invitations.id, { onDelete: 'cascade' }),
    /** Who accepted an invitation for one person (an email's): what a guardian's invitation links to. */
    acceptedById: text('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_guardian_of_invitation_idx').on(t.guardianOfInvitationId),
    // The list, newest first, for admins (all) and for teachers (their own).
    index('invitations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('invitations_created_by_idx').on(t.createdById, t.createdAt.desc(), t.id.desc()),
    check('invitations_kind_check', sql`${t.kind} in ('email', 'link')`),
    check('invitations_role_check', sql`${t.role} in ('member', 'teacher', 'pupil', 'guardian')`),
    // Only a guardian's invitation names a pupil.
    check('invitations_guardian_of_check', sql`(${t.guardianOfId} is null and ${t.guardianOfInvitationId} is null) or ${t.role} = 'guardian'`),
    check('invitations_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses} and ${t.maxUses} between 1 and 500`),
    check('invitations_email_check', sql`(${t.kind} = 'email') = (${t.email} is not null)`),
  ],
);

/**
 * A guardian and a pupil of theirs: a member linked to a pupil reads the pupil's work in every
 * state and hears of what happens to it. A pupil may have several guardians, a guardian several
 * children. Links are made by a guardian's invitation or by an administrator.
 */
export const guardianships = pgTable(
  'guardianships',
  {
    guardianId: text('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pupilId: text('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.pupilId] }),
    index('guardianships_pupil_idx').on(t.pupilId),
    check('guardianships_not_self_check', sql`${t.guardianId} <> ${t.pupilId}`),
  ],
);

/**
 * A guardian's request about their child: to hide a post, update or help request of the child's
 * (`hide`, decided by a teacher or an administrator), or to erase the child's account (`erase`,
 * administrators only). Decided once, with a note the guardian is told.
 */
export const guardianRequests = pgTable(
  'guardian_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    guardianId: text('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pupilId: text('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What to hide: one of the pupil's posts, or one of their updates or help requests. */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    /** The guardian's words: why. */
    reason: text('reason').notNull().default(''),
    /** open until decided; then approved (done) or declined. */
    state: text('state').notNull().default('open'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // The queue, oldest first, and its count: open requests by kind.
    index('guardian_requests_open_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.state} = 'open'`),
    index('guardian_requests_guardian_idx').on(t.guardianId, t.createdAt.desc()),
    // One open request per guardian and thing: asking twice adds nothing to the queue.
    uniqueIndex('guardian_requests_one_open_idx')
      .on(t.guardianId, t.pupilId, t.kind, sql`coalesce(${t.postId}::text, ${t.itemId}::text, '')`)
      .where(sql`${t.state} = 'open'`),
    check('guardian_requests_kind_check', sql`${t.kind} in ('hide', 'erase')`),
    check('guardian_requests_state_check', sql`${t.state} in ('open', 'approved', 'declined')`),
    // A hide request names one thing, an erase request none.
    check('guardian_requests_target_check', sql`(${t.kind} = 'hide') = ((${t.postId} is not null) <> (${t.itemId} is not null)) and (${t.kind} = 'hide' or (${t.postId} is null and ${t.itemId} is null))`),
    check('guardian_requests_decided_check', sql`(${t.state} = 'open') = (${t.decidedAt} is null)`),
  ],
);

/**
 * A guardian's consent for a pupil, as it was given, kept whole: each change is a new row, so the
 * history says who consented to what, when, on which version of the privacy notice or on paper.
 * `account`: the pupil may use Agora (needed before a pupil under 15 signs in). `images`: which
 * audience pictures of the pupil and their name and photo may reach (none, members, public).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pupilId: text('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    level: text('level').notNull(),
    /** The guardian who gave it from their account, or the administrator who recorded a paper form. */
    givenById: text('given_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Recorded by an administrator from a signed paper form. */
    onPaper: boolean('on_paper').notNull().default(false),
    /** The administrator's note of a paper form (who signed it, where it is kept). */
    note: text('note').notNull().default(''),
    /** The privacy notice the guardian read when consenting from their account. */
    privacyVersion: text('privacy_version'),
    createdAt: createdAt(),
  },
  (t) => [
    // The current consent of each kind is the newest row: read by this index.
    index('consents_pupil_kind_idx').on(t.pupilId, t.kind, t.createdAt.desc(), t.id.desc()),
    check('consents_kind_check', sql`${t.kind} in ('account', 'images')`),
    check(
      'consents_level_check',
      sql`(${t.kind} = 'account' and ${t.level} in ('given', 'withdrawn')) or (${t.kind} = 'images' and ${t.level} in ('none', 'members', 'public'))`,
    ),
    // Given from a guardian's account names the notice they read; on paper, the administrator's note says what was signed.
    check('consents_source_check', sql`${t.onPaper} or ${t.privacyVersion} is not null or ${t.kind} = 'images'`),
  ],
);

/**
 * Who is in a picture: the pupils its uploader (or a reviewer) tagged. A tagged pupil's image
 * consent bounds every audience the picture reaches (core/visibility/media.ts): none, members only,
 * or everyone. Goes with the picture, or with the pupil when their account goes.
 */
export const pictureTags = pgTable(
  'picture_tags',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    pupilId: text('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taggedById: text('tagged_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The widest audience this picture of the pupil may reach: their image consent when it was
     * tagged or last shown by its author's choice, lowered with the consent, never raised by it.
     * A family raising their consent publishes nothing by itself; the author decides.
     */
    reach: text('reach').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.pupilId] }),
    check('picture_tags_reach_check', sql`${t.reach} in ('none', 'members', 'public')`),
    // A consent changed finds every picture tagging the pupil by this index.
    index('picture_tags_pupil_idx').on(t.pupilId),
  ],
);

/** Executing members: one row each, so leaving removes the row. */
export const collaborationMembers = pgTable(
  'collaboration_members',
  {
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collaborationId, t.userId] }), index('collaboration_members_user_idx').on(t.userId)],
);

/** Updates and help requests of a collaboration, addressed by their own id. */
export const collaborationItems = pgTable(
  'collaboration_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<ContentBlock[]>().notNull(),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When its author last changed it (only while it waits for review or was sent back). */
    updatedAt: updatedAt(),
    ...reviewColumns(),
    /**
     * Hidden from its readers (decision 0048): by members' reports until a moderator decides
     * (`hiddenById` null, a `report_holds` row says so), or by a moderator. Its author, their
     * guardians and reviewers still read it (core/visibility/collaborations.ts).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: text('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The reviewers' queue, oldest first.
    index('collaboration_items_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
    check('collaboration_items_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
    index('collaboration_items_collaboration_idx').on(t.collaborationId, t.kind, t.createdAt.desc()),
    index('collaboration_items_kind_created_idx').on(t.kind, t.createdAt.desc()),
    // A member's own updates and help requests: their data to take, or to erase; and, newest
    // first, a page of a child's on their guardian's page.
    index('collaboration_items_created_by_created_idx').on(t.createdById, t.createdAt.desc(), t.id.desc()),
    check('collaboration_items_kind_check', sql`${t.kind} in ('update', 'help')`),
  ],
);

/**
 * A pupil's change to a live collaboration's title, picture and description: the
 * collaboration keeps showing what was approved until a reviewer approves this, which then
 * replaces it. One per collaboration: a later change replaces the one that waits.
 */
export const collaborationRevisions = pgTable(
  'collaboration_revisions',
  {
    collaborationId: uuid('collaboration_id')
      .primaryKey()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    thumbnailId: uuid('thumbnail_id').references(() => media.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<ContentBlock[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...reviewColumns(),
  },
  (t) => [
    index('collaboration_revisions_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
    index('collaboration_revisions_author_idx').on(t.authorId),
    index('collaboration_revisions_thumbnail_idx').on(t.thumbnailId),
    check('collaboration_revisions_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
  ],
);

/**
 * A pupil's change to their own profile: description, photo and contact details wait for
 * review, and the profile shows what was approved until then. One per member.
 */
export const profileRevisions = pgTable(
  'profile_revisions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    facebook: text('facebook'),
    instagram: text('instagram'),
    email: text('email'),
    telephone: text('telephone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...reviewColumns(),
  },
  (t) => [
    index('profile_revisions_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
    index('profile_revisions_image_idx').on(t.imageId),
    check('profile_revisions_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
  ],
);

// ---- notifications -----------------------------------------------------------------------

/**
 * What a member is told of: added to a collaboration; an update, a help request or a change of
 * status in one they create or execute; their post taken off the site or put back. What it is
 * about is referenced, not copied, so its title reads as it is now and the notification goes
 * when that goes.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** What the kind needs besides: the new status of a collaboration. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_collaboration_idx').on(t.collaborationId),
    index('notifications_item_idx').on(t.itemId),
    index('notifications_post_idx').on(t.postId),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('collaboration_added', 'collaboration_update', 'collaboration_help', 'collaboration_status', 'post_unpublished', 'post_published', 'review_approved', 'review_sent_back', 'review_waiting', 'child_approved', 'child_sent_back', 'guardian_request_decided', 'picture_withheld', 'comment_added', 'comment_hidden', 'item_hidden', 'report_held', 'report_decided', 'mentioned', 'profile_hidden')`,
    ),
    // A reviewer has at most one unread "work waits for your review": thirty pupils writing
    // make one ring, renewed, not thirty.
    uniqueIndex('notifications_review_waiting_unread_idx').on(t.recipientId).where(sql`${t.kind} = 'review_waiting' and ${t.readAt} is null`),
  ],
);

// ---- comments ---------------------------------------------------------------------------

/**
 * Members' comments under a post, or under a collaboration's update or help request (decision
 * 0042; its place: exactly one of `postId`, `itemId`): plain text, one level of replies (`parentId`
 * names a comment that has none, in the same place). A pupil's waits for review like their posts (`review`); a
 * comment hidden by the post's author or a moderator (`hiddenAt`) is read by its author and the
 * moderators only. An erased member's comments go with them.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its author last changed its words (within the edit window): shown as "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: text('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...reviewColumns(),
  },
  (t) => [
    // A post's or an item's thread, oldest first: its comments and, by parent, their replies.
    index('comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('comments_item_created_idx').on(t.itemId, t.createdAt, t.id),
    check('comments_one_place_check', sql`num_nonnulls(${t.postId}, ${t.itemId}) = 1`),
    index('comments_parent_idx').on(t.parentId),
    index('comments_author_idx').on(t.authorId),
    check('comments_review_check', sql`${t.review} in ('waiting', 'sent_back')`),
    // The reviewers' queue, oldest first.
    index('comments_review_waiting_idx').on(t.updatedAt).where(sql`${t.review} = 'waiting'`),
  ],
);

/** A member who asked not to be told of new comments under a post, or under an update or help request. */
export const commentMutes = pgTable(
  'comment_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_mutes_user_post_idx').on(t.userId, t.postId).where(sql`${t.postId} is not null`),
    uniqueIndex('comment_mutes_user_item_idx').on(t.userId, t.itemId).where(sql`${t.itemId} is not null`),
    index('comment_mutes_post_idx').on(t.postId),
    index('comment_mutes_item_idx').on(t.itemId),
    check('comment_mutes_one_place_check', sql`num_nonnulls(${t.postId}, ${t.itemId}) = 1`),
  ],
);

/**
 * The words and phrases administrators watch for in what members write (decision 0043): each
 * refused outright (`block`) or held for a teacher's review (`review`). Compared as their folded
 * keys (shared/text/fold.ts), so accents, case and Greeklish spellings match alike.
 */
export const watchedWords = pgTable(
  'watched_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phrase: text('phrase').notNull(),
    /** The phrase's folded words (foldPhrase), one key per phrase: two spellings of one word are one rule. */
    folded: text('folded').notNull(),
    action: text('action').notNull(),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watched_words_folded_idx').on(t.folded), check('watched_words_action_check', sql`${t.action} in ('block', 'review', 'flag')`)],
);

// ---- reports ------------------------------------------------------------------------------

/**
 * A member's report of a post or a comment to the moderators (decision 0044), with its reason and
 * their words; a watched word's `flag` files one with no reporter. One open report per member and
 * thing; a moderator's decision closes every open report of the thing at once, with its outcome.
 * The thing is named by type and id, not a foreign key: its own deletion leaves the report behind,
 * closed by the queue, which reads only things that are there.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    /** A post's, comment's or item's uuid, or a profile's user id (text, as better-auth makes them). */
    subjectId: text('subject_id').notNull(),
    /** Null: filed by a watched word's `flag` rule. */
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    words: text('words'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome'),
    closedById: text('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reports_subject_type_check', sql`${t.subjectType} in ('post', 'comment', 'item', 'profile')`),
    check('reports_reason_check', sql`${t.reason} in ('children', 'bullying', 'personal_information', 'spam', 'illegal', 'watched_word')`),
    check('reports_outcome_check', sql`${t.outcome} in ('dismissed', 'hidden', 'deleted')`),
    // One open report per member and thing (and one open flag per thing: the empty reporter).
    uniqueIndex('reports_open_once_idx')
      .on(t.subjectType, t.subjectId, sql`coalesce(${t.reporterId}, '')`)
      .where(sql`${t.closedAt} is null`),
    // The queue: open reports, oldest first; and a thing's reports.
    index('reports_open_idx').on(t.createdAt).where(sql`${t.closedAt} is null`),
    index('reports_subject_idx').on(t.subjectType, t.subjectId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * A post or comment that members' reports hid until a moderator decides: a dismissal shows it
 * again, a decision to hide keeps it hidden as the moderator's own act.
 */
export const reportHolds = pgTable(
  'report_holds',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId] })],
);

/** A member a moderator stopped from commenting until a time, with the reason they gave. */
export const commentBans = pgTable('comment_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  byId: text('by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ---- reactions ----------------------------------------------------------------------------

/**
 * A member's reaction to a post, a comment, or a collaboration's update or help request (decision
 * 0047): one of each emoji per member and thing. The thing is a foreign key of its own kind (one of
 * the three is set), so deleting it, or the member, takes its reactions with it.
 */
export const reactions = pgTable(
  'reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reactions_one_thing_check', sql`num_nonnulls(${t.postId}, ${t.commentId}, ${t.itemId}) = 1`),
    // One of each per member and thing; and a thing's reactions, read together.
    uniqueIndex('reactions_post_idx').on(t.postId, t.emoji, t.userId).where(sql`${t.postId} is not null`),
    uniqueIndex('reactions_comment_idx').on(t.commentId, t.emoji, t.userId).where(sql`${t.commentId} is not null`),
    uniqueIndex('reactions_item_idx').on(t.itemId, t.emoji, t.userId).where(sql`${t.itemId} is not null`),
    // A member's own: their data to take.
    index('reactions_user_idx').on(t.userId),
  ],
);

/**
 * `@` mentions of members in a comment or in an update or help request (decision 0049): who was
 * mentioned, as the writer's words name them (`label`, "Name Surname", what `@` precedes in the
 * text: a visitor reads a pupil's there by initials), and when they were told (null: not yet —
 * the thing waits for review, or was just written). Deleting the thing, or the member, takes it.
 */
export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => collaborationItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check('mentions_one_thing_check', sql`num_nonnulls(${t.commentId}, ${t.itemId}) = 1`),
    // One per member and thing; and a thing's mentions, read with it.
    uniqueIndex('mentions_comment_idx').on(t.commentId, t.userId).where(sql`${t.commentId} is not null`),
    uniqueIndex('mentions_item_idx').on(t.itemId, t.userId).where(sql`${t.itemId} is not null`),
    index('mentions_user_idx').on(t.userId),
  ],
);

// ---- projects ------------------------------------------------------------------------------

/**
 * The programme's projects, kept by administrators: each has its own page (/project/<slug>),
 * named and described in both languages, with a picture (a site picture: public), an icon (one
 * emoji), a place in the menu's order, and open or archived. An archived project leaves the
 * circles and the menu; its page and its members stay.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The page's address: lower-case letters, digits and hyphens, unique. */
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameEl: text('name_el').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionEl: text('description_el').notNull().default(''),
    pictureId: uuid('picture_id').references(() => media.id, { onDelete: 'set null' }),
    icon: text('icon').notNull().default(''),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_position_idx').on(t.position, t.createdAt), check('projects_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/**
 * Who is in a project: teachers and pupils (and any member a teacher adds), added by teachers and
 * administrators. A pupil's guardians follow the project through their child; they are not rows.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedById: text('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

/**
 * A project's gallery on its own page (decision 0055): pictures administrators uploaded, in their
 * order, each described in both languages for those who cannot see it. The page is public, so a
 * picture here is public too while every pupil tagged in it has their family's consent to public
 * images (core/visibility/media.ts); one kept back leaves the page and its public address at once.
 */
export const projectPictures = pgTable(
  'project_pictures',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    altEn: text('alt_en').notNull(),
    altEl: text('alt_el').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mediaId] }), index('project_pictures_order_idx').on(t.projectId, t.position), index('project_pictures_media_idx').on(t.mediaId)],
);

// ---- the public site ----------------------------------------------------------------------

/** Which stored picture fills each place of the public pages: 'carousel-1', 'gallery-4', 'project-2'… */
export const siteImages = pgTable('site_images', {
  slot: text('slot').primaryKey(),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => media.id, { onDelete: 'restrict' }),
});

/**
 * The site's own settings, set by administrators: one row. `default_language` is what the site
 * speaks to a reader who chose none and whose browser asks for no language it speaks.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultLanguage: text('default_language').notNull().default('en'),
    /** School years a pupil who left is kept as they were before being anonymised (1–10, two by default). */
    pupilRetentionYears: integer('pupil_retention_years').notNull().default(2),
    /** What becomes of an anonymised pupil's posts, updates and help requests: kept under "Former pupil", or removed. */
    formerPupilContent: text('former_pupil_content').notNull().default('keep'),
    /** How many different members' open reports hide a post or comment until a moderator decides (decision 0044). */
    reportHideThreshold: integer('report_hide_threshold').notNull().default(3),
    /** Whether visitors read the live comments under posts for everyone (decision 0046); members always do. */
    commentsForVisitors: boolean('comments_for_visitors').notNull().default(false),
    /** The reactions members may give (decision 0047), in the order shown: chosen from the positive-only REACTION_CHOICES. */
    reactionSet: jsonb('reaction_set')
      .$type<string[]>()
      .notNull()
      // 👍 ❤️ 🎉 💡 👏, as escapes: the server's bundle is ASCII, and a tagged template is the one
      // place its build cannot escape for us (decision 0067).
      .default(sql`'["\u{1F44D}","\u{2764}\u{FE0F}","\u{1F389}","\u{1F4A1}","\u{1F44F}"]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_one_row', sql`${t.id} = 1`),
    check('site_settings_retention_check', sql`${t.pupilRetentionYears} between 1 and 10`),
    check('site_settings_former_content_check', sql`${t.formerPupilContent} in ('keep', 'remove')`),
    check('site_settings_report_threshold_check', sql`${t.reportHideThreshold} between 1 and 20`),
  ],
);

/**
 * Which site this database is: one row, made with the database. Its id is written beside the
 * pictures in a bucket (core/media/site-owner.ts), so that no second site, staging copy or
 * restore test sweeps them; a restore gives the restored database an id of its own.
 */
export const siteIdentity = pgTable(
  'site_identity',
  {
    id: integer('id').primaryKey().default(1),
    siteId: uuid('site_id').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [check('site_identity_one_row', sql`${t.id} = 1`)],
);

// ---- contact and audit ------------------------------------------------------------------

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);

/** Security-relevant actions: who deleted, added, changed a status or a role, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

// ---- limits -------------------------------------------------------------------------------

/**
 * The counters of rate limits and sign-in throttles: one row per key, counting hits in a
 * fixed window that ends at `resets_at`. In the database so that every instance counts
 * together and a restart forgets nothing (decision 0007).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
