import { beforeAll, describe, expect, it } from 'vitest';
import el from '../locales/el/shell';
import en from '../locales/en/shell';
import { ApiError, parseApiError } from './api-client';
import { addMessages, i18n } from './i18n';

beforeAll(async () => {
  addMessages('en', en);
  addMessages('el', el);
  await i18n.changeLanguage('en');
});

const inLanguage = async <T>(language: 'el' | 'en', read: () => T): Promise<T> => {
  await i18n.changeLanguage(language);
  return read();
};

describe("an API refusal's words", () => {
  it("are the catalogue's for its code, in the reader's language, and change with it", async () => {
    const error = parseApiError(403, { error: { code: 'own_posts_edit', message: 'You can only edit your own posts.' } });
    expect(await inLanguage('en', () => error.message)).toBe('You can only edit your own posts.');
    expect(await inLanguage('el', () => error.message)).toBe('Μπορείτε να επεξεργάζεστε μόνο τις δικές σας αναρτήσεις.');
    expect(error.serverMessage).toBe('You can only edit your own posts.');
  });

  it('fill in the values the answer carried, in the form its count asks for', async () => {
    const error = parseApiError(429, { error: { code: 'too_many_requests', message: 'Too many attempts. Please wait 1 minute and try again.', values: { count: 1 } } });
    expect(await inLanguage('el', () => error.message)).toBe('Πάρα πολλές προσπάθειες. Περιμένετε 1 λεπτό και δοκιμάστε ξανά.');
    const more = parseApiError(429, { error: { code: 'too_many_requests', message: '…', values: { count: 10 } } });
    expect(await inLanguage('el', () => more.message)).toBe('Πάρα πολλές προσπάθειες. Περιμένετε 10 λεπτά και δοκιμάστε ξανά.');
    expect(await inLanguage('en', () => more.message)).toBe('Too many attempts. Please wait 10 minutes and try again.');
  });

  it('name each refused field in its own words, and a single one speaks for the whole', async () => {
    const error = parseApiError(400, {
      error: {
        code: 'validation_failed',
        message: 'The title can be at most 150 characters long.',
        fields: { title: 'The title can be at most 150 characters long.' },
        issues: { title: { code: 'post_title_too_long', values: { max: 150 } } },
      },
    });
    expect(await inLanguage('el', () => error.fields)).toEqual({ title: 'Ο τίτλος μπορεί να έχει έως 150 χαρακτήρες.' });
    expect(await inLanguage('el', () => error.message)).toBe('Ο τίτλος μπορεί να έχει έως 150 χαρακτήρες.');
    expect(await inLanguage('en', () => error.fields)).toEqual({ title: 'The title can be at most 150 characters long.' });
  });

  it('say what was not found, and a code the catalogue does not know reads in English as the server wrote it, in Greek in general words', async () => {
    const missing = parseApiError(404, { error: { code: 'not_found', message: 'That post could not be found.', values: { what: 'post' } } });
    expect(await inLanguage('el', () => missing.message)).toBe('Η ανάρτηση δεν βρέθηκε.');
    const strange = parseApiError(418, { error: { code: 'teapot', message: 'I am a teapot.' } });
    expect(await inLanguage('en', () => strange.message)).toBe('I am a teapot.');
    expect(await inLanguage('el', () => strange.message)).toBe('Κάτι πήγε στραβά (σφάλμα 418). Δοκιμάστε ξανά.');
  });

  it("cover the browser's own failures, and answers that are not ours", async () => {
    expect(await inLanguage('el', () => new ApiError(0, 'network_error', '').message)).toMatch(/^Δεν ήταν δυνατή η επικοινωνία/);
    expect(await inLanguage('el', () => parseApiError(502, '<html>proxy</html>').message)).toBe('Κάτι πήγε στραβά στον διακομιστή (σφάλμα 502). Δοκιμάστε ξανά.');
  });
});
