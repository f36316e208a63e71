import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { MediaView } from '../../../../shared/schemas/media.js';
import type { PostDetail } from '../../../../shared/schemas/posts.js';
import { BLOCK_TYPES, POST_TITLE_MAX } from '../../../../shared/constants.js';
import { fromPresentedBlocks, toContentBlocks, type EditorBlock } from '../../../components/block-editor/blocks';
import { ContentForm } from '../../../components/ContentForm';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { LoadError } from '../../../components/LoadError';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { usePost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { PostNotFound } from '../components/PostNotFound';
import { isUuid } from '../../../../shared/ids.js';
import { postProblem } from '../components/validate-post';
import { AudienceChoice, type PostPlace } from '../components/AudienceChoice';
import { ReviewAhead } from '../components/ReviewAhead';
import { withNotice } from '../../../lib/notice';

/**
 * /create-collaboration/edit-blog/:id: the shared editor in its edit-blog mode. The router
 * sends each mode to its own page; this one edits a blog post and saves with Update.
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
    body = (
      <>
        {/* What the teacher asked to change, above what is to change. */}
        {post.data.review?.state === 'sent_back' && <ReviewNotice review={post.data.review} className="mb-6" />}
        <EditBlogForm key={post.data.id} post={post.data} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('blog.editDocumentTitle')}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.editHeading')}</h1>
      {body}
    </div>
  );
}

function EditBlogForm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Their saved post waits for a teacher again: the notice says so, not that it is saved.
  const needsReview = useSessionUser()?.needsReview === true;
  const [title, setTitle] = useState(post.title);
  const [thumbnail, setThumbnail] = useState<MediaView | null>(post.thumbnail);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => fromPresentedBlocks(post.content));
  const [place, setPlace] = useState<PostPlace>({ audience: post.audience, projectId: post.project?.id ?? null });
  const save = useUpdatePost();

  function handleSubmit() {
    save.mutate(
      // A post without a thumbnail (its picture removed) is sent as it is: the server names the gap.
      { id: post.id, input: { title: title.trim(), thumbnailId: thumbnail?.id ?? '', content: toContentBlocks(blocks), ...place } },
      // Saving a blog returns to /blog/1. A failure stays here with every input kept.
      {
        onSuccess: () =>
          void navigate(paths.blog(1), {
            state: withNotice({
              text: t(needsReview ? 'notices.postSentForReview' : 'notices.postSaved'),
              link: { to: paths.blogPost(post.id), label: t('notices.readPost') },
            }),
          }),
      },
    );
  }

  return (
    <>
      {needsReview && <ReviewAhead className="mb-6" />}
      <ContentForm
        title={{ label: t('blog.title'), maxLength: POST_TITLE_MAX, value: title, onChange: setTitle }}
        thumbnail={(error) => (
          <ImageUpload
            label={t('blog.thumbnail')}
            folder="blog"
            value={thumbnail}
            onChange={setThumbnail}
            previewAlt={t('blog.thumbnailPreviewAlt')}
            error={error}
          />
        )}
        settings={(fields) => <AudienceChoice value={place} onChange={setPlace} errors={fields} known={post.project} />}
        contentHeading={t('blog.addContent')}
        blocks={blocks}
        onBlocksChange={setBlocks}
        kinds={BLOCK_TYPES}
        folder="blog"
        problem={postProblem({ title, thumbnailChosen: thumbnail !== null, blocks }, 'save')}
        onSubmit={handleSubmit}
        save={save}
        saveErrorLabel={t('blog.errorUpdatingPost')}
        submitLabel={needsReview ? t('blog.sendForReview') : t('blog.update')}
        secondaryAction={
          <Link to={paths.yourBlogs(1)} className="btn-secondary">
            {t('blog.cancel')}
          </Link>
        }
      />
    </>
  );
}
