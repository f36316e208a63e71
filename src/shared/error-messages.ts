import {
  BLOCK_LIMITS,
  COLLABORATION_TITLE_MAX,
  CONSENT_NOTE_MAX,
  CLASS_LIST_MAX_ROWS,
  COMMENT_MAX,
  MODERATION_REASON_MAX,
  MENTIONS_MAX,
  CONTACT_LIMITS,
  GUARDIAN_REQUEST_TEXT_MAX,
  INVITATION_DAYS,
  INVITATION_USES_MAX,
  ITEM_TITLE_MAX,
  LEFT_AT_ONCE_MAX,
  LIVE_COLLABORATIONS_MAX,
  MAX_BLOCKS,
  MAX_MEMBERS_ADDED,
  MEMBER_NAME_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PICTURE_TAGS_MAX,
  POST_TITLE_MAX,
  PROFILE_LIMITS,
  PROJECT_LIMITS,
  PUPIL_RETENTION_YEARS,
  REVIEW_NOTE_MAX,
  REPORT_HIDE_THRESHOLD_MAX,
  REPORT_WORDS_MAX,
  REACTION_SET_MAX,
  REACTIONS_READ_MAX,
  WATCHED_PHRASE_MAX,
} from './constants.js';
import en from './texts/en/refusals.js';
import { fill } from './texts/translation.js';

/**
 * The refusals the API sends, each under a stable code, and the refused fields' codes. Their
 * words are in src/shared/texts/<language>/refusals.ts, once per language: the server sends the
 * English as `message` (and, for a refused field, in `fields`) for API clients; the browser shows
 * the reader's language's words for the code (the shell's `apiErrors` and `fieldErrors` are those
 * texts) with the same {{values}}, which the answer carries (`values`, and `issues` per field).
 *
 * Server code throws codes, never words (`badRequest('reset_link_expired')`), and a schema's
 * rule gives its code as its message (`fieldCode('title_required')`): the code travels to the
 * error handler as it is, which words it. A code is whatever has words in the English texts,
 * so adding a refusal is adding its words in every language (a missing one does not compile).
 */

/** A key of the texts without its plural form: 'too_many_requests' for 'too_many_requests_one' and '_other'. */
type PluralStem<K> = K extends `${infer Stem}_one` ? Stem : K extends `${infer Stem}_other` ? Stem : K;

/** The code of a refusal the API can send: each has words in every language (a 404's by what was not found). */
export type ErrorCode = PluralStem<keyof typeof en.errors> | 'not_found';

/** What a 404 may say was not found (its `what` value: `notFound('post')`), each with its English words. */
export const NOT_FOUND_WHAT = en.notFound;
export type NotFoundWhat = keyof typeof NOT_FOUND_WHAT;

/** The code of a refused field's words. */
export type FieldCode = keyof typeof en.fields;

/** What the words of a refusal name: a limit, a count, an address. */
export type MessageValues = Record<string, string | number>;

/** What an answer says of one refused field: its code, and the values its words name. */
export interface FieldIssue {
  code: FieldCode | string;
  values?: MessageValues;
}

/** The values a refused field's words name, by its code: the limits, kept beside the rules that set them. */
const FIELD_VALUES: Partial<Record<FieldCode, MessageValues>> = {
  password_too_short: { min: PASSWORD_MIN_LENGTH },
  password_too_long: { max: PASSWORD_MAX_LENGTH },
  name_too_long: { max: MEMBER_NAME_MAX },
  surname_too_long: { max: MEMBER_NAME_MAX },
  search_too_long: { max: 100 },
  live_topics_invalid: { max: LIVE_COLLABORATIONS_MAX },
  review_note_too_long: { max: REVIEW_NOTE_MAX },
  reaction_ids_invalid: { max: REACTIONS_READ_MAX },
  reaction_set_size: { max: REACTION_SET_MAX },
  mentions_too_many: { max: MENTIONS_MAX },
  consent_note_too_long: { max: CONSENT_NOTE_MAX },
  post_title_too_long: { max: POST_TITLE_MAX },
  collaboration_title_too_long: { max: COLLABORATION_TITLE_MAX },
  item_title_too_long: { max: ITEM_TITLE_MAX },
  too_many_blocks: { max: MAX_BLOCKS },
  title_block_too_long: { max: BLOCK_LIMITS.title },
  paragraph_too_long: { max: BLOCK_LIMITS.paragraph },
  bullets_too_long: { max: BLOCK_LIMITS.bullets },
  image_description_too_long: { max: BLOCK_LIMITS.alt },
  too_many_people: { max: MAX_MEMBERS_ADDED },
  too_many_tags: { max: PICTURE_TAGS_MAX },
  description_too_long: { max: PROFILE_LIMITS.description },
  telephone_too_long: { max: PROFILE_LIMITS.telephone },
  facebook_link_too_long: { max: PROFILE_LIMITS.link },
  instagram_link_too_long: { max: PROFILE_LIMITS.link },
  contact_name_too_long: { max: CONTACT_LIMITS.name },
  message_too_long: { max: CONTACT_LIMITS.message },
  invitation_days_invalid: { max: INVITATION_DAYS.max },
  invitation_uses_invalid: { max: INVITATION_USES_MAX },
  class_list_too_long: { max: CLASS_LIST_MAX_ROWS },
  guardian_request_reason_too_long: { max: GUARDIAN_REQUEST_TEXT_MAX },
  guardian_request_note_too_long: { max: GUARDIAN_REQUEST_TEXT_MAX },
  left_too_many: { max: LEFT_AT_ONCE_MAX },
  comment_too_long: { max: COMMENT_MAX },
  watched_phrase_too_long: { max: WATCHED_PHRASE_MAX },
  moderation_reason_too_long: { max: MODERATION_REASON_MAX },
  report_words_too_long: { max: REPORT_WORDS_MAX },
  report_threshold_invalid: { max: REPORT_HIDE_THRESHOLD_MAX },
  project_name_too_long: { max: PROJECT_LIMITS.name },
  project_description_too_long: { max: PROJECT_LIMITS.description },
  project_address_invalid: { max: PROJECT_LIMITS.slug },
  project_position_invalid: { max: PROJECT_LIMITS.position },
  project_picture_alt_too_long: { max: PROJECT_LIMITS.alt },
  project_pictures_too_many: { max: PROJECT_LIMITS.pictures },
  retention_years_invalid: { min: PUPIL_RETENTION_YEARS.min, max: PUPIL_RETENTION_YEARS.max },
};

const REFUSAL_WORDS: Readonly<Record<string, string>> = en.errors;
const ERROR_CODES = new Set<string>(['not_found', ...Object.keys(REFUSAL_WORDS).map((key) => key.replace(/_(one|other)$/, ''))]);

/** Whether `code` is a refusal of ours: a library's codes (better-auth's, Fastify's) may be. */
export function isErrorCode(code: string): code is ErrorCode {
  return ERROR_CODES.has(code);
}

/** The English words of a refusal, with its values filled in (the form its `count` asks for; a 404's by what was not found). */
export function errorMessage(code: ErrorCode, values: MessageValues = {}): string {
  if (code === 'not_found') return NOT_FOUND_WHAT[isNotFoundWhat(values.what) ? values.what : 'page'];
  const words = REFUSAL_WORDS[code] ?? REFUSAL_WORDS[`${code}_${values.count === 1 ? 'one' : 'other'}`]!;
  return fill(words, values);
}

/** Whether `what` is something a 404 may say was not found. */
export function isNotFoundWhat(what: unknown): what is NotFoundWhat {
  return typeof what === 'string' && Object.hasOwn(NOT_FOUND_WHAT, what);
}

/** A schema rule's message: the refused field's code, which its issue carries to the error handler (a code with no words does not compile). */
export function fieldCode(code: FieldCode): FieldCode {
  return code;
}

/** The code of a refused field from its zod issue's message: the code a rule of ours gave, else 'invalid' (zod's own words). */
export function issueCode(message: string | undefined): FieldCode {
  return message !== undefined && Object.hasOwn(en.fields, message) ? (message as FieldCode) : 'invalid';
}

/** The English words of a refused field, its values filled in: what the answer's `fields` say. */
export function fieldMessage(code: FieldCode): string {
  return fill(en.fields[code], FIELD_VALUES[code]);
}

/** What the answer's `issues` say of a refused field: its code, and the values its words name. */
export function fieldIssue(code: FieldCode): FieldIssue {
  const values = FIELD_VALUES[code];
  return values ? { code, values } : { code };
}
