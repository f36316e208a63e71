import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, siteSettings } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { tempFolder } from '../../test/temp-folder.js';

let app: App;
let adminCookie: string;
let adminId: string;
let memberCookie: string;
const webRoot = tempFolder('agora-web-');

beforeAll(async () => {
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta name="description" content="x" />\n<title>Agora</title>\n</head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ webRoot });
  const admin = await createUser(app, { admin: true });
  adminId = admin.id;
  adminCookie = await signIn(app, admin.email, admin.password);
  const member = await createUser(app);
  memberCookie = await signIn(app, member.email, member.password);
}, 120_000);
afterAll(() => app.close());

const settings = (method: 'GET' | 'PUT', cookie?: string, payload?: unknown) =>
  app.inject({ method, url: '/api/admin/site-settings', headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
/** The language and title of a page's HTML, as a reader with these headers gets it. */
async function pageFor(path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  return {
    lang: /<html lang="([a-z]+)"/.exec(response.body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(response.body)?.[1],
    vary: response.headers.vary,
    etag: response.headers.etag,
  };
}

describe('the language of the pages', () => {
  it("follows the reader's browser, their own choice over it, and the site's default without either", async () => {
    expect(await pageFor('/about', { 'accept-language': 'el-GR,el;q=0.9,en;q=0.5' })).toMatchObject({ lang: 'el', title: 'Σχετικά · Agora' });
    expect(await pageFor('/about', { 'accept-language': 'el-GR', cookie: 'agora_lang=en' })).toMatchObject({ lang: 'en', title: 'About · Agora' });
    expect(await pageFor('/about', { 'accept-language': 'de-DE', cookie: 'agora_lang=el' })).toMatchObject({ lang: 'el', title: 'Σχετικά · Agora' });
    expect(await pageFor('/about', { 'accept-language': 'de-DE' })).toMatchObject({ lang: 'en', title: 'About · Agora' });
  });

  it('says that an address reads differently by cookie and browser language, and tags each language apart', async () => {
    const greek = await pageFor('/contact', { 'accept-language': 'el' });
    const english = await pageFor('/contact', { 'accept-language': 'en' });
    expect(greek.vary).toContain('cookie');
    expect(greek.vary).toContain('accept-language');
    expect(greek.etag).not.toBe(english.etag);
  });

  it('speaks Greek in the site-wide parts of a page the server only describes (sign-in)', async () => {
    const page = await pageFor('/signin', { cookie: 'agora_lang=el' });
    expect(page).toMatchObject({ lang: 'el', title: 'Agora' });
    const html = (await app.inject({ method: 'GET', url: '/signin', headers: { cookie: 'agora_lang=el' } })).body;
    expect(html).toContain('<meta name="description" content="Agora: η κοινότητα του προγράμματος σχολικών δραστηριοτήτων μας." />');
  });
});

describe('the site settings', () => {
  it('are for administrators only: a visitor must sign in, a member is refused', async () => {
    expect((await settings('GET')).statusCode).toBe(401);
    expect((await settings('PUT', undefined, { defaultLanguage: 'el' })).statusCode).toBe(401);
    expect((await settings('GET', memberCookie)).statusCode).toBe(403);
    const refused = await settings('PUT', memberCookie, { defaultLanguage: 'el' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('admins_only');
    expect((await settings('GET', adminCookie)).json()).toEqual({ defaultLanguage: 'en' });
  });

  it('refuse a language the site does not speak, storing nothing', async () => {
    for (const payload of [{ defaultLanguage: 'de' }, { defaultLanguage: '' }, {}, { defaultLanguage: 3 }]) {
      const response = await settings('PUT', adminCookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields.defaultLanguage, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    expect(await app.db.select().from(siteSettings)).toEqual([]);
  });

  it("change the language of readers with no preference at once, audited, and leave everyone else's alone", async () => {
    const changed = await settings('PUT', adminCookie, { defaultLanguage: 'el' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ defaultLanguage: 'el' });
    expect((await settings('GET', adminCookie)).json()).toEqual({ defaultLanguage: 'el' });
    expect(await pageFor('/about', { 'accept-language': 'de-DE' })).toMatchObject({ lang: 'el', title: 'Σχετικά · Agora' });
    expect(await pageFor('/about')).toMatchObject({ lang: 'el' });
    expect(await pageFor('/about', { 'accept-language': 'en-GB' })).toMatchObject({ lang: 'en' });
    expect(await pageFor('/about', { cookie: 'agora_lang=en' })).toMatchObject({ lang: 'en' });
    // The feed, which no reader's choice reaches, speaks the site's language.
    const feed = (await app.inject({ method: 'GET', url: '/feed.xml' })).body;
    expect(feed).toContain('<language>el</language>');
    expect(feed).toContain('<title>Ιστολόγιο της Agora</title>');

    // Saving the same language again changes nothing and writes no second entry.
    expect((await settings('PUT', adminCookie, { defaultLanguage: 'el' })).statusCode).toBe(200);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'site.language_changed'));
    expect(entries).toEqual([expect.objectContaining({ actorId: adminId, targetType: 'site', details: { from: 'en', to: 'el' } })]);

    await settings('PUT', adminCookie, { defaultLanguage: 'en' });
    expect(await pageFor('/about', { 'accept-language': 'de-DE' })).toMatchObject({ lang: 'en' });
  });
});
