import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, guardianships, media, pictureTags, posts, profiles, users } from '../../core/db/schema.js';
import { variantName } from '../../core/media/save-image.js';
import { anonymiseFormerPupils, anonymisedOn } from '../../core/people/former-pupils.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

/**
 * Pupils who leave: an administrator marks them (one or many), their accounts are disabled at
 * once; the retention job anonymises them once the site's period has passed (the clock moved
 * forward here) — name to initials, photos and the pictures tagging them gone, their work kept
 * under "Former pupil" or removed as the setting says — audited, with a preview of who is next.
 */
type Who = 'admin' | 'teacher' | 'member' | 'pupil' | 'guardian';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Partial<Record<Who, string>>;
const call = callerAs<Who>(() => app, cookies);

beforeAll(async () => {
  app = await buildTestApp();
  people.admin = await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' });
  people.teacher = await createUser(app, { role: 'teacher', name: 'Ms', surname: 'Teacher' });
  people.member = await createUser(app, { name: 'Alkis', surname: 'Author' });
  people.pupil = await createUser(app, { name: 'Danae', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Eirini', surname: 'Guardian' });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 120_000);
afterAll(() => app.close());

const YEAR = 365.25 * 24 * 60 * 60 * 1000;
const markLeft = (ids: string[], who: Who = 'admin') => call('POST', '/api/admin/members/left', who, { ids });
const retention = (body: unknown, who: Who = 'admin') => call('PUT', '/api/admin/former-pupils', who, body);
const runJob = (now: Date) => anonymiseFormerPupils({ db: app.db, storage: app.mediaStorage, publicCache: app.publicCache }, now);
const leftAtOf = async (id: string) => (await app.db.select({ leftAt: users.leftAt }).from(users).where(eq(users.id, id)))[0]!.leftAt;
/** A pupil's post as a teacher approved it: live. */
async function publishedPostOf(pupil: TestUser, values: Parameters<typeof createPost>[2]): Promise<string> {
  const id = await createPost(app, pupil.id, values);
  await app.db.update(posts).set({ review: null }).where(eq(posts.id, id));
  await app.publicCache.invalidate();
  return id;
}
const addressOf = async (mediaId: string) => {
  const [row] = await app.db.select({ key: media.key, variants: media.variants }).from(media).where(eq(media.id, mediaId));
  return `/media/${variantName(row!.key, Math.min(...row!.variants))}`;
};

describe('who may mark pupils as having left and set the retention period', () => {
  it('is administrators alone: a visitor is asked to sign in, anyone else refused', async () => {
    const someone = await createUser(app, { needsReview: true });
    for (const [method, url, body] of [
      ['POST', '/api/admin/members/left', { ids: [someone.id] }],
      ['GET', '/api/admin/former-pupils', undefined],
      ['PUT', '/api/admin/former-pupils', { years: 3, content: 'keep' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} visitor`).toBe(401);
      for (const who of ['teacher', 'member', 'pupil', 'guardian'] as const) {
        const refused = await call(method, url, who, body);
        expect(refused.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(refused.json().error.code).toBe('admins_only');
      }
    }
    expect(await leftAtOf(someone.id)).toBeNull();
    expect((await call('GET', '/api/admin/former-pupils', 'admin')).json()).toMatchObject({ years: 2, content: 'keep' });
  });
});

describe('marking pupils as having left', () => {
  it('refuses an empty list, too many, and a list naming anyone but a pupil, marking nobody', async () => {
    const pupil = await createUser(app, { needsReview: true });
    const empty = await markLeft([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.ids).toBe('Choose at least one pupil.');
    expect((await markLeft(Array.from({ length: 301 }, (_, n) => `id-${n}`))).json().error.fields.ids).toBe('Mark at most 300 pupils at once.');
    for (const other of [people.member.id, people.teacher.id, 'no-such-account']) {
      const refused = await markLeft([pupil.id, other]);
      expect(refused.statusCode, other).toBe(409);
      expect(refused.json().error.message).toBe('Only pupils’ accounts can be marked as having left. Please choose pupils only.');
    }
    expect(await leftAtOf(pupil.id)).toBeNull();
    expect(await leftAtOf(people.member.id)).toBeNull();
  });

  it('disables every one of them at once, ends their sessions, audits each, and lists them as next with their day', async () => {
    const first = await createUser(app, { name: 'Petros', surname: 'First', needsReview: true });
    const second = await createUser(app, { name: 'Zoe', surname: 'Second', needsReview: true });
    const cookie = await signIn(app, second.email, second.password);
    const marked = await markLeft([first.id, second.id, first.id]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ marked: 2 });
    // Signed out, and cannot sign in again.
    expect((await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).statusCode).toBe(401);
    const signInAgain = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email: second.email, password: second.password } });
    expect(signInAgain.statusCode).toBe(403);
    const members = (await call('GET', `/api/admin/members?q=Second`, 'admin')).json();
    expect(members.members.find((m: { id: string }) => m.id === second.id).status).toBe('left');
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'member.left'));
    expect(entries.filter((e) => e.targetId === first.id || e.targetId === second.id)).toHaveLength(2);
    expect(entries.find((e) => e.targetId === second.id)!.actorId).toBe(people.admin.id);

    const leftAt = (await leftAtOf(second.id))!;
    const preview = (await call('GET', '/api/admin/former-pupils', 'admin')).json();
    expect(preview.pupils.find((p: { id: string }) => p.id === second.id)).toEqual({
      id: second.id,
      name: 'Zoe',
      surname: 'Second',
      leftAt: leftAt.toISOString(),
      anonymisedOn: anonymisedOn(leftAt, 2).toISOString(),
    });
    // Marked again: the day they left does not move.
    expect((await markLeft([second.id])).json()).toEqual({ marked: 0 });
    expect(await leftAtOf(second.id)).toEqual(leftAt);
  });

  it('enabling a pupil who left again means they came back: nothing waits to anonymise them', async () => {
    const pupil = await createUser(app, { needsReview: true });
    await markLeft([pupil.id]);
    expect((await call('POST', `/api/admin/members/${pupil.id}/enable`, 'admin')).statusCode).toBe(200);
    expect(await leftAtOf(pupil.id)).toBeNull();
    const preview = (await call('GET', '/api/admin/former-pupils', 'admin')).json();
    expect(preview.pupils.map((p: { id: string }) => p.id)).not.toContain(pupil.id);
    expect((await runJob(new Date(Date.now() + 5 * YEAR))).anonymised).toBeGreaterThanOrEqual(0);
    const [row] = await app.db.select({ anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.id, pupil.id));
    expect(row!.anonymisedAt).toBeNull();
  });
});

describe('the retention setting', () => {
  it('refuses what is not a whole number of school years from 1 to 10, or neither keep nor remove, changing nothing', async () => {
    for (const years of [0, 11, 2.5, 'two', null]) {
      const refused = await retention({ years, content: 'keep' });
      expect(refused.statusCode, String(years)).toBe(400);
      expect(refused.json().error.fields.years).toBe('Choose a whole number of school years from 1 to 10.');
    }
    const content = await retention({ years: 3, content: 'archive' });
    expect(content.json().error.fields.content).toBe('Choose whether a former pupil’s work is kept or removed.');
    expect((await call('GET', '/api/admin/former-pupils', 'admin')).json()).toMatchObject({ years: 2, content: 'keep' });
  });

  it('is audited when changed, and moves the days in the preview', async () => {
    const pupil = await createUser(app, { needsReview: true });
    await markLeft([pupil.id]);
    const leftAt = (await leftAtOf(pupil.id))!;
    const changed = await retention({ years: 3, content: 'keep' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().pupils.find((p: { id: string }) => p.id === pupil.id).anonymisedOn).toBe(anonymisedOn(leftAt, 3).toISOString());
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'site.retention_changed'));
    expect(entry!.details).toEqual({ from: { years: 2, content: 'keep' }, to: { years: 3, content: 'keep' } });
    await retention({ years: 2, content: 'keep' });
    await call('POST', `/api/admin/members/${pupil.id}/enable`, 'admin');
  });
});

describe('the retention job', () => {
  it('anonymises a pupil only once their period has passed: initials, no photo, no tagged pictures, no way in; their post kept under "Former pupil"', async () => {
    const pupil = await createUser(app, { name: 'Maria', surname: 'Papadopoulou', needsReview: true });
    await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: pupil.id, createdById: null });
    // Their photo, public with their family's consent, and a class photo tagging them in another's post.
    const photo = await createImage(app, pupil.id, 'profile');
    await app.db.update(profiles).set({ imageId: photo.id, imageConsent: 'public', description: 'I like maths.' }).where(eq(profiles.userId, pupil.id));
    const classPhoto = await createImage(app, people.member.id);
    const other = await createImage(app, people.member.id);
    const classPost = await createPost(app, people.member.id, {
      thumbnailId: classPhoto.id,
      content: [
        { type: 'paragraph', value: 'Our trip.' },
        { type: 'image', value: classPhoto.id, alt: 'The class' },
        { type: 'image', value: other.id, alt: 'The bus' },
      ],
    });
    expect((await call('PUT', `/api/media/${classPhoto.id}/tags`, 'member', { pupilIds: [pupil.id] })).statusCode).toBe(200);
    const ownPicture = await createImage(app, pupil.id);
    const theirPost = await publishedPostOf(pupil, { title: 'My robot', thumbnailId: ownPicture.id });
    const photoAddress = await addressOf(photo.id);
    const classAddress = await addressOf(classPhoto.id);

    // An administrator once corrected their name: the audit log says so, with the name.
    expect((await call('PATCH', `/api/admin/members/${pupil.id}`, 'admin', { name: 'Maria', surname: 'Papadopoulou' })).statusCode).toBe(200);
    await markLeft([pupil.id]);
    const leftAt = (await leftAtOf(pupil.id))!;
    // The day before: nothing happens.
    const before = await runJob(new Date(anonymisedOn(leftAt, 2).getTime() - 24 * 60 * 60 * 1000));
    expect(before.anonymised).toBe(0);
    const asBefore = await call('GET', `/api/posts/${theirPost}`);
    expect(asBefore.statusCode, asBefore.body).toBe(200);
    expect(asBefore.json().author).toMatchObject({ name: 'Maria', surname: 'Papadopoulou' });

    // The pupils marked by the tests above left moments before: their day has come too.
    const run = await runJob(new Date(anonymisedOn(leftAt, 2).getTime() + 60 * 1000));
    expect(run.anonymised).toBeGreaterThanOrEqual(1);
    const [account] = await app.db.select().from(users).where(eq(users.id, pupil.id));
    expect(account).toMatchObject({ name: 'M. P.', email: `${pupil.id}@former-pupil.invalid`, banned: true });
    expect(account!.anonymisedAt).not.toBeNull();
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, pupil.id));
    expect(profile).toMatchObject({ name: 'M.', surname: 'P.', description: '', imageId: null, imageConsent: null });
    // Their photo and the class photo are gone, files and all; the post keeps its words and its other picture.
    expect(await app.db.select().from(media).where(eq(media.id, photo.id))).toEqual([]);
    expect(await app.db.select().from(media).where(eq(media.id, classPhoto.id))).toEqual([]);
    expect(await app.db.select().from(pictureTags).where(eq(pictureTags.pupilId, pupil.id))).toEqual([]);
    for (const address of [photoAddress, classAddress]) expect((await call('GET', address, 'admin')).statusCode, address).toBe(404);
    const [kept] = await app.db.select({ content: posts.content, thumbnailId: posts.thumbnailId }).from(posts).where(eq(posts.id, classPost));
    expect(kept!.thumbnailId).toBeNull();
    expect(kept!.content).toEqual([
      { type: 'paragraph', value: 'Our trip.' },
      { type: 'image', value: other.id, alt: 'The bus' },
    ]);
    // Their own post stays, by a "Former pupil", for visitors and members alike.
    for (const who of [undefined, 'member', 'admin'] as const) {
      const read = await call('GET', `/api/posts/${theirPost}`, who);
      expect(read.statusCode).toBe(200);
      expect(read.json().author).toMatchObject({ id: null, name: '', surname: '', formerPupil: true, description: '', image: null });
    }
    const card = (await call('GET', '/api/posts?page=1')).json().posts.find((p: { id: string }) => p.id === theirPost);
    expect(card.author).toEqual({ id: null, name: '', surname: '', formerPupil: true });
    const found = (await call('GET', '/api/search?q=robot', 'member')).json().results.find((r: { id: string }) => r.id === theirPost);
    expect(found.author).toEqual({ name: '', surname: '', formerPupil: true });
    expect((await call('GET', '/feed.xml')).body).toContain('<dc:creator>Former pupil</dc:creator>');
    expect((await call('GET', '/feed.xml')).body).not.toContain('Papadopoulou');
    // Nobody links to the child any more, and nobody can sign in as them.
    expect(await app.db.select().from(guardianships).where(eq(guardianships.pupilId, pupil.id))).toEqual([]);
    const signInAgain = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://localhost:3000' }, payload: { email: pupil.email, password: pupil.password } });
    expect(signInAgain.statusCode).toBe(401);
    // The audit log keeps what was done to the account, not who the child was.
    const trail = await app.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, pupil.id));
    expect(JSON.stringify(trail)).not.toMatch(/Papadopoulou|Maria|@school\.test/);
    // Audited with no one acting: Agora did it by itself.
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.anonymised'), eq(auditLog.targetId, pupil.id)));
    expect(entry).toMatchObject({ targetId: pupil.id, actorId: null, details: { content: 'keep', posts: 0, pictures: 2 } });
    // Its record can no longer be enabled; it shows as anonymised.
    const enable = await call('POST', `/api/admin/members/${pupil.id}/enable`, 'admin');
    expect(enable.statusCode).toBe(409);
    expect(enable.json().error.code).toBe('member_anonymised');
    const listed = (await call('GET', '/api/admin/members?q=M.', 'admin')).json().members.find((m: { id: string }) => m.id === pupil.id);
    expect(listed).toMatchObject({ name: 'M.', surname: 'P.', status: 'anonymised' });
    // Done once: the next run finds nobody.
    expect((await runJob(new Date(Date.now() + 5 * YEAR))).anonymised).toBe(0);
  });

  it('removes a former pupil’s posts with their pictures when the setting says so', async () => {
    await retention({ years: 1, content: 'remove' });
    const pupil = await createUser(app, { name: 'Nikos', surname: 'Leaving', needsReview: true });
    const picture = await createImage(app, pupil.id);
    const post = await publishedPostOf(pupil, { title: 'My volcano', thumbnailId: picture.id, content: [{ type: 'image', value: picture.id, alt: 'A volcano' }] });
    await markLeft([pupil.id]);
    const run = await runJob(new Date(anonymisedOn((await leftAtOf(pupil.id))!, 1).getTime() + 1000));
    expect(run.anonymised).toBeGreaterThanOrEqual(1);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.anonymised'), eq(auditLog.targetId, pupil.id)));
    expect(entry!.details).toEqual({ content: 'remove', posts: 1, pictures: 1 });
    expect(await app.db.select().from(posts).where(eq(posts.id, post))).toEqual([]);
    expect(await app.db.select().from(media).where(eq(media.id, picture.id))).toEqual([]);
    expect((await call('GET', `/api/posts/${post}`)).statusCode).toBe(404);
    await retention({ years: 2, content: 'keep' });
  });
});
