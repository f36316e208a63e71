import { AUDIT_PERSON_DETAILS } from '../../../../shared/constants.js';

/** Details that are moments (the end of a ban from commenting): written as the reader's dates. */
const DATE_DETAILS: ReadonlySet<string> = new Set(['until']);

/**
 * Details whose values are codes the catalogue words (a role, a status, a language, an outcome);
 * the others are what people wrote (a title, a reason) or counts. A moderator's reason is their
 * own words, but a member's report gives one of the reasons offered, a code.
 */
const CODED_DETAILS: ReadonlySet<string> = new Set(['from', 'to', 'previousStatus', 'status', 'role', 'via', 'secondFactor', 'kind', 'outcome', 'level', 'request', 'action', 'content', 'reason']);

const PERSON_DETAILS: ReadonlySet<string> = new Set(AUDIT_PERSON_DETAILS);

/** What the audit screen needs to write an entry's details in the reader's language. */
export interface DetailWords {
  /** `admin.detailNames`: a word for every key (AUDIT_DETAIL_KEYS; a test holds them to it). */
  names: Record<string, string>;
  /** `admin.detailValues`: words for codes that read the same whichever detail holds them. */
  values: Record<string, string>;
  /** `admin.detailValuesOf`: words for codes by the detail that holds them. */
  valuesOf: Record<string, Record<string, string>>;
  yes: string;
  no: string;
  /** What a person is called whose account is gone (erased): their id names nobody now. */
  formerMember: string;
  /** The names of the people the entry mentions, by id (the server's `people`). */
  people: ReadonlyMap<string, string>;
  formatDateTime: (iso: string) => string;
}

/** The catalogue's word for something an entry recorded; what it has no word for, as recorded (a title, an email). */
export const wordFor = (words: Record<string, string>, key: string) => (Object.hasOwn(words, key) ? words[key]! : key);

/** A detail's name in the reader's language. */
export const detailName = (key: string, words: DetailWords) => wordFor(words.names, key);

/**
 * A detail as words: people by name (a "Former member" for one erased since), a moment as a
 * date, a yes or no, a code's word, a list item by item, a setting (a retention's years and
 * content) part by part; what people wrote as they wrote it.
 */
export function detailText(key: string, value: unknown, words: DetailWords): string {
  if (PERSON_DETAILS.has(key)) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map((id) => (typeof id === 'string' && words.people.get(id)) || words.formerMember).join(', ');
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (DATE_DETAILS.has(key)) return words.formatDateTime(value) || value;
    if (!CODED_DETAILS.has(key)) return value;
    const own = words.valuesOf[key];
    return own && Object.hasOwn(own, value) ? own[value]! : wordFor(words.values, value);
  }
  if (Array.isArray(value)) return value.map((item) => detailText(key, item, words)).join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([inner, innerValue]) => `${detailName(inner, words)}: ${detailText(inner, innerValue, words)}`)
      .join(', ');
  }
  return JSON.stringify(value) ?? '';
}
