import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockType } from '../../../shared/schemas/content.js';
import { MAX_BLOCKS } from '../../../shared/constants.js';
import type { UploadFolder } from '../../../shared/schemas/media.js';
import { AddBlockBar } from './AddBlockBar';
import { BlockItem } from './BlockItem';
import type { EditorBlock } from './blocks';
import { useBlockActions, type BlocksUpdate } from './use-block-actions';

type BlockEditorProps = {
  blocks: readonly EditorBlock[];
  onChange: BlocksUpdate;
  /** The kinds the action bar offers, in its order (4 for blogs and collaborations, 3 for updates and help). */
  kinds: readonly BlockType[];
  /** Where image blocks upload to; needed when `kinds` includes 'image'. */
  folder?: UploadFolder;
  /** Messages about single blocks by position, e.g. the server's `content.2.value`. */
  errors?: Readonly<Record<number, string>>;
};

/**
 * The list of content blocks of a post, collaboration, update or help request: add a block of
 * each offered kind, type into it, reorder with Move up / Move down, delete it. Focus follows
 * each action and a polite live region says what happened.
 */
export function BlockEditor({ blocks, onChange, kinds, folder = 'blog', errors }: BlockEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { announcement, addBar, add, ...actions } = useBlockActions(blocks, onChange);

  return (
    <div>
      {blocks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-6 text-center text-slate-600">
          {t('blockEditor.empty')}
        </p>
      ) : (
        <ol className="space-y-4">
          {blocks.map((block, index) => (
            <BlockItem
              key={block.key}
              block={block}
              index={index}
              total={blocks.length}
              editorId={id}
              folder={folder}
              error={errors?.[index]}
              actions={actions}
            />
          ))}
        </ol>
      )}

      <AddBlockBar ref={addBar} kinds={kinds} full={blocks.length >= MAX_BLOCKS} onAdd={add} />

      {/* Always present, so screen readers are listening before the first message arrives. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
