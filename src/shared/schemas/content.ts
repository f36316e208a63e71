import { z } from 'zod';
import { BLOCK_LIMITS, type BLOCK_TYPES, type COLLABORATION_ITEM_KINDS, type COLLABORATION_STATUSES, MAX_BLOCKS } from '../constants.js';
import { mediaView } from './media.js';
import { blockText, lineText } from './text.js';

export type BlockType = (typeof BLOCK_TYPES)[number];

const textBlock = <T extends 'title' | 'paragraph' | 'bullets'>(type: T, label: string) =>
  z.object({
    type: z.literal(type),
    value: (type === 'title' ? lineText : blockText)({ error: `Every ${label} needs text.` })
      .max(BLOCK_LIMITS[type], `A ${label} can be at most ${BLOCK_LIMITS[type]} characters long.`),
  });

/** An image block names an image uploaded to this site by its id; never an outside address. */
const imageBlock = z.object({
  type: z.literal('image'),
  value: z.uuid({ error: 'Images must be uploaded to this site.' }),
  alt: lineText().trim().max(BLOCK_LIMITS.alt, `A description of an image can be at most ${BLOCK_LIMITS.alt} characters long.`).default(''),
});

/** One block as stored and as sent by editors: plain text, never HTML. */
const contentBlock = z.discriminatedUnion(
  'type',
  [textBlock('title', 'title block'), textBlock('paragraph', 'paragraph'), textBlock('bullets', 'bullet list'), imageBlock],
  { error: 'A block must be a title, paragraph, bullets or image.' },
);
export type ContentBlock = z.infer<typeof contentBlock>;
export type ContentBlockInput = z.input<typeof contentBlock>;

/** A block as the API presents it: image blocks carry the image to show. */
export const presentedBlock = z.discriminatedUnion('type', [
  textBlock('title', 'title block'),
  textBlock('paragraph', 'paragraph'),
  textBlock('bullets', 'bullet list'),
  imageBlock.extend({ alt: z.string(), image: mediaView.nullable() }),
]);
export type PresentedBlock = z.infer<typeof presentedBlock>;

/** Content of a post or collaboration: at least one block. */
export const contentBlocks = z
  .array(contentBlock, { error: 'Please add some content.' })
  .min(1, 'Please add some content.')
  .max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks, please.`);

export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

export type CollaborationItemKind = (typeof COLLABORATION_ITEM_KINDS)[number];
