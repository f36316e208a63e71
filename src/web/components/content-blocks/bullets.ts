import { BULLET } from '../../../shared/constants.js';

// The marker as typed or pasted: "• ", a bare "•", or the "-" and "*" of plain-text lists.
const LEADING_MARKER = /^\s*(?:•|-|\*)\s?/;

/** The items of a bullets block: its lines without their markers, blank lines dropped. */
export function bulletLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(LEADING_MARKER, '').trim())
    .filter((line) => line !== '');
}

/** A bullets block's text in its stored form: every item on its own line after BULLET. */
export function toBulletText(lines: readonly string[]): string {
  return lines.map((line) => BULLET + line).join('\n');
}
