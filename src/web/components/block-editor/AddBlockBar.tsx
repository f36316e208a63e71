import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BLOCKS } from '../../../shared/constants.js';
import type { BlockType } from '../../../shared/schemas/content.js';
import { PlusIcon } from '../action-icons';

type AddBlockBarProps = {
  /** The bar: focus goes to its first button when the last block is deleted. */
  ref: RefObject<HTMLDivElement | null>;
  kinds: readonly BlockType[];
  /** At MAX_BLOCKS: the buttons are off, and the bar says why. */
  full: boolean;
  onAdd: (type: BlockType) => void;
};

/** A button per kind of block on offer, adding one at the end of the list. */
export function AddBlockBar({ ref, kinds, full, onAdd }: AddBlockBarProps) {
  const { t } = useTranslation();
  return (
    <>
      <div ref={ref} role="group" aria-label={t('blockEditor.addGroup')} className="mt-4 flex flex-wrap gap-2">
        {kinds.map((type) => (
          <button key={type} type="button" className="btn-secondary" disabled={full} onClick={() => onAdd(type)}>
            <PlusIcon width={18} height={18} />
            {t(`blockEditor.add.${type}`)}
          </button>
        ))}
      </div>
      {full && <p className="mt-2 text-sm text-slate-600">{t('blockEditor.full', { max: MAX_BLOCKS })}</p>}
    </>
  );
}
