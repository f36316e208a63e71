/**
 * The tags public answers are kept under, so a write forgets what it changed and nothing
 * else. Keep these names exactly: the server-rendered pages are tagged with them too.
 *
 * - `site`: the site's own pictures and what the static pages (home, about, project…) show.
 * - `post-lists`: any list of posts (blog pages, feed, sitemap): a post added, removed,
 *   published, unpublished or edited (its card shows its title, picture and excerpt).
 * - `post:<id>`: one post's detail (`postTag(id)`).
 * - `posts`: every list and every detail at once, for what every post shows of its author
 *   (a name, a photo, a description); a post's thread too, for its comments' authors.
 * - `thread:<id>`: the pages of a post's live comments, as visitors read them (when the site shows
 *   them; decision 0046) and as members do, with who muted the thread (`threadTag(id)`): a comment
 *   written, changed, hidden, shown, held or deleted, a review of one, a mute.
 * - `projects`: the programme's projects, in the circles and menus (the site's answer) and on their own pages.
 * - `site-settings`: every page written in the site's default language (plugins/language.ts).
 * - `board`: the members' boards, one per reader (features/collaborations/board.ts): a collaboration's
 *   card or help request changed. Its live news forgets it (live-news.ts `forgottenBy`), on every
 *   instance as the news arrives, so no event names it.
 *
 * An entry kept without tags is dropped by every invalidation, and `invalidate()` with no
 * tags drops everything.
 */
export const CACHE_TAGS = { site: 'site', postLists: 'post-lists', posts: 'posts', siteSettings: 'site-settings', projects: 'projects', board: 'board' } as const;

/** An event's cache reaction that forgets every answer kept, on every instance (an erased member was in every kind of page). */
export const EVERYTHING = '*';

/** The tag of one post's detail. */
export const postTag = (id: string) => `post:${id}`;

/** The tag of one post's thread, as visitors and members read it. */
export const threadTag = (postId: string) => `thread:${postId}`;
