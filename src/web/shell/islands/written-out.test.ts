import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT } from '../../../server/core/auth/signed-in-hint.js';
import { PAGE_STATE_ID } from '../../../shared/page-data.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../../shared/languages.js';
import { pagePath } from '../../../shared/pages.js';
import { ISLAND_LANGUAGE_COOKIE, ISLAND_LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './language-switch.js';

// The boot script and its islands import nothing of the app (each import would hang a chunk on
// the page's one script), so they write a few names out: these hold them to the originals.
const WEB = join(import.meta.dirname, '..', '..');
const source = (file: string) => readFileSync(join(WEB, file), 'utf8');

describe('names the boot script and the islands write out', () => {
  it('the language cookie and its life', () => {
    expect(ISLAND_LANGUAGE_COOKIE).toBe(LANGUAGE_COOKIE);
    expect(ISLAND_LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(LANGUAGE_COOKIE_MAX_AGE_SECONDS);
  });

  it('the signed-in hint, in the boot script and in the session’s hook', () => {
    expect(source('boot.ts')).toContain(`${SIGNED_IN_HINT}=1`);
    expect(source('lib/session.ts')).toContain(`${SIGNED_IN_HINT}=1`);
  });

  it('the page state’s id', () => {
    expect(source('boot.ts')).toContain(`'${PAGE_STATE_ID}'`);
  });

  it('a project’s address: the projects’ page’s, then its slug (the phone menu’s island makes it so)', () => {
    expect(pagePath('projectSpace', { slug: 'robotics' })).toBe(`${pagePath('project')}/robotics`);
  });
});
