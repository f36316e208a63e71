import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCreateMember,
  adminEraseMember,
  adminLinkGuardian,
  adminMemberPage,
  adminRenameMember,
  adminResetPassword,
  adminSetNeedsReview,
  adminSetRole,
  auditPage,
  auditQuery,
  erasedMember,
  memberGuardians,
  memberListQuery,
  withGeneratedPassword,
} from '../../../shared/schemas/admin.js';
import { AppError, conflict, notFound, validationFailed } from '../../core/errors.js';
import { createAccount } from '../../core/people/create-account.js';
import { linkGuardian, unlinkGuardian } from '../../core/people/guardians.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { eraseMember } from '../../core/people/erase-member.js';
import { picturesTagging } from '../../core/media/picture-tags.js';
import { adminPolicy } from './policy.js';
import { presentAuditEntry, presentMember } from './presenter.js';
import {
  assertNotLastAdmin,
  endSessions,
  findUser,
  listAudit,
  listGuardianLinks,
  findAuditUser,
  loadAuditNames,
  listMembers,
  renameMember,
  resetTwoFactor,
  setPasswordHash,
  setDisabled,
  setNeedsReview,
  setRole,
  showProfileAgain,
} from './queries.js';

const memberParams = z.object({ id: z.string().max(100) });
const guardianParams = memberParams.extend({ guardianId: z.string().max(100) });
const ok = z.object({ ok: z.literal(true) });

/** A password an admin can read out or send; shown once, never stored in clear. */
const generatePassword = () => randomBytes(12).toString('base64url');

async function loadMember(app: FastifyInstance, id: string) {
  const user = await findUser(app.db, id);
  if (!user) throw notFound('member');
  return user;
}

/**
 * The admin area's own API: members and the audit log. (The moderation of posts and
 * collaborations and the contact inbox, also under /api/admin, belong to their features.)
 * Every route is for admins only (401 for visitors, 403 for members) and every change is
 * written to the audit log with the change itself.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for those the policy lets use the admin area, before anything is loaded.
  app.addHook('preHandler', async (request) => {
    adminPolicy.authorize(currentUser(request), 'use');
  });

  app.get('/api/admin/members', { schema: { querystring: memberListQuery, response: { 200: adminMemberPage } } }, async (request) => {
    const { rows, hasNext } = await listMembers(app.db, request.query);
    return { page: request.query.page, hasNext, members: rows.map(presentMember) };
  });

  app.post('/api/admin/members', { schema: { body: adminCreateMember, response: { 201: withGeneratedPassword } } }, async (request, reply) => {
    const admin = currentUser(request);
    const { password, ...rest } = request.body;
    const chosen = password ?? generatePassword();
    const { id } = await createAccount({ db: app.db, auth: app.auth }, { ...rest, password: chosen }, {
      recordAs: {
        context: { actorId: admin.id, ipAddress: request.ip },
        event: (userId) => ({ type: 'member.created', targetType: 'user', targetId: userId, details: { email: rest.email, role: rest.role, needsReview: rest.needsReview } }),
      },
    });
    return reply.status(201).send({ id, generatedPassword: password ? null : chosen });
  });

  app.patch('/api/admin/members/:id', { schema: { params: memberParams, body: adminRenameMember, response: { 200: ok } } }, async (request) => {
    const user = await loadMember(app, request.params.id);
    const { name, surname } = request.body;
    await app.change(request, async (tx, record) => {
      await renameMember(tx, user.id, name, surname);
      record({ type: 'member.renamed', targetType: 'user', targetId: user.id, details: { name, surname } });
    });
    return { ok: true as const };
  });

  app.post(
    '/api/admin/members/:id/password',
    { schema: { params: memberParams, body: adminResetPassword, response: { 200: withGeneratedPassword } } },
    async (request) => {
      const user = await loadMember(app, request.params.id);
      const chosen = request.body.password ?? generatePassword();
      const context = await app.auth.$context;
      const hash = await context.password.hash(chosen);
      // In our transaction, not better-auth's adapter: PGlite has one connection, and a
      // second writer waiting on it inside a transaction would never get its turn.
      await app.change(request, async (tx, record) => {
        await setPasswordHash(tx, user.id, hash);
        await endSessions(tx, user.id);
        record({ type: 'member.password_reset', targetType: 'user', targetId: user.id });
      });
      return { id: user.id, generatedPassword: request.body.password ? null : chosen };
    },
  );

  app.put('/api/admin/members/:id/role', { schema: { params: memberParams, body: adminSetRole, response: { 200: ok } } }, async (request) => {
    const user = await loadMember(app, request.params.id);
    const { role } = request.body;
    // Already so: nothing to change, nothing to record.
    if (user.role === role) return { ok: true as const };
    // Any change of an admin's role demotes them.
    await assertNotLastAdmin(app.db, user);
    await app.change(request, async (tx, record) => {
      await setRole(tx, user.id, role);
      record({ type: 'member.role_changed', targetType: 'user', targetId: user.id, details: { from: user.role, to: role } });
    });
    return { ok: true as const };
  });

  // Whether what a member writes waits for a teacher's review (pupils). What already waits
  // keeps waiting when the mark is taken off: a teacher still decides on it.
  app.put('/api/admin/members/:id/review', { schema: { params: memberParams, body: adminSetNeedsReview, response: { 200: ok } } }, async (request) => {
    const user = await loadMember(app, request.params.id);
    const { needsReview } = request.body;
    if (user.needsReview === needsReview) return { ok: true as const };
    await app.change(request, async (tx, record) => {
      const { photoId } = await setNeedsReview(tx, user.id, needsReview);
      // Visitors see a pupil by the pupils' rule, anyone else by name and photo: from now on. The
      // pictures tagging them follow their consent only while they are a pupil.
      const tagged = await picturesTagging(tx, user.id);
      record({ type: 'member.review_changed', userId: user.id, needsReview, photoId, taggedPictureIds: tagged.map((picture) => picture.id) });
    });
    return { ok: true as const };
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/api/admin/members/:id/${path}`, { schema: { params: memberParams, response: { 200: ok } } }, async (request) => {
      const admin = currentUser(request);
      const user = await loadMember(app, request.params.id);
      if (disabled && user.id === admin.id) throw new AppError(409, 'own_account');
      if (disabled) await assertNotLastAdmin(app.db, user);
      // An anonymised former pupil's record has no way to sign in left to give back.
      if (!disabled && user.anonymisedAt) throw conflict('member_anonymised');
      await app.change(request, async (tx, record) => {
        await setDisabled(tx, user.id, disabled);
        record({ type: disabled ? 'member.disabled' : 'member.enabled', targetType: 'user', targetId: user.id });
      });
      return { ok: true as const };
    });
  }

  // A profile a moderator or members' reports hid (decision 0050) shows to the community again.
  app.post('/api/admin/members/:id/show-profile', { schema: { params: memberParams, response: { 200: ok } } }, async (request) => {
    const user = await loadMember(app, request.params.id);
    await app.change(request, async (tx, record) => {
      const shown = await showProfileAgain(tx, user.id);
      if (!shown) throw conflict('profile_not_hidden');
      record({ type: 'profile.shown', userId: user.id, pictureIds: [shown.imageId] });
    });
    return { ok: true as const };
  });

  app.post(
    '/api/admin/members/:id/erase',
    { schema: { params: memberParams, body: adminEraseMember, response: { 200: erasedMember } } },
    async (request) => {
      const admin = currentUser(request);
      const user = await loadMember(app, request.params.id);
      // Another admin erases an admin; the last one is never erased.
      if (user.id === admin.id) throw new AppError(409, 'own_erasure');
      await assertNotLastAdmin(app.db, user);
      const { keepPosts, successorId } = request.body;
      return eraseMember({ db: app.db, storage: app.mediaStorage, change: (change) => app.change(request, change) }, { memberId: user.id, keepPosts, successorId });
    },
  );

  app.post('/api/admin/members/:id/reset-two-factor', { schema: { params: memberParams, response: { 200: ok } } }, async (request) => {
    const user = await loadMember(app, request.params.id);
    await app.change(request, async (tx, record) => {
      await resetTwoFactor(tx, user.id);
      record({ type: 'member.two_factor_reset', targetType: 'user', targetId: user.id });
    });
    return { ok: true as const };
  });

  // A pupil's guardians and a guardian's children. Linking and unlinking change what a guardian's
  // session reads (its children): every instance hears of it from the guardianships' trigger.
  app.get('/api/admin/members/:id/guardians', { schema: { params: memberParams, response: { 200: memberGuardians } } }, async (request) => {
    const member = await loadMember(app, request.params.id);
    return listGuardianLinks(app.db, member.id);
  });

  /**
   * Links a guardian to the pupil :id: the pupil needs review; the guardian is another account,
   * not a pupil. Linking again is refused (409), so an administrator learns it was there already.
   */
  app.post(
    '/api/admin/members/:id/guardians',
    { schema: { params: memberParams, body: adminLinkGuardian, response: { 201: memberGuardians } } },
    async (request, reply) => {
      const admin = currentUser(request);
      const pupil = await loadMember(app, request.params.id);
      if (!pupil.needsReview) throw conflict('guardian_not_a_pupil');
      if (request.body.guardianId === pupil.id) throw validationFailed({ guardianId: 'guardian_self' });
      const guardian = await loadMember(app, request.body.guardianId);
      if (guardian.needsReview) throw validationFailed({ guardianId: 'guardian_is_pupil' });
      await app.change(request, async (tx, record) => {
        if (!(await linkGuardian(tx, { guardianId: guardian.id, pupilId: pupil.id, createdById: admin.id }))) throw conflict('guardian_already_linked');
        record({ type: 'guardian.linked', targetType: 'user', targetId: pupil.id, details: { guardianId: guardian.id } });
      });
      return reply.status(201).send(await listGuardianLinks(app.db, pupil.id));
    },
  );

  app.delete('/api/admin/members/:id/guardians/:guardianId', { schema: { params: guardianParams, response: { 200: memberGuardians } } }, async (request) => {
    const pupil = await loadMember(app, request.params.id);
    const { guardianId } = request.params;
    await app.change(request, async (tx, record) => {
      if (!(await unlinkGuardian(tx, { guardianId, pupilId: pupil.id }))) throw notFound('guardian_link');
      record({ type: 'guardian.unlinked', targetType: 'user', targetId: pupil.id, details: { guardianId } });
    });
    return listGuardianLinks(app.db, pupil.id);
  });

  app.get('/api/admin/audit', { schema: { querystring: auditQuery, response: { 200: auditPage } } }, async (request) => {
    const { rows, hasNext } = await listAudit(app.db, request.query);
    const [names, user] = await Promise.all([loadAuditNames(app.db, rows), request.query.userId ? findAuditUser(app.db, request.query.userId) : null]);
    return { page: request.query.page, hasNext, entries: rows.map((row) => presentAuditEntry(row, names)), user };
  });
};
