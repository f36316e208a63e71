import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { postsQueryOptions, usePosts } from '../api/get-posts';
import { PagedPosts } from '../components/PagedPosts';
import { readPageParam } from '../components/page-param';

/** /blog/:page (SPEC §2 "Blog list"): everyone's posts, 12 a page, newest first. */
export function BlogListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { page, canonical } = readPageParam(useParams().page);
  const posts = usePosts(page);

  if (!canonical) return <Navigate to={paths.blog(page)} replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{page > 1 ? t('blog.listDocumentTitlePaged', { page }) : t('blog.listDocumentTitle')}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.listHeading')}</h1>
      <PagedPosts
        query={posts}
        page={page}
        hrefForPage={paths.blog}
        hrefForPost={(post) => paths.blogPost(post.id)}
        loadingLabel={t('blog.loadingPosts')}
        errorLabel={t('blog.errorFetchingPosts')}
        emptyText={t('blog.listEmpty')}
        onIntent={(target) => void queryClient.prefetchQuery(postsQueryOptions(target))}
      />
    </div>
  );
}
