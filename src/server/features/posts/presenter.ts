import type { UnpublishedPost } from '../../../shared/schemas/admin.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { PostCard, PostDetail } from '../../../shared/schemas/posts.js';
import type { ProjectRef } from '../../../shared/schemas/projects.js';
import { presentBlocks } from '../../core/media/site-media.js';
import { personSeenBy, type IdentityReader } from '../../core/people/identity.js';
import { postPictureIds } from '../../core/posts/moderation.js';
import { presentReview } from '../../core/review/review-state.js';
import type { PostAbilities } from './policy.js';
import type { PostCardRow, PostRow, UnpublishedPostRow } from './queries.js';
import { postVisibility } from '../../core/visibility/posts.js';

type MediaViews = Map<string, MediaView>;

const view = (views: MediaViews, id: string | null) => (id ? (views.get(id) ?? null) : null);

/** The project a post belongs to, from its row's joined columns (posts/queries.ts), or null. */
function projectOf(row: { projectId: string | null; projectSlug: string | null; projectNameEn: string | null; projectNameEl: string | null; projectIcon: string | null }): ProjectRef | null {
  if (!row.projectId || row.projectSlug === null) return null;
  return { id: row.projectId, slug: row.projectSlug, name: { en: row.projectNameEn ?? '', el: row.projectNameEl ?? '' }, icon: row.projectIcon ?? '' };
}

/** What decides whether a post's author is shown by name to a reader (core/people/identity.ts). */
const authorIdentity = (row: { authorNeedsReview: boolean | null; authorImageConsent: string | null; authorAnonymised: boolean | null }) => ({
  needsReview: row.authorNeedsReview,
  imageConsent: row.authorImageConsent,
  anonymised: row.authorAnonymised,
});

/** A blog card as `reader` sees it: no author email or contact details, ever; a pupil's initials alone to visitors without their guardian's consent. */
export function presentPostCard(row: PostCardRow, views: MediaViews, reader: IdentityReader, projects: ReadonlyMap<string, ProjectRef>): PostCard {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    thumbnail: view(views, row.thumbnailId),
    author: personSeenBy({ id: row.authorId, name: row.authorName ?? '', surname: row.authorSurname ?? '' }, authorIdentity(row), reader),
    createdAt: row.createdAt.toISOString(),
    published: row.unpublishedAt === null,
    audience: row.audience,
    project: (row.projectId && projects.get(row.projectId)) || null,
    review: presentReview(row),
  };
}

/** The ids of every image a post shows: thumbnail, image blocks and the author's photo. */
export function mediaIdsOfPost(row: PostRow): string[] {
  return postPictureIds(row);
}

/**
 * A whole post and its author card as `reader` sees it (a pupil's initials alone, with no photo
 * nor description, to visitors without their guardian's consent); abilities are the caller's own.
 * `commentsForVisitors`: the site's setting (core/comments/visitors-setting.ts).
 */
export function presentPostDetail(row: PostRow, views: MediaViews, abilities: PostAbilities, reader: IdentityReader, commentsForVisitors: boolean): PostDetail {
  const content = presentBlocks(row.content, views);
  return {
    id: row.id,
    title: row.title,
    thumbnail: view(views, row.thumbnailId),
    content,
    author: personSeenBy(
      {
        id: row.authorId,
        name: row.authorName ?? '',
        surname: row.authorSurname ?? '',
        description: row.authorDescription ?? '',
        image: view(views, row.authorImageId),
      },
      authorIdentity(row),
      reader,
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    published: row.unpublishedAt === null,
    audience: row.audience,
    project: projectOf(row),
    review: presentReview(row),
    ...abilities,
    visitorsSeeComments: commentsForVisitors && postVisibility.open.test(row, null),
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
