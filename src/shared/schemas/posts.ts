import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { POST_AUDIENCES, POST_TITLE_MAX } from '../constants.js';
import { contentBlocks, presentedBlock } from './content.js';
import { mediaView } from './media.js';
import { projectRef } from './projects.js';
import { reviewInfo } from './review.js';
import { lineText } from './text.js';

/** Body of POST /api/posts and PUT /api/posts/:id. */
export const postInput = z
  .object({
    title: lineText({ error: fieldCode('title_required') })
      .trim()
      .min(1, fieldCode('title_required'))
      .max(POST_TITLE_MAX, fieldCode('post_title_too_long')),
    thumbnailId: z.uuid({ error: fieldCode('thumbnail_required') }),
    content: contentBlocks,
    /** Who may read it; a client that does not say keeps it for everyone, as all posts were at first. */
    audience: z.enum(POST_AUDIENCES, { error: fieldCode('audience_invalid') }).default('everyone'),
    /** The project it belongs to (shown on its page), or none; required when it is for a project's people. */
    projectId: z.uuid({ error: fieldCode('post_project_invalid') }).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.audience === 'project' && !value.projectId) context.addIssue({ code: 'custom', path: ['projectId'], message: fieldCode('post_project_required') });
  });
export type PostInput = z.input<typeof postInput>;

/** `?page=N` of the paged lists; anything that is not a whole number ≥ 1 reads as page 1. */
export const pageQuery = z.object({
  page: z.preprocess((value) => {
    const n = Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
  }, z.number().int().min(1)),
});

/** GET /api/posts: a page of the blog, or (`project`, by its address) of one project's posts. */
export const postListQuery = pageQuery.extend({
  project: z.string().trim().toLowerCase().max(100, fieldCode('post_project_invalid')).optional(),
});

/** Who wrote a post, as a blog card shows it. */
/**
 * `id` null: a "Former member", whose account was erased and whose posts an admin kept; or, with
 * `formerPupil`, a "Former pupil" the retention job anonymised.
 */
const postAuthor = z.object({ id: z.string().nullable(), name: z.string(), surname: z.string(), formerPupil: z.boolean().optional() });

/** The author card under a post: what visitors may see of a member. */
const authorCard = postAuthor.extend({
  description: z.string(),
  image: mediaView.nullable(),
});
export type AuthorCard = z.infer<typeof authorCard>;

/** One card of a blog list. */
const postCard = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The first paragraph's first 100 characters plus '...', or '' when there is no paragraph. */
  excerpt: z.string(),
  thumbnail: mediaView.nullable(),
  author: postAuthor,
  createdAt: z.string(),
  /** False once an admin took the post off the site; only its author's list then shows it. */
  published: z.boolean(),
  /** 'members': only signed-in members read it (and see it listed); 'project': its project's people alone. */
  audience: z.enum(POST_AUDIENCES),
  /** The project it belongs to, or null. */
  project: projectRef.nullable(),
  /** Null once live; otherwise it waits for a teacher, or was sent back (only its author's list shows it). */
  review: reviewInfo.nullable(),
});
export type PostCard = z.infer<typeof postCard>;

/** A page of a blog list: 12 cards, newest first. */
export const postPage = z.object({
  posts: z.array(postCard),
  page: z.number().int(),
  hasNext: z.boolean(),
  /** The project a list is narrowed to (`?project=`), named for its heading. */
  project: projectRef.optional(),
});
export type PostPage = z.infer<typeof postPage>;

/** A whole post with its author card and what the caller may do with it. */
export const postDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  thumbnail: mediaView.nullable(),
  content: z.array(presentedBlock),
  author: authorCard,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** False once an admin took the post off the site: only its author and admins can read it. */
  published: z.boolean(),
  /** 'members': visitors are sent to sign in instead; 'project': its project's members and their guardians alone. */
  audience: z.enum(POST_AUDIENCES),
  /** The project it belongs to, or null. */
  project: projectRef.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Admins may unpublish and publish again. */
  canModerate: z.boolean(),
  /** Null once live; its author, teachers and admins see it while it waits or was sent back. */
  review: reviewInfo.nullable(),
  /** A teacher or admin may approve it or send it back (it waits for review). */
  canReview: z.boolean(),
  /** Whether a visitor reads its comments: the site shows comments to visitors, and the post is open to everyone. */
  visitorsSeeComments: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetail>;

export const postCreated = z.object({ id: z.uuid() });
