import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formerPupilsView, markedLeft, markLeftBody, retentionUpdate } from '../../../shared/schemas/former-pupils.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { conflict } from '../../core/errors.js';
import { markLeftIn, previewFormerPupils, readRetention, writeRetention } from '../../core/people/former-pupils.js';
import { formerPupilsPolicy } from './policy.js';
import { presentFormerPupils } from './presenter.js';

/**
 * Pupils who leave (decision 0041), for administrators: marking pupils as having left (their
 * accounts are disabled at once), the site's retention rule, and the preview of who the
 * retention job anonymises next. Every change is audited with itself.
 */
export const formerPupilsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/admin/members/left', { schema: { body: markLeftBody, response: { 200: markedLeft } } }, async (request) => {
    formerPupilsPolicy.authorize(currentUser(request), 'manage');
    const marked = await app.change(request, async (tx, record) => {
      const outcome = await markLeftIn(tx, record, request.body.ids, new Date());
      // All or nothing: an id that is not a pupil's refuses the whole list, so nobody is half marked.
      if (outcome.notPupils.length > 0) throw conflict('left_not_pupil');
      return outcome.marked.length;
    });
    return { marked };
  });

  app.get('/api/admin/former-pupils', { schema: { response: { 200: formerPupilsView } } }, async (request) => {
    formerPupilsPolicy.authorize(currentUser(request), 'manage');
    const retention = await readRetention(app.db);
    return presentFormerPupils(retention, await previewFormerPupils(app.db, retention.years));
  });

  app.put('/api/admin/former-pupils', { schema: { body: retentionUpdate, response: { 200: formerPupilsView } } }, async (request) => {
    formerPupilsPolicy.authorize(currentUser(request), 'manage');
    const before = await readRetention(app.db);
    const after = request.body;
    if (after.years !== before.years || after.content !== before.content) {
      await app.change(request, async (tx, record) => {
        await writeRetention(tx, after);
        record({ type: 'site.retention_changed', targetType: 'site', targetId: null, details: { from: before, to: after } });
      });
    }
    return presentFormerPupils(after, await previewFormerPupils(app.db, after.years));
  });
};
