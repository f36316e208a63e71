import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toContentBlocks, toPresentedBlocks } from '../../../components/block-editor/blocks';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { useCreatePost } from '../api/create-post';
import { PostArticle } from '../components/PostArticle';
import { SaveError } from '../../../components/SaveError';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { postProblem } from '../components/validate-post';
import { AudienceChoice } from '../components/AudienceChoice';
import { ReviewAhead } from '../components/ReviewAhead';
import { AudienceNotice } from '../components/PostControls';
import { useWritableProjects } from '../../../entities/projects/get-writable-projects';
import { isDraftEmpty, useBlogDraft } from '../draft';
import { withNotice } from '../../../lib/notice';

/** /preview: the draft as it will be published, and Update to publish it. */
export function PreviewPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user === undefined) return <Spinner label={t('blog.loadingDraft')} />;
  // Drafts belong to members; a visitor has none.
  if (user === null) return <NoDraft signIn />;
  return <DraftPreview userId={user.id} needsReview={user.needsReview} />;
}

function DraftPreview({ userId, needsReview }: { userId: string; needsReview: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update, clear } = useBlogDraft(userId);
  const createPost = useCreatePost();
  const [refusals, setRefusals] = useState(0);
  const writable = useWritableProjects();

  if (isDraftEmpty(draft)) return <NoDraft />;

  const problem = postProblem({ title: draft.title, thumbnailChosen: draft.thumbnail !== null, blocks: draft.blocks }, 'preview');

  function publish() {
    if (problem || !draft.thumbnail) {
      setRefusals((count) => count + 1);
      return;
    }
    createPost.mutate(
      { title: draft.title.trim(), thumbnailId: draft.thumbnail.id, content: toContentBlocks(draft.blocks), audience: draft.audience, projectId: draft.projectId },
      {
        // On success the draft is cleared and the member goes to /. Cleared once there,
        // so this page never flashes "nothing to preview" on the way out.
        onSuccess: async ({ id }) => {
          // …with word that it worked, and the way to the new post.
          // A member whose posts wait for review hears that it went to a teacher instead.
          const text = t(needsReview ? 'notices.postSentForReview' : 'notices.published');
          await navigate(paths.home(), { state: withNotice({ text, link: { to: paths.blogPost(id), label: t('notices.readPost') } }) });
          clear();
        },
      },
    );
  }

  const signedOut = createPost.error instanceof ApiError && createPost.error.status === 401;

  return (
    <div>
      <title>{t('blog.previewDocumentTitle')}</title>
      <div className="border-b border-accent-300 bg-accent-50">
        <p className="mx-auto max-w-3xl px-4 py-3 text-sm text-brand-950">
          <strong className="font-semibold">{t('blog.previewHeading')}</strong> · {t('blog.previewNote')}
        </p>
      </div>
      <PostArticle
        title={draft.title}
        thumbnail={draft.thumbnail}
        blocks={toPresentedBlocks(draft.blocks)}
        notice={<AudienceNotice audience={draft.audience} project={writable.data?.find((project) => project.id === draft.projectId)} />}
      >
        <div className="mt-12 space-y-4 border-t border-slate-200 pt-6">
          <AudienceChoice
            value={draft}
            onChange={({ audience, projectId }) => update((current) => ({ ...current, audience, projectId }))}
            errors={createPost.error instanceof ApiError ? createPost.error.fields : undefined}
          />
          {needsReview && <ReviewAhead />}
          <RefusalAlert attempt={refusals} message={problem} />
          {createPost.isError && (
            <SaveError label={t('blog.errorInsertingPost')} error={createPost.error}>
              {signedOut && (
                <Link to={paths.signIn(paths.preview())} className="btn-primary mt-3">
                  {t('blog.signInToPublish')}
                </Link>
              )}
            </SaveError>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" disabled={createPost.isPending || createPost.isSuccess}
              onClick={publish}>
              {/* A pupil's button says what will happen: a teacher reads it first. */}
              {needsReview ? t('blog.sendForReview') : t('blog.publish')}
            </button>
            <Link to={paths.blogCreation()} className="btn-secondary">
              {t('blog.backToEditing')}
            </Link>
          </div>
        </div>
      </PostArticle>
    </div>
  );
}

function NoDraft({ signIn = false }: { signIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('blog.previewDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('blog.noDraftHeading')}</h1>
      <p className="mt-4 text-slate-600">{t('blog.noDraftText')}</p>
      <Link to={signIn ? paths.signIn(paths.blogCreation()) : paths.blogCreation()} className="btn-primary mt-8">
        {signIn ? t('blog.signInToWrite') : t('blog.writeAPost')}
      </Link>
    </div>
  );
}
