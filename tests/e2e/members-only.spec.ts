import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Language } from '../../src/shared/languages.js';
import { chooseLanguage, loadCatalogue, wordsOf } from './catalogue-words.js';
import { expect, MEMBER, OTHER_AUTHOR, signIn, signInThroughForm, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

async function jpegFile(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3f6ea8' } }).jpeg().toBuffer() };
}

/** A visitor's page: a browser context of its own, with no session, speaking `language` when given. */
async function visitorPage(browser: Browser, language?: { language: Language; baseURL: string }): Promise<Page> {
  const context = await browser.newContext();
  if (language) await chooseLanguage(context, language.baseURL, language.language);
  return context.newPage();
}

/** A collaboration made by the page's member, with an update and a request for help: their pages' addresses. */
async function collaborationWithItems(page: Page, title: string) {
  const made = await page.request.post('/api/collaborations', { data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Nest boxes on the school roof.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const item = async (kind: 'update' | 'help') => {
    const posted = await page.request.post(`/api/collaborations/${id}/items`, { data: { kind, title: `${title} ${kind}`, content: [{ type: 'paragraph', value: 'Two boxes up.' }] } });
    expect(posted.status(), await posted.text()).toBe(201);
    return ((await posted.json()) as { id: string }).id;
  };
  return {
    collaboration: `/collaboration-page/active/${id}`,
    update: `/update-page/${id}/${await item('update')}`,
    help: `/help-page/${id}/${await item('help')}`,
  };
}

/** The card (list item) of the post titled `title` on the page. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('posts for members only', () => {
  test('an author publishes a post for members only; a visitor neither finds it on the blog nor reads it until signed in', async ({ page, browser }) => {
    const title = unique('Our zebrafish hatched');
    await signIn(page, MEMBER);
    await page.goto('/blog-creation');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('fish.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('Forty tiny fish, one week old.');
    const audience = page.getByRole('group', { name: 'Who can read it' });
    await expect(audience.getByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await audience.getByRole('radio', { name: /^Members only/ }).check();

    // Preview shows the choice, and it can still be changed there.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByText('Only signed-in members can read this post.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who can read it' }).getByRole('radio', { name: /^Members only/ })).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Your post is published.' });
    await notice.getByRole('link', { name: 'Read it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const address = new URL(page.url()).pathname;
    // Its picture is kept where only members are served from.
    const picture = page.getByRole('main').locator('img[src^="/media/"]').first();
    await expect(picture).toHaveAttribute('src', /^\/media\/members\//);
    const pictureAddress = (await picture.getAttribute('src'))!;

    // Members see it on the blog, marked.
    await page.goto('/blog/1');
    await expect(card(page, title)).toContainText('Members only');

    // A visitor does not, and its address asks them to sign in first…
    const visitor = await visitorPage(browser);
    await visitor.goto('/blog/1');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(card(visitor, title)).toHaveCount(0);
    await visitor.goto(address);
    await expect(visitor).toHaveURL(/\/signin\?redirectTo=/);
    // The form says why, rather than appearing bare.
    await expect(visitor.getByText('This post is for members of the programme; sign in to read it.')).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    expect((await visitor.request.get(pictureAddress)).status()).toBe(404);
    // …and opens it once they have.
    await signInThroughForm(visitor, OTHER_AUTHOR);
    await expect(visitor).toHaveURL(new RegExp(`${address}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Only signed-in members can read this post.')).toBeVisible();
    const shown = visitor.getByRole('main').locator('img[src^="/media/"]').first();
    await expect(shown).toHaveAttribute('src', pictureAddress);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a post made for members only in its editor leaves the public blog at once, and comes back when for everyone', async ({ page, browser }) => {
    const title = unique('Sports day results');
    await signIn(page, MEMBER);
    const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('race.jpg') } });
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'Relay won by the blue team.' }] } });
    const { id } = (await made.json()) as { id: string };

    const visitor = await visitorPage(browser);
    await visitor.goto('/blog/1');
    await expect(card(visitor, title)).toBeVisible();

    await page.goto(`/create-collaboration/edit-blog/${id}`);
    const audience = page.getByRole('group', { name: 'Who can read it' });
    await expect(audience.getByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await audience.getByRole('radio', { name: /^Members only/ }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(card(visitor, title)).toHaveCount(0);

    await page.goto(`/create-collaboration/edit-blog/${id}`);
    await page.getByRole('group', { name: 'Who can read it' }).getByRole('radio', { name: /^Everyone/ }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await visitor.reload();
    await expect(card(visitor, title)).toBeVisible();
  });
});

// What a parent forwards is not only a post: every page for members says, on the sign-in form it
// leads a visitor to, what they opened and why they must sign in; then it opens.
test.describe('other links for members only', () => {
  test("a visitor opening a collaboration's link is told it is for members, and sees it once signed in", async ({ page, browser }) => {
    const title = unique('Swifts on the roof');
    await signIn(page, MEMBER);
    const { collaboration } = await collaborationWithItems(page, title);

    const visitor = await visitorPage(browser);
    await visitor.goto(collaboration);
    await expect(visitor).toHaveURL(/\/signin\?redirectTo=/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(visitor.getByText('This collaboration is for members of the programme; sign in to see it.')).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await signInThroughForm(visitor, OTHER_AUTHOR);
    // The page's address names the collaboration's status as it now is (the app corrects it): the collaboration is the point.
    await expect(visitor).toHaveURL(new RegExp(`/collaboration-page/[a-z]+/${collaboration.split('/').at(-1)}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test("in Greek, a visitor opening a collaboration's link is told so in Greek, and sees it once signed in", async ({ page, browser, baseURL }) => {
    const el = await loadCatalogue('el');
    const w = (key: string) => wordsOf(el, key);
    const title = unique('Πετροχελίδονα στη στέγη');
    await signIn(page, MEMBER);
    const { collaboration } = await collaborationWithItems(page, title);

    const visitor = await visitorPage(browser, { language: 'el', baseURL: baseURL! });
    await visitor.goto(collaboration);
    await expect(visitor).toHaveURL(/\/signin\?redirectTo=/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible();
    await expect(visitor.getByText('Αυτή η συνεργασία είναι για τα μέλη του προγράμματος· συνδεθείτε για να τη δείτε.')).toBeVisible();
    await visitor.getByLabel(w('signIn.email'), { exact: true }).fill(OTHER_AUTHOR.email);
    await visitor.getByLabel(w('signIn.password'), { exact: true }).fill(OTHER_AUTHOR.password);
    await visitor.getByRole('button', { name: w('signIn.submit'), exact: true }).click();
    // The page's address names the collaboration's status as it now is (the app corrects it): the collaboration is the point.
    await expect(visitor).toHaveURL(new RegExp(`/collaboration-page/[a-z]+/${collaboration.split('/').at(-1)}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test("a collaboration's update and request for help, the board, and other members' and admins' pages each say what they are, in English and Greek", async ({ page, browser, baseURL }) => {
    const title = unique('Bat boxes');
    await signIn(page, MEMBER);
    const { update, help } = await collaborationWithItems(page, title);
    const said: { address: string; en: string; el: string }[] = [
      {
        address: update,
        en: 'This collaboration update is for members of the programme; sign in to read it.',
        el: 'Αυτή η ενημέρωση συνεργασίας είναι για τα μέλη του προγράμματος· συνδεθείτε για να τη διαβάσετε.',
      },
      {
        address: help,
        en: 'This request for help is for members of the programme; sign in to read it.',
        el: 'Αυτό το αίτημα βοήθειας είναι για τα μέλη του προγράμματος· συνδεθείτε για να το διαβάσετε.',
      },
      {
        address: '/collaboration',
        en: 'The collaboration board is for members of the programme; sign in to see it.',
        el: 'Ο πίνακας συνεργασιών είναι για τα μέλη του προγράμματος· συνδεθείτε για να τον δείτε.',
      },
      {
        address: '/children',
        en: 'This page is for members of the programme; sign in to see it.',
        el: 'Αυτή η σελίδα είναι για τα μέλη του προγράμματος· συνδεθείτε για να τη δείτε.',
      },
      {
        address: '/admin/members',
        en: "This page is for the programme's administrators; sign in to see it.",
        el: 'Αυτή η σελίδα είναι για τους διαχειριστές του προγράμματος· συνδεθείτε για να τη δείτε.',
      },
    ];
    const english = await visitorPage(browser);
    const greek = await visitorPage(browser, { language: 'el', baseURL: baseURL! });
    for (const { address, en, el } of said) {
      for (const [visitor, words] of [[english, en], [greek, el]] as const) {
        await visitor.goto(address);
        await expect(visitor).toHaveURL(new RegExp(`/signin\\?redirectTo=${encodeURIComponent(address)}$`));
        await expect(visitor.getByText(words)).toBeVisible();
      }
    }

    // Signed in, the visitor lands on the update they opened.
    await english.goto(update);
    await signInThroughForm(english, OTHER_AUTHOR);
    await expect(english).toHaveURL(new RegExp(`${update}$`));
    await expect(english.getByRole('heading', { level: 1, name: `${title} update` })).toBeVisible();
  });

  test("a public page's sign-in link says nothing more than the form", async ({ page }) => {
    await page.goto(`/signin?redirectTo=${encodeURIComponent('/project')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/for members of the programme/)).toHaveCount(0);
  });
});
