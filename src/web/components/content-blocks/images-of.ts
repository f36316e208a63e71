import type { PresentedBlock } from '../../../shared/schemas/content.js';
import type { MediaView } from '../../../shared/schemas/media.js';

/** The pictures of content's image blocks, in order (null where one is gone). */
export function imagesOf(blocks: readonly PresentedBlock[]): (MediaView | null)[] {
  return blocks.flatMap((block) => (block.type === 'image' ? [block.image] : []));
}
