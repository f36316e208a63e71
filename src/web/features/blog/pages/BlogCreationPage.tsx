import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { POST_TITLE_MAX } from '../../../../shared/constants.js';
import { BlockEditor } from '../../../components/block-editor/BlockEditor';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useConfirm } from '../../../components/use-confirm';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { isDraftEmpty, useBlogDraft } from '../draft';
import { postProblem } from '../components/validate-post';

const BLOCK_KINDS = ['title', 'paragraph', 'bullets', 'image'] as const;

/** /blog-creation (SPEC §2 "Blog creation"): writes the draft that /preview publishes. */
export function BlogCreationPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // The route's guard has read the session already; these only cover it changing meanwhile.
  if (user === undefined) return <Spinner label={t('blog.loadingDraft')} />;
  if (user === null) return <Navigate to={paths.signIn(paths.blogCreation())} replace />;
  return <BlogCreationForm userId={user.id} />;
}

function BlogCreationForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { draft, update, clear } = useBlogDraft(userId);
  // How often Preview was refused; the message is derived from the draft, so it goes away
  // by itself once the draft is complete, and a new refusal is announced afresh.
  const [refusals, setRefusals] = useState(0);
  const problem = postProblem({ title: draft.title, thumbnailChosen: draft.thumbnail !== null, blocks: draft.blocks }, 'preview');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) setRefusals((count) => count + 1);
    else void navigate(paths.preview());
  }

  async function discard() {
    if (await confirm(t('blog.discardQuestion'))) clear();
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('blog.creationDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.creationHeading')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('blog.draftSavedNote')}</p>

      <form className="mt-8 space-y-8" onSubmit={handleSubmit} noValidate>
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <TextField
            id={`${id}-title`}
            label={t('blog.title')}
            type="text"
            value={draft.title}
            maxLength={POST_TITLE_MAX}
            onChange={(event) => {
              const title = event.target.value;
              update((current) => ({ ...current, title }));
            }}
            inputClassName="text-lg font-semibold"
          />
          <ImageUpload
            label={t('blog.thumbnail')}
            folder="blog"
            value={draft.thumbnail}
            onChange={(thumbnail) => update((current) => ({ ...current, thumbnail }))}
            previewAlt={t('blog.thumbnailPreviewAlt')}
          />
        </div>

        <section aria-labelledby={`${id}-content`}>
          <h2 id={`${id}-content`} className="mb-4 text-2xl font-bold text-brand-900">
            {t('blog.addContent')}
          </h2>
          <BlockEditor
            blocks={draft.blocks}
            onChange={(change) => update((current) => ({ ...current, blocks: change(current.blocks) }))}
            kinds={BLOCK_KINDS}
            folder="blog"
          />
        </section>

        <div className="space-y-4 border-t border-slate-200 pt-6">
          <RefusalAlert attempt={refusals} message={problem} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary">
              {t('blog.preview')}
            </button>
            {!isDraftEmpty(draft) && (
              <button type="button" className="btn-secondary" onClick={() => void discard()}>
                {t('blog.discardDraft')}
              </button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
