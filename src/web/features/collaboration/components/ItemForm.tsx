import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { ITEM_TITLE_MAX, TEXT_BLOCK_TYPES } from '../../../../shared/constants.js';
import { toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { ContentForm } from '../../../components/ContentForm';
import { paths } from '../../../lib/paths';
import { useCreateItem } from '../api/create-item';
import { SectionHeading } from './SectionHeading';
import { withNotice } from '../../../lib/notice';

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
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [blocks, setBlocks] = useState<EditorBlock[]>([]);
  const create = useCreateItem();
  const isUpdate = kind === 'update';

  function handleSubmit() {
    // Only text blocks can be added here, so every block is one.
    const content = toContentBlocks(blocks).flatMap((block) => (block.type === 'image' ? [] : [block]));
    create.mutate(
      { id: collaborationId, input: { kind, title: title.trim(), content } },
      {
        onSuccess: () =>
          void navigate(isUpdate ? paths.manageUpdates(collaborationId) : paths.manageHelp(collaborationId), {
            state: withNotice({ text: t(isUpdate ? 'notices.updatePosted' : 'notices.helpPosted') }),
          }),
      },
    );
  }

  return (
    <div>
      <SectionHeading>{isUpdate ? t('collaboration.postUpdate') : t('collaboration.alertForHelp')}</SectionHeading>
      <ContentForm
        title={{
          label: t('collaboration.title'),
          hint: isUpdate ? t('collaboration.updateHint') : t('collaboration.helpHint'),
          maxLength: ITEM_TITLE_MAX,
          value: title,
          onChange: setTitle,
        }}
        contentHeading={t('collaboration.addContent')}
        contentHeadingLevel={3}
        blocks={blocks}
        onBlocksChange={setBlocks}
        kinds={TEXT_BLOCK_TYPES}
        problem={title.trim() === '' ? t('collaboration.addTitle') : null}
        onSubmit={handleSubmit}
        save={create}
        saveErrorLabel={isUpdate ? t('collaboration.errorPostingUpdate') : t('collaboration.errorPostingHelp')}
        submitLabel={isUpdate ? t('collaboration.postUpdateButton') : t('collaboration.postHelpButton')}
      />
    </div>
  );
}
