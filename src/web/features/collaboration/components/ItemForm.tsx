import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { ITEM_TITLE_MAX, TEXT_BLOCK_TYPES } from '../../../../shared/constants.js';
import { BlockEditor } from '../../../components/block-editor/BlockEditor';
import { blockErrors, toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateItem } from '../api/create-item';
import { SectionHeading } from './SectionHeading';

type ItemFormProps = {
  collaborationId: string;
  kind: CollaborationItemKind;
};

/**
 * Post update and Alert for help (SPEC §2): a title and title, paragraph and bullets blocks.
 * A title is required (SPEC §5); once posted, the list of its kind is shown with it in.
 */
export function ItemForm({ collaborationId, kind }: ItemFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [blocks, setBlocks] = useState<EditorBlock[]>([]);
  const [refusals, setRefusals] = useState(0);
  const create = useCreateItem();
  const titleMissing = title.trim() === '';
  const fields = create.error instanceof ApiError ? create.error.fields : undefined;
  const isUpdate = kind === 'update';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (titleMissing) {
      setRefusals((count) => count + 1);
      return;
    }
    // Only text blocks can be added here, so every block is one.
    const content = toContentBlocks(blocks).flatMap((block) => (block.type === 'image' ? [] : [block]));
    create.mutate(
      { id: collaborationId, input: { kind, title: title.trim(), content } },
      {
        onSuccess: () =>
          void navigate(isUpdate ? paths.manageUpdates(collaborationId) : paths.manageHelp(collaborationId)),
      },
    );
  }

  return (
    <div>
      <SectionHeading>{isUpdate ? t('collaboration.postUpdate') : t('collaboration.alertForHelp')}</SectionHeading>
      <form className="space-y-8" onSubmit={handleSubmit} noValidate>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <TextField
            id={`${id}-title`}
            label={t('collaboration.title')}
            hint={isUpdate ? t('collaboration.updateHint') : t('collaboration.helpHint')}
            type="text"
            value={title}
            maxLength={ITEM_TITLE_MAX}
            error={fields?.title}
            onChange={(event) => setTitle(event.target.value)}
            inputClassName="text-lg font-semibold"
          />
        </div>

        <section aria-labelledby={`${id}-content`}>
          <h3 id={`${id}-content`} className="mb-4 text-xl font-bold text-brand-900">
            {t('collaboration.addContent')}
          </h3>
          <BlockEditor blocks={blocks} onChange={setBlocks} kinds={TEXT_BLOCK_TYPES} errors={blockErrors(fields)} />
        </section>

        <div className="space-y-4 border-t border-slate-200 pt-6">
          <RefusalAlert attempt={refusals} message={titleMissing && t('collaboration.addTitle')} />
          {create.isError && (
            <SaveError label={isUpdate ? t('collaboration.errorPostingUpdate') : t('collaboration.errorPostingHelp')} error={create.error} />
          )}
          <button type="submit" className="btn-primary" disabled={create.isPending || create.isSuccess}>
            {isUpdate ? t('collaboration.postUpdateButton') : t('collaboration.postHelpButton')}
          </button>
        </div>
      </form>
    </div>
  );
}
