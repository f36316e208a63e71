import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { perMember } from '../../plugins/rate-limit.js';
import { fill, serverTexts } from '../../core/i18n/texts.js';
import { memberArchive } from './archive.js';
import { loadMemberData } from './export-queries.js';

/**
 * An archive reads every picture a member uploaded: a few a day is what a person needs (one,
 * and again after a failed download), and it keeps a script from turning it into a load.
 * Counted per member, in PostgreSQL like every limit.
 */
const EXPORT_RATE = { max: 5, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: perMember };

/**
 * A member's own data (GDPR articles 15 and 20): `POST /api/account/export` streams a zip of
 * everything Agora keeps about the caller (features/account/export-queries.ts), their pictures
 * included, and nobody else's. Each download is written to the audit log.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/account/export', { config: { rateLimit: EXPORT_RATE } }, async (request, reply) => {
    const user = currentUser(request);
    const data = await loadMemberData(app.db, user.id);
    if (!data) throw notFound('account');
    const exportedAt = new Date();
    await app.record(request, { type: 'account.data_exported', targetType: 'user', targetId: user.id, details: { pictures: data.pictures.length } });
    const texts = serverTexts(await app.languageOf(request));
    const day = exportedAt.toISOString().slice(0, 10);
    const readme = fill(texts.account.archiveReadme, { site: texts.site.title, date: day });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="agora-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(await memberArchive(data, { readme: `${readme}\n`, exportedAt, read: (name) => app.mediaStorage.read(name) }));
  });
};
