import {
  BLOCK_LIMITS,
  COLLABORATION_ACCESS_DENIED,
  COLLABORATION_TITLE_MAX,
  CONTACT_LIMITS,
  ITEM_TITLE_MAX,
  LIVE_COLLABORATIONS_MAX,
  MAX_BLOCKS,
  MAX_MEMBERS_ADDED,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POST_TITLE_MAX,
  PROFILE_LIMITS,
  REVIEW_NOTE_MAX,
} from './constants.js';

/**
 * The words of every refusal the API sends, in English, each under a stable code (issue 15).
 * The API sends the English as `message` (and, for a refused field, in `fields`) for API
 * clients; the browser shows its catalogue's words for the code instead (`apiErrors` and
 * `fieldErrors` in src/web/locales/<language>/shell.ts) with the same {{values}}, which the
 * answer carries (`values`, and `issues` per field). A text with a {{count}} has a form for
 * one and for more.
 *
 * Add a refusal here, with its code, before the server can send it (the server's factories
 * take codes, not words); a test checks that every language's catalogue has words for it.
 */
export const ERROR_MESSAGES = {
  // Who may do what.
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  admins_only: 'This is for administrators only.',
  reviewers_only: 'This is for teachers and administrators only.',
  review_not_waiting: 'This is not waiting for review any more.',
  review_changed: 'This was changed after you opened it. Please read it again before you decide.',
  own_work_review: 'Your own work is reviewed by another teacher or administrator.',
  collaboration_manage_denied: 'Only the creator of the collaboration, teachers and administrators can do that.',
  collaboration_waiting: 'This collaboration is waiting for review: its people, status, updates and help requests come once a teacher approves it.',
  own_items_revise: 'You can only change your own updates and help requests while they are not published.',
  collaboration_access_denied: COLLABORATION_ACCESS_DENIED,
  own_posts_edit: 'You can only edit your own posts.',
  own_posts_delete: 'You can only delete your own posts.',
  cross_site: 'This request did not come from this site.',
  wrong_site_address:
    "This page was opened at {{origin}}, but the site's address is set to {{publicUrl}}. Open the site at {{publicUrl}}, or ask its administrator to set PUBLIC_URL to {{origin}}.",

  // What is not there, or cannot be read.
  not_found: 'That {{what}} could not be found.',
  members_only: 'This post is for members only. Please sign in to read it.',
  validation_failed: 'Please check the information you entered.',
  bad_request: 'That request could not be read.',
  bad_url: 'That address is not valid.',
  headers_too_large: 'The request headers are too large.',
  fst_err_ctp_body_too_large: 'That request is too large.',
  fst_err_ctp_invalid_media_type: 'That kind of content is not accepted here.',
  fst_err_ctp_invalid_content_length: 'The request was cut short. Please try again.',
  fst_err_ctp_empty_json_body: 'The request had no content.',
  fst_err_ctp_invalid_json_body: 'The request could not be read (it is not valid JSON).',
  fst_err_validation: 'Please check the information you entered.',

  // The server itself.
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
  database_unavailable: 'The site cannot reach its database just now. Please try again in a moment.',
  unavailable: 'The database is not answering.',
  too_many_requests: {
    one: 'Too many attempts. Please wait {{count}} minute and try again.',
    other: 'Too many attempts. Please wait {{count}} minutes and try again.',
  },

  // Pictures.
  image_queue_full: 'The server is busy processing other pictures. Please try again in a few seconds.',
  unsupported_image: 'That file is not an image we accept. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  image_too_large: 'That picture is too large: at most 40 megapixels, please.',
  image_too_long: 'That picture is too long and thin to show. Please crop it and try again.',
  unreadable_image: 'That picture could not be read; the file may be damaged or incomplete. Please try another one.',
  file_too_large: 'That file is too large: pictures can be at most 10 MB.',
  no_file: 'Please choose a picture to upload.',
  one_file_only: 'Please send one picture at a time, in the form field named "file".',
  not_multipart: 'Please send the picture as a file upload (multipart/form-data).',
  unreadable_upload: 'The upload could not be read. Please try again.',
  photo_not_ours: 'Please choose a photo uploaded to this site.',

  // Accounts and signing in.
  email_in_use: 'An account with the email {{email}} already exists.',
  own_account: 'You cannot disable your own account.',
  last_admin: 'This is the last administrator: make someone else an administrator first.',
  mail_not_configured: "This site cannot send email, so a forgotten password is reset by the programme's administrators. Please ask one of them.",
  reset_failed: 'The link could not be sent just now. Please try again in a moment.',
  reset_link_expired: 'This link has expired or was already used. Please ask for a new one.',
  sign_in_step_expired: 'This sign-in step has expired. Please start again with your password.',
  code_already_used: 'This code has already been used. Please wait for the next one and enter it.',
  sign_in_wait_seconds: {
    one: 'Too many failed sign-in attempts. Please wait {{count}} second and try again.',
    other: 'Too many failed sign-in attempts. Please wait {{count}} seconds and try again.',
  },
  sign_in_wait_minutes: {
    one: 'Too many failed sign-in attempts. Please wait {{count}} minute and try again.',
    other: 'Too many failed sign-in attempts. Please wait {{count}} minutes and try again.',
  },
  auth_error: 'Signing in did not work. Please try again.',
  // better-auth's own refusals that reach the browser through our routes, in its words.
  invalid_email_or_password: 'Invalid email or password',
  banned_user: "This account is disabled. Please ask the programme's administrators for help.",
  invalid_password: 'Invalid password',
  password_too_short: 'Password too short',
  password_too_long: 'Password too long',
  invalid_token: 'Invalid token',
  session_expired: 'Session expired. Re-authenticate to perform this action.',
  invalid_code: 'Invalid code',
  invalid_backup_code: 'Invalid backup code',
  invalid_two_factor_cookie: 'Invalid two factor cookie',
  too_many_attempts_request_new_code: 'Too many attempts. Please request a new code.',
  account_temporarily_locked: 'Too many failed verification attempts. Your account is temporarily locked. Please try again later.',
  totp_not_enabled: 'TOTP not enabled',
  two_factor_not_enabled: "Two factor isn't enabled",
  backup_codes_not_enabled: "Backup codes aren't enabled",

  // Posts and collaborations.
  already_unpublished: 'This post is already unpublished.',
  already_published: 'This post is already published.',
  own_erasure: 'You cannot erase your own account here.',
  unknown_person: 'Someone you picked no longer has an account. Please reload and choose again.',
  already_members: 'Already executing this collaboration: {{names}}.',
  creator_stays: 'You started this collaboration, so you cannot leave it. Delete it if it should end.',
  not_a_member: 'You are not a member of this collaboration.',
} as const satisfies Record<string, Words>;

/** The code of a refusal the API can send. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** What a 404 may say was not found (its `what` value), each with its English name. */
export const NOT_FOUND_WHAT = {
  page: 'page',
  address: 'address',
  account: 'account',
  member: 'member',
  post: 'post',
  collaboration: 'collaboration',
  deleted_collaboration: 'deleted collaboration',
  item: 'item',
  change: 'change waiting for review',
  message: 'message',
  notification: 'notification',
} as const;
export type NotFoundWhat = keyof typeof NOT_FOUND_WHAT;

/**
 * The words of a refused field, under a stable code: each is the message of a rule of a
 * schema in src/shared/schemas (`fieldMessage(code)`), or of a check the server makes itself.
 * `values` are what the words name (a limit); the answer carries them with the code.
 */
export const FIELD_MESSAGES = {
  invalid: { text: 'This value is not accepted.' },
  control_characters: { text: 'This text holds characters that cannot be stored (control characters). Please remove them.' },

  // Signing in and accounts.
  email_required: { text: 'Please enter your email.' },
  email_address_required: { text: 'Please enter an email address.' },
  email_too_long: { text: 'That email is too long.' },
  email_invalid: { text: 'That is not a valid email address.' },
  email_example: { text: 'Please enter a valid email address, such as name@example.com.' },
  email_in_use: { text: 'This email is already in use.' },
  password_required: { text: 'Please enter your password.' },
  current_password_required: { text: 'Please enter your current password.' },
  password_field_too_long: { text: 'That password is too long.' },
  password_too_short: { text: 'The password must be at least {{min}} characters long.', values: { min: PASSWORD_MIN_LENGTH } },
  password_too_long: { text: 'The password must be at most {{max}} characters long.', values: { max: PASSWORD_MAX_LENGTH } },
  password_too_simple: { text: 'The password is too easy to guess: use more different characters.' },
  name_required: { text: 'Please enter a name.' },
  name_too_long: { text: 'The name must be at most {{max}} characters long.', values: { max: 80 } },
  surname_required: { text: 'Please enter a surname.' },
  surname_too_long: { text: 'The surname must be at most {{max}} characters long.', values: { max: 80 } },
  role_invalid: { text: 'Choose admin, teacher or member.' },
  code_required: { text: 'Please enter the code.' },
  code_too_long: { text: 'That code is too long.' },
  code_method_invalid: { text: 'Choose the app code or a backup code.' },
  link_incomplete: { text: 'This link is not complete. Please open the whole link from the email.' },
  link_expired: { text: 'This link has expired or was already used.' },
  search_too_long: { text: 'Search for at most {{max}} characters.', values: { max: 100 } },
  search_required: { text: 'Type a word to search for.' },
  notification_cursor_invalid: { text: 'That is not a notification to list from.' },
  digest_choice_invalid: { text: 'Choose whether to get a daily email: true or false.' },
  search_kind_invalid: { text: 'Choose what to search: all, posts, collaborations, help, updates or members.' },
  language_invalid: { text: 'Choose el or en.' },
  live_topics_invalid: { text: 'Follow the board or at most {{max}} collaborations, by their ids.', values: { max: LIVE_COLLABORATIONS_MAX } },

  // Content.
  title_required: { text: 'Please add a title.' },
  audience_invalid: { text: 'Choose who may read it: everyone or members.' },
  review_note_required: { text: 'Please write a note saying what to change.' },
  review_note_too_long: { text: 'The note can be at most {{max}} characters long.', values: { max: REVIEW_NOTE_MAX } },
  review_version_required: { text: 'Please say which version you read: open it again and decide.' },
  needs_review_invalid: { text: 'Choose whether this member needs review: true or false.' },
  post_title_too_long: { text: 'The title can be at most {{max}} characters long.', values: { max: POST_TITLE_MAX } },
  collaboration_title_too_long: { text: 'The title can be at most {{max}} characters long.', values: { max: COLLABORATION_TITLE_MAX } },
  item_title_too_long: { text: 'The title can be at most {{max}} characters long.', values: { max: ITEM_TITLE_MAX } },
  thumbnail_required: { text: 'Please choose a thumbnail.' },
  thumbnail_not_ours: { text: 'Please choose a thumbnail uploaded to this site.' },
  thumbnail_not_yours: { text: 'Please choose a thumbnail you uploaded yourself.' },
  content_required: { text: 'Please add some content.' },
  too_many_blocks: { text: 'At most {{max}} blocks, please.', values: { max: MAX_BLOCKS } },
  block_kind_invalid: { text: 'A block must be a title, paragraph, bullets or image.' },
  text_blocks_only: { text: 'Updates and help requests hold title, paragraph and bullets blocks only.' },
  title_block_required: { text: 'Every title block needs text.' },
  paragraph_required: { text: 'Every paragraph needs text.' },
  bullets_required: { text: 'Every bullet list needs text.' },
  title_block_too_long: { text: 'A title block can be at most {{max}} characters long.', values: { max: BLOCK_LIMITS.title } },
  paragraph_too_long: { text: 'A paragraph can be at most {{max}} characters long.', values: { max: BLOCK_LIMITS.paragraph } },
  bullets_too_long: { text: 'A bullet list can be at most {{max}} characters long.', values: { max: BLOCK_LIMITS.bullets } },
  image_not_ours: { text: 'Images must be uploaded to this site.' },
  image_not_yours: { text: 'Please use pictures you uploaded yourself.' },
  image_description_too_long: { text: 'A description of an image can be at most {{max}} characters long.', values: { max: BLOCK_LIMITS.alt } },
  upload_folder_invalid: { text: 'Choose where the image goes: blog, profile or collaboration.' },

  // Collaborations.
  status_invalid: { text: 'Choose active, inactive or completed.' },
  people_required: { text: 'Please select at least one person to add.' },
  too_many_people: { text: 'At most {{max}} people at a time, please.', values: { max: MAX_MEMBERS_ADDED } },
  person_unknown: { text: 'Unknown person.' },
  erase_posts_choice: { text: 'Choose whether their posts are kept or deleted.' },
  successor_required: { text: 'Choose who takes on the collaborations they created.' },
  successor_invalid: { text: 'Choose another member to take on their collaborations.' },
  person_already_member: { text: 'Already a member.' },
  item_kind_invalid: { text: 'Choose update or help.' },

  // Profiles.
  description_required: { text: 'Please fill in the description field' },
  description_too_long: { text: 'The description can be at most {{max}} characters long.', values: { max: PROFILE_LIMITS.description } },
  telephone_too_long: { text: 'The telephone number can be at most {{max}} characters long.', values: { max: PROFILE_LIMITS.telephone } },
  telephone_invalid: { text: 'A telephone number holds digits and spaces, with an optional + at the start.' },
  facebook_link_invalid: { text: 'Facebook must be a link starting with http:// or https://' },
  facebook_link_too_long: { text: 'The Facebook link can be at most {{max}} characters long.', values: { max: PROFILE_LIMITS.link } },
  instagram_link_invalid: { text: 'Instagram must be a link starting with http:// or https://' },
  instagram_link_too_long: { text: 'The Instagram link can be at most {{max}} characters long.', values: { max: PROFILE_LIMITS.link } },
  photo_not_ours: { text: 'Please choose a photo uploaded to this site.' },

  // The contact form.
  contact_name_required: { text: 'Please enter your name.' },
  contact_name_too_long: { text: 'Your name can be at most {{max}} characters long.', values: { max: CONTACT_LIMITS.name } },
  contact_email_required: { text: 'Please enter your email address.' },
  contact_email_too_long: { text: 'That email address is too long.' },
  message_required: { text: 'Please write a message.' },
  message_too_long: { text: 'Your message can be at most {{max}} characters long.', values: { max: CONTACT_LIMITS.message } },
} as const satisfies Record<string, { text: string; values?: MessageValues }>;

/** The code of a refused field's words. */
export type FieldCode = keyof typeof FIELD_MESSAGES;

/** Words in one form, or in a form for one and one for more (by the `count` they are given). */
type Words = string | { one: string; other: string };

/** What the words of a refusal name: a limit, a count, an address. */
export type MessageValues = Record<string, string | number>;

/** What an answer says of one refused field: its code, and the values its words name. */
export interface FieldIssue {
  code: FieldCode | string;
  values?: MessageValues;
}

/** `text` with each {{name}} replaced by its value; an unknown name is left as written. */
export function fillIn(text: string, values: MessageValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English words of a refusal, with its values filled in (and the form its `count` asks for). */
export function errorMessage(code: ErrorCode, values: MessageValues = {}): string {
  const words: Words = ERROR_MESSAGES[code];
  const text = typeof words === 'string' ? words : values.count === 1 ? words.one : words.other;
  return fillIn(text, values);
}

/** The English words of a refused field, its values filled in: the message a schema rule gives. */
export function fieldMessage(code: FieldCode): string {
  const entry: { text: string; values?: MessageValues } = FIELD_MESSAGES[code];
  return fillIn(entry.text, entry.values);
}

const FIELD_CODE_BY_MESSAGE = new Map<string, FieldCode>(
  (Object.keys(FIELD_MESSAGES) as FieldCode[]).map((code) => [fieldMessage(code), code]),
);

/**
 * The code and values of a refused field from the message a schema gave it (every rule's
 * message comes from `fieldMessage`); 'invalid' for words of zod's own, which no rule of ours wrote.
 */
export function fieldIssueOf(message: string): FieldIssue {
  const code = FIELD_CODE_BY_MESSAGE.get(message) ?? 'invalid';
  const values = (FIELD_MESSAGES[code] as { values?: MessageValues }).values;
  return values ? { code, values } : { code };
}
