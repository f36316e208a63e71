import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import type { AuthorCard, PostDetail, PostPage } from '../../../shared/schemas/posts.js';
import type { SearchPage } from '../../../shared/schemas/search.js';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';
import { posts, profiles } from '../db/schema.js';
import { placeMedia } from '../media/members-media.js';
import { PROJECT_ROOT } from '../paths.js';
import { linkGuardian } from '../people/guardians.js';

/**
 * A pupil's name and photo reach visitors only with their guardian's consent to public images.
 * Without it (none given, 'none', 'members') a visitor reads "A. M." for Alexandros Mathitis, with
 * no photo and no description, on every road that shows an author: the blog's list (API and
 * HTML), the post (API, HTML and its meta), the feed, search (API and HTML); the photo's address
 * answers a visitor 404, and the member card is for members only. Members, the pupil's guardian
 * among them, read them by name. Raising the consent to 'public' shows them to visitors at once,
 * lowering it hides them and the photo at once (the cache forgets, the photo moves). A member who
 * is not a pupil is shown by name to everyone. Rendered with the real web app's server build.
 */
type Who = 'pupil' | 'guardian' | 'member' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Partial<Record<Who, string>>;
const call = callerAs<Who>(() => app, cookies);
let pupilPost: string;
let teacherPost: string;

const NAME = 'Alexandros';
const SURNAME = 'Mathitis';
const INITIALS = 'A. M.';
const DESCRIPTION = 'Builds kites on Saturdays';

beforeAll(async () => {
  app = await buildTestApp({ webRoot: join(PROJECT_ROOT, 'dist/web') });
  people.pupil = await createUser(app, { name: NAME, surname: SURNAME, needsReview: true });
  people.guardian = await createUser(app, { name: 'Eirini', surname: 'Mitera' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.teacher = await createUser(app, { name: 'Eleni', surname: 'Daskala', role: 'teacher' });
  people.admin = await createUser(app, { admin: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  for (const who of ['guardian', 'member', 'teacher', 'admin'] as const) cookies[who] = await signIn(app, people[who].email, people[who].password);

  // Each author has a photo in their profile, placed as an approved profile's is.
  for (const who of ['pupil', 'teacher'] as const) {
    const photo = await createImage(app, people[who].id, 'profile');
    await app.db.update(profiles).set({ imageId: photo.id, description: who === 'pupil' ? DESCRIPTION : 'Teaches physics' }).where(eq(profiles.userId, people[who].id));
    await placeMedia({ db: app.db, storage: app.mediaStorage }, [photo.id]);
  }
  const thumbnailId = (await createImage(app, people.teacher.id)).id;
  pupilPost = await createPost(app, people.pupil.id, { title: 'Our kite festival', thumbnailId });
  // A teacher approved it (the review has tests of its own).
  await app.db.update(posts).set({ review: null }).where(eq(posts.id, pupilPost));
  teacherPost = await createPost(app, people.teacher.id, { title: 'The physics of kites', thumbnailId });
  await app.publicCache.invalidate();
}, 600_000);
afterAll(() => app.close());

const listAuthor = async (who?: Who) => ((await call('GET', '/api/posts?page=1', who)).json() as PostPage).posts.find((post) => post.id === pupilPost)?.author;
const postAuthor = async (who?: Who, id = pupilPost) => ((await call('GET', `/api/posts/${id}`, who)).json() as PostDetail).author;
const searchAuthor = async (who?: Who) => {
  const page = (await call('GET', '/api/search?q=festival', who)).json() as SearchPage;
  const hit = page.results.find((result) => result.id === pupilPost);
  return hit?.kind === 'post' ? hit.author : undefined;
};
const consent = (level: 'none' | 'members' | 'public') => call('POST', `/api/consent/${people.pupil.id}/images`, 'guardian', { level });

/** Every road a visitor reads the pupil by: as initials, with no photo nor description, and their photo at no public address. */
async function expectVisitorsReadInitials() {
  const named = { id: people.pupil.id, name: 'A.', surname: 'M.' };
  expect(await listAuthor()).toEqual(named);
  expect(await postAuthor()).toEqual({ ...named, description: '', image: null } satisfies AuthorCard);
  expect(await searchAuthor()).toEqual({ name: 'A.', surname: 'M.' });
  const [listHtml, postHtml, searchHtml, feed] = await Promise.all([
    call('GET', '/blog/1'),
    call('GET', `/blog-post/${pupilPost}`),
    call('GET', '/search?q=festival'),
    call('GET', '/feed.xml'),
  ]);
  for (const [road, page] of Object.entries({ listHtml, postHtml, searchHtml, feed })) {
    expect(page.statusCode, road).toBe(200);
    // Nowhere: not in the text, the meta tags, nor the state the page carries.
    expect(page.body, road).not.toContain(SURNAME);
    expect(page.body, road).not.toContain(NAME);
    expect(page.body, road).not.toContain(DESCRIPTION);
  }
  expect(listHtml.body).toContain(INITIALS);
  expect(postHtml.body).toContain(INITIALS);
  expect(postHtml.body).toContain('<title>Our kite festival · Agora</title>');
  expect(searchHtml.body).toContain(INITIALS);
  expect(feed.body).toContain(`<dc:creator>${INITIALS}</dc:creator>`);
  // The photo members see is at an address that answers no visitor.
  const photo = (await postAuthor('member')).image!.src;
  expect(photo).toMatch(/^\/media\/members\//);
  expect((await call('GET', photo)).statusCode).toBe(404);
  expect(postHtml.body).not.toContain(photo);
}

/** Every road a visitor reads the pupil by: by name, with their photo and description, the photo public. */
async function expectVisitorsReadName() {
  const named = { id: people.pupil.id, name: NAME, surname: SURNAME };
  expect(await listAuthor()).toEqual(named);
  const author = await postAuthor();
  expect(author).toMatchObject({ ...named, description: DESCRIPTION });
  expect(author.image?.src).toMatch(/^\/media\/profile\//);
  expect((await call('GET', author.image!.src)).statusCode).toBe(200);
  expect(await searchAuthor()).toEqual({ name: NAME, surname: SURNAME });
  const [listHtml, postHtml, searchHtml, feed] = await Promise.all([
    call('GET', '/blog/1'),
    call('GET', `/blog-post/${pupilPost}`),
    call('GET', '/search?q=festival'),
    call('GET', '/feed.xml'),
  ]);
  expect(listHtml.body).toContain(`${NAME} ${SURNAME}`);
  expect(postHtml.body).toContain(`${NAME} ${SURNAME}`);
  expect(postHtml.body).toContain(DESCRIPTION);
  expect(postHtml.body).toContain(author.image!.src);
  expect(searchHtml.body).toContain(`${NAME} ${SURNAME}`);
  expect(feed.body).toContain(`<dc:creator>${NAME} ${SURNAME}</dc:creator>`);
}

/** Members read the pupil by name on every road, their photo from its address whatever the consent. */
async function expectMembersReadName() {
  for (const who of ['member', 'guardian', 'teacher'] as const) {
    const named = { id: people.pupil.id, name: NAME, surname: SURNAME };
    expect(await listAuthor(who), who).toEqual(named);
    const author = await postAuthor(who);
    expect(author, who).toMatchObject({ ...named, description: DESCRIPTION });
    expect((await call('GET', author.image!.src, who)).statusCode, who).toBe(200);
    expect(await searchAuthor(who), who).toEqual({ name: NAME, surname: SURNAME });
    const card = await call('GET', `/api/profiles/${people.pupil.id}`, who);
    expect(card.json() as MemberCard, who).toMatchObject({ name: NAME, surname: SURNAME, description: DESCRIPTION, image: { src: author.image!.src } });
  }
}

describe("a pupil's name and photo", () => {
  it('reach no visitor while no image consent was given: initials on every road, no photo, no description; members read them', async () => {
    await expectVisitorsReadInitials();
    await expectMembersReadName();
    // The member card is for members only: a visitor is asked to sign in.
    expect((await call('GET', `/api/profiles/${people.pupil.id}`)).statusCode).toBe(401);
  });

  it("reach no visitor with consent for members only, and reach them at once with public consent: the cache forgets, the photo moves", async () => {
    expect((await consent('members')).statusCode).toBe(201);
    await expectVisitorsReadInitials();
    await expectMembersReadName();
    const before = (await postAuthor('member')).image!.src;

    // Every road was read (and kept) just now; raising the consent shows the name on each at once.
    expect((await consent('public')).statusCode).toBe(201);
    await expectVisitorsReadName();
    await expectMembersReadName();
    // The photo moved to a public address: the members' one answers nobody now.
    expect((await call('GET', before, 'member')).statusCode).toBe(404);
  });

  it('leave visitors at once when the consent is lowered: initials again, the public photo gone from its address', async () => {
    const publicPhoto = (await postAuthor()).image!.src;
    expect((await call('GET', publicPhoto)).statusCode).toBe(200);
    expect((await consent('members')).statusCode).toBe(201);
    await expectVisitorsReadInitials();
    await expectMembersReadName();
    expect((await call('GET', publicPhoto)).statusCode).toBe(404);

    // 'none' hides them from visitors as well; members still read them (what members see of a picture is the rule's, not the consent's).
    expect((await consent('none')).statusCode).toBe(201);
    await expectVisitorsReadInitials();
    await expectMembersReadName();
  });

  it('follow the pupil mark: an administrator taking it off shows them to visitors at once, putting it back hides them at once', async () => {
    const mark = (needsReview: boolean) => call('PUT', `/api/admin/members/${people.pupil.id}/review`, 'admin', { needsReview });
    expect((await mark(false)).statusCode).toBe(200);
    await expectVisitorsReadName();
    expect((await mark(true)).statusCode).toBe(200);
    await expectVisitorsReadInitials();
  });

  it('are the only ones hidden: a member who is not a pupil is read by name, with photo and description, by visitors', async () => {
    const author = await postAuthor(undefined, teacherPost);
    expect(author).toMatchObject({ id: people.teacher.id, name: 'Eleni', surname: 'Daskala', description: 'Teaches physics' });
    expect(author.image?.src).toMatch(/^\/media\/profile\//);
    expect((await call('GET', author.image!.src)).statusCode).toBe(200);
    const list = (await call('GET', '/api/posts?page=1')).json() as PostPage;
    expect(list.posts.find((post) => post.id === teacherPost)?.author).toEqual({ id: people.teacher.id, name: 'Eleni', surname: 'Daskala' });
    expect((await call('GET', '/feed.xml')).body).toContain('<dc:creator>Eleni Daskala</dc:creator>');
  });
});
