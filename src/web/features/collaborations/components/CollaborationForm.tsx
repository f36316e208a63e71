import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
import { BLOCK_TYPES, COLLABORATION_AUDIENCES, COLLABORATION_TITLE_MAX, type CollaborationAudience } from '../../../../shared/constants.js';
import { PlaceChoice, type Place } from '../../../entities/projects/PlaceChoice';
import { firstEmptyImage, fromPresentedBlocks, toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { ContentForm } from '../../../components/ContentForm';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCreateCollaboration } from '../api/create-collaboration';
import { useUpdateCollaboration } from '../api/update-collaboration';
import { Thumbnail } from '../../../entities/collaborations/Thumbnail';
import { withNotice } from '../../../lib/notice';
import { useSessionUser } from '../../../lib/session';
import type { CollaborationStatus } from '../../../../shared/schemas/content.js';

const PREVIEW_SIZES = '(min-width: 640px) 24rem, 100vw';

/** Why a collaboration cannot go to the server yet, in the catalogue's words, or null when it can. */
function collaborationProblem(title: string, blocks: readonly EditorBlock[]): string | null {
  if (title.trim() === '' || blocks.length === 0) return i18n.t('collaboration.fillInTitleAndContent');
  // The server would refuse an image block without its picture; say which fix is needed.
  if (firstEmptyImage(blocks) >= 0) return i18n.t('blockEditor.emptyImage');
  return null;
}

type CollaborationFormProps = {
  /** The collaboration being edited; none when creating one. */
  collaboration?: CollaborationDetail;
  /** What the form starts from, when not the collaboration as shown: its writer's change waiting for review. */
  start?: Pick<CollaborationDetail, 'title' | 'thumbnail' | 'content'>;
  /** Where Cancel leads. */
  cancelTo: string;
};

/**
 * The shared editor for collaborations: title, thumbnail (the placeholder when none) and the
 * four kinds of block. Saves with Upload (create) or Update (edit) and returns to the board; a
 * pupil's button says "Send for review" instead, for a teacher reads it first.
 */
export function CollaborationForm({ collaboration, start = collaboration, cancelTo }: CollaborationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const thumbnailInput = useRef<HTMLInputElement>(null);
  // The form starts from the collaboration (or its writer's waiting change) once: its callers
  // key it by id, so a refetch meanwhile never overwrites what is being typed.
  const [title, setTitle] = useState(start?.title ?? '');
  const [thumbnail, setThumbnail] = useState<MediaView | null>(start?.thumbnail ?? null);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (start ? fromPresentedBlocks(start.content) : []));
  const create = useCreateCollaboration();
  const update = useUpdateCollaboration();
  // Whether what is saved here waits for review: the server says so of the collaboration; a new one, the session.
  const sessionWaits = useSessionUser()?.needsReview === true;
  const waits = collaboration ? collaboration.changesWait : sessionWaits;
  const [place, setPlace] = useState<Place<CollaborationAudience>>({ audience: collaboration?.audience ?? 'members', projectId: collaboration?.project?.id ?? null });
  // Where it belongs is chosen when it starts, and moved later by those who manage it; a pupil's
  // stays where a teacher approved it (the server refuses otherwise).
  const placeable = !collaboration || (collaboration.canManage && !(collaboration.changesWait && collaboration.review === null));

  function handleSubmit() {
    const input = { title: title.trim(), thumbnailId: thumbnail?.id ?? null, content: toContentBlocks(blocks), ...(placeable ? place : {}) };
    // Saving a collaboration returns to /collaboration; a failure stays with every input kept.
    const done = (text: string, id: string, status: CollaborationStatus) =>
      void navigate(paths.collaboration(), { state: withNotice({ text, link: { to: paths.collaborationPage(status, id), label: t('notices.openCollaboration') } }) });
    if (collaboration) {
      update.mutate(
        { id: collaboration.id, input },
        {
          // What the answer says happened: a change waiting beside the collaboration, the new collaboration waiting again, or saved.
          onSuccess: (saved) => {
            const text =
              saved.review?.state === 'waiting'
                ? t('collaboration.sentForReviewCollaboration')
                : saved.change?.review.state === 'waiting' && waits
                  ? t('collaboration.sentForReviewChange')
                  : t('notices.collaborationSaved');
            done(text, collaboration.id, collaboration.status);
          },
        },
      );
    }
    // A new collaboration starts inactive.
    else create.mutate(input, { onSuccess: ({ id }) => done(waits ? t('collaboration.sentForReviewCollaboration') : t('notices.collaborationCreated'), id, 'inactive') });
  }

  function removeThumbnail() {
    setThumbnail(null);
    // The button goes away with the picture; the picker is where one would go next.
    thumbnailInput.current?.focus();
  }

  return (
    <ContentForm
      title={{
        label: t('collaboration.title'),
        maxLength: COLLABORATION_TITLE_MAX,
        hint: waits ? t('collaboration.changesWaitHint') : undefined,
        value: title,
        onChange: setTitle,
      }}
      thumbnail={(error) => (
        <div>
          <ImageUpload
            label={t('collaboration.thumbnail')}
            folder="collaboration"
            value={thumbnail}
            onChange={setThumbnail}
            previewAlt={t('collaboration.thumbnailAlt')}
            showPreview={false}
            error={error}
            inputRef={thumbnailInput}
          />
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Thumbnail
              image={thumbnail}
              sizes={PREVIEW_SIZES}
              alt={thumbnail ? t('collaboration.thumbnailAlt') : t('collaboration.placeholderAlt')}
              eager
              className="aspect-[16/10] h-auto w-full max-w-sm rounded-lg border border-slate-200"
            />
            {thumbnail && (
              <button type="button" className="btn-secondary" onClick={removeThumbnail}>
                {t('collaboration.removeThumbnail')}
              </button>
            )}
          </div>
          {!thumbnail && <p className="mt-1.5 text-xs text-slate-500">{t('collaboration.placeholderNote')}</p>}
        </div>
      )}
      settings={
        placeable
          ? (fields) => (
              <PlaceChoice
                audiences={COLLABORATION_AUDIENCES}
                words={{
                  legend: t('collaboration.audienceLegend'),
                  audiences: {
                    members: { label: t('collaboration.audienceMembers'), hint: t('collaboration.audienceMembersHint') },
                    project: { label: t('collaboration.audienceProject'), hint: t('collaboration.audienceProjectHint') },
                  },
                  projectLabel: t('collaboration.projectLabel'),
                  projectNone: t('collaboration.projectNone'),
                  projectHint: t('collaboration.projectHint'),
                }}
                value={place}
                onChange={setPlace}
                errors={fields}
                known={collaboration?.project ?? null}
              />
            )
          : undefined
      }
      contentHeading={t('collaboration.addContent')}
      blocks={blocks}
      onBlocksChange={setBlocks}
      kinds={BLOCK_TYPES}
      folder="collaboration"
      problem={collaborationProblem(title, blocks)}
      onSubmit={handleSubmit}
      save={collaboration ? update : create}
      saveErrorLabel={t('collaboration.errorSaving')}
      submitLabel={waits ? t('collaboration.sendForReview') : collaboration ? t('collaboration.update') : t('collaboration.upload')}
      secondaryAction={
        <Link to={cancelTo} className="btn-secondary">
          {t('collaboration.cancel')}
        </Link>
      }
    />
  );
}
