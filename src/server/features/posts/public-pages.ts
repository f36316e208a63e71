import type { FastifyPluginAsync } from 'fastify';
import { ARTICLE_IMAGE_SIZES, BLOG_PAGE_SIZE, CARD_IMAGE_SIZES } from '../../../shared/constants.js';
import { isUuid } from '../../../shared/ids.js';
import { CACHE_TAGS, postTag } from '../../core/events/cache-tags.js';
import { fill, serverTexts } from '../../core/i18n/texts.js';
import { personSeenBy } from '../../core/people/identity.js';
import { cachedPost, cachedPostPage, projectPostPage } from './cached-reads.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { postPolicy } from './policy.js';
import { presentPostDetail } from './presenter.js';
import { countPublicPosts, listRecentPosts } from './queries.js';

/** Posts in the feed; readers only need the latest. */
const FEED_SIZE = 20;
/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_POSTS = 45_000;

/**
 * Characters XML 1.0 cannot carry at all, even escaped: one of them makes the whole feed
 * unreadable for every reader. Text fields refuse control characters now, but older rows
 * may hold them, so they are dropped here too.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * What the blog offers outside the app: page titles and OpenGraph tags for shared links,
 * an RSS feed (/feed.xml) and a sitemap (/sitemap.xml). All cached until a post changes.
 */
export const postPublicPages: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  // The blog's public pages, each registered once: its meta, the data its server-rendered HTML
  // shows (what visitors read from the API), and the cache tags its HTML is kept under.
  app.publicPages.register('blogPost', {
    data: async ({ params }) => {
      const id = params.postId;
      const post = id && isUuid(id) ? await cachedPost(app, id.toLowerCase()) : null;
      if (!post || !postPolicy.can(null, 'read', post.row)) return null;
      return presentPostDetail(post.row, post.media.shownTo('everyone'), postPolicy.abilities(null, post.row), 'visitor', post.commentsForVisitors);
    },
    // A post shows itself and its author, and whether visitors read its comments (a site setting).
    tags: ({ postId }) => [postTag((postId ?? '').toLowerCase()), CACHE_TAGS.posts, CACHE_TAGS.siteSettings],
    meta: async ({ postId }, language) => {
      const post = postId && isUuid(postId) ? await cachedPost(app, postId.toLowerCase()) : null;
      // What a visitor may read is shared, by the rule of every road (core/visibility/posts.ts):
      // a live post for members is named as such (not even its title reaches a visitor), anything
      // else (unpublished, waiting for review) does not exist for them.
      if (!post || !postVisibility.open.test(post.row, null)) return post && postVisibility.live.test(post.row, null) ? 'members-only' : 'not-found';
      const { row, media } = post;
      // Visitors' page: its preloaded picture is one a visitor may be shown.
      const thumbnail = row.thumbnailId ? media.shownTo('everyone').get(row.thumbnailId) : undefined;
      const firstParagraph = row.content.find((block) => block.type === 'paragraph')?.value ?? '';
      const texts = serverTexts(language).blog;
      return {
        title: fill(texts.postTitle, { title: row.title }),
        description: firstParagraph.trim().slice(0, 200) || texts.description,
        type: 'article',
        // The post and its picture (the page's largest) load with the scripts, not after them (LCP).
        preloadData: [`/api/posts/${encodeURIComponent(postId ?? '')}`],
        ...(thumbnail
          ? {
              image: { src: thumbnail.src, width: thumbnail.width, height: thumbnail.height, alt: row.title },
              preloadImage: { src: thumbnail.src, srcset: thumbnail.srcset, sizes: ARTICLE_IMAGE_SIZES },
            }
          : {}),
      };
    },
  });

  app.publicPages.register('blogList', {
    data: async ({ params, query }) => {
      const page = Number.parseInt(params.page ?? '', 10);
      // One project's posts (?project=), as a visitor reads them: rendered for the address, never kept.
      const slug = query.get('project')?.trim().toLowerCase();
      if (!slug) return (await cachedPostPage(app, page)).view;
      return (await projectPostPage(app, slug, page, null)) ?? { posts: [], page, hasNext: false };
    },
    // A list shows posts, and each its author.
    tags: () => [CACHE_TAGS.postLists, CACHE_TAGS.posts],
    meta: async ({ page }, language) => {
      const n = Number.parseInt(page ?? '', 10);
      const texts = serverTexts(language).blog;
      const meta = {
        title: n > 1 ? fill(texts.listTitlePaged, { page: n }) : texts.listTitle,
        description: texts.description,
      };
      // Only an address the app keeps as it is gets its data preloaded (it corrects the others).
      if (!(n >= 1 && String(n) === page)) return meta;
      const thumbnail = (await cachedPostPage(app, n)).view.posts[0]?.thumbnail;
      return {
        ...meta,
        preloadData: [`/api/posts?page=${n}`],
        // The first card's picture is the page's largest on every layout.
        ...(thumbnail ? { preloadImage: { src: thumbnail.src, srcset: thumbnail.srcset, sizes: CARD_IMAGE_SIZES } } : {}),
      };
    },
  });

  // Feed readers send no choice of language: the feed speaks the site's.
  app.get('/feed.xml', { config: { public: true } }, async (_request, reply) => {
    const language = await app.siteLanguage();
    const texts = serverTexts(language).blog;
    const value = await app.publicCache.get(`feed.xml:${language}`, async () => {
      const rows = await listRecentPosts(app.db, FEED_SIZE);
      // Feed readers are visitors: a pupil's author is named by their initials without their guardian's consent.
      const creatorOf = (row: (typeof rows)[number]) => {
        const author = personSeenBy({ name: row.authorName ?? '', surname: row.authorSurname ?? '' }, { needsReview: row.authorNeedsReview, imageConsent: row.authorImageConsent, anonymised: row.authorAnonymised }, 'visitor');
        return author.formerPupil ? texts.formerPupil : `${author.name} ${author.surname}`.trim();
      };
      const items = rows.map(
        (row) => `    <item>
      <title>${escapeXml(row.title)}</title>
      <link>${absolute(`/blog-post/${row.id}`)}</link>
      <guid isPermaLink="true">${absolute(`/blog-post/${row.id}`)}</guid>
      <pubDate>${row.createdAt.toUTCString()}</pubDate>
      <dc:creator>${escapeXml(creatorOf(row))}</dc:creator>
      <description>${escapeXml(row.excerpt)}</description>
    </item>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(texts.feedTitle)}</title>
    <link>${absolute('/blog/1')}</link>
    <description>${escapeXml(texts.description)}</description>
    <language>${language}</language>
    <atom:link href="${absolute('/feed.xml')}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
    }, [CACHE_TAGS.postLists, CACHE_TAGS.posts]);
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(value);
  });

  app.get('/sitemap.xml', { config: { public: true } }, async (_request, reply) => {
    const value = await app.publicCache.get('sitemap.xml', async () => {
      const pages = Math.max(1, Math.ceil((await countPublicPosts(app.db)) / BLOG_PAGE_SIZE));
      const rows = await listRecentPosts(app.db, SITEMAP_MAX_POSTS);
      const urls = [
        `  <url><loc>${absolute('/')}</loc></url>`,
        ...Array.from({ length: pages }, (_, i) => `  <url><loc>${absolute(`/blog/${i + 1}`)}</loc></url>`),
        ...rows.map(
          (row) => `  <url><loc>${absolute(`/blog-post/${row.id}`)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
    }, [CACHE_TAGS.postLists]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(value);
  });
};
