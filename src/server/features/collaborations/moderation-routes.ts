import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedCollaborationList } from '../../../shared/schemas/admin.js';
import { idParams } from '../../../shared/schemas/params.js';
import { notFound } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { collaborationPolicy } from './policy.js';
import { presentDeletedCollaboration } from './presenter.js';
import { listDeletedCollaborations, restoreCollaboration, statusBeforeDeletion } from './queries.js';

const collaborationParams = idParams('collaboration');
const ok = z.object({ ok: z.literal(true) });

/**
 * Deleted collaborations, in the admin area's address space: admins list them with who
 * deleted them and restore one with the status it had; a restore is audited with itself.
 */
export const collaborationModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for those the policy lets moderate, before their input is even
  // validated: anyone else is refused as such, whatever id they sent.
  app.addHook('preValidation', async (request) => {
    collaborationPolicy.authorize(currentUser(request), 'moderate');
  });

  app.get('/api/admin/collaborations/deleted', { schema: { response: { 200: deletedCollaborationList } } }, async () => {
    const rows = await listDeletedCollaborations(app.db);
    return { collaborations: rows.map(presentDeletedCollaboration) };
  });

  app.post('/api/admin/collaborations/:id/restore', { schema: { params: collaborationParams, response: { 200: ok } } }, async (request) => {
    const { id } = request.params;
    const status = await statusBeforeDeletion(app.db, id);
    // Not deleted (or no such collaboration): the throw leaves nothing behind.
    await app.change(request, async (tx, record) => {
      if (!(await restoreCollaboration(tx, id, status))) throw notFound('deleted_collaboration');
      record({ type: 'collaboration.restored', collaborationId: id, status });
    });
    return { ok: true as const };
  });
};
