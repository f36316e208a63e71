import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { PostCard } from '../../../../shared/schemas/posts.js';
import { TrashIcon } from '../../../components/action-icons';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../lib/paths';
import { useDeletePost } from '../api/delete-post';
import { myPostsQueryOptions, useMyPosts } from '../api/get-my-posts';
import { PagedPosts } from '../components/PagedPosts';
import { readPageParam } from '../components/page-param';
import { withNotice } from '../../../lib/notice';

/** /your-blogs/:page: the member's own posts, to edit or delete. */
export function YourBlogsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const { page, canonical } = readPageParam(useParams().page);
  const posts = useMyPosts(page);
  const deletePost = useDeletePost();
  const navigate = useNavigate();

  if (!canonical) return <Navigate to={paths.yourBlogs(page)} replace />;

  async function handleDelete(post: PostCard) {
    if (!(await confirm(t('blog.deleteQuestion')))) return;
    deletePost.mutate(post.id, {
      // The card and its button are gone: focus goes back to the top of the list, and a
      // notice says it worked.
      onSuccess: () => {
        void navigate('.', { replace: true, state: withNotice({ text: t('notices.postDeleted') }) });
        heading.current?.focus();
      },
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{t('blog.yourDocumentTitle')}</title>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-8 text-3xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-4xl"
      >
        {t('blog.yourHeading')}
      </h1>
      {deletePost.isError && (
        <div role="alert" className="mb-6 rounded-xl bg-red-50 px-4 py-3 text-sm ring-1 ring-red-200">
          <p className="font-semibold text-danger">{t('blog.errorDeletingPost')}</p>
          <p className="mt-1 text-slate-700">{deletePost.error.message}</p>
        </div>
      )}
      <PagedPosts
        query={posts}
        page={page}
        hrefForPage={paths.yourBlogs}
        hrefForPost={(post) => paths.createCollaboration('edit-blog', post.id)}
        renderActions={(post) => (
          <button
            type="button"
            aria-label={t('blog.deletePost')}
            title={t('blog.deletePost')}
            disabled={deletePost.isPending && deletePost.variables === post.id}
            onClick={() => void handleDelete(post)}
            className="grid size-11 place-items-center rounded-full bg-white/95 text-danger shadow-md ring-1 ring-slate-200 transition hover:bg-red-50 disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        )}
        loadingLabel={t('blog.loadingPosts')}
        errorLabel={t('blog.errorFetchingBlogs')}
        emptyText={t('blog.yourEmpty')}
        emptyAction={
          <Link to={paths.blogCreation()} className="btn-primary">
            {t('blog.createBlog')}
          </Link>
        }
        onIntent={(target) => void queryClient.prefetchQuery(myPostsQueryOptions(target))}
      />
    </div>
  );
}
