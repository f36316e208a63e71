import { useContext, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_LIMITS, BULLET } from '../../../shared/constants.js';
import { typeInto } from '../../lib/type-into';
import { BlockTextarea } from './block-textarea';
import type { EditorTextBlock } from './blocks';

type TextBlockFieldProps = {
  block: EditorTextBlock;
  id: string;
  inputRef: (element: HTMLTextAreaElement | null) => void;
  describedBy: string | undefined;
  invalid: boolean;
  onValue: (value: string) => void;
};

/** How each kind's box looks: a title's words as a heading's, room for a few lines in the others. */
const BOX_CLASSES: Record<EditorTextBlock['type'], string> = { title: 'text-lg font-semibold', paragraph: 'min-h-24', bullets: 'min-h-20' };

/**
 * The text of a title, paragraph or bullets block, typed as the editor's rules say: Enter
 * adds an item to bullets and nothing elsewhere; pasted lines become items, or spaces.
 */
export function TextBlockField({ block, id, inputRef, describedBy, invalid, onValue }: TextBlockFieldProps) {
  const { t } = useTranslation();
  const isBullets = block.type === 'bullets';
  // The text box itself, as the form around the editor may give it (one that offers `@` mentions).
  const textarea = useContext(BlockTextarea);

  // Enter is suppressed in title and paragraph blocks; in a bullets block it starts the next
  // item.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isBullets) typeInto(event.currentTarget, '\n' + BULLET);
  }

  function handleChange(value: string) {
    if (isBullets) {
      // A bullets block that is emptied starts again from its marker.
      const rest = value.trim();
      onValue(rest === '' || rest === BULLET.trim() ? BULLET : value);
    } else {
      // Pasted line breaks, which Enter could not have typed, become spaces.
      onValue(value.replace(/\r?\n/g, ' '));
    }
  }

  // Pasted lines become items of their own; the first continues the item at the caret.
  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    if (!isBullets) return;
    const text = event.clipboardData.getData('text/plain');
    if (!/\r?\n/.test(text)) return;
    event.preventDefault();
    const lines = text.split(/\r?\n/).filter((line, index) => index === 0 || line.trim() !== '');
    const [first = '', ...rest] = lines;
    const marked = rest.map((line) => BULLET + line.replace(/^\s*(?:•|-|\*)\s?/, ''));
    typeInto(event.currentTarget, [first, ...marked].join('\n'));
  }

  return (
    <>
      {textarea({
        ref: inputRef,
        id,
        value: block.value,
        maxLength: BLOCK_LIMITS[block.type],
        'aria-describedby': [isBullets ? `${id}-hint` : null, describedBy].filter(Boolean).join(' ') || undefined,
        'aria-invalid': invalid || undefined,
        onKeyDown: handleKeyDown,
        onPaste: handlePaste,
        onChange: (event) => handleChange(event.target.value),
        className: BOX_CLASSES[block.type],
      })}
      {isBullets && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('blockEditor.bulletsHint')}
        </p>
      )}
    </>
  );
}
