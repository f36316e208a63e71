import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION, type ConsentKind } from '../../../shared/constants.js';
import { accountConsentInput, imageConsentInput, pupilConsent, pupilParams, underFifteenInput } from '../../../shared/schemas/consent.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { currentUser } from '../../core/auth/auth-user.js';
import type { Db } from '../../core/db/client.js';
import { conflict, notFound, validationFailed } from '../../core/errors.js';
import { mayUseAgora, recordConsent } from '../../core/people/consent.js';
import { consentPolicy } from './policy.js';
import { presentPupilConsent } from './presenter.js';
import { consentHistory, endSessions, findPupil, setUnderFifteen } from './queries.js';

const ok = z.object({ ok: z.literal(true) });

/** The pupil an address names, if the reader may know of them: their guardians, teachers and administrators. */
async function visiblePupil(db: Db, user: AuthUser, pupilId: string) {
  const pupil = await findPupil(db, pupilId);
  if (!pupil || !consentPolicy.can(user, 'read', pupilId)) throw notFound('pupil');
  return pupil;
}

/**
 * Who gives a consent and how: an administrator's paper form (with a note that says what was
 * signed), or a guardian from their own account; a guardian consenting to the account names the
 * privacy notice they were shown, which must be the one in force.
 */
function consentSource(user: AuthUser, pupilId: string, input: { level: string; onPaper: boolean; note: string; privacyVersion: string | null }, kind: ConsentKind) {
  if (input.onPaper) {
    consentPolicy.authorize(user, 'recordPaper');
    if (!input.note) throw validationFailed({ note: 'consent_note_required' });
    return { onPaper: true, note: input.note, privacyVersion: null };
  }
  consentPolicy.authorize(user, 'give', pupilId);
  if (kind === 'account' && input.level === 'given' && input.privacyVersion !== PRIVACY_NOTICE_VERSION) throw conflict('privacy_notice_changed');
  return { onPaper: false, note: '', privacyVersion: kind === 'account' ? PRIVACY_NOTICE_VERSION : null };
}

/**
 * A guardian's consent for a pupil: that the pupil uses Agora (a pupil under 15 signs in only
 * with it: core/people/consent.ts, asked whenever a session is made) and who pictures of the
 * pupil may reach. Every consent is a new row of the history, audited; withdrawing the account
 * consent of a pupil under 15, or marking a pupil without one as under 15, ends their sessions.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/consent/:pupilId', { schema: { params: pupilParams, response: { 200: pupilConsent } } }, async (request) => {
    const user = currentUser(request);
    const pupil = await visiblePupil(app.db, user, request.params.pupilId);
    const [history, [account], [images]] = await Promise.all([
      consentHistory(app.db, pupil.id),
      consentHistory(app.db, pupil.id, { kind: 'account', limit: 1 }),
      consentHistory(app.db, pupil.id, { kind: 'images', limit: 1 }),
    ]);
    return presentPupilConsent(pupil, { history, account, images }, { canGive: consentPolicy.can(user, 'give', pupil.id), canRecordPaper: consentPolicy.can(user, 'recordPaper') });
  });

  for (const [kind, body] of [['account', accountConsentInput], ['images', imageConsentInput]] as const) {
    app.post(`/api/consent/:pupilId/${kind}`, { schema: { params: pupilParams, body, response: { 201: ok } } }, async (request, reply) => {
      const user = currentUser(request);
      const pupil = await visiblePupil(app.db, user, request.params.pupilId);
      const source = consentSource(user, pupil.id, request.body, kind);
      await app.change(request, async (tx, record) => {
        const { photoId, withheld } = await recordConsent(tx, { pupilId: pupil.id, kind, level: request.body.level, givenById: user.id, ...source });
        // Withdrawn for a pupil under 15: they are signed out everywhere at once.
        if (kind === 'account' && !(await mayUseAgora(tx, pupil.id))) await endSessions(tx, pupil.id);
        // For images: visitors read the pupil's name and see their photo, or no longer do, at once (core/events/events.ts).
        // Lowered: every picture tagging them leaves the audience it no longer may reach, and its uploader is told.
        record({
          type: 'consent.recorded',
          pupilId: pupil.id,
          kind,
          level: request.body.level,
          onPaper: source.onPaper,
          photoId,
          withheld: { pictureIds: withheld.map((picture) => picture.id), uploaderIds: withheld.flatMap((picture) => (picture.ownerId ? [picture.ownerId] : [])), pupil: { id: pupil.id, name: pupil.name ?? '', surname: pupil.surname ?? '' } },
        });
      });
      return reply.code(201).send({ ok: true as const });
    });
  }

  app.put('/api/consent/:pupilId/age', { schema: { params: pupilParams, body: underFifteenInput, response: { 200: ok } } }, async (request) => {
    const user = currentUser(request);
    const pupil = await visiblePupil(app.db, user, request.params.pupilId);
    consentPolicy.authorize(user, 'markAge');
    const { underFifteen } = request.body;
    await app.change(request, async (tx, record) => {
      await setUnderFifteen(tx, pupil.id, underFifteen);
      // Under 15 with no guardian's consent yet: signed out everywhere, until a guardian consents.
      if (!(await mayUseAgora(tx, pupil.id))) await endSessions(tx, pupil.id);
      record({ type: 'member.under_fifteen_changed', targetType: 'user', targetId: pupil.id, details: { underFifteen } });
    });
    return { ok: true as const };
  });
};
