import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { BLOCK_LIMITS, type BLOCK_TYPES, type COLLABORATION_ITEM_KINDS, type COLLABORATION_STATUSES, MAX_BLOCKS } from '../constants.js';
import { mediaView } from './media.js';
import { blockText, lineText } from './text.js';

export type BlockType = (typeof BLOCK_TYPES)[number];

/** The codes a text block's two rules refuse with, by its kind. */
const TEXT_BLOCK_MESSAGES = {
  title: { required: 'title_block_required', tooLong: 'title_block_too_long' },
  paragraph: { required: 'paragraph_required', tooLong: 'paragraph_too_long' },
  bullets: { required: 'bullets_required', tooLong: 'bullets_too_long' },
} as const;

const textBlock = <T extends 'title' | 'paragraph' | 'bullets'>(type: T) =>
  z.object({
    type: z.literal(type),
    value: (type === 'title' ? lineText : blockText)({ error: fieldCode(TEXT_BLOCK_MESSAGES[type].required) })
      .max(BLOCK_LIMITS[type], fieldCode(TEXT_BLOCK_MESSAGES[type].tooLong)),
  });

/** An image block names an image uploaded to this site by its id; never an outside address. */
const imageBlock = z.object({
  type: z.literal('image'),
  // Kept in lower case, as PostgreSQL writes uuids: a post's image_ids (migration 0012) are compared as text.
  value: z.uuid({ error: fieldCode('image_not_ours') }).toLowerCase(),
  alt: lineText().trim().max(BLOCK_LIMITS.alt, fieldCode('image_description_too_long')).default(''),
});

/** One block as stored and as sent by editors: plain text, never HTML. */
const contentBlock = z.discriminatedUnion(
  'type',
  [textBlock('title'), textBlock('paragraph'), textBlock('bullets'), imageBlock],
  { error: fieldCode('block_kind_invalid') },
);
export type ContentBlock = z.infer<typeof contentBlock>;
export type ContentBlockInput = z.input<typeof contentBlock>;

/** A block as the API presents it: image blocks carry the image to show. */
export const presentedBlock = z.discriminatedUnion('type', [
  textBlock('title'),
  textBlock('paragraph'),
  textBlock('bullets'),
  imageBlock.extend({ alt: z.string(), image: mediaView.nullable() }),
]);
export type PresentedBlock = z.infer<typeof presentedBlock>;

/** Content of a post or collaboration: at least one block. */
export const contentBlocks = z
  .array(contentBlock, { error: fieldCode('content_required') })
  .min(1, fieldCode('content_required'))
  .max(MAX_BLOCKS, fieldCode('too_many_blocks'));

export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

export type CollaborationItemKind = (typeof COLLABORATION_ITEM_KINDS)[number];
