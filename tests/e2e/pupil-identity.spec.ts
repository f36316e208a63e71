import type { Browser, Page } from '@playwright/test';
import { apiPageFor, created, jpegFile } from './accessibility.js';
import { ADMIN, expect, MEMBER, signIn, TEACHER, test } from './fixtures.js';

/**
 * A pupil's name and photo in the browser: a visitor reads their initials on the blog and under
 * their post, with the default avatar where the photo would be (nothing broken, nothing that
 * moves), in English and Greek, at desktop and phone width; a member reads them in full.
 */
const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const PUPIL = { email: `identity-pupil-${RUN}@e2e.test`, password: 'identity-pupil-password-2024', name: 'Αλέξανδρος', surname: 'Μαθητόπουλος' };
const DESCRIPTION = 'Φτιάχνω χαρταετούς τα Σάββατα.';
const TITLE = `Η γιορτή του χαρταετού ${RUN}`;
/** The author card's name, as each language words it. */
const ABOUT_AUTHOR = { en: 'About the author', el: 'Λίγα λόγια για τον συντάκτη' };

/** A pupil made by an administrator, their photo and description approved, and their post published: answers the post's id. */
async function publishedPupilPost(browser: Browser): Promise<string> {
  const admin = await apiPageFor(browser, ADMIN);
  const { id: pupilId } = await created<{ id: string }>(await admin.request.post('/api/admin/members', { data: { ...PUPIL, needsReview: true } }));
  await admin.context().close();

  const pupil = await apiPageFor(browser, PUPIL);
  const photo = await created<{ id: string }>(await pupil.request.post('/api/media?folder=profile', { multipart: { file: await jpegFile('alexandros.jpg', '#b0552a') } }));
  await created(await pupil.request.put('/api/profile', { data: { description: DESCRIPTION, email: '', telephone: '', facebook: '', instagram: '', imageId: photo.id } }));
  const picture = await created<{ id: string }>(await pupil.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('chartaetos.jpg', '#3c7a8a') } }));
  const content = [{ type: 'paragraph', value: 'Πετάξαμε τους χαρταετούς μας στον λόφο της γειτονιάς.' }];
  const { id: postId } = await created<{ id: string }>(await pupil.request.post('/api/posts', { data: { title: TITLE, thumbnailId: picture.id, content } }));
  await pupil.context().close();

  const teacher = await apiPageFor(browser, TEACHER);
  const change = await created<{ review: { version: number } }>(await teacher.request.get(`/api/profiles/${pupilId}/change`));
  await created(await teacher.request.post(`/api/review/profile-changes/${pupilId}/approve`, { data: { version: change.review.version } }));
  const post = await created<{ review: { version: number } }>(await teacher.request.get(`/api/posts/${postId}`));
  await created(await teacher.request.post(`/api/review/posts/${postId}/approve`, { data: { version: post.review.version } }));
  await teacher.context().close();
  return postId;
}

/** Whether every picture on the page that has started loading has loaded: none broken. */
async function expectNoBrokenImages(page: Page) {
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0 && image.loading !== 'lazy')
      .map((image) => image.src),
  );
  expect(broken).toEqual([]);
}

let postId: string;
test.beforeAll(async ({ browser }) => {
  // Four people sign in and two uploads are made before any page is read.
  test.setTimeout(120_000);
  postId = await publishedPupilPost(browser);
});

for (const language of ['en', 'el'] as const) {
  for (const width of [1280, 390]) {
    test(`a visitor reads a pupil's initials, with the default avatar and no description (${language}, ${width} px)`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'agora_lang', value: language, url: testInfo.project.use.baseURL ?? 'http://localhost:3000' }]);
      const page = await context.newPage();

      await page.goto('/blog/1');
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
      await expect(card).toContainText('Α. Μ.');
      await expect(page.getByRole('main')).not.toContainText(PUPIL.surname);
      await page.screenshot({ path: testInfo.outputPath(`blog-${language}-${width}.png`) });

      await page.goto(`/blog-post/${postId}`);
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      const author = page.getByRole('complementary', { name: ABOUT_AUTHOR[language] });
      await expect(author.getByRole('heading', { level: 2, name: 'Α. Μ.' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(PUPIL.surname);
      await expect(page.getByRole('main')).not.toContainText(DESCRIPTION);
      // The default avatar stands where the photo would, at the photo's size: nothing breaks or moves.
      const avatar = author.locator('img');
      await expect(avatar).toHaveAttribute('src', '/default-avatar.svg');
      await avatar.scrollIntoViewIfNeeded();
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await avatar.boundingBox()).toMatchObject({ width: 96, height: 96 });
      await expectNoBrokenImages(page);
      await author.screenshot({ path: testInfo.outputPath(`post-author-${language}-${width}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`post-${language}-${width}.png`), fullPage: true });
      await context.close();
    });
  }
}

test("a member reads the pupil's name, photo and description", async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto(`/blog-post/${postId}`);
  const author = page.getByRole('complementary', { name: ABOUT_AUTHOR.en });
  await expect(author.getByRole('heading', { level: 2, name: `${PUPIL.name} ${PUPIL.surname}` })).toBeVisible();
  await expect(author).toContainText(DESCRIPTION);
  await expect(author.locator('img')).toHaveAttribute('src', /^\/media\/members\//);
  await page.goto('/blog/1');
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
  await expect(card).toContainText(`${PUPIL.name} ${PUPIL.surname}`);
});
