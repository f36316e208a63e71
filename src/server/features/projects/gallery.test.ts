import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, media, projectPictures, projects } from '../../core/db/schema.js';
import { variantName } from '../../core/media/save-image.js';
import { sweepMedia } from '../../core/media/sweep.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

/**
 * A project's gallery and its own picture (decision 0055). Administrators upload pictures for it
 * (nobody else may) and keep the gallery in one write: add, take off, reorder, describe in both
 * languages, choose the project's picture; every bad input refused by field with nothing stored.
 * The project's page is public, so its pictures are: at a public address while every pupil
 * tagged in them may be shown to everyone, off the page and its address the moment a family's
 * consent keeps one back. Roads: the page's answer, the circles, and the picture's own address,
 * for a visitor, a member, the pupil's guardian, a teacher and the administrator.
 */
type Who = 'admin' | 'otherAdmin' | 'teacher' | 'member' | 'pupil' | 'guardian';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Record<Who, string>;
const call = callerAs<Who>(() => app, cookies);
let project: { id: string; slug: string; pictureId: string | null };

beforeAll(async () => {
  app = await buildTestApp();
  people.admin = await createUser(app, { admin: true });
  people.otherAdmin = await createUser(app, { admin: true });
  people.teacher = await createUser(app, { role: 'teacher' });
  people.member = await createUser(app);
  people.pupil = await createUser(app, { needsReview: true, name: 'Danae', surname: 'Pupil' });
  people.guardian = await createUser(app);
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
  const [made] = await app.db.insert(projects).values({ slug: 'garden', nameEn: 'Garden', nameEl: 'Κήπος' }).returning();
  project = made!;
}, 120_000);
afterAll(() => app?.close());

async function uploadAs(who: Who, folder: 'project' | 'blog' = 'project') {
  const { payload, headers } = fileUpload(await picture('jpeg'));
  return app.inject({ method: 'POST', url: `/api/media?folder=${folder}`, payload, headers: { ...headers, origin: TEST_ORIGIN, cookie: cookies[who] } });
}
async function upload(who: Who = 'admin', folder: 'project' | 'blog' = 'project'): Promise<string> {
  const answer = await uploadAs(who, folder);
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { id: string }).id;
}
/** The address a picture's smallest file is at now. */
async function addressOf(mediaId: string): Promise<string> {
  const [row] = await app.db.select({ key: media.key, variants: media.variants }).from(media).where(eq(media.id, mediaId));
  return `/media/${variantName(row!.key, Math.min(...row!.variants))}`;
}
const READERS = ['visitor', 'member', 'guardian', 'teacher', 'admin'] as const;
async function whoSees(mediaId: string): Promise<Record<string, number>> {
  const address = await addressOf(mediaId);
  const seen: Record<string, number> = {};
  for (const reader of READERS) seen[reader] = (await call('GET', address, reader === 'visitor' ? undefined : reader)).statusCode;
  return seen;
}
const everyone = (status: number, except: Record<string, number> = {}) => ({ ...Object.fromEntries(READERS.map((who) => [who, status])), ...except });

const keep = (body: unknown, who: Who = 'admin') => call('PUT', `/api/admin/projects/${project.id}/pictures`, who, body);
const described = (mediaId: string, words = 'Pupils planting tomatoes') => ({ mediaId, altEn: words, altEl: 'Μαθητές φυτεύουν ντομάτες' });
const page = async (who?: Who) => (await call('GET', `/api/projects/${project.slug}`, who)).json() as { picture: { id: string } | null; gallery: { image: { id: string; src: string; width: number; height: number }; alt: { en: string; el: string } }[] };
const galleryRows = () => app.db.select().from(projectPictures).where(eq(projectPictures.projectId, project.id));

describe('uploading for a project’s gallery', () => {
  it('is for administrators: a visitor is asked to sign in, everyone else refused with words; an administrator’s upload waits out of sight', async () => {
    const before = await app.db.select({ id: media.id }).from(media);
    expect((await app.inject({ method: 'POST', url: '/api/media?folder=project', ...fileUpload(await picture('jpeg')), headers: { ...fileUpload(Buffer.from('x')).headers, origin: TEST_ORIGIN } })).statusCode).toBe(401);
    for (const who of ['teacher', 'member', 'pupil', 'guardian'] as const) {
      const answer = await uploadAs(who);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json().error.code).toBe('admins_only');
    }
    expect(await app.db.select({ id: media.id }).from(media)).toHaveLength(before.length);
    const id = await upload();
    // Nothing shows it yet: its uploader's and reviewers' alone.
    expect(await whoSees(id)).toEqual(everyone(404, { teacher: 200, admin: 200 }));
  });
});

describe('keeping a project’s gallery', () => {
  it('is for administrators: 401 for a visitor, 403 with words for teachers and members, nothing stored', async () => {
    const id = await upload();
    expect((await call('PUT', `/api/admin/projects/${project.id}/pictures`, undefined, { pictures: [described(id)], coverId: null })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/projects/${project.id}/pictures`)).statusCode).toBe(401);
    for (const who of ['teacher', 'member', 'pupil', 'guardian'] as const) {
      const answer = await keep({ pictures: [described(id)], coverId: null }, who);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json().error.code).toBe('admins_only');
      expect((await call('GET', `/api/admin/projects/${project.id}/pictures`, who)).statusCode, who).toBe(403);
    }
    expect(await galleryRows()).toHaveLength(0);
    expect((await call('GET', '/api/admin/projects/00000000-0000-4000-8000-000000000000/pictures', 'admin')).statusCode).toBe(404);
  });

  it('refuses a bad gallery with each field’s words, and stores nothing', async () => {
    const id = await upload();
    const teachers = await upload('teacher', 'blog');
    const ownForAPost = await upload('admin', 'blog');
    const anotherAdmins = await upload('otherAdmin');
    const cases: [unknown, Record<string, string>][] = [
      [{ pictures: [{ ...described(id), altEn: '  ' }], coverId: null }, { 'pictures.0.altEn': 'Say in a few words what the picture shows, for those who cannot see it.' }],
      [{ pictures: [{ ...described(id), altEl: 'x'.repeat(201) }], coverId: null }, { 'pictures.0.altEl': 'A picture’s description can be at most 200 characters long.' }],
      [{ pictures: [described(id), described(id.toUpperCase())], coverId: null }, { pictures: 'Each picture can be in the gallery once.' }],
      [{ pictures: Array.from({ length: 25 }, () => described(id)), coverId: null }, { pictures: 'A project’s gallery can hold at most 24 pictures.' }],
      [{ pictures: 'all of them', coverId: null }, { pictures: 'Send the gallery’s pictures as a list.' }],
      [{ pictures: [described('00000000-0000-4000-8000-000000000000')], coverId: null }, { 'pictures.0.mediaId': 'Images must be uploaded to this site.' }],
      [{ pictures: [described(id), described(teachers), described(ownForAPost), described(anotherAdmins)], coverId: null }, { 'pictures.1.mediaId': 'Please use pictures you uploaded yourself.', 'pictures.2.mediaId': 'Please use pictures you uploaded yourself.', 'pictures.3.mediaId': 'Please use pictures you uploaded yourself.' }],
      [{ pictures: [described(id)], coverId: teachers }, { coverId: 'Choose the project’s picture among its gallery’s pictures.' }],
      [{ pictures: [described(id)], coverId: 'the first' }, { coverId: 'Choose the project’s picture among its gallery’s pictures.' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await keep(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      for (const [field, words] of Object.entries(fields)) expect(answer.json().error.fields[field], field).toBe(words);
    }
    expect(await galleryRows()).toHaveLength(0);
    const [row] = await app.db.select({ pictureId: projects.pictureId }).from(projects).where(eq(projects.id, project.id));
    expect(row!.pictureId).toBe(project.pictureId);
  });

  it('shows the gallery in its order on the page, with the chosen picture in the project’s circle, all of it public; audited', async () => {
    const [first, second] = [await upload(), await upload()];
    const answer = await keep({ pictures: [described(first, 'Seedlings'), described(second, 'The first harvest')], coverId: second });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().pictures.map((p: { image: { id: string }; shown: boolean }) => [p.image.id, p.shown])).toEqual([[first, true], [second, true]]);
    for (const who of [undefined, 'member', 'admin'] as const) {
      const seen = await page(who);
      expect(seen.gallery.map((p) => [p.image.id, p.alt.en])).toEqual([[first, 'Seedlings'], [second, 'The first harvest']]);
      expect(seen.gallery[0]!.image.width).toBeGreaterThan(0);
      expect(seen.picture?.id).toBe(second);
    }
    const circles = (await call('GET', '/api/projects')).json() as { projects: { slug: string; picture: { id: string } | null }[] };
    expect(circles.projects.find((p) => p.slug === 'garden')?.picture?.id).toBe(second);
    for (const id of [first, second]) {
      expect(await addressOf(id)).toMatch(/^\/media\/project\//);
      expect(await whoSees(id)).toEqual(everyone(200));
    }
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'project.pictures_changed'));
    expect(entries.at(-1)).toMatchObject({ actorId: people.admin.id, targetId: project.id, details: { name: 'Garden', pictures: 2 } });

    // Reordered, one taken off: the page follows, and the one taken off leaves its public address.
    const again = await keep({ pictures: [described(second, 'The first harvest')], coverId: second });
    expect(again.statusCode, again.body).toBe(200);
    expect((await page()).gallery.map((p) => p.image.id)).toEqual([second]);
    expect(await addressOf(first)).not.toMatch(/^\/media\/project\//);
    expect(await whoSees(first)).toEqual(everyone(404, { teacher: 200, admin: 200 }));

    // Another administrator keeps what the gallery already holds, whoever uploaded it.
    expect((await keep({ pictures: [described(second, 'Harvest')], coverId: second }, 'otherAdmin')).statusCode).toBe(200);
  });

  it('keeps a picture of a pupil off the page unless their family agreed to public pictures, naming the child; a consent lowered takes it off at once', async () => {
    const id = await upload();
    expect((await call('PUT', `/api/media/${id}/tags`, 'admin', { pupilIds: [people.pupil.id] })).statusCode).toBe(200);
    const kept = (await call('GET', `/api/admin/projects/${project.id}/pictures`, 'admin')).json() as { pictures: { image: { id: string } }[]; cover: { id: string } | null };
    const body = { pictures: [...kept.pictures.map((p) => described(p.image.id)), described(id)], coverId: kept.cover?.id ?? null };
    const index = body.pictures.length - 1;

    const refused = await keep(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'project_picture_consent', message: expect.stringContaining('Danae Pupil'), fields: { [`pictures.${index}.mediaId`]: 'A pupil in this picture may not be shown to everyone.' } });
    expect((await galleryRows()).map((row) => row.mediaId)).not.toContain(id);

    expect((await call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level: 'public' })).statusCode).toBe(201);
    expect((await keep(body)).statusCode).toBe(200);
    expect((await page()).gallery.map((p) => p.image.id)).toContain(id);
    expect(await whoSees(id)).toEqual(everyone(200));

    // The family now allows members only: off the public page and its public address at once, kept (marked) in the administrators' list.
    expect((await call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level: 'members' })).statusCode).toBe(201);
    expect((await page()).gallery.map((p) => p.image.id)).not.toContain(id);
    expect(await whoSees(id)).toEqual(everyone(200, { visitor: 404 }));
    const marked = (await call('GET', `/api/admin/projects/${project.id}/pictures`, 'admin')).json() as { pictures: { image: { id: string }; shown: boolean }[] };
    expect(marked.pictures.find((p) => p.image.id === id)?.shown).toBe(false);
  });

  it('is never swept while the gallery or the circle shows it', async () => {
    const later = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const kept = (await galleryRows()).map((row) => row.mediaId);
    expect(kept.length).toBeGreaterThan(0);
    await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: false, now: later });
    const left = await app.db.select({ id: media.id }).from(media);
    for (const id of kept) expect(left.map((row) => row.id)).toContain(id);
  });
});
