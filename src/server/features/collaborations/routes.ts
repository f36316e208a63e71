import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMembersInput,
  board,
  boardQuery,
  candidateQuery,
  candidates,
  collaborationChange,
  collaborationDetail,
  collaborationInput,
  created,
  itemDetail,
  itemInput,
  itemKindQuery,
  itemList,
  itemRevision,
  statusInput,
} from '../../../shared/schemas/collaborations.js';
import { idParams, uuidParam } from '../../../shared/schemas/params.js';
import { deleteItemWithEvent } from '../../core/collaborations/items.js';
import type { Db } from '../../core/db/client.js';
import { openProjectFor } from '../../core/projects/readers.js';
import { loadProjectRefs } from '../../core/projects/summaries.js';
import { AppError, badRequest, notFound } from '../../core/errors.js';
import { loadMediaViews, loadMediaViewsFor } from '../../core/media/presenter.js';
import { renewReach } from '../../core/media/picture-tags.js';
import { assertPicturesMayShow, imageIdsOf } from '../../core/media/site-media.js';
import { loadMemberCards } from '../../core/people/member-cards.js';
import { needsReviewNow } from '../../core/people/needs-review.js';
import { checkMentions, mentionsOfItem, saveMentions } from '../../core/mentions/mentions.js';
import { collaborationVisibility } from '../../core/visibility/collaborations.js';
import { loadReaders } from '../../core/visibility/readers.js';
import { fileReport, releaseHold } from '../../core/moderation/reports.js';
import { screenWriting, wordsOfBlocks } from '../../core/moderation/watched-words.js';
import { currentUser, type AuthUser } from '../../core/auth/auth-user.js';
import { sendKeptJson } from '../../plugins/conditional-get.js';
import { membersViewers, readBoard } from './board.js';
import { collaborationModerationRoutes } from './moderation-routes.js';
import { changeReviewRoutes, collaborationReviewRoutes, itemReviewRoutes } from './review-routes.js';
import { changePolicy, collaborationPolicy, itemPolicy } from './policy.js';
import {
  presentCandidate,
  presentChange,
  presentCollaborationDetail,
  presentItemDetail,
  presentItemSummary,
} from './presenter.js';
import {
  addMembers,
  existingUserIds,
  findCollaboration,
  findItem,
  findRevision,
  insertCollaboration,
  insertItem,
  isMember,
  listCandidates,
  listItems,
  listMemberIds,
  proposeIdea,
  removeMember,
  reviseItem,
  showItem,
  setStatus,
  setPlace,
  softDelete,
  updateIdea,
  type CollaborationRow,
} from './queries.js';

const collaborationParams = idParams('collaboration');
const itemParams = collaborationParams.extend({ itemId: uuidParam('item') });

/**
 * The project a collaboration is placed in, checked: open, and the writer's to start one for
 * (policy.ts placeIn). Kept as it was on a change, it is not asked again.
 */
async function assertProjectPlace(db: Db, user: AuthUser, projectId: string | null, kept: string | null = null): Promise<void> {
  if (!projectId || projectId === kept) return;
  const project = await openProjectFor(db, projectId, user.id);
  if (!project) throw badRequest('collaboration_project_unknown', { projectId: 'post_project_invalid' });
  collaborationPolicy.authorize(user, 'placeIn', project);
}

/** A collaboration the user may see (deleted ones only for admins; a pupil's new one only they and reviewers), with whether they are a member. */
async function loadVisible(app: FastifyInstance, user: AuthUser, id: string) {
  const row = await findCollaboration(app.db, id);
  if (!row || !collaborationPolicy.can(user, 'view', row)) throw notFound('collaboration');
  return { row, member: await isMember(app.db, id, user.id) };
}

/** The same, refusing anyone outside the edit area in the words agreed with the school. */
async function loadForChange(app: FastifyInstance, request: FastifyRequest, id: string) {
  const user = currentUser(request);
  const loaded = await loadVisible(app, user, id);
  collaborationPolicy.authorize(user, 'change', { createdById: loaded.row.createdById, isMember: loaded.member });
  return { user, ...loaded };
}

/**
 * The same for what changes who is in it and whether it runs (status, people, deleting): its
 * creator, admins and executing members who do not need review.
 */
async function loadForManaging(app: FastifyInstance, request: FastifyRequest, id: string) {
  const loaded = await loadForChange(app, request, id);
  collaborationPolicy.authorize(loaded.user, 'manage', { createdById: loaded.row.createdById, isMember: loaded.member });
  return loaded;
}

/**
 * A pupil's new collaboration that is not yet approved has its idea only: nobody is added,
 * told or shown updates of words no teacher has read. 409 until it is live.
 */

function assertLive(row: CollaborationRow): void {
  if (row.review !== null) throw new AppError(409, 'collaboration_waiting');
}

/** An update or help request of a collaboration that `user` may read (one not live: only its author and reviewers), or 404. */
async function loadReadableItem(app: FastifyInstance, user: AuthUser, collaborationId: string, itemId: string) {
  const item = await findItem(app.db, collaborationId, itemId);
  if (!item || !itemPolicy.can(user, 'read', item)) throw notFound('item');
  return item;
}

/** An update or help request's page, with what `user` may do with it. */
async function presentItem(app: FastifyInstance, user: AuthUser, row: CollaborationRow, item: Awaited<ReturnType<typeof loadReadableItem>>) {
  const abilities = itemPolicy.abilities(user, item);
  const [views, mentioned] = await Promise.all([
    loadMediaViewsFor(app.db, [row.thumbnailId], membersViewers(user)),
    // Only the form that changes it needs whom it mentions: its author's, while they may.
    abilities.canRevise ? mentionsOfItem(app.db, item.id) : [],
  ]);
  return presentItemDetail(item, row, views, abilities, mentioned);
}

async function presentDetail(app: FastifyInstance, user: AuthUser, row: CollaborationRow) {
  const [memberIds, items, revision] = await Promise.all([listMemberIds(app.db, row.id), listItems(app.db, row.id, ['update', 'help'], user), findRevision(app.db, row.id)]);
  const updates = items.filter((item) => item.kind === 'update');
  const helpRequests = items.filter((item) => item.kind === 'help');
  // A change that waits is its author's and reviewers' to know of.
  const change = revision && changePolicy.can(user, 'read', revision) ? revision : null;
  const [cards, views, projects] = await Promise.all([
    loadMemberCards(app.db, [row.createdById, ...memberIds, ...(change ? [change.authorId] : [])], user),
    // Whoever may edit it sees every picture it shows, to keep or mend what a consent keeps back.
    loadMediaViewsFor(app.db, [row.thumbnailId, ...imageIdsOf(row.content)], collaborationPolicy.can(user, 'change', { createdById: row.createdById, isMember: memberIds.includes(user.id) }) ? 'all' : membersViewers(user)),
    loadProjectRefs(app.db, [row.projectId]),
  ]);
  const member = memberIds.includes(user.id);
  return presentCollaborationDetail(row, {
    memberIds,
    cards,
    updates: updates.map(presentItemSummary),
    helpRequests: helpRequests.map(presentItemSummary),
    views,
    projects,
    abilities: collaborationPolicy.abilities(user, { createdById: row.createdById, isMember: member }),
    canReview: collaborationPolicy.can(user, 'review', row),
    changesWait: user.needsReview,
    change,
    isMember: member,
  });
}

async function reloadDetail(app: FastifyInstance, user: AuthUser, id: string) {
  const row = await findCollaboration(app.db, id);
  if (!row) throw notFound('collaboration');
  return presentDetail(app, user, row);
}

/**
 * Collaborations: every signed-in member sees the board and the pages; every change is
 * for the creator, the executing members and admins (403 in the agreed words for anyone
 * else). Status changes, membership and deletion are written to the audit log in the
 * same transaction as the change. Admins list deleted collaborations and restore them.
 * Each write records what happened (core/events/events.ts declares what follows: the audit entry,
 * notifications, the news for the live board and the collaboration's open pages).
 */
export const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(collaborationModerationRoutes);
  await app.register(itemReviewRoutes);
  await app.register(collaborationReviewRoutes);
  await app.register(changeReviewRoutes);

  // The whole programme's board, or one project's (`?project=<slug>`): as the viewer may see it either way, kept per reader (board.ts).
  // Its `private, no-store` is every members' page's (plugins/auth.ts).
  app.get('/api/collaborations/board', { schema: { querystring: boardQuery, response: { 200: board } } }, async (request, reply) =>
    sendKeptJson(reply, await readBoard(app, currentUser(request), request.query.project)),
  );

  app.post('/api/collaborations', { schema: { body: collaborationInput, response: { 201: created } } }, async (request, reply) => {
    const user = currentUser(request);
    const { title, thumbnailId, content } = request.body;
    const place = { audience: request.body.audience ?? 'members', projectId: request.body.projectId?.toLowerCase() ?? null };
    await assertProjectPlace(app.db, user, place.projectId);
    await assertPicturesMayShow(app.db, { thumbnailId, content, writers: [user.id], audience: 'members' });
    const id = await app.change(request, async (tx, record) => {
      const inserted = await insertCollaboration(tx, user.id, { title, thumbnailId: thumbnailId?.toLowerCase() ?? null, content, ...place });
      // Shown to members, which the pupils in its pictures consent to: their tags reach them.
      await renewReach(tx, [thumbnailId, ...imageIdsOf(content)]);
      record({ type: 'collaboration.created', collaborationId: inserted.id, waiting: inserted.waiting });
      return inserted.id;
    });
    return reply.status(201).send({ id });
  });

  app.get('/api/collaborations/:id', { schema: { params: collaborationParams, response: { 200: collaborationDetail } } }, async (request) => {
    const user = currentUser(request);
    const { row } = await loadVisible(app, user, request.params.id);
    return presentDetail(app, user, row);
  });

  app.put(
    '/api/collaborations/:id',
    { schema: { params: collaborationParams, body: collaborationInput, response: { 200: collaborationDetail } } },
    async (request) => {
      const { user, row, member } = await loadForChange(app, request, request.params.id);
      const { title, thumbnailId, content } = request.body;
      // Where it belongs changes only when the client says so, and only by those who may move it.
      const place = { audience: request.body.audience ?? row.audience, projectId: request.body.projectId === undefined ? row.projectId : (request.body.projectId?.toLowerCase() ?? null) };
      const moved = place.audience !== row.audience || place.projectId !== row.projectId;
      if (moved) {
        collaborationPolicy.authorize(user, 'move', { createdById: row.createdById, isMember: member, live: row.review === null });
        await assertProjectPlace(app.db, user, place.projectId, row.projectId);
      }
      // The writer's own pictures, besides those it (or the change its writer had waiting) shows.
      const revision = await findRevision(app.db, row.id);
      const shown = [row.thumbnailId, ...imageIdsOf(row.content), ...(revision?.authorId === user.id ? [revision.thumbnailId, ...imageIdsOf(revision.content)] : [])];
      await assertPicturesMayShow(app.db, { thumbnailId, content, writers: [user.id], shown, audience: 'members' });
      const idea = { title, thumbnailId: thumbnailId?.toLowerCase() ?? null, content };
      await app.change(request, async (tx, record) => {
        await renewReach(tx, [thumbnailId, ...imageIdsOf(content)]);
        if (moved) await setPlace(tx, row.id, place);
        // A pupil's change to a live collaboration waits beside what stays shown; a new one
        // not yet approved is changed in place, and waits again.
        if (row.review === null && (await needsReviewNow(tx, user.id))) {
          await proposeIdea(tx, row.id, user.id, idea);
          record({ type: 'collaboration.idea_changed', collaborationId: row.id, waiting: true });
        } else {
          const { waiting } = await updateIdea(tx, row.id, user.id, idea);
          record({ type: 'collaboration.idea_changed', collaborationId: row.id, waiting });
        }
      });
      return reloadDetail(app, user, row.id);
    },
  );

  app.put(
    '/api/collaborations/:id/status',
    { schema: { params: collaborationParams, body: statusInput, response: { 200: collaborationDetail } } },
    async (request) => {
      const { user, row } = await loadForManaging(app, request, request.params.id);
      assertLive(row);
      const { status } = request.body;
      await app.change(request, async (tx, record) => {
        await setStatus(tx, row.id, status);
        record({ type: 'collaboration.status_changed', collaborationId: row.id, from: row.status, to: status });
      });
      return reloadDetail(app, user, row.id);
    },
  );

  // Add people searches: the one asking and the creator are never offered (they run it already).
  app.get(
    '/api/collaborations/:id/candidates',
    { schema: { params: collaborationParams, querystring: candidateQuery, response: { 200: candidates } } },
    async (request) => {
      const { user, row } = await loadForManaging(app, request, request.params.id);
      assertLive(row);
      const { people, more } = await listCandidates(app.db, row.id, [user.id, row.createdById], request.query, row.audience === 'project' ? row.projectId : null);
      const views = await loadMediaViews(app.db, people.map((p) => p.imageId));
      return { people: people.map((person) => presentCandidate(person, views)), more };
    },
  );

  app.post(
    '/api/collaborations/:id/members',
    { schema: { params: collaborationParams, body: addMembersInput, response: { 200: collaborationDetail } } },
    async (request) => {
      const { user, row } = await loadForManaging(app, request, request.params.id);
      assertLive(row);
      const userIds = [...new Set(request.body.userIds)];
      const [existing, current] = await Promise.all([existingUserIds(app.db, userIds), listMemberIds(app.db, row.id)]);
      if (userIds.some((id) => !existing.has(id))) {
        throw badRequest('unknown_person', { userIds: 'person_unknown' });
      }
      const namesOf = async (ids: readonly string[]) => {
        const cards = await loadMemberCards(app.db, ids, user);
        return ids.map((id) => `${cards.get(id)?.name ?? ''} ${cards.get(id)?.surname ?? ''}`.trim()).join(', ');
      };
      const already = userIds.filter((id) => current.includes(id));
      if (already.length > 0) throw badRequest('already_members', { userIds: 'person_already_member' }, { names: await namesOf(already) });
      // Nobody executes what they could not see: one for a project's people takes them alone, asked by its rule as each.
      const readers = await loadReaders(app.db, userIds);
      const outside = userIds.filter((id) => !collaborationVisibility.listed.test(row, readers.get(id) ?? null));
      if (outside.length > 0) throw badRequest('outside_project', { userIds: 'person_outside_project' }, { names: await namesOf(outside) });
      await app.change(request, async (tx, record) => {
        await addMembers(tx, row.id, userIds);
        record({ type: 'collaboration.members_added', collaborationId: row.id, userIds });
      });
      return reloadDetail(app, user, row.id);
    },
  );

  app.delete('/api/collaborations/:id/members/me', { schema: { params: collaborationParams } }, async (request, reply) => {
    const user = currentUser(request);
    const { row } = await loadVisible(app, user, request.params.id);
    if (row.createdById === user.id) {
      throw new AppError(409, 'creator_stays');
    }
    // Not a member: the throw leaves nothing behind.
    await app.change(request, async (tx, record) => {
      if (!(await removeMember(tx, row.id, user.id))) throw new AppError(409, 'not_a_member');
      record({ type: 'collaboration.member_left', collaborationId: row.id });
    });
    return reply.status(204).send();
  });

  app.delete('/api/collaborations/:id', { schema: { params: collaborationParams } }, async (request, reply) => {
    const { user, row } = await loadForManaging(app, request, request.params.id);
    if (row.status === 'deleted') return reply.status(204).send();
    await app.change(request, async (tx, record) => {
      await softDelete(tx, row.id, user.id);
      record({ type: 'collaboration.deleted', collaborationId: row.id, previousStatus: row.status });
    });
    return reply.status(204).send();
  });

  /**
   * The members an update's or help request's words mention (decision 0049), checked by the
   * mentions' rule with the collaboration's: whoever is mentioned may open it.
   */
  function mentionsIn(user: AuthUser, collaboration: CollaborationRow, ids: readonly string[] | undefined, texts: readonly string[]) {
    return checkMentions(app.db, user, { kind: 'collaboration', collaborationId: collaboration.id }, ids ?? [], texts.join('\n'), (member) =>
      collaborationVisibility.visible.test(collaboration, member),
    );
  }

  app.post(
    '/api/collaborations/:id/items',
    { schema: { params: collaborationParams, body: itemInput, response: { 201: created } } },
    async (request, reply) => {
      const { user, row } = await loadForChange(app, request, request.params.id);
      assertLive(row);
      const { kind, title, content } = request.body;
      const { review: held, flag } = await screenWriting(app.db, [title, ...wordsOfBlocks(content)], { reportable: true });
      const mentioned = await mentionsIn(user, row, request.body.mentionIds, [title, ...wordsOfBlocks(content)]);
      const id = await app.change(request, async (tx, record) => {
        const item = await insertItem(tx, { collaborationId: row.id, kind, title, content, createdById: user.id }, held);
        await saveMentions(tx, { itemId: item.id }, mentioned);
        record({ type: 'collaboration.item_added', collaborationId: row.id, itemId: item.id, kind, waiting: item.waiting });
        // A watched word's flag: live, and in the moderators' queue (decision 0048).
        if (flag) await fileReport(tx, record, { subject: { type: 'item', id: item.id, collaborationId: row.id }, reporterId: null, reason: 'watched_word', words: flag });
        return item.id;
      });
      return reply.status(201).send({ id });
    },
  );

  // A change waiting for review, whole, as the collaboration will look: its author's and
  // reviewers'. Anyone else, or where none waits, finds nothing.
  app.get('/api/collaborations/:id/change', { schema: { params: collaborationParams, response: { 200: collaborationChange } } }, async (request) => {
    const user = currentUser(request);
    const { row } = await loadVisible(app, user, request.params.id);
    const revision = await findRevision(app.db, row.id);
    if (!revision || !changePolicy.can(user, 'read', revision)) throw notFound('change');
    const [cards, views] = await Promise.all([
      loadMemberCards(app.db, [revision.authorId], user),
      loadMediaViews(app.db, [row.thumbnailId, revision.thumbnailId, ...imageIdsOf(row.content), ...imageIdsOf(revision.content)]),
    ]);
    return presentChange(revision, row, { cards, views, abilities: changePolicy.abilities(user, revision) });
  });

  app.get(
    '/api/collaborations/:id/items',
    { schema: { params: collaborationParams, querystring: itemKindQuery, response: { 200: itemList } } },
    async (request) => {
      const user = currentUser(request);
      const { row } = await loadVisible(app, user, request.params.id);
      return { items: (await listItems(app.db, row.id, [request.query.kind], user)).map(presentItemSummary) };
    },
  );

  app.get('/api/collaborations/:id/items/:itemId', { schema: { params: itemParams, response: { 200: itemDetail } } }, async (request) => {
    const user = currentUser(request);
    const { row } = await loadVisible(app, user, request.params.id);
    return presentItem(app, user, row, await loadReadableItem(app, user, row.id, request.params.itemId));
  });

  // Its author changes an update or help request while it waits for review or was sent back;
  // it then waits for review again. A live item is not changed: once published, an update or
  // help request has no edit.
  app.put(
    '/api/collaborations/:id/items/:itemId',
    { schema: { params: itemParams, body: itemRevision, response: { 200: itemDetail } } },
    async (request) => {
      const user = currentUser(request);
      const { row } = await loadVisible(app, user, request.params.id);
      const item = await loadReadableItem(app, user, row.id, request.params.itemId);
      itemPolicy.authorize(user, 'revise', item);
      // A revision waits for review anyway: a watched word held for review changes nothing, one blocked refuses it.
      await screenWriting(app.db, [request.body.title, ...wordsOfBlocks(request.body.content)]);
      const mentioned = await mentionsIn(user, row, request.body.mentionIds, [request.body.title, ...wordsOfBlocks(request.body.content)]);
      await app.change(request, async (tx, record) => {
        await reviseItem(tx, item.id, { title: request.body.title, content: request.body.content });
        await saveMentions(tx, { itemId: item.id }, mentioned);
        record({ type: 'collaboration.item_revised', collaborationId: row.id, itemId: item.id });
      });
      return presentItem(app, user, row, await loadReadableItem(app, user, row.id, item.id));
    },
  );

  // A teacher or admin shows a hidden update or help request again: one they hid by mistake, or one
  // members' reports hold that they read and found fine (its open reports stay in the queue, to close).
  app.post('/api/collaborations/:id/items/:itemId/show', { schema: { params: itemParams, response: { 200: itemDetail } } }, async (request) => {
    const user = currentUser(request);
    const { row } = await loadVisible(app, user, request.params.id);
    const item = await loadReadableItem(app, user, row.id, request.params.itemId);
    itemPolicy.authorize(user, 'show', item);
    await app.change(request, async (tx, record) => {
      await releaseHold(tx, { type: 'item', id: item.id, collaborationId: row.id }, false);
      await showItem(tx, item.id);
      record({ type: 'collaboration.item_shown', collaborationId: row.id, itemId: item.id, kind: item.kind, title: item.title, authorId: item.createdById });
    });
    return presentItem(app, user, row, await loadReadableItem(app, user, row.id, item.id));
  });

  app.delete('/api/collaborations/:id/items/:itemId', { schema: { params: itemParams } }, async (request, reply) => {
    const { user, row } = await loadForChange(app, request, request.params.id);
    const item = await loadReadableItem(app, user, row.id, request.params.itemId);
    await app.change(request, async (tx, record) => {
      await deleteItemWithEvent(tx, record, { id: item.id, collaborationId: row.id });
    });
    return reply.status(204).send();
  });
};
