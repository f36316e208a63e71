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
  test("a guardian finds their child's sent-back post with the teacher's note and a published one, asks to hide the published one, and sees the request open", async ({ page, browser }) => {
    // Three sign-ins and two decisions before the page is read; up to two minutes on a busy two-core machine.
    test.setTimeout(180_000);
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
    // What waits for the school or was sent back is not yet anyone else's to see: nothing to hide.
    await expect(returned.getByRole('button')).toHaveCount(0);
    const live = card(page, published);
    await expect(live.getByText('Published', { exact: true })).toBeVisible();
    // Nothing here edits or deletes.
    await expect(page.getByRole('main').getByRole('button', { name: /edit|delete/i })).toHaveCount(0);

    // The published one: asked to hide, with a reason, after the dialog says what it would do.
    await live.getByRole('button', { name: `Ask to hide “${published}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Ask to hide “${published}”?` });
    await expect(dialog.getByText('If your request is approved, the post is taken off the site')).toBeVisible();
    const reason = 'It shows our street name.';
    await dialog.getByLabel('Why? (optional)').fill(reason);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request was sent. You will be told what is decided.' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(live.getByText('You asked to hide this: your request waits for a decision.')).toBeVisible();
    await expect(live.getByRole('button', { name: /^Ask to hide/ })).toHaveCount(0);

    // In "My requests": what, about whom, open, with the reason.
    const requests = page.getByRole('region', { name: 'My requests' });
    const request = requests.getByRole('listitem').filter({ hasText: `Hide the post “${published}”` });
    await expect(request.getByText('Waiting for a decision')).toBeVisible();
    await expect(request.getByText(`About ${CHILD.name} ${CHILD.surname}`)).toBeVisible();
    await expect(request.getByText(reason)).toBeVisible();

    // The title leads to the post, which the guardian reads in its state.
    await returned.getByRole('link', { name: sentBack }).click();
    await expect(page.getByRole('heading', { level: 1, name: sentBack })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
  });

  test("a guardian reads their child's work in Greek: the states and the teacher's note", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
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

    // Asking to erase the child's account says what it would do; a reason too long is refused in
    // Greek under its field, with what was typed kept, and nothing is asked.
    await page.getByRole('button', { name: `Αίτημα διαγραφής του λογαριασμού: ${CHILD.name} ${CHILD.surname}` }).click();
    const dialog = page.getByRole('dialog', { name: `Να ζητηθεί η διαγραφή του λογαριασμού: ${CHILD.name} ${CHILD.surname};` });
    await expect(dialog.getByText('δεν μπορεί να επανέλθει')).toBeVisible();
    const tooLong = 'Θέλουμε να φύγει. '.repeat(60);
    const field = dialog.getByLabel('Για ποιον λόγο; (προαιρετικό)');
    await field.fill(tooLong);
    await dialog.getByRole('button', { name: 'Αποστολή αιτήματος' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ο λόγος μπορεί να έχει έως 1000 χαρακτήρες.');
    await expect(field).toHaveValue(tooLong);
    await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Τα αιτήματά μου' }).getByText('Διαγραφή του λογαριασμού', { exact: false })).toHaveCount(0);
  });

  test('a member who is no one’s guardian is told the page is for guardians, and how an account is linked', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
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
