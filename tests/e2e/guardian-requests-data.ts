import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn } from './fixtures.js';

/**
 * What the guardians' requests tests need made first, through the API as each person would: a
 * pupil's post, published by a teacher's review; and a guardian's request about it, or about the
 * pupil's account. Signing in is the slow part on a busy machine, so each person signs in once
 * and their page is passed along.
 */

type Person = { email: string; password: string };

/** A page of its own browser context (own cookies), signed in as `user`. */
export async function signedInPage(browser: Browser, user: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

async function ok<T>(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * `pupil` writes a post for everyone (it waits for review) and the teacher signed in on
 * `teacher` approves it through the review API: it is on the blog for visitors. Answers its id.
 */
export async function publishedPupilPost(browser: Browser, pupil: Person, teacher: Page, post: { title: string; text: string }): Promise<string> {
  const page = await signedInPage(browser, pupil);
  const buffer = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#5a8f3c' } }).jpeg().toBuffer();
  const picture = await ok<{ id: string }>(await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'street.jpg', mimeType: 'image/jpeg', buffer } } }));
  const { id: postId } = await ok<{ id: string }>(
    await page.request.post('/api/posts', { data: { title: post.title, thumbnailId: picture.id, content: [{ type: 'paragraph', value: post.text }], audience: 'everyone' } }),
  );
  await page.context().close();
  const { review } = await ok<{ review: { version: number } }>(await teacher.request.get(`/api/posts/${postId}`));
  await ok(await teacher.request.post(`/api/review/posts/${postId}/approve`, { data: { version: review.version } }));
  return postId;
}

/** The account id of the child named `child` of the guardian signed in on `guardian` (their "My children"). */
export async function childIdOf(guardian: Page, child: { name: string; surname: string }): Promise<string> {
  const { children } = await ok<{ children: { id: string; name: string; surname: string }[] }>(await guardian.request.get('/api/children'));
  return children.find((one) => one.name === child.name && one.surname === child.surname)!.id;
}

/**
 * The guardian signed in on `guardian` asks, as the "My children" page would. With `again: true`
 * the same request already open (a suite run before on the same server) is taken as made.
 */
export async function guardianAsks(guardian: Page, request: { kind: 'hide' | 'erase'; pupilId: string; postId?: string; reason: string }, { again = false } = {}): Promise<void> {
  const response = await guardian.request.post('/api/guardian-requests', { data: request });
  if (!(again && response.status() === 409)) expect(response.status(), await response.text()).toBe(201);
}
