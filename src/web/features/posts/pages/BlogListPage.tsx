import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectRef } from '../../../../shared/schemas/projects.js';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { projectName, useOpenProjects } from '../../../entities/projects/open-projects';
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

/**
 * The blog's choice of whose posts to show: the whole programme's, or one project's (its posts for
 * everyone, and for its own people when the reader is one of them). The list narrowed to a project
 * names it (its answer carries it) with the way back; the projects to choose from are asked for
 * only once the choice is opened, as the Projects menus do: a page of the blog asks for nothing
 * its HTML did not bring. Links, so each list has its own address to share.
 */
function ProjectFilter({ current, narrowedTo }: { current: string | null; narrowedTo: ProjectRef | undefined }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const projects = useOpenProjects(open);
  // Opened before the page's app took it over (a server-rendered page's native control works at
  // once): read as it is then. Choosing a project (a new address, the same page) closes it.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  const shownFor = useRef(current);
  useEffect(() => {
    if (shownFor.current === current) return;
    shownFor.current = current;
    if (details.current) details.current.open = false;
  }, [current]);
  const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
  return (
    <div className="mb-8 flex flex-wrap items-baseline gap-x-6 gap-y-2">
      {current && (
        <p className="text-lg text-slate-700">
          {narrowedTo && (
            <strong className="font-semibold text-brand-900">
              {t('blog.projectNarrowed', { project: `${narrowedTo.icon ? `${narrowedTo.icon} ` : ''}${projectName(narrowedTo, i18n.language)}` })}
            </strong>
          )}
          {narrowedTo && <span aria-hidden="true"> · </span>}
          <Link to={blogAddress(1, null)} className={link}>
            {t('blog.projectFilterAll')}
          </Link>
        </p>
      )}
      <details ref={details} className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={`cursor-pointer ${link}`}>{t('blog.projectFilter')}</summary>
        <nav aria-label={t('blog.projectFilter')} className="absolute z-20 mt-2 min-w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {projects.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('blog.projectsFilterLoading')}</p>
          ) : (
            <ul>
              {(projects.data ?? []).map((project) => (
                <li key={project.slug}>
                  <Link
                    to={blogAddress(1, project.slug)}
                    aria-current={project.slug === current ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2 font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-100"
                  >
                    {project.icon ? `${project.icon} ` : ''}
                    {projectName(project, i18n.language)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </details>
    </div>
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
      <ProjectFilter current={project} narrowedTo={posts.data?.project} />
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
