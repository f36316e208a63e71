import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';
import sharp from 'sharp';
import type { PostAudience, Role } from '../../shared/constants.js';
import type { ContentBlock } from '../../shared/schemas/content.js';
import { excerptOf } from '../features/posts/excerpt.js';
import { insertPost } from '../features/posts/queries.js';
import { saveImage } from '../core/media/save-image.js';
import { createAccount } from '../core/people/create-account.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  surname: string;
}

/** Creates a member (or an admin, or a teacher; or a pupil, who needs review) with a unique email and a known password. */
export async function createUser(
  app: App,
  overrides: Partial<Omit<TestUser, 'id'>> & { admin?: boolean; role?: Role; needsReview?: boolean } = {},
): Promise<TestUser> {
  const unique = randomBytes(4).toString('hex');
  const input = {
    email: overrides.email ?? `member-${unique}@school.test`,
    password: overrides.password ?? 'a-long-test-password-1',
    name: overrides.name ?? 'Test',
    surname: overrides.surname ?? `Member ${unique}`,
  };
  const role = overrides.role ?? (overrides.admin ? 'admin' : 'member');
  const { id } = await createAccount({ db: app.db, auth: app.auth }, { ...input, role, needsReview: overrides.needsReview ?? false });
  return { id, ...input, email: input.email.toLowerCase() };
}

/** Stores a small generated picture as if `ownerId` had uploaded it. */
export async function createImage(app: App, ownerId: string, folder: 'blog' | 'profile' | 'collaboration' = 'blog') {
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  return saveImage({ db: app.db, storage: app.mediaStorage }, { buffer, folder, ownerId });
}

/** Posts made one after another in a test can share a clock tick; these times never do. */
let lastCreatedAt = 0;
function nextCreatedAt(): Date {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt);
}

/** Stores a post directly (the API's checks have tests of their own) and returns its id. */
export async function createPost(
  app: App,
  authorId: string,
  values: { title?: string; thumbnailId: string; content?: ContentBlock[]; audience?: PostAudience; projectId?: string | null },
): Promise<string> {
  const content = values.content ?? [{ type: 'paragraph', value: 'A short story from the programme.' }];
  const { id } = await insertPost(app.db, authorId, {
    title: values.title ?? 'A post',
    thumbnailId: values.thumbnailId,
    content,
    excerpt: excerptOf(content),
    audience: values.audience ?? 'everyone',
    projectId: values.projectId ?? null,
    createdAt: nextCreatedAt(),
  });
  await app.publicCache.invalidate();
  return id;
}
