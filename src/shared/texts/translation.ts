/**
 * A text in another language than English: English's keys, each with its text. Written as
 * `export default { … } satisfies Translation<typeof en>`, a missing or extra key does not
 * compile, whichever side holds the texts: the words both sides say (src/shared/texts), the
 * app's catalogue parts (src/web/locales) and the server's own (src/server/core/i18n). Tests
 * check that each text asks for the same {{values}} as its English.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * `text` with each {{name}} replaced by its value; an unknown name is left as written. The
 * server and shared code fill texts with it; the browser's are filled by i18next, which reads
 * the same {{name}}s.
 */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
