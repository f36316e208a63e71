import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { PROJECT_ROOT } from '../core/paths.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../test/build-app.js';
import { createImage, createPost, createUser } from '../test/factories.js';

// These tests render pages with the real web app's server build (decision 0017), built when
// missing or older than its sources before any test runs (test/build-once.ts).
let app: App;
let authorCookie: string;
let postId: string;
let imageId: string;

beforeAll(async () => {
  app = await buildTestApp({ webRoot: join(PROJECT_ROOT, 'dist/web') });
  const author = await createUser(app, { name: 'Eleni', surname: 'Nikolaou' });
  authorCookie = await signIn(app, author.email, author.password);
  imageId = (await createImage(app, author.id)).id;
  postId = await createPost(app, author.id, {
    title: 'Robots & <b>friends</b>',
    thumbnailId: imageId,
    content: [{ type: 'paragraph', value: 'We built a robot that sorts recycling.' }],
  });
  await createPost(app, author.id, { title: 'The chess club meets on Fridays', thumbnailId: imageId });
}, 180_000);
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** What the server put inside #root. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"') >>> 0);
/** The modulepreload links of a page's HTML. */
const modulePreloads = (html: string) => html.match(/rel="modulepreload"[^>]*/g) ?? [];
/** The state block the browser hydrates from, parsed, or null. */
function stateOf(html: string): { router: unknown; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null {
  const match = /<script type="application\/json" id="agora-page-state">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('server-rendered public pages', () => {
  it('are built with React\'s production build, even when a test runner started the build', () => {
    // Vitest sets NODE_ENV=test, which Vite would otherwise follow into a development bundle.
    const framework = readdirSync(join(PROJECT_ROOT, 'dist/web/assets')).find((file) => /^framework-.*\.js$/.test(file));
    expect(framework).toBeDefined();
    expect(readFileSync(join(PROJECT_ROOT, 'dist/web/assets', framework!), 'utf8')).not.toContain('Download the React DevTools');
  });

  it('puts a post, its text and its picture in the HTML, with the state the browser takes over from', async () => {
    const response = await get(`/blog-post/${postId}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Robots &amp; &lt;b&gt;friends&lt;/b&gt;');
    expect(root).toContain('We built a robot that sorts recycling.');
    expect(root).toMatch(/<img[^>]+src="\/media\/[^"]+\.webp"/);
    // Titles and OpenGraph as before.
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    // The data comes with the page: no second fetch of it is preloaded.
    expect(response.body).not.toContain('as="fetch"');
    // It paints without script: only the tiny entry's own modulepreloads (boot.ts), none of the
    // app's chunks nor the page's competing with the paint for the connection.
    const template = readFileSync(join(PROJECT_ROOT, 'dist/web/index.html'), 'utf8');
    expect(modulePreloads(response.body)).toEqual(modulePreloads(template));
    expect(response.body).not.toMatch(/modulepreload[^>]+(framework|shell|main|messages-[a-z]+-[a-z]+)-/);
    const state = stateOf(response.body);
    const post = state?.queries.queries.find((query) => query.queryKey[1] === 'detail');
    expect(post?.state.data).toMatchObject({ id: postId, title: 'Robots & <b>friends</b>', canEdit: false, canDelete: false });
    // Nothing in the JSON can close the script element it travels in.
    expect(/<script type="application\/json" id="agora-page-state">([^<]*)<\/script>/.exec(response.body)?.[1]).not.toContain('<');
  });

  it('paint from their HTML alone: the stylesheet’s part they need in their head, allowed by its hash on that page only', async () => {
    const post = await get(`/blog-post/${postId}`);
    const head = post.body.slice(0, post.body.indexOf('</head>'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    // What the page's shell is styled with, not what only the app's screens use.
    expect(style).toContain('.skip-link{');
    expect(style).not.toContain('.loading-overlay{');
    // Nothing in the head is waited for: the whole stylesheet and the scripts come after the content.
    expect(head).not.toMatch(/<script|rel="stylesheet"|rel="modulepreload"/);
    const afterRoot = post.body.slice(post.body.indexOf('<div id="root">'));
    expect(afterRoot).toMatch(/<noscript data-stylesheet="\/assets\/index-[^"]+\.css"><link rel="stylesheet"/);
    expect(afterRoot).toMatch(/<script fetchpriority="low" type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(post.headers['content-security-policy']).toContain(`style-src 'self' ${hash};`);
    expect(post.headers['content-security-policy']).not.toContain('unsafe-inline');
    // Another page has its own part, and its own hash; the app's plain pages and the API none.
    const blog = await get('/blog/1');
    expect(blog.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(blog.headers['content-security-policy']).not.toContain(hash);
    for (const plain of [await get('/security', { cookie: authorCookie }), await get('/api/posts?page=1')]) {
      expect(plain.headers['content-security-policy']).toContain("style-src 'self';");
      expect(plain.body).not.toContain('<style>');
    }
  });

  it("renders a post in the reader's language: Greek around it, its own title in the tab, each language kept apart", async () => {
    const greek = await get(`/blog-post/${postId}`, { cookie: 'agora_lang=el' });
    expect(greek.statusCode).toBe(200);
    expect(greek.body).toMatch(/^<!doctype html>\s*<html lang="el">/);
    expect(greek.body).toContain('<title>Robots &amp; &lt;b&gt;friends&lt;/b&gt; · Agora</title>');
    expect(greek.body).toContain('<meta property="og:locale" content="el_GR" />');
    expect(rootOf(greek.body)).toContain('Λίγα λόγια για τον συντάκτη');
    expect(rootOf(greek.body)).toContain('ΙΣΤΟΛΟΓΙΟ');
    // The English page is another answer, not the Greek one from the cache.
    const english = await get(`/blog-post/${postId}`, { 'accept-language': 'en-GB' });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(rootOf(english.body)).toContain('About the author');
    expect(rootOf(english.body)).not.toContain('Λίγα λόγια');
    const about = await get('/about', { 'accept-language': 'el' });
    expect(rootOf(about.body)).toContain('>Σχετικά με εμάς</h1>');
  });

  it('renders the blog list with its cards and the home page with its text', async () => {
    const list = rootOf((await get('/blog/1')).body);
    expect(list).toContain('Robots &amp; &lt;b&gt;friends&lt;/b&gt;');
    expect(list).toContain('The chess club meets on Fridays');
    expect(list).toContain(`href="/blog-post/${postId}"`);
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain('Learning together, after the bell rings');
    for (const [path, heading] of [['/about', 'About us'], ['/contact', 'Contact us'], ['/privacy', 'Privacy Policy'], ['/licensing', 'Licensing'], ['/project', 'Projects']]) {
      const page = await get(path!);
      expect(page.statusCode, path).toBe(200);
      expect(rootOf(page.body), path).toContain(`>${heading}</h1>`);
      expect(stateOf(page.body), path).not.toBeNull();
    }
  });

  it('answers unknown posts and addresses with 404 and the not-found page in the HTML, for the app to render afresh', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await get(`/blog-post/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(rootOf(response.body), id).toContain('Post not found');
      expect(stateOf(response.body), id).toBeNull();
    }
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('Page not found');
    expect(stateOf(unknown.body)).toBeNull();
  });

  it('renders a project’s own page with its name and description, never who is in it; and an unknown project as not found', async () => {
    const admin = await createUser(app, { admin: true });
    const adminCookie = await signIn(app, admin.email, admin.password);
    const pupil = await createUser(app, { needsReview: true, name: 'Zoe', surname: 'Hiddenname' });
    const headers = { cookie: adminCookie, origin: TEST_ORIGIN };
    await app.inject({ method: 'POST', url: '/api/admin/projects', headers, payload: { slug: 'garden', nameEn: 'School garden', nameEl: 'Σχολικός κήπος', descriptionEn: 'We grow tomatoes.', descriptionEl: 'Καλλιεργούμε ντομάτες.', position: 1 } });
    await app.inject({ method: 'POST', url: '/api/projects/garden/members', headers, payload: { userIds: [pupil.id] } });
    const response = await get('/project/garden');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('School garden');
    expect(root).toContain('We grow tomatoes.');
    expect(response.body).toContain('<title>School garden · Agora</title>');
    expect(response.body).not.toContain('Hiddenname');
    const greek = await get('/project/garden', { 'accept-language': 'el' });
    expect(rootOf(greek.body)).toContain('Καλλιεργούμε ντομάτες.');
    const unknown = await get('/project/no-such-project');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('Project not found');
  });

  it('sends the plain shell for pages only members see, and for forms, with the app preloaded', async () => {
    // /blog/02 is one the app rewrites to /blog/2 at once: it does so from the shell, as before.
    for (const path of ['/profile', '/blog-creation', '/signin', '/forgot-password', '/blog/02']) {
      const response = await get(path);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(stateOf(response.body), path).toBeNull();
      // The browser draws these at once: the app's chunks come with the HTML, not after the entry.
      const preloads = modulePreloads(response.body).join(' ');
      for (const chunk of ['framework', 'shell', 'main', 'messages-en-shell']) expect(preloads, `${path} ${chunk}`).toMatch(new RegExp(`/assets/${chunk}-`));
    }
    // A page the server describes brings its own words too; the others fetch theirs with their chunk.
    const forgot = modulePreloads((await get('/forgot-password')).body).join(' ');
    expect(forgot).toMatch(/\/assets\/ForgotPasswordPage-/);
    expect(forgot).toMatch(/\/assets\/messages-en-auth-/);
    expect(forgot).not.toMatch(/\/assets\/messages-en-blog-/);
  });

  it('renders a post as a visitor reads it whoever asks, and one an admin unpublished as not found', async () => {
    const asAuthor = await get(`/blog-post/${postId}`, { cookie: authorCookie });
    const post = stateOf(asAuthor.body)?.queries.queries.find((query) => query.queryKey[1] === 'detail');
    expect(post?.state.data).toMatchObject({ canEdit: false });
    const admin = await createUser(app, { admin: true });
    const adminCookie = await signIn(app, admin.email, admin.password);
    const second = await createPost(app, admin.id, { title: 'Soon hidden', thumbnailId: imageId });
    expect((await get(`/blog-post/${second}`)).statusCode).toBe(200);
    const hidden = await app.inject({ method: 'POST', url: `/api/admin/posts/${second}/unpublish`, headers: { cookie: adminCookie, origin: TEST_ORIGIN } });
    expect(hidden.statusCode).toBe(200);
    const gone = await get(`/blog-post/${second}`, { cookie: adminCookie });
    expect(gone.statusCode).toBe(404);
    expect(rootOf(gone.body)).toContain('Post not found');
  });

  it('renders again after a write changes what a page shows', async () => {
    const before = rootOf((await get(`/blog-post/${postId}`)).body);
    expect(before).toContain('Robots &amp;');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: { cookie: authorCookie, origin: TEST_ORIGIN },
      payload: { title: 'Robots, edited', thumbnailId: imageId, content: [{ type: 'paragraph', value: 'Now it also folds paper.' }] },
    });
    expect(edited.statusCode).toBe(200);
    // As the author's browser asks next, with the cookie the edit set: never a page from before it.
    const wrote = { cookie: 'agora_wrote=1' };
    const after = rootOf((await get(`/blog-post/${postId}`, wrote)).body);
    expect(after).toContain('Robots, edited');
    expect(after).toContain('Now it also folds paper.');
    expect(after).not.toContain('Robots &amp;');
    expect(rootOf((await get('/blog/1', wrote)).body)).toContain('Robots, edited');
  });

  it('renders a search as a visitor finds it, its words marked, for each query afresh and never kept', async () => {
    const found = await get('/search?q=chess');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<title>Search · Agora</title>');
    const root = rootOf(found.body);
    expect(root).toContain('1 result for “chess”');
    expect(root).toContain('<mark');
    expect(root).toContain('href="/blog-post/');
    const state = stateOf(found.body)?.queries.queries.find((query) => query.queryKey[0] === 'search');
    expect(state?.queryKey).toEqual(['search', null, 'chess', 'all', 1]);
    // Another query is another page, not the first one kept.
    expect(rootOf((await get('/search?q=robot')).body)).toContain('1 result for “robot”');
    expect(rootOf((await get('/search?q=nothing-like-it')).body)).toContain('Nothing matches “nothing-like-it”.');
    // No words yet: the page that asks for some. Words the API refuses: the browser asks, and shows why.
    expect(rootOf((await get('/search')).body)).toContain('Type a word or two');
    const refused = await get(`/search?q=${encodeURIComponent('robot\u0000')}`);
    expect(refused.statusCode).toBe(200);
    expect(stateOf(refused.body)?.queries.queries.find((query) => query.queryKey[0] === 'search')).toBeUndefined();
    // A visitor's search, even for a member.
    const asMember = stateOf((await get('/search?q=chess', { cookie: authorCookie })).body);
    expect(asMember?.queries.queries.find((query) => query.queryKey[0] === 'search')?.queryKey[1]).toBeNull();
  });
});
