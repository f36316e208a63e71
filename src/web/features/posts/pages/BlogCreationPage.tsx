import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BLOCK_TYPES, POST_TITLE_MAX } from '../../../../shared/constants.js';
import { ContentForm } from '../../../components/ContentForm';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { Spinner } from '../../../components/Spinner';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { isDraftEmpty, useBlogDraft } from '../draft';
import { postProblem } from '../components/validate-post';
import { AudienceChoice } from '../components/AudienceChoice';
import { ReviewAhead } from '../components/ReviewAhead';

/** /blog-creation: writes the draft that /preview publishes. */
export function BlogCreationPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // The route's guard has read the session already; these only cover it changing meanwhile.
  if (user === undefined) return <Spinner label={t('blog.loadingDraft')} />;
  if (user === null) return <Navigate to={paths.signIn(paths.blogCreation())} replace />;
  return <BlogCreationForm userId={user.id} needsReview={user.needsReview} />;
}

function BlogCreationForm({ userId, needsReview }: { userId: string; needsReview: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { draft, update, clear } = useBlogDraft(userId);
  const problem = postProblem({ title: draft.title, thumbnailChosen: draft.thumbnail !== null, blocks: draft.blocks }, 'preview');

  async function discard() {
    if (await confirm(t('blog.discardQuestion'))) clear();
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('blog.creationDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.creationHeading')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('blog.draftSavedNote')}</p>
      {needsReview && <ReviewAhead className="mt-4" />}

      <div className="mt-8">
        <ContentForm
          title={{
            label: t('blog.title'),
            maxLength: POST_TITLE_MAX,
            value: draft.title,
            onChange: (title) => update((current) => ({ ...current, title })),
          }}
          thumbnail={() => (
            <ImageUpload
              label={t('blog.thumbnail')}
              folder="blog"
              value={draft.thumbnail}
              onChange={(thumbnail) => update((current) => ({ ...current, thumbnail }))}
              previewAlt={t('blog.thumbnailPreviewAlt')}
            />
          )}
          settings={() => <AudienceChoice value={draft} onChange={({ audience, projectId }) => update((current) => ({ ...current, audience, projectId }))} />}
          contentHeading={t('blog.addContent')}
          blocks={draft.blocks}
          onBlocksChange={(change) => update((current) => ({ ...current, blocks: change(current.blocks) }))}
          kinds={BLOCK_TYPES}
          folder="blog"
          problem={problem}
          onSubmit={() => void navigate(paths.preview())}
          submitLabel={t('blog.preview')}
          secondaryAction={
            !isDraftEmpty(draft) && (
              <button type="button" className="btn-secondary" onClick={() => void discard()}>
                {t('blog.discardDraft')}
              </button>
            )
          }
        />
      </div>
    </div>
  );
}
