import { EXCERPT_LENGTH } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';

/** A blog card's excerpt: the first paragraph's first 100 characters plus '...'; '' without a paragraph. */
export function excerptOf(content: readonly ContentBlock[]): string {
  const paragraph = content.find((block) => block.type === 'paragraph' && block.value.trim() !== '');
  return paragraph ? `${paragraph.value.trim().slice(0, EXCERPT_LENGTH)}...` : '';
}
