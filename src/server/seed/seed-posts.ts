import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ContentBlock } from '../../shared/schemas/content.js';
import type { Auth } from '../core/auth/create-auth.js';
import type { Db } from '../core/db/client.js';
import { posts, users } from '../core/db/schema.js';
import { excerptOf } from '../features/posts/excerpt.js';
import { saveImage } from '../core/media/save-image.js';
import type { MediaStorage } from '../core/media/storage.js';
import { createAccount } from '../core/people/create-account.js';
import { insertDemoCollaborations } from './demo-collaborations.js';
import { drawDemoImage, DEMO_THEMES } from './demo-images.js';
import { DEMO_POSTS, demoContent, type DemoLanguage } from './demo-posts.js';

export interface SeedDeps {
  db: Db;
  auth: Auth;
  storage: MediaStorage;
}

/**
 * The people the demo content is by, those who write in each language: a Greek story is by
 * someone whose name is written in Greek. They can sign in only after an admin sets a password.
 */
const DEMO_AUTHORS: Record<DemoLanguage, { email: string; name: string; surname: string }[]> = {
  en: [
    { email: 'eleni.nikolaou@agora.local', name: 'Eleni', surname: 'Nikolaou' },
    { email: 'nikos.papadakis@agora.local', name: 'Nikos', surname: 'Papadakis' },
    { email: 'maria.georgiou@agora.local', name: 'Maria', surname: 'Georgiou' },
  ],
  el: [
    { email: 'katerina.alexiou@agora.local', name: 'Κατερίνα', surname: 'Αλεξίου' },
    { email: 'giorgos.dimitriou@agora.local', name: 'Γιώργος', surname: 'Δημητρίου' },
    { email: 'sofia.mavridi@agora.local', name: 'Σοφία', surname: 'Μαυρίδη' },
  ],
};

/** The demo authors' ids, by the language they write in. */
export type DemoAuthorIds = Record<DemoLanguage, string[]>;

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_BATCH = 500;

/** The demo authors' ids, creating those missing (with random passwords nobody is told). */
export async function ensureDemoAuthors(deps: SeedDeps): Promise<DemoAuthorIds> {
  const existing = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_AUTHORS.en, ...DEMO_AUTHORS.el].map((a) => a.email)));
  const ids: DemoAuthorIds = { en: [], el: [] };
  for (const language of ['en', 'el'] as const) {
    for (const author of DEMO_AUTHORS[language]) {
      const found = existing.find((row) => row.email === author.email);
      const password = randomBytes(24).toString('base64url');
      ids[language].push(found ? found.id : (await createAccount(deps, { ...author, password })).id);
    }
  }
  return ids;
}

/** One picture per theme, drawn and stored through the same pipeline as uploads; ids by theme. */
export async function storeDemoImages(deps: SeedDeps, ownerId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let theme = 0; theme < DEMO_THEMES.length; theme++) {
    const row = await saveImage({ db: deps.db, storage: deps.storage }, { buffer: await drawDemoImage(theme, theme + 1), folder: 'blog', ownerId });
    ids.push(row.id);
  }
  return ids;
}

/**
 * Writes `count` posts, newest first one day apart, cycling through the demo texts, each by
 * one of the authors of its language in turn; with more posts than texts, titles get a running number.
 */
export async function insertDemoPosts(deps: SeedDeps, options: { count: number; authorIds: DemoAuthorIds; imageIds: string[] }) {
  const now = Date.now();
  const rows = Array.from({ length: options.count }, (_, i) => {
    const demo = DEMO_POSTS[i % DEMO_POSTS.length]!;
    const round = Math.floor(i / DEMO_POSTS.length);
    const authors = options.authorIds[demo.language];
    const others = options.imageIds.filter((_, index) => index !== demo.theme % options.imageIds.length);
    const content: ContentBlock[] = demoContent(demo, others);
    const createdAt = new Date(now - i * DAY_MS);
    return {
      authorId: authors[i % authors.length]!,
      title: round === 0 ? demo.title : `${demo.title} (${round + 1})`,
      content,
      excerpt: excerptOf(content),
      thumbnailId: options.imageIds[demo.theme % options.imageIds.length]!,
      createdAt,
      updatedAt: createdAt,
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await deps.db.insert(posts).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/** What a newcomer's fresh site shows: the demo authors, their posts and their collaborations, with pictures. */
export async function seedDemoContent(deps: SeedDeps): Promise<void> {
  const authorIds = await ensureDemoAuthors(deps);
  const imageIds = await storeDemoImages(deps, authorIds.en[0]!);
  await insertDemoPosts(deps, { count: DEMO_POSTS.length, authorIds, imageIds });
  await insertDemoCollaborations(deps.db, { authorIds, imageIds });
}
