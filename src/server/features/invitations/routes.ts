import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitationKind, InvitationRole, InvitationState } from '../../../shared/constants.js';
import { GUARDIAN_OF_CHOICES_MAX, INVITATION_PAGE_SIZE } from '../../../shared/constants.js';
import {
  classListInput,
  classListPreview,
  classListSent,
  guardianOfChoices,
  guardianOfQuery,
  invitationAcceptBody,
  invitationAccepted,
  invitationCreated,
  invitationInput,
  invitationListQuery,
  invitationOpenBody,
  invitationOpened,
  invitationPage,
  invitationView,
} from '../../../shared/schemas/invitations.js';
import { idParams } from '../../../shared/schemas/params.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { callAuth } from '../../core/auth/bridge.js';
import { users } from '../../core/db/schema.js';
import type { AuditDetails } from '../../core/events/audited.js';
import { AppError, conflict, notFound, validationFailed } from '../../core/errors.js';
import type { Mailer } from '../../core/mail/mailer.js';
import { mayManageCollaboration } from '../../core/collaborations/who-manages.js';
import { createAccount } from '../../core/people/create-account.js';
import { completeGuardianLinks } from '../../core/people/guardians.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { listPupilChoices } from '../../core/people/pupil-choices.js';
import { checkClassList, presentRow } from './class-list.js';
import { invitationLink, invitationMail } from './invitation-mail.js';
import { invitationPolicy, listedMaker } from './policy.js';
import { invitationState, presentGuardianOf, presentInvitation } from './presenter.js';
import {
  findInvitation,
  findJoinableCollaboration,
  findInvitationByHash,
  giveUseBack,
  insertInvitation,
  isNameablePupil,
  joinCollaboration,
  listInvitations,
  revokeInvitation,
  setAcceptedBy,
  takeUse,
  turnDigestOn,
  type InvitationRow,
} from './queries.js';
import { hashInvitationToken, newInvitationToken } from './tokens.js';
import { qrCodeSvg } from '../../core/lib/qr-code.js';

const invitationParams = idParams('invitation');

/** Mails of a class list sent at once: a few, so a slow mail server is not asked for hundreds together. */
const MAILS_AT_ONCE = 5;

/** Looking an invitation up by its token: a person opens a link once or twice; this is about guessing, which 256 bits make hopeless anyway. */
const OPEN_RATE = { max: 30, timeWindow: '15 minutes' };
/** Accepting: each try makes an account, so fewer. */
const ACCEPT_RATE = { max: 10, timeWindow: '15 minutes' };

/** The refusal of an invitation that is not open, in words that say which way (and offer nothing else). */
const CLOSED: Record<Exclude<InvitationState, 'pending'>, () => AppError> = {
  revoked: () => new AppError(410, 'invitation_revoked'),
  used: () => new AppError(410, 'invitation_used_up'),
  expired: () => new AppError(410, 'invitation_expired'),
};

/**
 * Refuses a collaboration an invitation may not name: one that is not there (or deleted), or one
 * its maker may not add people to (the collaborations' own rule: its creator, its executing members
 * who need no review, administrators). Its invitees join it as if its maker had added them.
 */
async function assertMayBringInto(db: Parameters<typeof findJoinableCollaboration>[0], user: AuthUser, collaborationId: string | null): Promise<void> {
  if (!collaborationId) return;
  const collaboration = await findJoinableCollaboration(db, collaborationId, user.id);
  if (!collaboration) throw validationFailed({ collaborationId: 'invitation_collaboration_invalid' });
  if (!mayManageCollaboration(user, collaboration)) throw validationFailed({ collaborationId: 'invitation_collaboration_not_yours' });
  // A new account is in no project, so it could not see one for a project's people (decision 0054).
  if (collaboration.audience === 'project') throw validationFailed({ collaborationId: 'invitation_collaboration_project' });
}

/**
 * Refuses the pupil a guardian's invitation names unless it is one: an account that needs review
 * (a pupil) and is not disabled. Whether the invitation may name one at all its schema says.
 */
async function assertNameablePupil(db: Parameters<typeof isNameablePupil>[0], guardianOfId: string | null): Promise<void> {
  if (guardianOfId && !(await isNameablePupil(db, guardianOfId))) throw validationFailed({ guardianOfId: 'invitation_guardian_of_not_pupil' });
}

/** The name a mail or a page gives the pupil a guardian's invitation names. */
function guardianOfWords(row: InvitationRow): string | null {
  const pupil = presentGuardianOf(row);
  return pupil ? `${pupil.name} ${pupil.surname}`.trim() : null;
}

/** A token nobody was given: one answer whatever it is, telling nothing of invitations or accounts. */
const unknownInvitation = () => new AppError(404, 'invitation_unknown');

/** The invitation a token opens, if it is open; otherwise the refusal that says why. */
async function openInvitation(db: Parameters<typeof findInvitationByHash>[0], token: string): Promise<InvitationRow> {
  const row = await findInvitationByHash(db, hashInvitationToken(token));
  if (!row) throw unknownInvitation();
  const state = invitationState(row);
  if (state !== 'pending') throw CLOSED[state]();
  return row;
}

/**
 * Invitations: the only way into Agora besides an administrator adding a member. Administrators
 * and teachers make them (policy.ts), by mail or as a link with its QR code; the invitee opens
 * the link, chooses their name and password, and is signed in with the role it gave.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null; publicUrl: string }> = async (app, { mailer, publicUrl }) => {
  app.post('/api/invitations', { schema: { body: invitationInput, response: { 201: invitationCreated } } }, async (request, reply) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    const input = request.body;
    invitationPolicy.authorize(user, 'invite', input.role);
    if (input.kind === 'email' && !mailer) throw conflict('invitation_mail_not_configured');
    await assertMayBringInto(app.db, user, input.collaborationId);
    await assertNameablePupil(app.db, input.guardianOfId);
    const email = input.kind === 'email' ? input.email! : null;
    if (email) {
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw conflict('email_in_use', { email: 'email_in_use' }, { email });
    }

    const { token, hash } = newInvitationToken();
    const id = await app.change(request, async (tx, record) => {
      const created = await insertInvitation(tx, {
        tokenHash: hash,
        kind: input.kind,
        role: input.role,
        email,
        collaborationId: input.collaborationId,
        maxUses: input.kind === 'email' ? 1 : input.uses,
        days: input.days,
        createdById: user.id,
        guardianOfId: input.guardianOfId,
      });
      const details: AuditDetails = { kind: input.kind, role: input.role, email, maxUses: input.uses, days: input.days, ...(input.guardianOfId ? { guardianOfId: input.guardianOfId } : {}) };
      record({ type: 'invitation.created', targetType: 'invitation', targetId: created, details });
      return created;
    });
    const row = (await findInvitation(app.db, id))!;
    const link = invitationLink(publicUrl, token);

    let mailed = false;
    if (email && mailer) {
      const language = input.language ?? (await app.siteLanguage());
      const inviter = `${row.creatorName ?? ''} ${row.creatorSurname ?? ''}`.trim() || 'Agora';
      try {
        await mailer.send(
          invitationMail({ email, role: input.role, inviter, collaborationTitle: row.collaborationTitle, guardianOf: guardianOfWords(row), expiresAt: row.expiresAt, link }, language),
        );
        mailed = true;
      } catch (error) {
        // The invitation stands: its maker is shown the link to hand over instead.
        request.log.warn({ err: error }, 'could not send an invitation mail; its link is shown to its maker');
      }
    }
    const qrSvg = await qrCodeSvg(link);
    return reply.status(201).send({ invitation: presentInvitation(row), link, qrSvg, mailed });
  });

  /**
   * The pupils a guardian's invitation may name, found by name as the form's "Guardian of" field
   * is typed: for those who may invite a guardian (teachers and administrators), at most
   * GUARDIAN_OF_CHOICES_MAX at once, names only.
   */
  app.get('/api/invitations/pupils', { schema: { querystring: guardianOfQuery, response: { 200: guardianOfChoices } } }, async (request) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    invitationPolicy.authorize(user, 'invite', 'guardian');
    const { people, more } = await listPupilChoices(app.db, request.query.q, GUARDIAN_OF_CHOICES_MAX);
    return { people: people.map((person) => ({ id: person.id, name: person.name, surname: person.surname })), more };
  });

  /** Checks the list's collaboration and the site's mail, as for one invitation by mail. */
  async function assertClassListMayGo(user: AuthUser, input: { collaborationId: string | null }) {
    if (!mailer) throw conflict('invitation_mail_not_configured');
    await assertMayBringInto(app.db, user, input.collaborationId);
  }

  app.post('/api/invitations/class/preview', { schema: { body: classListInput, response: { 200: classListPreview } } }, async (request) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    await assertClassListMayGo(user, request.body);
    const rows = await checkClassList(app.db, user, request.body.csv, request.body.role);
    const ready = rows.flatMap((row) => (row.invite ? [row.invite] : []));
    const guardians = ready.reduce((sum, person) => sum + person.guardians.length, 0);
    return { rows: rows.map(presentRow), ready: ready.length, guardians, refused: rows.length - ready.length };
  });

  /**
   * Invites a class list: every row the preview found ready, checked again now, by mail; the rows
   * with problems are left out (the preview named them). A pupil's guardians each get an invitation
   * naming the pupil's (linked once both are accepted, in either order: completeGuardianLinks).
   * One change makes every invitation with its audit entry; the mails go after it, a few at a time.
   */
  app.post('/api/invitations/class', { schema: { body: classListInput, response: { 200: classListSent } } }, async (request) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    const input = request.body;
    await assertClassListMayGo(user, input);
    const rows = await checkClassList(app.db, user, input.csv, input.role);
    const ready = rows.flatMap((row) => (row.invite ? [row.invite] : []));
    const made = await app.change(request, async (tx, record) => {
      const links: { id: string; email: string; name: string | null; role: InvitationRole; guardianOf: string | null; link: string }[] = [];
      for (const { guardians, ...person } of ready) {
        const { token, hash } = newInvitationToken();
        const id = await insertInvitation(tx, {
          tokenHash: hash,
          kind: 'email',
          role: person.role,
          email: person.email,
          name: person.name,
          surname: person.surname,
          collaborationId: input.collaborationId,
          maxUses: 1,
          days: input.days,
          createdById: user.id,
        });
        record({ type: 'invitation.created', targetType: 'invitation', targetId: id, details: { kind: 'email', role: person.role, email: person.email, maxUses: 1, days: input.days, classList: true } });
        links.push({ id, ...person, guardianOf: null, link: invitationLink(publicUrl, token) });
        for (const email of guardians) {
          const guardian = newInvitationToken();
          // A guardian's invitation brings them into no collaboration: they read their child's work wherever it is.
          const guardianId = await insertInvitation(tx, {
            tokenHash: guardian.hash,
            kind: 'email',
            role: 'guardian',
            email,
            collaborationId: null,
            maxUses: 1,
            days: input.days,
            createdById: user.id,
            guardianOfInvitationId: id,
          });
          const details: AuditDetails = { kind: 'email', role: 'guardian', email, maxUses: 1, days: input.days, classList: true, guardianOfInvitationId: id };
          record({ type: 'invitation.created', targetType: 'invitation', targetId: guardianId, details });
          links.push({ id: guardianId, email, name: null, role: 'guardian', guardianOf: `${person.name} ${person.surname}`, link: invitationLink(publicUrl, guardian.token) });
        }
      }
      return links;
    });
    const language = input.language ?? (await app.siteLanguage());
    // What every mail of the list says alike: who invites, until when, into which collaboration.
    const first = made[0] ? await findInvitation(app.db, made[0].id) : null;
    const inviter = `${first?.creatorName ?? ''} ${first?.creatorSurname ?? ''}`.trim() || 'Agora';
    const expiresAt = first?.expiresAt ?? new Date();
    const collaborationTitle = first?.collaborationTitle ?? null;
    let mailed = 0;
    for (let i = 0; i < made.length; i += MAILS_AT_ONCE) {
      const sent = await Promise.allSettled(
        made.slice(i, i + MAILS_AT_ONCE).map((person) =>
          mailer!.send(invitationMail({ ...person, inviter, collaborationTitle: person.role === 'guardian' ? null : collaborationTitle, expiresAt }, language)),
        ),
      );
      for (const result of sent) {
        if (result.status === 'fulfilled') mailed++;
        else request.log.warn({ err: result.reason }, 'could not send an invitation mail of a class list; the invitation stands, to withdraw and make again');
      }
    }
    const guardians = made.filter((person) => person.role === 'guardian').length;
    return { invited: made.length, guardians, mailed, refused: rows.length - ready.length };
  });

  app.get('/api/invitations', { schema: { querystring: invitationListQuery, response: { 200: invitationPage } } }, async (request) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    const rows = await listInvitations(app.db, { makerId: listedMaker(user), before: request.query.before, limit: INVITATION_PAGE_SIZE + 1 });
    const now = new Date();
    return { invitations: rows.slice(0, INVITATION_PAGE_SIZE).map((row) => presentInvitation(row, now)), hasMore: rows.length > INVITATION_PAGE_SIZE };
  });

  app.post('/api/invitations/:id/revoke', { schema: { params: invitationParams, response: { 200: invitationView } } }, async (request) => {
    const user = currentUser(request);
    invitationPolicy.authorize(user, 'use');
    const { id } = request.params;
    const row = await findInvitation(app.db, id);
    // A teacher does not learn of invitations they did not make.
    if (!row || !invitationPolicy.can(user, 'revoke', row)) throw notFound('invitation');
    await app.change(request, async (tx, record) => {
      if (!(await revokeInvitation(tx, id))) throw conflict('invitation_not_open');
      record({ type: 'invitation.revoked', targetType: 'invitation', targetId: id, details: { kind: row.kind, role: row.role, email: row.email } });
    });
    return presentInvitation((await findInvitation(app.db, id))!);
  });

  app.post(
    '/api/invitations/open',
    { config: { public: true, rateLimit: OPEN_RATE }, schema: { body: invitationOpenBody, response: { 200: invitationOpened } } },
    async (request) => {
      const row = await openInvitation(app.db, request.body.token);
      return {
        kind: row.kind as InvitationKind,
        role: row.role as InvitationRole,
        email: row.email,
        name: row.name,
        surname: row.surname,
        collaborationTitle: row.collaborationTitle,
        guardianOf: presentGuardianOf(row),
        expiresAt: row.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/invitations/accept',
    { config: { public: true, rateLimit: ACCEPT_RATE }, schema: { body: invitationAcceptBody, response: { 201: invitationAccepted } } },
    async (request, reply) => {
      const { token, name, surname, password } = request.body;
      const row = await openInvitation(app.db, token);
      // An email invitation's address is the account's; a link's invitee gives theirs.
      const email = row.email ?? request.body.email;
      if (!email) throw validationFailed({ email: 'email_address_required' });
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw conflict('email_in_use', { email: 'email_in_use' }, { email });

      if (!(await takeUse(app.db, row.id))) {
        // Taken meanwhile by someone else, or closed since it was read: say which.
        const now = await findInvitation(app.db, row.id);
        const state = now ? invitationState(now) : 'revoked';
        throw state === 'pending' ? CLOSED.used() : CLOSED[state]();
      }
      const role = row.role as InvitationRole;
      // A collaboration deleted since the invitation was made is not joined, nor one moved since to a project's people.
      const joinable = row.collaborationId ? await findJoinableCollaboration(app.db, row.collaborationId, '') : null;
      const collaborationId = joinable && joinable.audience !== 'project' ? row.collaborationId : null;
      let userId: string;
      try {
        ({ id: userId } = await createAccount(
          { db: app.db, auth: app.auth },
          // A pupil is a member whose work waits for review; a guardian a member linked to pupils.
          { email, password, name, surname, role: role === 'pupil' || role === 'guardian' ? 'member' : role, needsReview: role === 'pupil' },
          {
            recordAs: {
              // The invitee made their own account: the audit log names them.
              context: (id) => ({ actorId: id, ipAddress: request.ip }),
              event: (id) => ({ type: 'invitation.accepted', invitationId: row.id, userId: id, role, collaborationId }),
              alsoDo: async (tx, id, record) => {
                if (collaborationId) await joinCollaboration(tx, collaborationId, id);
                // An invitation for one person remembers who took it: a guardian's invitation naming it links to them.
                if (row.maxUses === 1) await setAcceptedBy(tx, row.id, id);
                // Guardians hear of their child's work by the bell and the daily email.
                if (role === 'guardian') await turnDigestOn(tx, id);
                for (const link of await completeGuardianLinks(tx, row.id, id)) {
                  record({ type: 'guardian.linked', targetType: 'user', targetId: link.pupilId, details: { guardianId: link.guardianId, invitationId: row.id } });
                }
              },
            },
          },
        ));
      } catch (error) {
        await giveUseBack(app.db, row.id);
        throw error;
      }

      // Signed in at once, as if they had signed in with what they just chose.
      const answer = await callAuth(app.auth, request, reply, { email, password, rememberMe: true }, '/api/auth/sign-in/email');
      if (answer.status < 400) await app.record(request, { type: 'auth.sign_in', targetType: 'user', targetId: userId }, userId);
      return reply.status(201).send({ role, collaborationId });
    },
  );
};
