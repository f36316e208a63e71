import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { collaborations, media, posts, profiles, users } from '../core/db/schema.js';
import { issuePasswordLink } from '../core/auth/password-link.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../test/build-app.js';
import { DEMO_POSTS } from './demo-posts.js';
import { SEED_ADMIN_EMAIL, seedEmptyDatabase, shouldSeed } from './seed.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** What the newcomer chooses on the page the link opens. */
const PASSWORD = 'the-newcomers-own-password';

const deps = () => ({ db: app.db, auth: app.auth, storage: app.mediaStorage });

describe('seeding an empty database', () => {
  it('creates an admin who chooses their password with a link, and the demo posts with pictures', async () => {
    const admin = await seedEmptyDatabase(deps());
    expect(admin?.email).toBe(SEED_ADMIN_EMAIL);
    const link = new URL(await issuePasswordLink(app.db, admin!.id, TEST_ORIGIN, { welcome: true }));
    const chosen = await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: TEST_ORIGIN }, payload: { token: link.searchParams.get('token'), newPassword: PASSWORD } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await expect(signIn(app, admin!.email, PASSWORD)).resolves.toContain('agora.session_token=');
    const [role] = await app.db.select({ role: users.role }).from(users).where(eq(users.email, SEED_ADMIN_EMAIL));
    expect(role?.role).toBe('admin');
    // Greeted by a first name that says who they are, not "Welcome, Agora".
    const [named] = await app.db.select({ name: profiles.name }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, SEED_ADMIN_EMAIL));
    expect(named?.name).toBe('Administrator');

    const [postCount] = await app.db.select({ n: count() }).from(posts);
    expect(postCount?.n).toBe(DEMO_POSTS.length);
    const [mediaCount] = await app.db.select({ n: count() }).from(media);
    expect(mediaCount?.n).toBeGreaterThan(0);

    const list = (await app.inject({ method: 'GET', url: '/api/posts' })).json();
    expect(list.posts[0].title).toBe(DEMO_POSTS[0]!.title);
    expect(list.posts.every((p: { thumbnail: unknown }) => p.thumbnail !== null)).toBe(true);
    const served = await app.inject({ method: 'GET', url: list.posts[0].thumbnail.src });
    expect(served.statusCode).toBe(200);

    // Something in every section of the collaboration board.
    const cookie = await signIn(app, admin!.email, PASSWORD);
    const board = (await app.inject({ method: 'GET', url: '/api/collaborations/board', headers: { cookie } })).json();
    for (const section of ['help', 'active', 'inactive', 'completed']) expect(board[section].length, section).toBeGreaterThan(0);
    const page = (await app.inject({ method: 'GET', url: `/api/collaborations/${board.active[0].id}`, headers: { cookie } })).json();
    expect(page.members.length).toBeGreaterThan(0);
    expect(page.updates.length).toBeGreaterThan(0);
  });

  it('gives a Greek reader Greek posts by Greek-named authors, found by a search typed without accents, and Greek collaborations', async () => {
    const greek = DEMO_POSTS.filter((post) => post.language === 'el');
    expect(greek.length).toBeGreaterThan(0);
    // Both languages on the first page of the blog, the newest first.
    const list = (await app.inject({ method: 'GET', url: '/api/posts' })).json();
    const titles = list.posts.map((p: { title: string }) => p.title);
    expect(titles).toContain('Η πρώτη σοδειά από τον σχολικό λαχανόκηπο');
    expect(titles).toContain(DEMO_POSTS[0]!.title);
    const garden = list.posts.find((p: { title: string }) => p.title === 'Η πρώτη σοδειά από τον σχολικό λαχανόκηπο');
    expect(`${garden.author.name} ${garden.author.surname}`).toMatch(/^[\u0370-\u03ff ]+$/);

    const search = (await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('λαχανοκηπο')}` })).json();
    expect(search.results.map((r: { kind: string; title: { text: string }[] }) => `${r.kind}:${r.title.map((part) => part.text).join('')}`)).toContain(
      'post:Η πρώτη σοδειά από τον σχολικό λαχανόκηπο',
    );

    const [named] = await app.db.select({ n: count() }).from(collaborations).where(eq(collaborations.title, 'Σχολική εφημερίδα «Το Κουδούνι»'));
    expect(named?.n).toBe(1);
  });

  it('does nothing to a database that already has users', async () => {
    expect(await seedEmptyDatabase(deps())).toBeNull();
    const [postCount] = await app.db.select({ n: count() }).from(posts);
    expect(postCount?.n).toBe(DEMO_POSTS.length);
  });

  it('seeds the embedded database by default and PostgreSQL only when asked', () => {
    expect(shouldSeed(undefined, 'embedded')).toBe(true);
    expect(shouldSeed(undefined, 'postgres')).toBe(false);
    expect(shouldSeed(false, 'embedded')).toBe(false);
    expect(shouldSeed(true, 'postgres')).toBe(true);
  });
});
