import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES } from '../../../shared/constants.js';
import type { App } from '../../app.js';
import { profiles } from '../../core/db/schema.js';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-app.js';
import { createImage, createPost, createUser } from '../../test/factories.js';
import { tempFolder } from '../../test/temp-folder.js';

let app: App;
let postId: string;
const webRoot = tempFolder('agora-web-');

beforeAll(async () => {
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head>\n<meta name="description" content="Agora: the community." />\n<title>Agora</title>\n</head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ webRoot });
  const author = await createUser(app, { name: 'Eleni', surname: 'Nikolaou' });
  const image = await createImage(app, author.id);
  postId = await createPost(app, author.id, {
    title: 'Robots & <script>alert(1)</script> "friends"',
    thumbnailId: image.id,
    content: [{ type: 'paragraph', value: 'We built a robot that sorts recycling.' }],
  });
});
afterAll(() => app.close());

describe('the HTML of public blog pages', () => {
  it('carries the post title, description and OpenGraph picture, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/blog-post/${postId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Robots &amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;friends&quot; · Agora</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<meta name="description" content="We built a robot that sorts recycling." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/blog-post/${postId}" />`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${TEST_ORIGIN}/media/[^"]+\\.webp" />`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers an unknown post with status 404 and the app, which shows the not-found message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await app.inject({ method: 'GET', url: `/blog-post/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('preloads the post and its picture with the page, so neither waits for the scripts', async () => {
    const html = (await app.inject({ method: 'GET', url: `/blog-post/${postId}` })).body;
    const post = (await app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/posts/${postId}" crossorigin="anonymous" />`);
    // The same candidates and sizes as the page's <img>, or the browser would fetch twice.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${post.thumbnail.src}" imagesrcset="${post.thumbnail.srcset}" imagesizes="${ARTICLE_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it('preloads a blog page\'s cards and its first picture, only on addresses the app keeps', async () => {
    const html = (await app.inject({ method: 'GET', url: '/blog/1' })).body;
    const first = (await app.inject({ method: 'GET', url: '/api/posts?page=1' })).json().posts[0];
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/posts?page=1" crossorigin="anonymous" />');
    expect(html).toContain(`imagesrcset="${first.thumbnail.srcset}" imagesizes="${CARD_IMAGE_SIZES}"`);
    for (const odd of ['/blog/01', '/blog/x', '/blog/0']) {
      expect((await app.inject({ method: 'GET', url: odd })).body, odd).not.toContain('rel="preload"');
    }
  });

  it('titles the blog list pages', async () => {
    expect((await app.inject({ method: 'GET', url: '/blog/1' })).body).toContain('<title>Blogs · Agora</title>');
    expect((await app.inject({ method: 'GET', url: '/blog/2' })).body).toContain('<title>Blogs, page 2 · Agora</title>');
  });

  it('sends compressed HTML to browsers that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: `/blog-post/${postId}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('feeds', () => {
  it('/feed.xml is an RSS feed of the newest posts', async () => {
    const response = await app.inject({ method: 'GET', url: '/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toContain('<rss version="2.0"');
    expect(response.body).toContain('<title>Robots &amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;friends&quot;</title>');
    expect(response.body).toContain(`<link>${TEST_ORIGIN}/blog-post/${postId}</link>`);
    expect(response.body).toContain('<dc:creator>Eleni Nikolaou</dc:creator>');
  });

  it('/sitemap.xml lists the home page, the blog pages and every post', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/</loc>`);
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/blog/1</loc>`);
    expect(response.body).toContain(`<loc>${TEST_ORIGIN}/blog-post/${postId}</loc>`);
  });

  it('stays valid XML when stored text holds characters XML cannot carry (written before they were refused)', async () => {
    const author = await createUser(app, { name: 'Ann', surname: 'Lee' });
    await app.db.update(profiles).set({ name: 'Ann\u0007' }).where(eq(profiles.userId, author.id));
    await createPost(app, author.id, { title: 'Bell\u0007 and \u0001escape\u001b news\uFFFE', thumbnailId: (await createImage(app, author.id)).id });
    const feed = (await app.inject({ method: 'GET', url: '/feed.xml' })).body;
    expect(feed).toContain('<title>Bell and escape news</title>');
    expect(feed).toContain('<dc:creator>Ann Lee</dc:creator>');
    // XML 1.0 allows tab, line feed, carriage return and the printable planes, nothing else.
    expect(feed).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
  });

  it('a new post appears in the feed at once', async () => {
    const author = await createUser(app);
    await createPost(app, author.id, { title: 'Fresh news', thumbnailId: (await createImage(app, author.id)).id });
    expect((await app.inject({ method: 'GET', url: '/feed.xml' })).body).toContain('<title>Fresh news</title>');
  });
});
