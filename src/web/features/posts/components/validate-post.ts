import { firstEmptyImage, type EditorBlock } from '../../../components/block-editor/blocks';
import { i18n } from '../../../lib/i18n';

/** Why a post cannot go to the server yet, in the catalogue's words, or null when it can. */
export function postProblem(
  post: { title: string; thumbnailChosen: boolean; blocks: readonly EditorBlock[] },
  rule: 'preview' | 'save',
): string | null {
  const hasTitleAndContent = post.title.trim() !== '' && post.blocks.length > 0;
  if (rule === 'preview' && (!hasTitleAndContent || !post.thumbnailChosen)) return i18n.t('blog.fillInAllFields');
  if (rule === 'save' && !hasTitleAndContent) return i18n.t('blog.fillInTitleAndContent');
  // The server would refuse an image block without its picture; say which fix is needed.
  if (firstEmptyImage(post.blocks) >= 0) return i18n.t('blockEditor.emptyImage');
  return null;
}
