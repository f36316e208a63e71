import { expect, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { PROFILE_AUTHOR, signIn } from './fixtures.js';

// Shared by profile.spec.ts and member-card.mobile.spec.ts: a post whose author has set every
// contact detail.

/** PROFILE_AUTHOR's contact details and a description longer than the member card shows. */
export const AUTHOR = {
  description:
    'Teaches robotics on Tuesdays and looks after the school garden with the year five classes every spring.',
  email: 'rania.vlachou@example.org',
  telephone: '+30 210 765 4321',
  facebook: 'https://www.facebook.com/rania.vlachou',
  instagram: 'https://www.instagram.com/rania.vlachou',
};

/**
 * PROFILE_AUTHOR, in a context of their own, sets their contact details and publishes a
 * post; returns its id. Every test that calls it stores the same profile, so they may run
 * side by side.
 */
export async function publishAsAuthorWithContacts(browser: Browser): Promise<{ id: string; title: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, PROFILE_AUTHOR);
  const saved = await page.request.put('/api/profile', { data: { ...AUTHOR, imageId: null } });
  expect(saved.status()).toBe(200);
  const thumbnail = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#d26a16' } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/media?folder=blog', {
    multipart: { file: { name: 'thumb.jpg', mimeType: 'image/jpeg', buffer: thumbnail } },
  });
  expect(upload.status()).toBe(201);
  const thumbnailId = ((await upload.json()) as { id: string }).id;
  const title = `Robots in the garden ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/posts', {
    data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'A post with an author to get in touch with.' }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await context.close();
  return { id, title };
}
