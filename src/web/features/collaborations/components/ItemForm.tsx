import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ItemDetail } from '../../../../shared/schemas/collaborations.js';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { ITEM_TITLE_MAX, TEXT_BLOCK_TYPES } from '../../../../shared/constants.js';
import { fromPresentedBlocks, toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { BlockTextarea } from '../../../components/block-editor/block-textarea';
import { ContentForm } from '../../../components/ContentForm';
import { drawMentionBlockTextarea, MentionWritingContext } from '../../../entities/mentions/MentionBlockTextarea';
import { mentionsStillIn, type Mention } from '../../../entities/mentions/mention-text';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { useCreateItem } from '../api/create-item';
import { useReviseItem } from '../api/revise-item';
import { SectionHeading } from './SectionHeading';
import { withNotice } from '../../../lib/notice';

type ItemFormProps = {
  collaborationId: string;
  kind: CollaborationItemKind;
  /**
   * An item of the author's that is not live yet, to change and send for review again, on
   * its own page; without one, a new item is posted.
   */
  revising?: { item: ItemDetail; onClose: () => void };
};

/**
 * Post update and Alert for help: a title and title, paragraph and bullets blocks. A title
 * is required; once posted, the list of its kind is shown with it in.
 */
export function ItemForm({ collaborationId, kind, revising }: ItemFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState(revising?.item.title ?? '');
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (revising ? fromPresentedBlocks(revising.item.content) : []));
  // Whom `@` in its blocks mentions (decision 0049): sent while the words still name them.
  const [mentions, setMentions] = useState<Mention[]>(() => [...(revising?.item.mentions ?? [])]);
  const writing = useMemo(() => ({ place: { collaborationId }, mentions, onMentionsChange: setMentions }), [collaborationId, mentions]);
  const create = useCreateItem();
  const revise = useReviseItem();
  // What a member who needs review posts waits for a teacher: the notice says so.
  const needsReview = useSessionUser()?.needsReview === true;
  const isUpdate = kind === 'update';

  function handleSubmit() {
    // Only text blocks can be added here, so every block is one.
    const content = toContentBlocks(blocks).flatMap((block) => (block.type === 'image' ? [] : [block]));
    const words = [title, ...content.map((block) => block.value)].join('\n');
    const mentionIds = mentionsStillIn(words, mentions).map((mention) => mention.id);
    if (revising) {
      revise.mutate(
        { id: collaborationId, itemId: revising.item.id, input: { title: title.trim(), content, mentionIds } },
        // The page stays, showing the item as it now is, waiting again.
        {
          onSuccess: () => {
            void navigate('.', { replace: true, state: withNotice({ text: t('notices.itemSentForReview') }) });
            revising.onClose();
          },
        },
      );
      return;
    }
    create.mutate(
      { id: collaborationId, input: { kind, title: title.trim(), content, mentionIds } },
      {
        onSuccess: () =>
          void navigate(isUpdate ? paths.manageUpdates(collaborationId) : paths.manageHelp(collaborationId), {
            state: withNotice({ text: needsReview ? t('notices.itemSentForReview') : t(isUpdate ? 'notices.updatePosted' : 'notices.helpPosted') }),
          }),
      },
    );
  }

  let heading = isUpdate ? t('collaboration.postUpdate') : t('collaboration.alertForHelp');
  // A pupil's button says what will happen: a teacher reads it before it is posted.
  let submitLabel = needsReview ? t('collaboration.sendForReview') : isUpdate ? t('collaboration.postUpdateButton') : t('collaboration.postHelpButton');
  if (revising) {
    heading = isUpdate ? t('collaboration.editUpdate') : t('collaboration.editHelp');
    submitLabel = t('collaboration.saveAndSendForReview');
  }

  return (
    <div>
      <SectionHeading>{heading}</SectionHeading>
      <MentionWritingContext value={writing}>
        <BlockTextarea value={drawMentionBlockTextarea}>
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
            contentHint={t('mentions.hint')}
            blocks={blocks}
            onBlocksChange={setBlocks}
            kinds={TEXT_BLOCK_TYPES}
            problem={title.trim() === '' ? t('collaboration.addTitle') : null}
            onSubmit={handleSubmit}
            save={revising ? revise : create}
            saveErrorLabel={
              revising ? t('collaboration.errorRevisingItem') : isUpdate ? t('collaboration.errorPostingUpdate') : t('collaboration.errorPostingHelp')
            }
            submitLabel={submitLabel}
            secondaryAction={
              revising && (
                <button type="button" className="btn-secondary" onClick={revising.onClose}>
                  {t('collaboration.cancel')}
                </button>
              )
            }
          />
        </BlockTextarea>
      </MentionWritingContext>
    </div>
  );
}
