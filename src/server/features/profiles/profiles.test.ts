import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { profiles } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

let app: App;
let member: TestUser;
let other: TestUser;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  member = await createUser(app, { name: 'Sofia', surname: 'Dimitriou' });
  other = await createUser(app, { name: 'Petros', surname: 'Alexiou' });
  cookie = await signIn(app, member.email, member.password);
  otherCookie = await signIn(app, other.email, other.password);
});
afterAll(() => app.close());

const complete = {
  description: 'Music teacher and choir leader.',
  email: 'sofia@school.example',
  telephone: '+30 210 123 4567',
  facebook: 'https://facebook.com/sofia.dimitriou',
  instagram: 'https://instagram.com/sofia.sings',
  imageId: null as string | null,
};

/** The fields a profile answer echoes (imageId comes back as `image`). */
const { imageId: _imageId, ...echoed } = complete;

const put = (body: unknown, who = cookie) =>
  app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: who, origin: TEST_ORIGIN }, payload: body as object });
const storedProfile = async (userId: string) => (await app.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('own profile', () => {
  it('starts with name and surname and every other field blank', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.id,
      name: 'Sofia',
      surname: 'Dimitriou',
      description: '',
      image: null,
      email: null,
      telephone: null,
      facebook: null,
      instagram: null,
      hidden: false,
      changesWait: false,
      change: null,
    });
  });

  it('saves every field, with a photo the member uploaded, and answers the new profile', async () => {
    const photo = await createImage(app, member.id, 'profile');
    const response = await put({ ...complete, imageId: photo.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...echoed, image: { id: photo.id } });
    const again = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(again.json()).toMatchObject({ description: complete.description, telephone: '+30 210 123 4567' });
  });

  it('shows the photo as the header avatar of the session', async () => {
    const photo = await createImage(app, member.id, 'profile');
    await put({ ...complete, imageId: photo.id });
    const session = (await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
    expect(session.user.image).toMatch(/^\/media\/profile\/[A-Za-z0-9_-]+-\d+\.webp$/);
  });

  it('stores blank optional fields as not set', async () => {
    const response = await put({ ...complete, email: '', telephone: '  ', facebook: '', instagram: null });
    expect(response.json()).toMatchObject({ email: null, telephone: null, facebook: null, instagram: null });
  });

  it('cannot change name, surname or anyone else: extra fields are ignored', async () => {
    const response = await put({ ...complete, name: 'Hacker', surname: 'X', userId: other.id, id: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, name: 'Sofia', surname: 'Dimitriou' });
    expect(await storedProfile(other.id)).toMatchObject({ name: 'Petros', description: '' });
  });

  it("refuses someone else's photo, and a photo from another folder", async () => {
    const theirs = await createImage(app, other.id, 'profile');
    const blogImage = await createImage(app, member.id, 'blog');
    for (const imageId of [theirs.id, blogImage.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await put({ ...complete, imageId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ imageId: 'Please choose a photo uploaded to this site.' });
    }
  });

  it('answers a visitor with 401 for reading or editing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'PUT', url: '/api/profile', headers: { origin: TEST_ORIGIN }, payload: complete });
    expect(response.statusCode).toBe(401);
  });
});

describe('refused profile edits store nothing', () => {
  const cases: [string, Partial<typeof complete> & Record<string, unknown>, Record<string, string>][] = [
    ['an empty description', { description: '   ' }, { description: 'Please fill in the description field' }],
    ['no description', { description: undefined }, { description: 'Please fill in the description field' }],
    ['a javascript: Facebook link', { facebook: 'javascript:alert(1)' }, { facebook: 'Facebook must be a link starting with http:// or https://' }],
    ['a data: Instagram link', { instagram: 'data:text/html,<script>alert(1)</script>' }, { instagram: 'Instagram must be a link starting with http:// or https://' }],
    ['a link with no site', { facebook: 'https://localhost' }, { facebook: 'Facebook must be a link starting with http:// or https://' }],
    ['a bad email', { email: 'sofia@' }, { email: 'That is not a valid email address.' }],
    ['letters in the telephone', { telephone: '210-CALL-ME' }, { telephone: 'A telephone number holds digits and spaces, with an optional + at the start.' }],
    ['an over-long description', { description: 'x'.repeat(1001) }, { description: 'The description can be at most 1000 characters long.' }],
    ['an over-long telephone', { telephone: '1'.repeat(21) }, { telephone: 'The telephone number can be at most 20 characters long.' }],
    ['an over-long link', { facebook: `https://facebook.com/${'x'.repeat(300)}` }, { facebook: 'The Facebook link can be at most 300 characters long.' }],
    ['an image that is an address', { imageId: 'https://evil.example/me.png' }, { imageId: 'Please choose a photo uploaded to this site.' }],
  ];

  it.each(cases)('%s', async (_name, change, fields) => {
    const before = await storedProfile(other.id);
    const response = await put({ ...complete, ...change }, otherCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect(response.json().error.message).toBeTruthy();
    expect(await storedProfile(other.id)).toEqual(before);
  });
});

describe('what others see of a member', () => {
  it('visitors see only photo, name, surname and description in a post\'s author card', async () => {
    await put(complete);
    const image = await createImage(app, member.id);
    const postId = await createPost(app, member.id, { thumbnailId: image.id });
    const response = await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
    expect(Object.keys(response.json().author).sort()).toEqual(['description', 'id', 'image', 'name', 'surname']);
    expect(response.json().author.description).toBe(complete.description);
    for (const secret of [complete.email, complete.telephone, complete.facebook, complete.instagram, member.email]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('a signed-in member sees another member\'s contact details on their member card', async () => {
    await put(complete);
    const response = await app.inject({ method: 'GET', url: `/api/profiles/${member.id}`, headers: { cookie: otherCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Sofia', ...echoed });
  });

  it('a visitor gets 401 for a member card, and an unknown member is a 404', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/profiles/${member.id}` })).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/profiles/nobody', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('That member could not be found.');
  });

  it('an edited description shows at once on the author card', async () => {
    const image = await createImage(app, member.id);
    const postId = await createPost(app, member.id, { thumbnailId: image.id });
    await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
    await put({ ...complete, description: 'Now also the drama club.' });
    const response = await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
    expect(response.json().author.description).toBe('Now also the drama club.');
  });
});

describe('the language a member chose', () => {
  const choose = (payload: unknown, who?: string) =>
    app.inject({ method: 'PUT', url: '/api/profile/language', headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who } : {}) }, payload: payload as object });

  it('is kept on their own profile, for the mail the site sends them', async () => {
    expect((await choose({ language: 'el' }, cookie)).statusCode).toBe(204);
    expect((await storedProfile(member.id))?.language).toBe('el');
    expect((await storedProfile(other.id))?.language).toBeNull();
    expect((await choose({ language: 'en' }, cookie)).statusCode).toBe(204);
    expect((await storedProfile(member.id))?.language).toBe('en');
  });

  it('needs a signed-in member, and a language the site speaks', async () => {
    expect((await choose({ language: 'el' })).statusCode).toBe(401);
    for (const payload of [{ language: 'de' }, { language: '' }, {}, { language: ['el'] }]) {
      const refused = await choose(payload, otherCookie);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.fields.language).toEqual(expect.any(String));
    }
    expect((await storedProfile(other.id))?.language).toBeNull();
  });
});
