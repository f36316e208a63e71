import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceBadge } from './AudienceBadge';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '../../../shared/constants.js';
import type { PostCard } from '../../../shared/schemas/posts.js';
import { MediaImage } from '../../components/MediaImage';
import { ReviewBadge } from '../review/ReviewStatus';
import { useDateFormat } from '../../lib/format-date';
import { formerAuthorKey } from '../member-card/former-author';

// The first row is on screen at once on every layout (one to three cards): no lazy loading there.
const FIRST_ROW = 3;

type PostGridProps = {
  posts: readonly PostCard[];
  /** Where a card leads: the post itself, or its editor. */
  hrefFor: (post: PostCard) => string;
  /** Controls on a card, above its link (e.g. delete). */
  renderActions?: (post: PostCard) => ReactNode;
};

/** The blog's card grid (the blog, a member's own posts, a project's page): 3 columns from 1024 px, 2 on tablets, 1 on phones. */
export function PostGrid({ posts, hrefFor, renderActions }: PostGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li
          key={post.id}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500 has-[a:focus-visible]:outline-solid"
        >
          <CardImage post={post} eager={index < FIRST_ROW} first={index === 0} />
          <div className="flex flex-1 flex-col p-5">
            <h2 className="line-clamp-3 text-lg leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
              {/* The whole card is the link's target (the ::after covers it); its name is the title. */}
              <Link
                to={hrefFor(post)}
                className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
              >
                {post.title}
              </Link>
            </h2>
            {!post.published && (
              // Only the author's own list holds unpublished posts: tell them why readers miss it.
              <p className="mt-2 self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                {t('blog.unpublishedBadge')}
              </p>
            )}
            {/* Likewise its posts that wait for a teacher's review, or were sent back. */}
            {post.review && <ReviewBadge review={post.review} className="mt-2" />}
            <AudienceBadge post={post} className="mt-2" />
            {post.excerpt && <p className="mt-2 text-slate-600 [overflow-wrap:anywhere]">{post.excerpt}</p>}
            <CardByline post={post} />
          </div>
          {renderActions && <div className="absolute top-3 right-3 z-10">{renderActions(post)}</div>}
        </li>
      ))}
    </ul>
  );
}

function CardImage({ post, eager, first }: { post: PostCard; eager: boolean; first: boolean }) {
  const image = post.thumbnail;
  if (!image) {
    // A placeholder where no picture was chosen, the same size as a picture.
    return <div aria-hidden="true" className="aspect-[16/10] w-full bg-gradient-to-br from-brand-100 to-accent-100" />;
  }
  return (
    <MediaImage
      image={image}
      sizes={CARD_IMAGE_SIZES}
      // The title beside it says what the card is; the picture adds nothing to read out.
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className="aspect-[16/10] h-auto w-full bg-slate-100 object-cover"
    />
  );
}

function CardByline({ post }: { post: PostCard }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const former = formerAuthorKey(post.author);
  return (
    <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-sm text-slate-500">
      <span className="font-medium text-slate-700">
        {former ? t(former) : t('blog.byAuthor', { name: post.author.name, surname: post.author.surname })}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
    </p>
  );
}
