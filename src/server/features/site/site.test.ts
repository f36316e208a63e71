import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { siteImages } from '../../core/db/schema.js';
import { buildTestApp } from '../../test/build-app.js';
import { ensureFirstProjects } from '../projects/first-projects.js';
import { ensureSiteImages } from './site-images.js';
import { tempFolder } from '../../test/temp-folder.js';

let app: App;
const webRoot = tempFolder('agora-web-');

beforeAll(async () => {
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head>\n<meta name="description" content="x" />\n<title>Agora</title>\n</head><body><div id="root"></div></body></html>');
  app = await buildTestApp({ webRoot });
  await ensureSiteImages({ db: app.db, storage: app.mediaStorage });
  await ensureFirstProjects(app.db);
}, 120_000);
afterAll(() => app.close());

describe('the public site', () => {
  it('has three carousel, six gallery pictures and the four first projects with theirs, served from media storage', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    const site = response.json();
    expect(site.carousel).toHaveLength(3);
    expect(site.gallery).toHaveLength(6);
    expect(site.projects).toHaveLength(4);
    expect(site.projects[0]).toMatchObject({ slug: 'project-1', name: { en: 'Project 1', el: 'Έργο 1' }, picture: { src: expect.stringMatching(/^\/media\/site\//) } });
    expect(site.carousel[0]).toMatchObject({ width: 1600, height: 900, src: expect.stringMatching(/^\/media\/site\/.+-1600\.webp$/) });
    const served = await app.inject({ method: 'GET', url: site.carousel[0].src });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('draws the pictures once: a second start adds nothing', async () => {
    const before = await app.db.select().from(siteImages);
    await ensureSiteImages({ db: app.db, storage: app.mediaStorage });
    expect(await app.db.select().from(siteImages)).toEqual(before);
  });

  it('preloads the first carousel picture in the home page HTML', async () => {
    const site = (await app.inject({ method: 'GET', url: '/api/site' })).json();
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain(`<link rel="preload" as="image" href="${site.carousel[0].src}"`);
    expect(html).toContain('imagesizes="100vw" fetchpriority="high"');
    expect(html).toContain('<title>Agora · School activities programme</title>');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/site" crossorigin="anonymous" />');
  });

  it('titles the other public pages', async () => {
    for (const [path, title] of [
      ['/about', 'About · Agora'],
      ['/project', 'Projects · Agora'],
      ['/contact', 'Contact · Agora'],
      ['/privacy', 'Privacy Policy · Agora'],
      ['/licensing', 'Licensing · Agora'],
    ]) {
      expect((await app.inject({ method: 'GET', url: path! })).body, path).toContain(`<title>${title}</title>`);
    }
  });
});
