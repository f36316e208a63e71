import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { readSiteLanguage, setFirstRunLanguage, writeSiteLanguage } from './site-language.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe("the installer's language (SITE_LANGUAGE)", () => {
  it('is the site’s on a new database, and never undoes an administrator’s choice once there are accounts', async () => {
    expect(await readSiteLanguage(app.db)).toBe('en');
    expect(await setFirstRunLanguage(app.db, 'el')).toBe(true);
    expect(await readSiteLanguage(app.db)).toBe('el');

    await createUser(app);
    // An administrator chose English; a restart with SITE_LANGUAGE=el leaves it so.
    await writeSiteLanguage(app.db, 'en');
    expect(await setFirstRunLanguage(app.db, 'el')).toBe(false);
    expect(await readSiteLanguage(app.db)).toBe('en');
  });
});
