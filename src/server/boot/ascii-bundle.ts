/**
 * Makes the server's bundle ASCII, for scripts/bundle-server.mjs (decision 0067).
 *
 * V8 keeps a source with one character above 127 as two bytes per character: the 5.5 MB bundle
 * became 11 MB, decoded from UTF-8 and copied again when wrapped, at every start. esbuild already
 * escapes strings and names; what it leaves are comments, regular expressions and tagged
 * templates. An ASCII file is read as Latin-1, straight into a one-byte string.
 *
 * A `\u` escape means the character it stands for in a string, a template, a regular expression
 * (a pair of them, one character, under the `u` flag) and an identifier, and a comment's text
 * means nothing. A tagged template is the exception: its tag may read the raw text, where the
 * escape stays six characters. So a character above 127 in one fails the build instead, asking
 * for the escape to be written in the source.
 *
 * Build-time only: the server never imports this module, so acorn stays out of its bundle.
 */
import { parse, type Node } from 'acorn';

/** A UTF-16 unit above 127: one half of a pair is matched on its own, and escaped on its own. */
const NOT_ASCII = /[\u0080-\uffff]/g;

/** `source` with every UTF-16 unit above 127 written as `\uXXXX`; throws where that would change what the code does. */
export function asciiOnly(source: string, file = 'the bundle'): string {
  if (!/[\u0080-\uffff]/.test(source)) return source;
  const tagged = taggedTemplates(source);
  let written = '';
  let from = 0;
  for (const match of source.matchAll(NOT_ASCII)) {
    const at = match.index;
    const template = tagged.find(([start, end]) => at >= start && at < end);
    if (template) {
      throw new Error(
        `${file}, line ${lineOf(source, at)}: a tagged template holds "${match[0]}", which its tag may read raw; write it as a \\u escape in the source.`,
      );
    }
    // `\ς` is an escape of ς itself; `\\u03c2` would be a backslash and five letters.
    let backslashes = 0;
    while (source[at - 1 - backslashes] === '\\') backslashes++;
    const start = backslashes % 2 === 1 ? at - 1 : at;
    written += source.slice(from, start) + `\\u${match[0].charCodeAt(0).toString(16).padStart(4, '0')}`;
    from = at + 1;
  }
  return written + source.slice(from);
}

/** The [start, end) of every tagged template's text, from acorn's tree of the script. */
function taggedTemplates(source: string): Array<[number, number]> {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  const found: Array<[number, number]> = [];
  const pending: Node[] = [program];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'TaggedTemplateExpression') {
      const { quasi } = node as Node & { quasi: Node };
      found.push([quasi.start, quasi.end]);
    }
    for (const value of Object.values(node) as unknown[]) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) pending.push(item);
      } else if (isNode(value)) {
        pending.push(value);
      }
    }
  }
  return found;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function lineOf(source: string, at: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < at; i = source.indexOf('\n', i + 1)) line++;
  return line;
}
