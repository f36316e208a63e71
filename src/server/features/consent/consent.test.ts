import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/constants.js';
import type { PupilConsent } from '../../../shared/schemas/consent.js';
import type { App } from '../../app.js';
import { auditLog, consents } from '../../core/db/schema.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, sessionCookie, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

/**
 * A guardian's consent. A pupil under 15 cannot sign in until a guardian consents from their own
 * account (naming the privacy notice they read) or an administrator records a signed paper form;
 * they are told why, in their language. Withdrawing it, or marking a signed-in pupil under 15,
 * signs them out at once. Every consent is kept, with who gave it and how, and audited. Only the
 * pupil's guardians, teachers and administrators learn anything of it.
 */
type Who = 'guardian' | 'otherGuardian' | 'member' | 'teacher' | 'admin' | 'pupil';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Partial<Record<Who, string>>;
const call = callerAs<Who>(() => app, cookies);

beforeAll(async () => {
  app = await buildTestApp();
  people.pupil = await createUser(app, { name: 'Danae', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Eirini', surname: 'Guardian' });
  people.otherGuardian = await createUser(app, { name: 'Petros', surname: 'Elsewhere' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' });
  const otherPupil = await createUser(app, { needsReview: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: otherPupil.id, createdById: null });
  for (const who of ['guardian', 'otherGuardian', 'member', 'teacher', 'admin'] as const) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 120_000);
afterAll(() => app.close());

/** Signing in as the pupil, in a language: the answer as it comes. */
const pupilSignsIn = (language: 'en' | 'el' = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'accept-language': language },
    payload: { email: people.pupil.email, password: people.pupil.password },
  });
const consentOf = async (who: Who = 'guardian') => (await call('GET', `/api/consent/${people.pupil.id}`, who)).json() as PupilConsent;
const underFifteen = (value: boolean) => call('PUT', `/api/consent/${people.pupil.id}/age`, 'admin', { underFifteen: value });
const giveAccount = (who: Who, body: Record<string, unknown> = {}) =>
  call('POST', `/api/consent/${people.pupil.id}/account`, who, { level: 'given', privacyVersion: PRIVACY_NOTICE_VERSION, ...body });
const rowsOf = () => app.db.select().from(consents).where(eq(consents.pupilId, people.pupil.id));

describe('a pupil under 15', () => {
  it('cannot sign in until a guardian consents from their account, and is told why in their language; then signs in', async () => {
    expect((await underFifteen(true)).statusCode).toBe(200);
    const refused = await pupilSignsIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'guardian_consent_required', message: expect.stringContaining('a parent or guardian must first agree') } });
    expect(refused.cookies.find((cookie) => cookie.name === 'agora.session_token' && cookie.value)).toBeUndefined();
    expect((await consentOf()).canSignIn).toBe(false);

    expect((await giveAccount('guardian')).statusCode).toBe(201);
    const consent = await consentOf();
    expect(consent).toMatchObject({
      pupil: { id: people.pupil.id, name: 'Danae', surname: 'Pupil', underFifteen: true },
      canSignIn: true,
      account: { level: 'given', givenBy: { name: 'Eirini', surname: 'Guardian' }, onPaper: false, privacyVersion: PRIVACY_NOTICE_VERSION },
      canGive: true,
      canRecordPaper: false,
    });
    const signedIn = await pupilSignsIn();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    cookies.pupil = sessionCookie(signedIn);
    expect(((await call('GET', '/api/session', 'pupil')).json() as { user: { id: string } | null }).user?.id).toBe(people.pupil.id);
  });

  it('is signed out at once when the guardian withdraws consent, and kept out until it is given again', async () => {
    expect((await call('POST', `/api/consent/${people.pupil.id}/account`, 'guardian', { level: 'withdrawn' })).statusCode).toBe(201);
    await expect.poll(async () => ((await call('GET', '/api/session', 'pupil')).json() as { user: unknown }).user, { timeout: 5000 }).toBeNull();
    expect((await pupilSignsIn()).statusCode).toBe(403);
    // The history keeps both, newest first.
    expect((await consentOf()).history.filter((entry) => entry.kind === 'account').map((entry) => entry.level)).toEqual(['withdrawn', 'given']);
  });

  it('signs in on a paper form an administrator records with a note; marked under 15 while signed in, is signed out', async () => {
    const withoutNote = await call('POST', `/api/consent/${people.pupil.id}/account`, 'admin', { level: 'given', onPaper: true });
    expect(withoutNote.statusCode).toBe(400);
    expect(withoutNote.json()).toMatchObject({ error: { issues: { note: { code: 'consent_note_required' } } } });
    const paper = await call('POST', `/api/consent/${people.pupil.id}/account`, 'admin', { level: 'given', onPaper: true, note: 'Form signed by the mother, 3 Sept., kept in the office.' });
    expect(paper.statusCode, paper.body).toBe(201);
    expect((await consentOf('admin')).account).toMatchObject({ level: 'given', onPaper: true, givenBy: { name: 'Anna', surname: 'Admin' }, note: 'Form signed by the mother, 3 Sept., kept in the office.', privacyVersion: null });
    const signedIn = await pupilSignsIn();
    expect(signedIn.statusCode).toBe(200);
    cookies.pupil = sessionCookie(signedIn);

    // A new pupil marked under 15 with no consent: their session ends at once.
    await underFifteen(false);
    await call('POST', `/api/consent/${people.pupil.id}/account`, 'admin', { level: 'withdrawn', onPaper: true, note: 'Withdrawn by letter.' });
    const again = await pupilSignsIn();
    expect(again.statusCode, 'not under 15: no consent needed').toBe(200);
    cookies.pupil = sessionCookie(again);
    expect((await underFifteen(true)).statusCode).toBe(200);
    await expect.poll(async () => ((await call('GET', '/api/session', 'pupil')).json() as { user: unknown }).user, { timeout: 5000 }).toBeNull();
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.targetId, people.pupil.id), eq(auditLog.action, 'member.under_fifteen_changed')));
    expect(audited.map((entry) => entry.details)).toContainEqual({ underFifteen: true });
  });

  it('refuses with the same code whatever language the pupil reads: the sign-in page words it in theirs', async () => {
    const refused = await pupilSignsIn('el');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'guardian_consent_required' } });
  });
});

describe('who reads and gives consent', () => {
  it('refuses visitors, and tells a member or the guardian of another pupil nothing of the pupil', async () => {
    expect((await call('GET', `/api/consent/${people.pupil.id}`)).statusCode).toBe(401);
    for (const who of ['member', 'otherGuardian'] as const) {
      const read = await call('GET', `/api/consent/${people.pupil.id}`, who);
      expect(read.statusCode, who).toBe(404);
      expect(read.json()).toMatchObject({ error: { code: 'not_found', message: 'That pupil could not be found.' } });
      expect((await giveAccount(who)).statusCode, who).toBe(404);
    }
    // Someone who is not a pupil has no consents to read.
    expect((await call('GET', `/api/consent/${people.member.id}`, 'admin')).statusCode).toBe(404);
  });

  it('lets teachers read but not give; a guardian gives but records no paper; an administrator records paper but gives nothing as a guardian', async () => {
    const before = (await rowsOf()).length;
    expect((await consentOf('teacher')).canGive).toBe(false);
    expect((await giveAccount('teacher')).json()).toMatchObject({ error: { code: 'consent_guardians_only' } });
    expect((await giveAccount('admin')).json()).toMatchObject({ error: { code: 'consent_guardians_only' } });
    const paperByGuardian = await call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level: 'public', onPaper: true, note: 'I signed.' });
    expect(paperByGuardian.statusCode).toBe(403);
    expect(paperByGuardian.json()).toMatchObject({ error: { code: 'consent_paper_admins_only' } });
    for (const who of ['teacher', 'guardian'] as const) {
      expect((await call('PUT', `/api/consent/${people.pupil.id}/age`, who, { underFifteen: false })).statusCode, who).toBe(403);
    }
    expect((await rowsOf()).length).toBe(before);
  });

  it('refuses consent to a privacy notice that is not the one in force, and bad input, storing nothing', async () => {
    const before = (await rowsOf()).length;
    const stale = await giveAccount('guardian', { privacyVersion: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'privacy_notice_changed', message: expect.stringContaining('read it again') } });
    const level = await call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level: 'everyone' });
    expect(level.statusCode).toBe(400);
    expect(level.json()).toMatchObject({ error: { issues: { level: { code: 'consent_level_invalid' } } } });
    const long = await call('POST', `/api/consent/${people.pupil.id}/images`, 'admin', { level: 'members', onPaper: true, note: 'x'.repeat(501) });
    expect(long.json()).toMatchObject({ error: { issues: { note: { code: 'consent_note_too_long', values: { max: 500 } } } } });
    expect((await rowsOf()).length).toBe(before);
  });
});

describe('image consent', () => {
  it('is set by a guardian or from paper, changeable at any time, with its history kept and audited', async () => {
    for (const level of ['members', 'none', 'public'] as const) {
      expect((await call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level })).statusCode).toBe(201);
    }
    expect((await call('POST', `/api/consent/${people.pupil.id}/images`, 'admin', { level: 'members', onPaper: true, note: 'New form from the father.' })).statusCode).toBe(201);
    const consent = await consentOf('teacher');
    expect(consent.images).toMatchObject({ level: 'members', onPaper: true });
    expect(consent.history.filter((entry) => entry.kind === 'images').map((entry) => entry.level)).toEqual(['members', 'public', 'none', 'members']);
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.targetId, people.pupil.id), eq(auditLog.action, 'consent.recorded')));
    expect(audited.map((entry) => entry.details)).toContainEqual({ kind: 'images', level: 'none', onPaper: false });
    expect(audited.find((entry) => (entry.details as { onPaper?: boolean }).onPaper)?.actorId).toBe(people.admin.id);
  });
});
