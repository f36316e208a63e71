import { z } from 'zod';
import { fieldCode } from '../error-messages.js';

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** C0 and C1 control characters (NUL and DEL among them): no line of text holds one. */
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** The same for text of several lines, which may hold tabs and line breaks. */
const CONTROL_IN_BLOCK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/**
 * Invisible characters that make one text look like another: direction overrides,
 * embeddings and isolates (U+202A–202E, U+2066–2069), direction marks, zero-width spaces,
 * word joiners and the byte-order mark. They are removed, not refused, since they mostly
 * arrive by pasting. The zero-width joiner and non-joiner stay: emoji and several scripts
 * need them.
 */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** What a field with a control character is refused with (400, at the field). */
const CONTROL_CHARACTERS = fieldCode('control_characters');

const withoutInvisible = (value: string) => value.replace(INVISIBLE, '');

/**
 * A line of text from a person (a title, a name, an email): invisible characters removed,
 * control characters refused. Chain .trim(), .min(), .max() on it as on z.string().
 */
export function lineText(params?: { error?: string }) {
  return z
    .string(params)
    .overwrite(withoutInvisible)
    .refine((value) => !CONTROL_IN_LINE.test(value), { message: CONTROL_CHARACTERS, abort: true });
}

/** Text of several lines (a paragraph, a message): like lineText, but tabs and line breaks are welcome. */
export function blockText(params?: { error?: string }) {
  return z
    .string(params)
    .overwrite(withoutInvisible)
    .refine((value) => !CONTROL_IN_BLOCK.test(value), { message: CONTROL_CHARACTERS, abort: true });
}

/** Half of a UTF-16 pair without its other half: no encoding can store it (PostgreSQL refuses it in JSON). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `value` could never be stored, whatever the field: a NUL (PostgreSQL's text holds
 * none) or a lone surrogate. The server refuses such a value in every field, query and
 * address before any route sees it (plugins/text-rule.ts); the fields' own rules above refuse
 * the other control characters, with the same words.
 */
export function isUnstorable(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Whether `value` holds a control character no stored text may hold (for text built outside a schema). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_IN_BLOCK.test(value);
}
