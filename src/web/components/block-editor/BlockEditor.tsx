import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { BlockType } from '../../../shared/schemas/content.js';
import { BLOCK_LIMITS, BULLET, MAX_BLOCKS } from '../../../shared/constants.js';
import type { UploadFolder } from '../../../shared/schemas/media.js';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../action-icons';
import { ImageUpload } from '../image-upload/ImageUpload';
import { AutoGrowTextarea } from './AutoGrowTextarea';
import { createBlock, type EditorBlock, type EditorImageBlock, type EditorTextBlock } from './blocks';

/** Changes go through updaters: an upload that finishes later must see the blocks as they are then. */
export type BlocksUpdate = (update: (blocks: EditorBlock[]) => EditorBlock[]) => void;

type BlockEditorProps = {
  blocks: readonly EditorBlock[];
  onChange: BlocksUpdate;
  /** The kinds the action bar offers, in its order (SPEC §9: 4 for blogs and collaborations, 3 for updates and help). */
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
  const [announcement, setAnnouncement] = useState('');
  // Controls to send focus to after a change, by `${block key}:${control}`.
  const controls = useRef(new Map<string, HTMLElement>());
  const addBar = useRef<HTMLDivElement>(null);
  const full = blocks.length >= MAX_BLOCKS;

  function register(name: string) {
    return (element: HTMLElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    };
  }

  function focus(name: string) {
    controls.current.get(name)?.focus();
  }

  const kindName = (type: BlockType) => t(`blockEditor.kind.${type}`);

  function add(type: BlockType) {
    const block = createBlock(type);
    // Rendered at once, so the new block's field exists to receive focus.
    flushSync(() => onChange((current) => (current.length >= MAX_BLOCKS ? current : [...current, block])));
    const input = controls.current.get(`${block.key}:input`);
    input?.focus();
    // Typing goes after a new bullets block's marker, not before it.
    if (input instanceof HTMLTextAreaElement) input.setSelectionRange(input.value.length, input.value.length);
    setAnnouncement(t('blockEditor.added', { kind: kindName(type), position: blocks.length + 1 }));
  }

  function remove(block: EditorBlock, index: number) {
    const after = blocks[index + 1] ?? blocks[index - 1];
    flushSync(() => onChange((current) => current.filter((item) => item.key !== block.key)));
    if (after) focus(`${after.key}:delete`);
    else addBar.current?.querySelector('button')?.focus();
    setAnnouncement(t('blockEditor.deleted', { kind: kindName(block.type) }));
  }

  function move(block: EditorBlock, index: number, direction: -1 | 1) {
    const target = index + direction;
    if (target < 0 || target >= blocks.length) return;
    flushSync(() =>
      onChange((current) => {
        const from = current.findIndex((item) => item.key === block.key);
        const to = from + direction;
        if (from < 0 || to < 0 || to >= current.length) return current;
        const next = [...current];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    );
    // Keep pressing the same button to keep moving; at the end of the list that button is
    // disabled, so focus goes to its partner instead of being lost.
    const atEdge = direction === -1 ? target === 0 : target === blocks.length - 1;
    focus(`${block.key}:${atEdge ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down'}`);
    setAnnouncement(t('blockEditor.moved', { kind: kindName(block.type), position: target + 1, total: blocks.length }));
  }

  function update(key: string, change: Partial<Omit<EditorTextBlock, 'key' | 'type'>> | Partial<Omit<EditorImageBlock, 'key' | 'type'>>) {
    onChange((current) => current.map((item) => (item.key === key ? ({ ...item, ...change } as EditorBlock) : item)));
  }

  return (
    <div>
      {blocks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-6 text-center text-slate-600">
          {t('blockEditor.empty')}
        </p>
      ) : (
        <ol className="space-y-4">
          {blocks.map((block, index) => {
            const headId = `${id}-${block.key}-head`;
            const inputId = `${id}-${block.key}-input`;
            const errorId = `${id}-${block.key}-error`;
            const error = errors?.[index];
            return (
              // The list says how many blocks there are; the group inside each item names the
              // block, so its buttons are heard as "Move up, Paragraph, block 2 of 4".
              <li key={block.key}>
                <div
                  role="group"
                  aria-label={t('blockEditor.blockLabel', {
                    kind: kindName(block.type),
                    position: index + 1,
                    total: blocks.length,
                  })}
                  className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
                >
                  <div className="mb-2 flex items-center gap-2">
                    {block.type === 'image' ? (
                      <span id={headId} className="flex-1 text-sm font-semibold text-brand-900">
                        {kindName(block.type)}
                      </span>
                    ) : (
                      <label id={headId} htmlFor={inputId} className="flex-1 text-sm font-semibold text-brand-900">
                        {kindName(block.type)}
                      </label>
                    )}
                    <BlockButton
                      ref={register(`${block.key}:up`)}
                      label={t('blockEditor.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(block, index, -1)}
                    >
                      <ArrowUpIcon />
                    </BlockButton>
                    <BlockButton
                      ref={register(`${block.key}:down`)}
                      label={t('blockEditor.moveDown')}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(block, index, 1)}
                    >
                      <ArrowDownIcon />
                    </BlockButton>
                    <BlockButton
                      ref={register(`${block.key}:delete`)}
                      label={t('blockEditor.delete')}
                      danger
                      onClick={() => remove(block, index)}
                    >
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
          })}
        </ol>
      )}

      <div ref={addBar} role="group" aria-label={t('blockEditor.addGroup')} className="mt-4 flex flex-wrap gap-2">
        {kinds.map((type) => (
          <button key={type} type="button" className="btn-secondary" disabled={full} onClick={() => add(type)}>
            <PlusIcon width={18} height={18} />
            {t(`blockEditor.add.${type}`)}
          </button>
        ))}
      </div>
      {full && <p className="mt-2 text-sm text-slate-600">{t('blockEditor.full', { max: MAX_BLOCKS })}</p>}

      {/* Always present, so screen readers are listening before the first message arrives. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

type BlockButtonProps = {
  ref: (element: HTMLButtonElement | null) => void;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function BlockButton({ ref, label, disabled, danger, onClick, children }: BlockButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={
        'grid size-10 place-items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-30 ' +
        (danger ? 'text-danger hover:bg-red-50' : 'text-brand-900 hover:bg-brand-100')
      }
    >
      {children}
    </button>
  );
}

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

function TextBlockField({ block, id, inputRef, describedBy, invalid, onValue }: TextBlockFieldProps) {
  const { t } = useTranslation();
  const isBullets = block.type === 'bullets';

  // SPEC §5: Enter is suppressed in title and paragraph blocks; in a bullets block it starts
  // the next item.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isBullets) insertAtCaret(event.currentTarget, '\n' + BULLET, onValue);
  }

  function handleChange(value: string) {
    if (isBullets) {
      // SPEC §5: a bullets block that is emptied starts again from its marker.
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

type ImageBlockFieldsProps = {
  block: EditorImageBlock;
  folder: UploadFolder;
  labelledBy: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (change: Partial<Omit<EditorImageBlock, 'key' | 'type'>>) => void;
  error: string | undefined;
};

function ImageBlockFields({ block, folder, labelledBy, inputRef, onChange, error }: ImageBlockFieldsProps) {
  const { t } = useTranslation();
  const altId = useId();
  return (
    <div className="space-y-3">
      <ImageUpload
        folder={folder}
        value={block.media}
        onChange={(media) => onChange({ media })}
        labelledBy={labelledBy}
        previewAlt={block.alt}
        previewSizes="(min-width: 640px) 28rem, 100vw"
        previewClassName="max-h-80 w-full max-w-md object-contain"
        error={error}
        inputRef={inputRef}
      />
      <div>
        <label htmlFor={altId} className="block text-sm font-medium text-slate-700">
          {t('blockEditor.imageDescription')}
        </label>
        <input
          id={altId}
          type="text"
          value={block.alt}
          maxLength={BLOCK_LIMITS.alt}
          aria-describedby={`${altId}-hint`}
          onChange={(event) => onChange({ alt: event.target.value })}
          className="field mt-1"
        />
        <p id={`${altId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('blockEditor.imageDescriptionHint')}
        </p>
      </div>
    </div>
  );
}
