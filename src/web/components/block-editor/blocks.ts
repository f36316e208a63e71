import type { BlockType, ContentBlockInput, PresentedBlock } from '../../../shared/schemas/content.js';
import { BLOCK_TYPES, BULLET } from '../../../shared/constants.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import { bulletLines, toBulletText } from '../content-blocks/bullets';

export type TextBlockType = Exclude<BlockType, 'image'>;

/** A text block being edited. `key` is for React only and never leaves the browser. */
export type EditorTextBlock = { key: string; type: TextBlockType; value: string };
/** An image block being edited: the uploaded picture (null until one is chosen) and its description. */
export type EditorImageBlock = { key: string; type: 'image'; media: MediaView | null; alt: string };
export type EditorBlock = EditorTextBlock | EditorImageBlock;

// Random rather than a counter: keys are saved with drafts and must not clash with keys made
// in an earlier visit. Not crypto.randomUUID: it exists only on https and localhost, and a
// school may serve Agora over plain http on its own network.
function newKey(): string {
  return `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new, empty block; a bullets block starts with its first marker. */
export function createBlock(type: BlockType): EditorBlock {
  if (type === 'image') return { key: newKey(), type, media: null, alt: '' };
  return { key: newKey(), type, value: type === 'bullets' ? BULLET : '' };
}

/** The blocks of a stored post or item, ready to edit. */
export function fromPresentedBlocks(blocks: readonly PresentedBlock[]): EditorBlock[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? { key: newKey(), type: 'image', media: block.image, alt: block.alt }
      : { key: newKey(), type: block.type, value: block.type === 'bullets' && block.value === '' ? BULLET : block.value },
  );
}

function cleanText(block: EditorTextBlock): string {
  // Empty bullet lines are only where the next item would have gone.
  return block.type === 'bullets' ? toBulletText(bulletLines(block.value)) : block.value.trim();
}

/**
 * The blocks as the API takes them (PostInput.content and the collaboration bodies): keys
 * stripped, text trimmed, bullets one marked item per line. Image blocks without a picture
 * are sent as they are, so check `firstEmptyImage` first.
 */
export function toContentBlocks(blocks: readonly EditorBlock[]): ContentBlockInput[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? { type: 'image', value: block.media?.id ?? '', alt: block.alt.trim() }
      : { type: block.type, value: cleanText(block) },
  );
}

/** The blocks as a reader will see them once saved: what a preview shows. */
export function toPresentedBlocks(blocks: readonly EditorBlock[]): PresentedBlock[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? { type: 'image', value: block.media?.id ?? '', alt: block.alt.trim(), image: block.media }
      : { type: block.type, value: cleanText(block) },
  );
}

/** Position of the first image block still waiting for its picture, or -1. */
export function firstEmptyImage(blocks: readonly EditorBlock[]): number {
  return blocks.findIndex((block) => block.type === 'image' && block.media === null);
}

/** Whether a stored value still has the shape of a MediaView. */
export function isMediaView(value: unknown): value is MediaView {
  if (typeof value !== 'object' || value === null) return false;
  const media = value as Record<string, unknown>;
  return (
    typeof media.id === 'string' &&
    typeof media.src === 'string' &&
    typeof media.srcset === 'string' &&
    typeof media.width === 'number' &&
    typeof media.height === 'number'
  );
}

function parseBlock(value: unknown): EditorBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  const block = value as Record<string, unknown>;
  if (typeof block.key !== 'string' || !BLOCK_TYPES.includes(block.type as BlockType)) return null;
  if (block.type === 'image') {
    const media = block.media === null ? null : isMediaView(block.media) ? block.media : undefined;
    if (media === undefined || typeof block.alt !== 'string') return null;
    return { key: block.key, type: 'image', media, alt: block.alt };
  }
  if (typeof block.value !== 'string') return null;
  return { key: block.key, type: block.type as TextBlockType, value: block.value };
}

/** Editor blocks read back from storage (a saved draft), or null if they are not that. */
export function parseEditorBlocks(value: unknown): EditorBlock[] | null {
  if (!Array.isArray(value)) return null;
  const blocks: EditorBlock[] = [];
  for (const item of value) {
    const block = parseBlock(item);
    if (!block) return null;
    blocks.push(block);
  }
  return blocks;
}

/**
 * The server's messages about single blocks (`content.3.value`, `content.3`) by block
 * position, for BlockEditor's `errors`.
 */
export function blockErrors(fields: Readonly<Record<string, string>> | undefined): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = /^content\.(\d+)(?:\.|$)/.exec(name);
    if (match) errors[Number(match[1])] ??= message;
  }
  return errors;
}
