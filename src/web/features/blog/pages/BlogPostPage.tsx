import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { usePost } from '../api/get-post';
import { AuthorCard } from '../components/AuthorCard';
import { PostArticle } from '../components/PostArticle';
import { PostNotFound } from '../components/PostNotFound';
import { isPostId } from '../components/post-id';

/** /blog-post/:postId (SPEC §2 "Blog post"): the post, then its author's card. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { postId } = useParams();
  const valid = isPostId(postId);
  // An id that cannot exist is not worth a request.
  const post = usePost(postId ?? '', valid);

  if (!valid) return <PostNotFound />;
  if (post.isPending) return <Spinner label={t('blog.loadingPost')} />;
  if (post.isError) {
    // The server answers 404 for a post that is gone (and 400 for an id it cannot read).
    if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400)) return <PostNotFound />;
    return (
      <div className="px-4 py-16">
        <LoadError label={t('blog.errorFetchingPost')} detail={post.error.message} onRetry={() => void post.refetch()} />
      </div>
    );
  }

  const { data } = post;
  return (
    <PostArticle
      title={data.title}
      thumbnail={data.thumbnail}
      blocks={data.content}
      byline={
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600">
          <span className="font-medium text-slate-800">
            {t('blog.byAuthor', { name: data.author.name, surname: data.author.surname })}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
          {data.canEdit && (
            <Link
              to={paths.createCollaboration('edit-blog', data.id)}
              className="ml-auto text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {t('blog.editThisPost')}
            </Link>
          )}
        </div>
      }
    >
      <title>{t('blog.postDocumentTitle', { title: data.title })}</title>
      <AuthorCard author={data.author} />
    </PostArticle>
  );
}
