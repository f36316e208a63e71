import { z } from 'zod';

/** The kinds of content block (DESIGN.md "Content blocks"). */
export const BLOCK_TYPES = ['title', 'paragraph', 'bullets', 'image'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** One block of a post, collaboration, update or help request: plain text, never HTML. */
export const contentBlock = z.object({
  type: z.enum(BLOCK_TYPES),
  value: z.string(),
});
export type ContentBlock = z.infer<typeof contentBlock>;

/** Collaboration statuses; `deleted` is the soft delete of DESIGN.md "Data". */
export const COLLABORATION_STATUSES = ['active', 'inactive', 'completed', 'deleted'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/** Items posted inside a collaboration. */
export const COLLABORATION_ITEM_KINDS = ['update', 'help'] as const;
export type CollaborationItemKind = (typeof COLLABORATION_ITEM_KINDS)[number];

/** Folders of SPEC §3 that uploaded media belong to. */
export const MEDIA_FOLDERS = ['blog', 'profile', 'collaboration', 'site'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
