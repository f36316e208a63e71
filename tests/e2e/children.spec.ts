import type { Browser, Page } from '@playwright/test';
import { jpegFile } from './accessibility.js';
import { chooseLanguage } from './catalogue-words.js';
import { CHILD, CHILD_GUARDIAN, expect, MEMBER, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A page of its own browser context, signed in as `user` (in English: the form's words are). */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** Writes a post as the signed-in `child` through the API; answers its id. */
async function writePost(child: Page, title: string): Promise<string> {
  const upload = await child.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('trip.jpg', '#5a8f3c') } });
  const { id: thumbnailId } = (await upload.json()) as { id: string };
  const made = await child.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'We saw the old ship.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

/** The signed-in `teacher` decides on a post: approves it, or sends it back with `note`. */
async function decide(teacher: Page, postId: string, note?: string): Promise<void> {
  const post = (await (await teacher.request.get(`/api/posts/${postId}`)).json()) as { review: { version: number } };
  const decided = await teacher.request.post(`/api/review/posts/${postId}/${note ? 'send-back' : 'approve'}`, {
    data: note ? { version: post.review.version, note } : { version: post.review.version },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Two posts of CHILD's, written through the API: one a teacher sent back with `note`, one published. Answers their titles and ids. */
async function sentBackAndPublished(browser: Browser, note: string) {
  const titles = { sentBack: unique('My best friend'), published: unique('Our trip to the museum') };
  const child = await pageFor(browser, CHILD);
  const ids = { sentBack: await writePost(child, titles.sentBack), published: await writePost(child, titles.published) };
  await child.context().close();
  const teacher = await pageFor(browser, TEACHER);
  await decide(teacher, ids.sentBack, note);
  await decide(teacher, ids.published);
  await teacher.context().close();
  return { ...titles, ids };
}

/** The card (list item) of the piece titled `title` on the page. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('my children', () => {
  test("a guardian finds their child's sent-back post with the teacher's note and a published one, and opens it", async ({ page, browser }) => {
    // Three sign-ins and two decisions before the page is read.
    test.setTimeout(90_000);
    const note = 'Please leave out your friend’s surname.';
    const { sentBack, published } = await sentBackAndPublished(browser, note);
    await signIn(page, CHILD_GUARDIAN);

    // Reached from the profile hub, where guardians find their own things.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'My children' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${CHILD.name} ${CHILD.surname}` })).toBeVisible();

    const returned = card(page, sentBack);
    await expect(returned.getByText('Sent back', { exact: true })).toBeVisible();
    await expect(returned.getByText('Blog post')).toBeVisible();
    await expect(returned.getByText('Teacher’s note')).toBeVisible();
    await expect(returned.getByText(note)).toBeVisible();
    await expect(card(page, published).getByText('Published', { exact: true })).toBeVisible();
    // Nothing here edits or deletes.
    await expect(page.getByRole('main').getByRole('button', { name: /edit|delete/i })).toHaveCount(0);

    // The title leads to the post, which the guardian reads in its state.
    await returned.getByRole('link', { name: sentBack }).click();
    await expect(page.getByRole('heading', { level: 1, name: sentBack })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
  });

  test("a guardian reads their child's work in Greek: the states and the teacher's note", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const note = 'Γράψε μόνο το μικρό όνομα του φίλου σου.';
    const { sentBack, published } = await sentBackAndPublished(browser, note);
    await signIn(page, CHILD_GUARDIAN);
    await chooseLanguage(page.context(), baseURL!, 'el');
    await page.goto('/children');
    await expect(page.getByRole('heading', { level: 1, name: 'Τα παιδιά μου' })).toBeVisible();
    const returned = card(page, sentBack);
    await expect(returned.getByText('Επιστράφηκε', { exact: true })).toBeVisible();
    await expect(returned.getByText('Ανάρτηση', { exact: true })).toBeVisible();
    await expect(returned.getByText('Σημείωση του εκπαιδευτικού')).toBeVisible();
    await expect(returned.getByText(note)).toBeVisible();
    await expect(card(page, published).getByText('Δημοσιεύτηκε', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Τα παιδιά μου · Agora');
  });

  test('a member who is no one’s guardian is told the page is for guardians, and how an account is linked', async ({ page, baseURL }) => {
    await signIn(page, MEMBER);
    // Not among their own things.
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My children' })).toHaveCount(0);

    await page.goto('/children');
    await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
    const told = page.getByRole('status').filter({ hasText: 'This page is for guardians' });
    await expect(told).toBeVisible();
    await expect(told).toContainText('an invitation that a teacher or an administrator made');

    await chooseLanguage(page.context(), baseURL!, 'el');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Η σελίδα αυτή είναι για κηδεμόνες' })).toBeVisible();
  });
});
