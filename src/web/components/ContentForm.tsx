import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { BlockType } from '../../shared/schemas/content.js';
import type { UploadFolder } from '../../shared/schemas/media.js';
import { ApiError } from '../lib/api-client';
import { BlockEditor } from './block-editor/BlockEditor';
import type { BlocksUpdate } from './block-editor/use-block-actions';
import { blockErrors, type EditorBlock } from './block-editor/blocks';
import { RefusalAlert } from './RefusalAlert';
import { SaveError } from './SaveError';
import { TextField } from './TextField';

/** What the form shows of the call that saves it. */
type SaveState = { isPending: boolean; isSuccess: boolean; error: Error | null };

type ContentFormProps = {
  /** The title field: its label, its limit and, for some kinds, a hint. */
  title: { label: string; maxLength: number; hint?: string; value: string; onChange: (title: string) => void };
  /** The thumbnail picker under the title, given the server's message about it; none for updates and help. */
  thumbnail?: (error: string | undefined) => ReactNode;
  /** More choices under them (a post's audience), given the server's messages by field. */
  settings?: (fields: Record<string, string> | undefined) => ReactNode;
  /** The heading over the blocks; level 3 inside a page section that has its own heading. */
  contentHeading: string;
  contentHeadingLevel?: 2 | 3;
  /** A line under that heading on how to write the blocks (where `@` mentions someone). */
  contentHint?: string;
  blocks: readonly EditorBlock[];
  onBlocksChange: BlocksUpdate;
  /** The block kinds offered, in their order. */
  kinds: readonly BlockType[];
  /** Where image blocks upload to. */
  folder?: UploadFolder;
  /** Why the form may not go on yet, in the catalogue's words, or null: each refused press says it again. */
  problem: string | null;
  /** Called on a press when nothing is missing. */
  onSubmit: () => void;
  /** The save in progress or done, for the button and the server's messages; none when the form only moves on. */
  save?: SaveState;
  /** What a failed save is called, e.g. 'Error updating post'. */
  saveErrorLabel?: string;
  submitLabel: string;
  /** Beside the submit button: Cancel, or Discard draft. */
  secondaryAction?: ReactNode;
};

/**
 * The one editor for every kind of content (blog posts, collaborations, updates and help
 * requests): a title, perhaps a thumbnail, the blocks, and a submit button. It refuses to
 * send what is incomplete, saying why; a refused save keeps every input and shows the
 * server's messages beside their fields. The caller holds the inputs (a draft, or state).
 */
export function ContentForm({
  title,
  thumbnail,
  settings,
  contentHeading,
  contentHeadingLevel = 2,
  contentHint,
  blocks,
  onBlocksChange,
  kinds,
  folder,
  problem,
  onSubmit,
  save,
  saveErrorLabel = '',
  submitLabel,
  secondaryAction,
}: ContentFormProps) {
  const id = useId();
  // How often sending was refused here: the message is derived from the inputs, so it goes
  // away once they are complete, and each new refusal is announced afresh.
  const [refusals, setRefusals] = useState(0);
  const fields = save?.error instanceof ApiError ? save.error.fields : undefined;
  const Heading = contentHeadingLevel === 2 ? 'h2' : 'h3';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) setRefusals((count) => count + 1);
    else onSubmit();
  }

  return (
    <form className="space-y-8" onSubmit={handleSubmit} noValidate>
      <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <TextField
          id={`${id}-title`}
          label={title.label}
          hint={title.hint}
          type="text"
          value={title.value}
          maxLength={title.maxLength}
          error={fields?.title}
          onChange={(event) => title.onChange(event.target.value)}
          inputClassName="text-lg font-semibold"
        />
        {thumbnail?.(fields?.thumbnailId)}
        {settings?.(fields)}
      </div>

      <section aria-labelledby={`${id}-content`}>
        <Heading
          id={`${id}-content`}
          className={`mb-4 font-bold text-brand-900 ${contentHeadingLevel === 2 ? 'text-2xl' : 'text-xl'}`}
        >
          {contentHeading}
        </Heading>
        {contentHint && <p className="-mt-2 mb-4 text-sm text-slate-600">{contentHint}</p>}
        <BlockEditor blocks={blocks} onChange={onBlocksChange} kinds={kinds} folder={folder} errors={blockErrors(fields)} />
      </section>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        <RefusalAlert attempt={refusals} message={problem} />
        {save?.error && <SaveError label={saveErrorLabel} error={save.error} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save ? save.isPending || save.isSuccess : false}>
            {submitLabel}
          </button>
          {secondaryAction}
        </div>
      </div>
    </form>
  );
}
