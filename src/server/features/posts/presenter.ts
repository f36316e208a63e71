import type { UnpublishedPost } from '../../../shared/schemas/admin.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { PostCard, PostDetail } from '../../../shared/schemas/posts.js';
import { presentBlocks } from '../../core/media/site-media.js';
import { postPictureIds } from '../../core/posts/moderation.js';
import { presentReview } from '../../core/review/review-state.js';
import type { PostAbilities } from './policy.js';
import type { PostCardRow, PostRow, UnpublishedPostRow } from './queries.js';

type MediaViews = Map<string, MediaView>;

const view = (views: MediaViews, id: string | null) => (id ? (views.get(id) ?? null) : null);

/** A blog card: no author email or contact details, ever. */
export function presentPostCard(row: PostCardRow, views: MediaViews): PostCard {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    thumbnail: view(views, row.thumbnailId),
    author: { id: row.authorId, name: row.authorName ?? '', surname: row.authorSurname ?? '' },
    createdAt: row.createdAt.toISOString(),
    published: row.unpublishedAt === null,
    audience: row.audience,
    review: presentReview(row),
  };
}

/** The ids of every image a post shows: thumbnail, image blocks and the author's photo. */
export function mediaIdsOfPost(row: PostRow): string[] {
  return postPictureIds(row);
}

/** A whole post and its author card as visitors see it; abilities are the caller's own. */
export function presentPostDetail(row: PostRow, views: MediaViews, abilities: PostAbilities): PostDetail {
  const content = presentBlocks(row.content, views);
  return {
    id: row.id,
    title: row.title,
    thumbnail: view(views, row.thumbnailId),
    content,
    author: {
      id: row.authorId,
      name: row.authorName ?? '',
      surname: row.authorSurname ?? '',
      description: row.authorDescription ?? '',
      image: view(views, row.authorImageId),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    published: row.unpublishedAt === null,
    audience: row.audience,
    review: presentReview(row),
    ...abilities,
  };
}

/** A post in the moderation list: its author and who unpublished it, by name only. */
export function presentUnpublishedPost(row: UnpublishedPostRow): UnpublishedPost {
  return {
    id: row.id,
    title: row.title,
    author: { id: row.authorId, name: row.authorName ?? '', surname: row.authorSurname ?? '' },
    unpublishedAt: (row.unpublishedAt ?? new Date(0)).toISOString(),
    unpublishedBy: row.unpublishedById ? { id: row.unpublishedById, name: row.unpublisherName ?? '', surname: row.unpublisherSurname ?? '' } : null,
  };
}
