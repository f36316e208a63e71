import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard, PostPage } from '../../../../shared/schemas/posts.js';
import { ListStates } from '../../../components/ListStates';
import { Pager } from './Pager';
import { PostGrid } from '../../../entities/posts/PostGrid';

type PagedPostsProps = {
  query: UseQueryResult<PostPage>;
  /** The page of the address (the data may still be the previous page's while it loads). */
  page: number;
  hrefForPage: (page: number) => string;
  hrefForPost: (post: PostCard) => string;
  renderActions?: (post: PostCard) => ReactNode;
  loadingLabel: string;
  /** The label shown when the list cannot be read. */
  errorLabel: string;
  /** Said when there is nothing at all (page 1 empty). */
  emptyText: string;
  /** Offered with the empty text, e.g. a link to write a first post. */
  emptyAction?: ReactNode;
  onIntent?: (page: number) => void;
};

/** A paged list of post cards with its loading, error and empty states. */
export function PagedPosts({
  query,
  page,
  hrefForPage,
  hrefForPost,
  renderActions,
  loadingLabel,
  errorLabel,
  emptyText,
  emptyAction,
  onIntent,
}: PagedPostsProps) {
  const { t } = useTranslation();
  const pastTheEnd = page > 1;

  return (
    <ListStates
      query={query}
      loadingLabel={loadingLabel}
      errorLabel={errorLabel}
      // The previous page, shown while this one loads, says nothing about this one.
      isEmpty={(data) => data.posts.length === 0 && !query.isPlaceholderData}
      empty={
        <div className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg text-slate-700">{pastTheEnd ? t('blog.pageEmpty') : emptyText}</p>
          {pastTheEnd ? (
            <Link to={hrefForPage(1)} className="btn-primary mt-6">
              {t('blog.firstPage')}
            </Link>
          ) : (
            emptyAction && <div className="mt-6">{emptyAction}</div>
          )}
        </div>
      }
    >
      {({ posts, hasNext }) => (
        // While another page loads, this one stays in place, dimmed, so nothing jumps.
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <PostGrid posts={posts} hrefFor={hrefForPost} renderActions={renderActions} />
          <Pager page={page} hasNext={hasNext} hrefFor={hrefForPage} onIntent={onIntent} />
        </div>
      )}
    </ListStates>
  );
}
