import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_LIMITS, BULLET } from '../../../shared/constants.js';
import { AutoGrowTextarea } from './AutoGrowTextarea';
import type { EditorTextBlock } from './blocks';

type TextBlockFieldProps = {
  block: EditorTextBlock;
  id: string;
  inputRef: (element: HTMLTextAreaElement | null) => void;
  describedBy: string | undefined;
  invalid: boolean;
  onValue: (value: string) => void;
};

/** Puts text at the caret as if typed, so the browser's undo history keeps it. */
function insertAtCaret(textarea: HTMLTextAreaElement, text: string, onValue: (value: string) => void) {
  // execCommand is the only way to keep undo working in a textarea; it fires `input`, which
  // reaches onChange. Where it is gone, setRangeText does the edit without undo.
  if (document.execCommand?.('insertText', false, text)) return;
  textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
  onValue(textarea.value);
}

/**
 * The text of a title, paragraph or bullets block, typed as the editor's rules say: Enter
 * adds an item to bullets and nothing elsewhere; pasted lines become items, or spaces.
 */
export function TextBlockField({ block, id, inputRef, describedBy, invalid, onValue }: TextBlockFieldProps) {
  const { t } = useTranslation();
  const isBullets = block.type === 'bullets';

  // Enter is suppressed in title and paragraph blocks; in a bullets block it starts the next
  // item.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isBullets) insertAtCaret(event.currentTarget, '\n' + BULLET, onValue);
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
    insertAtCaret(event.currentTarget, [first, ...marked].join('\n'), onValue);
  }

  return (
    <>
      <AutoGrowTextarea
        ref={inputRef}
        id={id}
        value={block.value}
        maxLength={BLOCK_LIMITS[block.type]}
        aria-describedby={[isBullets ? `${id}-hint` : null, describedBy].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || undefined}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onChange={(event) => handleChange(event.target.value)}
        className={block.type === 'title' ? 'text-lg font-semibold' : block.type === 'paragraph' ? 'min-h-24' : 'min-h-20'}
      />
      {isBullets && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('blockEditor.bulletsHint')}
        </p>
      )}
    </>
  );
}
