import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { MediaView } from '../../../../shared/schemas/media.js';
import type { PostDetail } from '../../../../shared/schemas/posts.js';
import { POST_TITLE_MAX } from '../../../../shared/constants.js';
import { BlockEditor } from '../../../components/block-editor/BlockEditor';
import { fromPresentedBlocks, toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { PostNotFound } from '../components/PostNotFound';
import { isUuid } from '../../../lib/ids';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { postProblem } from '../components/validate-post';

const BLOCK_KINDS = ['title', 'paragraph', 'bullets', 'image'] as const;

/**
 * /create-collaboration/edit-blog/:id: the editor of SPEC §2 in its edit-blog mode. The
 * router sends each mode to its own page; this one edits a blog post and saves with Update.
 */
export function EditBlogPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isUuid(id);
  const post = usePost(id ?? '', valid);

  if (!valid) return <PostNotFound />;

  let body;
  if (post.isPending) {
    body = <Spinner label={t('blog.loadingEditor')} />;
  } else if (post.isError) {
    if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400)) return <PostNotFound />;
    body = <LoadError label={t('blog.errorFetchingPost')} detail={post.error.message} onRetry={() => void post.refetch()} />;
  } else if (!post.data.canEdit) {
    // The server would refuse the save (403); say so before any work is done.
    body = (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200">
        <p className="font-medium text-danger">{t('blog.notYours')}</p>
      </div>
    );
  } else {
    // Keyed by post: the form starts from the post once and is never overwritten by a refetch.
    body = <EditBlogForm key={post.data.id} post={post.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('blog.editDocumentTitle')}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.editHeading')}</h1>
      {body}
    </div>
  );
}

/** Server messages about single blocks (`content.3.value`, `content.3`) by block position. */
function blockErrors(fields: Record<string, string> | undefined): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = /^content\.(\d+)(?:\.|$)/.exec(name);
    if (match) errors[Number(match[1])] ??= message;
  }
  return errors;
}

function EditBlogForm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState(post.title);
  const [thumbnail, setThumbnail] = useState<MediaView | null>(post.thumbnail);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => fromPresentedBlocks(post.content));
  const [refusals, setRefusals] = useState(0);
  const save = useUpdatePost();
  const problem = postProblem({ title, thumbnailChosen: thumbnail !== null, blocks }, 'save');
  const fields = save.error instanceof ApiError ? save.error.fields : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      setRefusals((count) => count + 1);
      return;
    }
    save.mutate(
      // A post without a thumbnail (its picture removed) is sent as it is: the server names the gap.
      { id: post.id, input: { title: title.trim(), thumbnailId: thumbnail?.id ?? '', content: toContentBlocks(blocks) } },
      // SPEC §2: saving a blog returns to /blog/1. A failure stays here with every input kept.
      { onSuccess: () => void navigate(paths.blog(1)) },
    );
  }

  return (
    <form className="space-y-8" onSubmit={handleSubmit} noValidate>
      <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <TextField
          id={`${id}-title`}
          label={t('blog.title')}
          type="text"
          value={title}
          maxLength={POST_TITLE_MAX}
          error={fields?.title}
          onChange={(event) => setTitle(event.target.value)}
          inputClassName="text-lg font-semibold"
        />
        <ImageUpload
          label={t('blog.thumbnail')}
          folder="blog"
          value={thumbnail}
          onChange={setThumbnail}
          previewAlt={t('blog.thumbnailPreviewAlt')}
          error={fields?.thumbnailId}
        />
      </div>

      <section aria-labelledby={`${id}-content`}>
        <h2 id={`${id}-content`} className="mb-4 text-2xl font-bold text-brand-900">
          {t('blog.addContent')}
        </h2>
        <BlockEditor blocks={blocks} onChange={setBlocks} kinds={BLOCK_KINDS} folder="blog" errors={blockErrors(fields)} />
      </section>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        <RefusalAlert attempt={refusals} message={problem} />
        {save.isError && <SaveError label={t('blog.errorUpdatingPost')} error={save.error} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending || save.isSuccess}>
            {t('blog.update')}
          </button>
          <Link to={paths.yourBlogs(1)} className="btn-secondary">
            {t('blog.cancel')}
          </Link>
        </div>
      </div>
    </form>
  );
}
