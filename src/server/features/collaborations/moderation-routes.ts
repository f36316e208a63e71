import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedCollaborationList } from '../../../shared/schemas/admin.js';
import { audited } from '../../core/events/audited.js';
import { notFound } from '../../core/errors.js';
import { uuidOrNotFound } from '../../core/lib/ids.js';
import { publishCollaborationChange } from '../../core/events/live-news.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { collaborationPolicy } from './policy.js';
import { presentDeletedCollaboration } from './presenter.js';
import { listDeletedCollaborations, restoreCollaboration, statusBeforeDeletion } from './queries.js';

const idParams = z.object({ id: z.string().max(100) });
const ok = z.object({ ok: z.literal(true) });

/**
 * Deleted collaborations, in the admin area's address space: admins list them with who
 * deleted them and restore one with the status it had; a restore is audited with itself.
 */
export const collaborationModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for those the policy lets moderate, before anything is loaded.
  app.addHook('preHandler', async (request) => {
    collaborationPolicy.authorize(currentUser(request), 'moderate');
  });

  app.get('/api/admin/collaborations/deleted', { schema: { response: { 200: deletedCollaborationList } } }, async () => {
    const rows = await listDeletedCollaborations(app.db);
    return { collaborations: rows.map(presentDeletedCollaboration) };
  });

  app.post('/api/admin/collaborations/:id/restore', { schema: { params: idParams, response: { 200: ok } } }, async (request) => {
    const admin = currentUser(request);
    const id = uuidOrNotFound(request.params.id, 'collaboration');
    const status = await statusBeforeDeletion(app.db, id);
    // Not deleted (or no such collaboration): the throw undoes the audit entry with it.
    const entry = { actorId: admin.id, action: 'collaboration.restored', targetType: 'collaboration', targetId: id, details: { status }, ipAddress: request.ip } as const;
    await audited(app.db, entry, async (tx) => {
      if (!(await restoreCollaboration(tx, id, status))) throw notFound('deleted_collaboration');
      await publishCollaborationChange(tx, id);
    });
    return { ok: true as const };
  });
};
