import { z } from 'zod';
import {
  BLOCK_LIMITS,
  COLLABORATION_ITEM_KINDS,
  COLLABORATION_STATUSES,
  COLLABORATION_TITLE_MAX,
  ITEM_TITLE_MAX,
  MAX_BLOCKS,
  MAX_MEMBERS_ADDED,
  SETTABLE_STATUSES,
} from '../constants.js';
import { contentBlocks, presentedBlock } from './content.js';
import { mediaView } from './media.js';
import { memberCard } from './profiles.js';
import { blockText, lineText } from './text.js';


/** Body of POST /api/collaborations and PUT /api/collaborations/:id (the idea). */
export const collaborationInput = z.object({
  title: lineText({ error: 'Please add a title.' })
    .trim()
    .min(1, 'Please add a title.')
    .max(COLLABORATION_TITLE_MAX, `The title can be at most ${COLLABORATION_TITLE_MAX} characters long.`),
  /** A chosen picture (DESIGN.md), or null for the placeholder. */
  thumbnailId: z.uuid({ error: 'Please choose a thumbnail uploaded to this site.' }).nullable(),
  content: contentBlocks,
});
export type CollaborationInput = z.input<typeof collaborationInput>;

/** Body of PUT /api/collaborations/:id/status. */
export const statusInput = z.object({
  status: z.enum(SETTABLE_STATUSES, { error: 'Choose active, inactive or completed.' }),
});

/** Body of POST /api/collaborations/:id/members. */
export const addMembersInput = z.object({
  userIds: z
    .array(z.string().max(100), { error: 'Please select at least one person to add.' })
    .min(1, 'Please select at least one person to add.')
    .max(MAX_MEMBERS_ADDED, `At most ${MAX_MEMBERS_ADDED} people at a time, please.`),
});

const textBlock = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('title'), value: lineText().max(BLOCK_LIMITS.title, `A title block can be at most ${BLOCK_LIMITS.title} characters long.`) }),
    z.object({ type: z.literal('paragraph'), value: blockText().max(BLOCK_LIMITS.paragraph, `A paragraph can be at most ${BLOCK_LIMITS.paragraph} characters long.`) }),
    z.object({ type: z.literal('bullets'), value: blockText().max(BLOCK_LIMITS.bullets, `A bullet list can be at most ${BLOCK_LIMITS.bullets} characters long.`) }),
  ],
  { error: 'Updates and help requests hold title, paragraph and bullets blocks only.' },
);

/** Body of POST /api/collaborations/:id/items: an update or a help request (SPEC §5: a title is required). */
export const itemInput = z.object({
  kind: z.enum(COLLABORATION_ITEM_KINDS, { error: 'Choose update or help.' }),
  title: lineText({ error: 'Please add a title.' })
    .trim()
    .min(1, 'Please add a title.')
    .max(ITEM_TITLE_MAX, `The title can be at most ${ITEM_TITLE_MAX} characters long.`),
  content: z.array(textBlock).max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks, please.`).default([]),
});
export type ItemInput = z.input<typeof itemInput>;

/** `?kind=update|help` of GET /api/collaborations/:id/items. */
export const itemKindQuery = z.object({ kind: z.enum(COLLABORATION_ITEM_KINDS, { error: 'Choose update or help.' }) });

/** Who created a collaboration, as a card shows them. */
const personName = z.object({ id: z.string(), name: z.string(), surname: z.string() });

/** A collaboration on the board (SPEC §2 "Collaboration board"); the UI cuts the title at 75. */
const collaborationCard = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COLLABORATION_STATUSES),
  thumbnail: mediaView.nullable(),
  createdBy: personName,
  createdAt: z.string(),
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
  help: z.array(helpCard),
  active: z.array(collaborationCard),
  inactive: z.array(collaborationCard),
  completed: z.array(collaborationCard),
});
export type Board = z.infer<typeof board>;

/** An update or help request in a list: its page is /update-page/{collaborationId}/{id} or /help-page/…. */
const itemSummary = z.object({ id: z.uuid(), kind: z.enum(COLLABORATION_ITEM_KINDS), title: z.string(), createdAt: z.string() });
export type ItemSummary = z.infer<typeof itemSummary>;

/** GET /api/collaborations/:id: the collaboration page, with the caller's access. */
export const collaborationDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COLLABORATION_STATUSES),
  thumbnail: mediaView.nullable(),
  content: z.array(presentedBlock),
  createdAt: z.string(),
  creator: memberCard,
  members: z.array(memberCard),
  updates: z.array(itemSummary),
  /** May use the edit area: creator, executing member or admin. */
  canEdit: z.boolean(),
  /** Is an executing member. */
  isMember: z.boolean(),
  /** May leave: an executing member who did not start it (the creator stays, and may delete it). */
  canLeave: z.boolean(),
});
export type CollaborationDetail = z.infer<typeof collaborationDetail>;

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
});
export type ItemDetail = z.infer<typeof itemDetail>;

/** GET /api/collaborations/:id/candidates: everyone who could be added (SPEC "Add People"). */
export const candidates = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string(), image: mediaView.nullable() })),
});
export type Candidates = z.infer<typeof candidates>;

export const created = z.object({ id: z.uuid() });
