import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CONSENT_LEVELS,
  AUDIT_DETAIL_KEYS,
  COLLABORATION_ITEM_KINDS,
  COLLABORATION_STATUSES,
  CONSENT_KINDS,
  FORMER_PUPIL_CONTENT,
  GUARDIAN_REQUEST_KINDS,
  GUARDIAN_REQUEST_OUTCOMES,
  IMAGE_CONSENT_LEVELS,
  INVITATION_KINDS,
  INVITATION_ROLES,
  REPORT_REASONS,
  ROLES,
  WATCHED_WORD_ACTIONS,
  type ReportOutcome,
} from '../../../../shared/constants.js';
import { LANGUAGES } from '../../../../shared/languages.js';
import el from '../../../locales/el/admin';
import en from '../../../locales/en/admin';
import { detailName, detailText, type DetailWords } from './audit-details';

const CATALOGUES = { en: en.admin, el: el.admin };
const REPORT_OUTCOMES: readonly ReportOutcome[] = ['dismissed', 'hidden', 'deleted'];

/** The codes the server writes as details' values, the same whichever detail holds them. */
const SHARED_CODES = [...ROLES, ...INVITATION_ROLES, ...COLLABORATION_STATUSES, ...COLLABORATION_ITEM_KINDS, ...INVITATION_KINDS, ...CONSENT_KINDS, ...GUARDIAN_REQUEST_KINDS, ...LANGUAGES, 'totp', 'backup', 'cli'];
/** The codes whose word depends on the detail that holds them. */
const CODES_OF: Record<string, readonly string[]> = {
  outcome: [...GUARDIAN_REQUEST_OUTCOMES, ...REPORT_OUTCOMES],
  level: [...ACCOUNT_CONSENT_LEVELS, ...IMAGE_CONSENT_LEVELS],
  action: WATCHED_WORD_ACTIONS,
  content: FORMER_PUPIL_CONTENT,
  reason: REPORT_REASONS,
};

const words = (overrides: Partial<DetailWords> = {}): DetailWords => ({
  names: en.admin.detailNames,
  values: en.admin.detailValues,
  valuesOf: en.admin.detailValuesOf,
  yes: en.admin.detailYes,
  no: en.admin.detailNo,
  formerMember: 'Former member',
  people: new Map([['u-eleni', 'Eleni Papa']]),
  formatDateTime: (iso) => `on ${iso.slice(0, 10)}`,
  ...overrides,
});

describe('the words of the audit log', () => {
  it.each(Object.entries(CATALOGUES))('name every detail the server may write, in %s', (_language, catalogue) => {
    const unnamed = AUDIT_DETAIL_KEYS.filter((key) => !Object.hasOwn(catalogue.detailNames, key));
    expect(unnamed).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('word every code the server writes as a detail, in %s', (_language, catalogue) => {
    const unworded = SHARED_CODES.filter((code) => !Object.hasOwn(catalogue.detailValues, code));
    for (const [key, codes] of Object.entries(CODES_OF)) {
      const own: Record<string, string> = (catalogue.detailValuesOf as Record<string, Record<string, string>>)[key] ?? {};
      unworded.push(...codes.filter((code) => !Object.hasOwn(own, code)).map((code) => `${key}: ${code}`));
    }
    expect(unworded).toEqual([]);
  });
});

describe('detailText', () => {
  it('names a person by their name, and one whose account was erased as a former member', () => {
    expect(detailText('guardianId', 'u-eleni', words())).toBe('Eleni Papa');
    expect(detailText('pupilIds', ['u-eleni', 'u-gone'], words())).toBe('Eleni Papa, Former member');
  });

  it('writes a moment with the reader’s date format', () => {
    expect(detailText('until', '2025-03-05T10:00:00.000Z', words())).toBe('on 2025-03-05');
  });

  it('writes yes or no for a yes-or-no detail', () => {
    expect(detailText('onPaper', true, words())).toBe('yes');
    expect(detailText('underFifteen', false, words())).toBe('no');
  });

  it('words a code by the detail that holds it, and leaves what people wrote as written', () => {
    expect(detailText('outcome', 'dismissed', words())).toBe('left as it was');
    expect(detailText('status', 'deleted', words())).toBe('deleted');
    expect(detailText('role', 'guardian', words())).toBe('guardian');
    expect(detailText('title', 'guardian', words())).toBe('guardian');
    expect(detailText('reason', 'Rude words to a classmate', words())).toBe('Rude words to a classmate');
  });

  it('writes a setting part by part, and a list item by item', () => {
    expect(detailText('to', { years: 3, content: 'remove' }, words())).toBe('school years: 3, their work: removed');
    expect(detailText('set', ['👍', '🎉'], words())).toBe('👍, 🎉');
  });

  it('keeps a key the catalogue has no word for as it is', () => {
    expect(detailName('somethingNew', words())).toBe('somethingNew');
    expect(detailName('keptPosts', words({ names: el.admin.detailNames }))).toBe('διατήρηση αναρτήσεων');
  });
});
