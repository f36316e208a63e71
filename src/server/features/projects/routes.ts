import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECT_CHOICES_LIMIT,
  projectChoices,
  projectChoicesQuery,
  projectDetail,
  projectInput,
  projectList,
  projectListQuery,
  projectMembersAdd,
  projectMembersView,
  projectPicturesInput,
  projectPicturesView,
  projectSummary,
  projectUpdate,
} from '../../../shared/schemas/projects.js';
import { wordsIn } from '../../../shared/project-words.js';
import type { Db } from '../../core/db/client.js';
import type { RecordEvent } from '../../core/events/record.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { badRequest, conflict, notFound, unauthorized } from '../../core/errors.js';
import { serverTexts } from '../../core/i18n/texts.js';
import { projects } from '../../core/db/schema.js';
import { eq } from 'drizzle-orm';
import { jsonBody, sendWithEtag } from '../../plugins/conditional-get.js';
import { loadOpenProjects } from './open-projects.js';
import { projectPolicy } from './policy.js';
import { presentProjectDetail, presentProjectPerson, projectPersonKind } from './presenter.js';
import { loadProjectPictures, loadProjectSummaries, presentProjectSummary } from '../../core/projects/summaries.js';
import { renewReach } from '../../core/media/picture-tags.js';
import { assertGalleryMayShow, galleryPictureIds, loadKeptGallery, loadPublicGallery, replaceGallery } from './gallery.js';
import { ownProjectIds, writesFor } from '../../core/projects/readers.js';
import {
  addableMembers,
  addProjectMembers,
  findProject,
  findProjectBySlug,
  listProjectChoices,
  listProjectMembers,
  removeProjectMember,
  type ProjectRow,
} from './queries.js';

const slugParams = z.object({ slug: z.string().max(100) });
const idParams = z.object({ id: z.uuid() });
const memberParams = slugParams.extend({ userId: z.string().max(100) });
const ok = z.object({ ok: z.literal(true) });

/** A project's page as everyone reads it, kept until a project changes; null when there is none at that address. */
async function loadProjectPage(app: FastifyInstance, slug: string) {
  return app.publicCache.get(
    `project:${slug}`,
    async () => {
      const row = await findProjectBySlug(app.db, slug);
      if (!row) return null;
      const [pictures, gallery] = await Promise.all([loadProjectPictures(app.db, [row.pictureId]), loadPublicGallery(app.db, row.id)]);
      const view = presentProjectDetail(row, pictures, gallery);
      return { view, body: jsonBody(projectDetail, view) };
    },
    [CACHE_TAGS.projects],
  );
}

/** A unique address taken by another project is the one conflict a project's write may meet. */
function isSlugTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

/**
 * The programme's projects: each one's page for everyone, who is in it for members, and their
 * keeping by administrators and membership by teachers (policy.ts). Every change is recorded
 * with its reactions (core/events): the audit log, and the public answers it changes forgotten.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  async function loadBySlug(slug: string): Promise<ProjectRow> {
    const row = await findProjectBySlug(app.db, slug.toLowerCase());
    if (!row) throw notFound('project');
    return row;
  }

  app.get('/api/projects', { config: { public: true }, schema: { querystring: projectListQuery, response: { 200: projectList } } }, async (request, reply) => {
    if (request.query.mine === '1') {
      const user = await request.getUser();
      if (!user) throw unauthorized();
      reply.header('cache-control', 'private, no-store');
      const [open, own] = await Promise.all([loadProjectSummaries(app.db, { archived: false }), ownProjectIds(app.db, user.id)]);
      return { projects: open.filter((project) => writesFor(user, own.includes(project.id))) };
    }
    if (request.query.all !== '1') return sendWithEtag(request, reply, (await loadOpenProjects(app)).body);
    // The archived ones too: the administrators' list (a public route: its session is read here).
    const user = await request.getUser();
    if (!user) throw unauthorized();
    projectPolicy.authorize(user, 'keep');
    reply.header('cache-control', 'private, no-store');
    return { projects: await loadProjectSummaries(app.db, { archived: true }) };
  });

  app.get('/api/projects/:slug', { config: { public: true }, schema: { params: slugParams, response: { 200: projectDetail } } }, async (request, reply) => {
    const page = await loadProjectPage(app, request.params.slug.toLowerCase());
    if (!page) throw notFound('project');
    return sendWithEtag(request, reply, page.body);
  });

  // Names of pupils are the programme's, never a visitor's: who is in a project is for members.
  app.get('/api/projects/:slug/members', { schema: { params: slugParams, response: { 200: projectMembersView } } }, async (request, reply) => {
    const user = currentUser(request);
    const project = await loadBySlug(request.params.slug);
    const people = await listProjectMembers(app.db, project.id);
    const children = people.filter((person) => user.childIds.includes(person.id));
    reply.header('cache-control', 'private, no-store');
    return {
      members: people.map(presentProjectPerson),
      children: children.map(({ id, name, surname }) => ({ id, name, surname })),
      mayManage: projectPolicy.can(user, 'manageMembers'),
    };
  });

  app.get('/api/projects/:slug/choices', { schema: { params: slugParams, querystring: projectChoicesQuery, response: { 200: projectChoices } } }, async (request, reply) => {
    projectPolicy.authorize(currentUser(request), 'manageMembers');
    const project = await loadBySlug(request.params.slug);
    const { people, more } = await listProjectChoices(app.db, project.id, request.query.q, PROJECT_CHOICES_LIMIT);
    reply.header('cache-control', 'private, no-store');
    return { people: people.map((person) => ({ id: person.id, name: person.name, surname: person.surname, kind: projectPersonKind(person) })), more };
  });

  app.post('/api/projects/:slug/members', { schema: { params: slugParams, body: projectMembersAdd, response: { 200: ok } } }, async (request) => {
    const user = currentUser(request);
    projectPolicy.authorize(user, 'manageMembers');
    const project = await loadBySlug(request.params.slug);
    const wanted = [...new Set(request.body.userIds)];
    // All or nothing: a name that is not a member's (gone, disabled, mistyped) adds nobody.
    const addable = await addableMembers(app.db, wanted);
    if (addable.length !== wanted.length) throw badRequest('project_member_unknown', { userIds: 'project_people_required' });
    await app.change(request, async (tx, record) => {
      const added = await addProjectMembers(tx, project.id, addable, user.id);
      if (added.length > 0) record({ type: 'project.members_added', targetType: 'project', targetId: project.id, details: { userIds: added } });
    });
    return { ok: true as const };
  });

  app.delete('/api/projects/:slug/members/:userId', { schema: { params: memberParams, response: { 200: ok } } }, async (request) => {
    projectPolicy.authorize(currentUser(request), 'manageMembers');
    const project = await loadBySlug(request.params.slug);
    await app.change(request, async (tx, record) => {
      if (!(await removeProjectMember(tx, project.id, request.params.userId))) throw notFound('member');
      record({ type: 'project.member_removed', targetType: 'project', targetId: project.id, details: { userId: request.params.userId } });
    });
    return { ok: true as const };
  });

  /** Writes a project with its event, in one change; an address another project has is a 409 at the field. */
  async function writeProject(request: FastifyRequest, write: (tx: Db, record: RecordEvent) => Promise<ProjectRow>): Promise<ProjectRow> {
    try {
      return await app.change(request, write);
    } catch (error) {
      if (isSlugTaken(error)) throw conflict('project_address_taken', { slug: 'project_address_invalid' });
      throw error;
    }
  }

  app.post('/api/admin/projects', { schema: { body: projectInput, response: { 201: projectSummary } } }, async (request, reply) => {
    projectPolicy.authorize(currentUser(request), 'keep');
    const { archived, ...fields } = request.body;
    const row = await writeProject(request, async (tx, record) => {
      const [made] = await tx.insert(projects).values({ ...fields, archivedAt: archived ? new Date() : null }).returning();
      record({ type: 'project.created', targetType: 'project', targetId: made!.id, details: { name: fields.nameEn } });
      return made!;
    });
    return reply.status(201).send(presentProjectSummary(row, new Map()));
  });

  app.patch('/api/admin/projects/:id', { schema: { params: idParams, body: projectUpdate, response: { 200: projectSummary } } }, async (request) => {
    projectPolicy.authorize(currentUser(request), 'keep');
    const before = await findProject(app.db, request.params.id);
    if (!before) throw notFound('project');
    const { archived, ...fields } = request.body;
    const changes = {
      ...fields,
      ...(archived === undefined ? {} : { archivedAt: archived ? (before.archivedAt ?? new Date()) : null }),
      updatedAt: new Date(),
    };
    const row = await writeProject(request, async (tx, record) => {
      const [saved] = await tx.update(projects).set(changes).where(eq(projects.id, before.id)).returning();
      record({ type: 'project.changed', targetType: 'project', targetId: before.id, details: { name: saved!.nameEn } });
      return saved!;
    });
    return presentProjectSummary(row, await loadProjectPictures(app.db, [row.pictureId]));
  });

  async function loadById(id: string): Promise<ProjectRow> {
    const row = await findProject(app.db, id);
    if (!row) throw notFound('project');
    return row;
  }

  app.get('/api/admin/projects/:id/pictures', { schema: { params: idParams, response: { 200: projectPicturesView } } }, async (request, reply) => {
    projectPolicy.authorize(currentUser(request), 'keep');
    const project = await loadById(request.params.id);
    reply.header('cache-control', 'private, no-store');
    return loadKeptGallery(app.db, project);
  });

  // The whole gallery in one write: adding, taking off, reordering and describing are one save, checked whole.
  app.put('/api/admin/projects/:id/pictures', { schema: { params: idParams, body: projectPicturesInput, response: { 200: projectPicturesView } } }, async (request, reply) => {
    const user = currentUser(request);
    projectPolicy.authorize(user, 'keep');
    const project = await loadById(request.params.id);
    const kept = await galleryPictureIds(app.db, project.id);
    await assertGalleryMayShow(app.db, project, new Set(kept), request.body, user.id);
    const coverId = request.body.coverId?.toLowerCase() ?? null;
    const before = [...kept, project.pictureId];
    const after = [...request.body.pictures.map((picture) => picture.mediaId), coverId];
    await app.change(request, async (tx, record) => {
      await replaceGallery(tx, project.id, request.body);
      // The administrator chose to show them to everyone, and the check of consent let them.
      await renewReach(tx, after);
      record({ type: 'project.pictures_changed', projectId: project.id, name: project.nameEn, count: request.body.pictures.length, pictureIds: [...before, ...after].filter((id): id is string => id !== null) });
    });
    reply.header('cache-control', 'private, no-store');
    return loadKeptGallery(app.db, { id: project.id, pictureId: coverId });
  });

  // A project's own page, rendered for visitors and kept until a project changes.
  app.publicPages.register('projectSpace', {
    data: async ({ params }) => (await loadProjectPage(app, (params.slug ?? '').toLowerCase()))?.view ?? null,
    tags: () => [CACHE_TAGS.projects],
    meta: async ({ slug }, language) => {
      const page = await loadProjectPage(app, (slug ?? '').toLowerCase());
      if (!page) return 'not-found';
      const project = page.view;
      const description = wordsIn(project.description, language);
      return {
        title: `${wordsIn(project.name, language)} · Agora`,
        description: description.trim().slice(0, 200) || serverTexts(language).pages.project.description,
        ...(project.picture ? { image: { src: project.picture.src, width: project.picture.width, height: project.picture.height } } : {}),
        preloadData: [`/api/projects/${encodeURIComponent(project.slug)}`],
      };
    },
  });
};
