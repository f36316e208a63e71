import { useTranslation } from 'react-i18next';
import type { UploadFolder } from '../../../shared/schemas/media.js';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../action-icons';
import { BlockButton } from './BlockButton';
import type { EditorBlock } from './blocks';
import { ImageBlockFields } from './ImageBlockFields';
import { TextBlockField } from './TextBlockField';
import type { BlockActions } from './use-block-actions';

type BlockItemProps = {
  block: EditorBlock;
  index: number;
  total: number;
  /** The editor's id: the ids of the block's label, field and message start with it. */
  editorId: string;
  folder: UploadFolder;
  /** What is wrong with the block, from the server or the form. */
  error: string | undefined;
  actions: Pick<BlockActions, 'register' | 'move' | 'remove' | 'update'>;
};

/**
 * One block of the editor's list: its kind as the field's label, Move up, Move down and Delete,
 * then its text or its picture and description, and what is wrong with it.
 */
export function BlockItem({ block, index, total, editorId, folder, error, actions }: BlockItemProps) {
  const { t } = useTranslation();
  const { register, move, remove, update } = actions;
  const kindName = t(`blockEditor.kind.${block.type}`);
  const headId = `${editorId}-${block.key}-head`;
  const inputId = `${editorId}-${block.key}-input`;
  const errorId = `${editorId}-${block.key}-error`;
  return (
    // The list says how many blocks there are; the group inside each item names the
    // block, so its buttons are heard as "Move up, Paragraph, block 2 of 4".
    <li>
      <div
        role="group"
        aria-label={t('blockEditor.blockLabel', { kind: kindName, position: index + 1, total })}
        className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="mb-2 flex items-center gap-2">
          {block.type === 'image' ? (
            <span id={headId} className="flex-1 text-sm font-semibold text-brand-900">
              {kindName}
            </span>
          ) : (
            <label id={headId} htmlFor={inputId} className="flex-1 text-sm font-semibold text-brand-900">
              {kindName}
            </label>
          )}
          <BlockButton ref={register(`${block.key}:up`)} label={t('blockEditor.moveUp')} disabled={index === 0} onClick={() => move(block, index, -1)}>
            <ArrowUpIcon />
          </BlockButton>
          <BlockButton
            ref={register(`${block.key}:down`)}
            label={t('blockEditor.moveDown')}
            disabled={index === total - 1}
            onClick={() => move(block, index, 1)}
          >
            <ArrowDownIcon />
          </BlockButton>
          <BlockButton ref={register(`${block.key}:delete`)} label={t('blockEditor.delete')} danger onClick={() => remove(block, index)}>
            <TrashIcon />
          </BlockButton>
        </div>

        {block.type === 'image' ? (
          <ImageBlockFields
            block={block}
            folder={folder}
            labelledBy={headId}
            inputRef={register(`${block.key}:input`)}
            onChange={(change) => update(block.key, change)}
            error={error}
          />
        ) : (
          <TextBlockField
            block={block}
            id={inputId}
            inputRef={register(`${block.key}:input`)}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            onValue={(value) => update(block.key, { value })}
          />
        )}
        {error && block.type !== 'image' && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
