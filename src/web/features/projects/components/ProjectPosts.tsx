import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../components/ListStates';
import { PostGrid } from '../../../entities/posts/PostGrid';
import { paths } from '../../../lib/paths';
import { usePosts } from '../../../entities/posts/get-posts';

/** Shown on a project's page; the rest are a link away, on the blog narrowed to the project. */
const SHOWN = 6;

/** A project's latest posts, as the reader may read them, and the way to all of them. */
export function ProjectPosts({ slug }: { slug: string }) {
  const { t } = useTranslation();
  // The blog's first page narrowed to the project, under the blog's own query (and its refreshes).
  const posts = usePosts(1, slug);
  const all = `${paths.blog(1)}?project=${encodeURIComponent(slug)}`;
  return (
    <section aria-labelledby="project-posts" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="project-posts" className="text-2xl font-bold tracking-tight text-brand-900">
          {t('project.postsHeading')}
        </h2>
        {posts.data && posts.data.posts.length > 0 && (
          <Link to={all} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('project.allPosts')}
          </Link>
        )}
      </div>
      <ListStates
        query={posts}
        loadingLabel={t('project.loadingPosts')}
        errorLabel={t('project.errorFetchingPosts')}
        isEmpty={(data) => data.posts.length === 0}
        empty={<p className="text-lg text-slate-700">{t('project.noPosts')}</p>}
      >
        {(data) => <PostGrid posts={data.posts.slice(0, SHOWN)} hrefFor={(post) => paths.blogPost(post.id)} />}
      </ListStates>
    </section>
  );
}
