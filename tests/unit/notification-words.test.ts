import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages.js';
import { serverTexts } from '../../src/server/core/i18n/texts.js';

/** The shell part of the app's catalogue in one language (the bell's words are there). */
async function shell(language: Language) {
  const parts = import.meta.glob<{ default: { notifications: { kind: Record<string, string>; status: Record<string, string>; someone: string } } }>(
    '../../src/web/locales/*/shell.ts',
  );
  return (await parts[`../../src/web/locales/${language}/shell.ts`]!()).default.notifications;
}

// The daily email (server texts) and the bell (the app's catalogue) tell of the same things:
// a member must read the same sentence in both.
describe('the words of a notification', () => {
  it.each(LANGUAGES)('read the same in the daily email as in the bell, in %s', async (language) => {
    const mail = serverTexts(language).mail.notificationDigest;
    const web = await shell(language);
    expect({ kind: mail.kind, status: mail.status, someone: mail.someone }).toEqual({ kind: web.kind, status: web.status, someone: web.someone });
  });
});
