/** Words of a project in each of the site's languages: its name, its description. */
export type InBothLanguages = { en: string; el: string };

/**
 * A project's words for a reader of `language`: theirs, or the other's when an administrator left
 * theirs empty. The server's page titles and the web's pages both read it. Any language the site
 * does not speak reads English.
 */
export function wordsIn(words: InBothLanguages, language: string): string {
  return (language === 'el' ? words.el : words.en) || words.en || words.el;
}
