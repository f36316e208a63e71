import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { board } from '../../../shared/schemas/collaborations.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { notFound } from '../../core/errors.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { loadMediaViewsFor, type PictureViewers } from '../../core/media/presenter.js';
import { isReviewer } from '../../core/people/roles.js';
import { findProjectBySlug, loadProjectRefs, projectRefOf } from '../../core/projects/summaries.js';
import { presentCollaborationCard, presentHelpCard } from './presenter.js';
import { listBoardCollaborations, listBoardHelp } from './queries.js';

type Board = z.infer<typeof board>;

/** Collaborations are members' pages: each picture as far as the pupils tagged in it let it reach members (reviewers see all). */
export const membersViewers = (user: AuthUser): PictureViewers => (isReviewer(user) ? 'all' : 'members');

/**
 * What a board shows, so that a change to any of it forgets the boards kept:
 * - `board`: a collaboration's card or a help request (every instance forgets it when the live
 *   news of the change arrives, before any page told "changed" can ask again: core/events/live-news.ts);
 * - `posts`: what every card shows of its creator (a name) and its picture (moved, tagged, consented);
 * - `projects`: the project a card names.
 */
const BOARD_TAGS = [CACHE_TAGS.board, CACHE_TAGS.posts, CACHE_TAGS.projects];

/**
 * The key of the board `viewer` reads: everything the board's rules read of them
 * (core/visibility/collaborations.ts `onBoard`, `listed`; the pictures' `membersViewers`) is in
 * it, so a reader is never served another's board, and one whose role, projects or children
 * changed reads a new one.
 */
function boardKey(viewer: AuthUser, slug: string | undefined): string {
  const sorted = (ids: readonly string[]) => [...ids].sort().join(',');
  return `board:${viewer.id}:${viewer.role}:${sorted(viewer.projectIds)}:${sorted(viewer.childIds)}:${slug?.toLowerCase() ?? ''}`;
}

/**
 * The whole programme's board, or one project's (`slug`), as `viewer` may see it. Kept like the
 * public lists (plugins/public-cache.ts), one per reader, so that members opening and coming back
 * to the board read it from memory; a change to it forgets it on every instance in the order the
 * live board hears of it, so a page told "changed" never reads the board from before. Kept as
 * its JSON, checked against the route's schema once (as the public lists are: plugins/conditional-get.ts).
 */
export function readBoard(app: FastifyInstance, viewer: AuthUser, slug: string | undefined): Promise<string> {
  // No last good copy (public-cache.ts): one per member would be many, and a member's session needs the database anyway.
  return app.publicCache.get(boardKey(viewer, slug), async () => JSON.stringify(board.parse(await computeBoard(app, viewer, slug))), BOARD_TAGS, { lastGood: false });
}

async function computeBoard(app: FastifyInstance, viewer: AuthUser, slug: string | undefined): Promise<Board> {
  const project = slug ? await findProjectBySlug(app.db, slug) : null;
  if (project === undefined) throw notFound('project');
  const [rows, help] = await Promise.all([listBoardCollaborations(app.db, viewer, project?.id ?? null), listBoardHelp(app.db, viewer, project?.id ?? null)]);
  const [views, projects] = await Promise.all([
    loadMediaViewsFor(app.db, [...rows.map((r) => r.thumbnailId), ...help.map((h) => h.thumbnailId)], membersViewers(viewer)),
    loadProjectRefs(app.db, rows.map((row) => row.projectId)),
  ]);
  const cards = rows.map((row) => presentCollaborationCard(row, views, projects));
  return {
    project: project ? projectRefOf(project) : null,
    help: help.map((row) => presentHelpCard(row, views)),
    active: cards.filter((c) => c.status === 'active'),
    inactive: cards.filter((c) => c.status === 'inactive'),
    completed: cards.filter((c) => c.status === 'completed'),
  };
}
