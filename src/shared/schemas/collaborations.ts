import { z } from 'zod';
import { mentionIds, mentionView } from './mentions.js';
import { fieldCode } from '../error-messages.js';
import {
  BLOCK_LIMITS,
  CANDIDATE_ROLES,
  COLLABORATION_AUDIENCES,
  CANDIDATES_MAX,
  COLLABORATION_ITEM_KINDS,
  COLLABORATION_STATUSES,
  COLLABORATION_TITLE_MAX,
  ITEM_TITLE_MAX,
  MAX_BLOCKS,
  MAX_MEMBERS_ADDED,
  SEARCH_QUERY_MAX,
  SETTABLE_STATUSES,
} from '../constants.js';
import { contentBlocks, presentedBlock } from './content.js';
import { mediaView } from './media.js';
import { memberCard } from './profiles.js';
import { projectRef } from './projects.js';
import { reviewInfo } from './review.js';
import { blockText, lineText } from './text.js';


/**
 * Body of POST /api/collaborations and PUT /api/collaborations/:id (the idea, and where it
 * belongs). A client that does not say where keeps it for every member, in no project, on
 * creation, and as it was on a change.
 */
export const collaborationInput = z
  .object({
    title: lineText({ error: fieldCode('title_required') })
      .trim()
      .min(1, fieldCode('title_required'))
      .max(COLLABORATION_TITLE_MAX, fieldCode('collaboration_title_too_long')),
    /** A chosen picture, or null for the placeholder. */
    thumbnailId: z.uuid({ error: fieldCode('thumbnail_not_ours') }).nullable(),
    content: contentBlocks,
    /** Who may see it: every member, or the people of its project alone. */
    audience: z.enum(COLLABORATION_AUDIENCES, { error: fieldCode('audience_invalid') }).optional(),
    /** The project it belongs to (shown on its page), or none; required when it is for a project's people. */
    projectId: z.uuid({ error: fieldCode('post_project_invalid') }).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.audience === 'project' && !value.projectId) context.addIssue({ code: 'custom', path: ['projectId'], message: fieldCode('collaboration_project_required') });
  });
export type CollaborationInput = z.input<typeof collaborationInput>;

/** Body of PUT /api/collaborations/:id/status. */
export const statusInput = z.object({
  status: z.enum(SETTABLE_STATUSES, { error: fieldCode('status_invalid') }),
});

/** Body of POST /api/collaborations/:id/members. */
export const addMembersInput = z.object({
  userIds: z
    .array(z.string().max(100), { error: fieldCode('people_required') })
    .min(1, fieldCode('people_required'))
    .max(MAX_MEMBERS_ADDED, fieldCode('too_many_people')),
});

const textBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('title'), value: lineText().max(BLOCK_LIMITS.title, fieldCode('title_block_too_long')) }),
    z.object({ type: z.literal('paragraph'), value: blockText().max(BLOCK_LIMITS.paragraph, fieldCode('paragraph_too_long')) }),
    z.object({ type: z.literal('bullets'), value: blockText().max(BLOCK_LIMITS.bullets, fieldCode('bullets_too_long')) }),
  ],
  { error: fieldCode('text_blocks_only') },
);

/** Body of POST /api/collaborations/:id/items: an update or a help request (a title is required). */
export const itemInput = z.object({
  kind: z.enum(COLLABORATION_ITEM_KINDS, { error: fieldCode('item_kind_invalid') }),
  title: lineText({ error: fieldCode('title_required') })
    .trim()
    .min(1, fieldCode('title_required'))
    .max(ITEM_TITLE_MAX, fieldCode('item_title_too_long')),
  content: z.array(textBlock).max(MAX_BLOCKS, fieldCode('too_many_blocks')).default([]),
  /** The members its words mention (decision 0049), as the picker chose them. */
  mentionIds: mentionIds.optional(),
});
export type ItemInput = z.input<typeof itemInput>;

/** Body of PUT /api/collaborations/:id/items/:itemId: its author changes it while it is not live. */
export const itemRevision = itemInput.omit({ kind: true });
export type ItemRevision = z.input<typeof itemRevision>;

/** `?kind=update|help` of GET /api/collaborations/:id/items. */
export const itemKindQuery = z.object({ kind: z.enum(COLLABORATION_ITEM_KINDS, { error: fieldCode('item_kind_invalid') }) });

/** Who created a collaboration, as a card shows them. */
const personName = z.object({ id: z.string(), name: z.string(), surname: z.string() });

/** A collaboration on the board; the UI cuts the title at 75. */
const collaborationCard = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COLLABORATION_STATUSES),
  thumbnail: mediaView.nullable(),
  createdBy: personName,
  createdAt: z.string(),
  /** Null once live; a pupil's new collaboration waiting for review (or sent back) is on their own board only, marked. */
  review: reviewInfo.nullable(),
  audience: z.enum(COLLABORATION_AUDIENCES),
  /** The project it belongs to, if any. */
  project: projectRef.nullable(),
});
export type CollaborationCard = z.infer<typeof collaborationCard>;

/** A help request on the board: links to /help-page/{collaborationId}/{id}. */
const helpCard = z.object({
  id: z.uuid(),
  collaborationId: z.uuid(),
  collaborationTitle: z.string(),
  title: z.string(),
  thumbnail: mediaView.nullable(),
  createdAt: z.string(),
});
export type HelpCard = z.infer<typeof helpCard>;

/** GET /api/collaborations/board: every collaboration but the deleted, grouped by status, and the open help requests. */
export const board = z.object({
  /** The project the board was narrowed to (`?project=`), or null for the whole programme's. */
  project: projectRef.nullable(),
  help: z.array(helpCard),
  active: z.array(collaborationCard),
  inactive: z.array(collaborationCard),
  completed: z.array(collaborationCard),
});
export type Board = z.infer<typeof board>;

/** An update or help request in a list: its page is /update-page/{collaborationId}/{id} or /help-page/…. */
/**
 * `review`: null once live; the author's own items waiting for review or sent back are listed with it.
 * `hidden`: hidden from its readers by members' reports or a moderator (only its author still finds it listed).
 */
const itemSummary = z.object({ id: z.uuid(), kind: z.enum(COLLABORATION_ITEM_KINDS), title: z.string(), createdAt: z.string(), review: reviewInfo.nullable(), hidden: z.boolean() });
export type ItemSummary = z.infer<typeof itemSummary>;

/** GET /api/collaborations/:id: the collaboration page, with the caller's access. */
export const collaborationDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COLLABORATION_STATUSES),
  thumbnail: mediaView.nullable(),
  content: z.array(presentedBlock),
  createdAt: z.string(),
  audience: z.enum(COLLABORATION_AUDIENCES),
  /** The project it belongs to, if any. */
  project: projectRef.nullable(),
  creator: memberCard,
  members: z.array(memberCard),
  updates: z.array(itemSummary),
  /** Its requests for help, newest first, by the same rule as its updates (those the reader may find). */
  helpRequests: z.array(itemSummary),
  /** May use the edit area: creator, executing member or admin. */
  canEdit: z.boolean(),
  /** Is an executing member. */
  isMember: z.boolean(),
  /** May leave: an executing member who did not start it (the creator stays, and may delete it). */
  canLeave: z.boolean(),
  /**
   * May change its status, add people and delete it: its creator, admins, and executing members
   * who do not need review (a pupil may not).
   */
  canManage: z.boolean(),
  /** What the caller writes of it waits for review: a pupil's buttons say so. */
  changesWait: z.boolean(),
  /** Null once live; a pupil's new collaboration waits for review as a whole, read by them and reviewers only. */
  review: reviewInfo.nullable(),
  /** A teacher or admin may approve it or send it back (it waits for review). */
  canReview: z.boolean(),
  /**
   * A change of its title, picture and description that waits for review (or was sent back),
   * for its author and reviewers (GET …/change reads it whole); null for anyone else.
   */
  change: z.object({ author: personName, review: reviewInfo }).nullable(),
});
export type CollaborationDetail = z.infer<typeof collaborationDetail>;

/**
 * GET /api/collaborations/:id/change: a change waiting for review, as the collaboration will look
 * once approved, for its author and reviewers.
 */
export const collaborationChange = z.object({
  collaborationId: z.uuid(),
  status: z.enum(COLLABORATION_STATUSES),
  title: z.string(),
  thumbnail: mediaView.nullable(),
  content: z.array(presentedBlock),
  author: personName,
  review: reviewInfo,
  /** What is shown until then. */
  current: z.object({ title: z.string(), thumbnail: mediaView.nullable(), content: z.array(presentedBlock) }),
  canReview: z.boolean(),
  /** Its author may change it again. */
  canRevise: z.boolean(),
});
export type CollaborationChange = z.infer<typeof collaborationChange>;

/** GET /api/collaborations/:id/items?kind=: the updates or help requests, newest first. */
export const itemList = z.object({ items: z.array(itemSummary) });

/** GET /api/collaborations/:id/items/:itemId: a help or update page. */
export const itemDetail = z.object({
  id: z.uuid(),
  kind: z.enum(COLLABORATION_ITEM_KINDS),
  title: z.string(),
  content: z.array(presentedBlock),
  createdAt: z.string(),
  collaboration: z.object({ id: z.uuid(), title: z.string(), status: z.enum(COLLABORATION_STATUSES), thumbnail: mediaView.nullable() }),
  /** Null once live; otherwise only its author, teachers and admins read it. */
  review: reviewInfo.nullable(),
  /** Hidden from its readers by members' reports or a moderator: only its author, their guardians, teachers and admins read it. */
  hidden: z.boolean(),
  /** Its reader may report it: a member who is not its author. */
  canReport: z.boolean(),
  /** Hidden, and its reader a teacher or admin, who may show it to its readers again. */
  canShow: z.boolean(),
  /** A teacher or admin may approve it or send it back (it waits for review). */
  canReview: z.boolean(),
  /** Its author may change it while it is not live, and send it for review again. */
  canRevise: z.boolean(),
  /** Whom its words mention, as chosen: for its author's form while they may change it (so a revision keeps them); empty for everyone else. */
  mentions: z.array(mentionView),
});
export type ItemDetail = z.infer<typeof itemDetail>;

/**
 * `?q=&role=&limit=` of GET /api/collaborations/:id/candidates: words of the name or surname
 * (empty: anyone), one kind of person (left out or empty: every kind), and how many at most,
 * 1 to CANDIDATES_MAX (anything else is the most, as a page number past the end is the last).
 */
export const candidateQuery = z.object({
  q: lineText().trim().max(SEARCH_QUERY_MAX, fieldCode('search_too_long')).default(''),
  role: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CANDIDATE_ROLES, { error: fieldCode('candidate_role_invalid') }).optional()),
  limit: z.preprocess((value) => {
    const n = Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(n) && n >= 1 ? Math.min(n, CANDIDATES_MAX) : CANDIDATES_MAX;
  }, z.number().int().min(1).max(CANDIDATES_MAX)),
});
export type CandidateFilter = z.infer<typeof candidateQuery>;

/**
 * GET /api/collaborations/:id/candidates: who could be added (Add people), by name, at most
 * `limit`; `more` when others match too, so the page asks to narrow the search.
 */
export const candidates = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string(), image: mediaView.nullable() })),
  more: z.boolean(),
});
export type Candidates = z.infer<typeof candidates>;

export const created = z.object({ id: z.uuid() });

/** `?project=<slug>` of GET /api/collaborations/board: the board of one project. */
export const boardQuery = z.object({
  project: z.string().trim().toLowerCase().max(100, fieldCode('post_project_invalid')).optional(),
});
