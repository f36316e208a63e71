import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ProjectFilter } from '../../../entities/projects/ProjectFilter';
import { paths } from '../../../lib/paths';
import { postsQueryOptions, usePostReader, usePosts } from '../../../entities/posts/get-posts';
import { PagedPosts } from '../components/PagedPosts';
import { blogAddress, projectParam, readPageParam } from '../components/page-param';

/** The usual feed symbol: a dot and two arcs. */
function RssIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="text-accent-600">
      <circle cx="3" cy="13" r="2" fill="currentColor" />
      <path d="M1 7a8 8 0 0 1 8 8M1 1a14 14 0 0 1 14 14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** /blog/:page: everyone's posts, 12 a page, newest first; `?project=` narrows them to one project's. */
export function BlogListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { page, canonical } = readPageParam(useParams().page);
  const [search] = useSearchParams();
  const project = projectParam(search);
  const posts = usePosts(page, project);
  const reader = usePostReader();

  if (!canonical) return <Navigate to={blogAddress(page, project)} replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{page > 1 ? t('blog.listDocumentTitlePaged', { page }) : t('blog.listDocumentTitle')}</title>
      <div className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('blog.listHeading')}</h1>
        {/* A file of the server, not a page of the app: a plain link. */}
        <a href="/feed.xml" type="application/rss+xml" className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          <RssIcon />
          {t('blog.rssFeed')}
        </a>
      </div>
      {/* Whose posts: the whole programme's, or one project's (its posts for everyone, and for its own people when the reader is one). */}
      <ProjectFilter
        current={project}
        narrowedTo={posts.data?.project}
        addressFor={(slug) => blogAddress(1, slug)}
        words={{
          choose: t('blog.projectFilter'),
          narrowed: (name) => t('blog.projectNarrowed', { project: name }),
          all: t('blog.projectFilterAll'),
          loading: t('blog.projectsFilterLoading'),
        }}
      />
      <PagedPosts
        query={posts}
        page={page}
        hrefForPage={(target) => blogAddress(target, project)}
        hrefForPost={(post) => paths.blogPost(post.id)}
        loadingLabel={t('blog.loadingPosts')}
        errorLabel={t('blog.errorFetchingPosts')}
        emptyText={t(project ? 'blog.projectListEmpty' : 'blog.listEmpty')}
        onIntent={(target) => void queryClient.prefetchQuery(postsQueryOptions(target, reader, project))}
      />
    </div>
  );
}
