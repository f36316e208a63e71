import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { chooseLanguage } from './catalogue-words.js';
import { ADMIN, CHILD, CHILD_GUARDIAN, expect, MEMBER, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: what a test makes carries this run's and test's mark.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function jpegFile(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 560, channels: 3, background: '#2f7d5b' } }).jpeg().toBuffer() };
}

/** A page of its own browser context, signed in as `user`. */
async function pageOf(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** The card (list item) of the post titled `title` on the page. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('posts for one project’s people', () => {
  test('a teacher writes for a project’s people; the guardian of a pupil in it reads it, in English and Greek; a member outside it finds it by no list, link, search or feed', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const slug = `weather-${RUN}`;
    const name = `Weather station ${RUN}`;
    const title = `The balloon rose ${RUN}`;
    const word = `anemometer${RUN}`;

    // An administrator makes the project, and a teacher adds a pupil to it (each proven in projects.spec.ts).
    const admin = await pageOf(browser, ADMIN);
    const made = await admin.request.post('/api/admin/projects', { data: { slug, nameEn: name, nameEl: `Μετεωρολογικός σταθμός ${RUN}`, icon: '🌦️' } });
    expect(made.status(), await made.text()).toBe(201);
    await admin.context().close();
    await signIn(page, TEACHER);
    const added = await page.request.get(`/api/projects/${slug}/choices?q=${encodeURIComponent(CHILD.surname)}`);
    const child = ((await added.json()) as { people: { id: string; surname: string }[] }).people.find((person) => person.surname === CHILD.surname)!;
    expect((await page.request.post(`/api/projects/${slug}/members`, { data: { userIds: [child.id] } })).status()).toBe(200);

    // The teacher writes the post, for the project's people.
    await page.goto('/blog-creation');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('balloon.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill(`Our ${word} spun all morning.`);
    const audience = page.getByRole('group', { name: 'Who can read it' });
    await audience.getByRole('radio', { name: /^A project’s people/ }).check();
    await page.getByLabel('Project', { exact: true }).selectOption({ label: `🌦️ ${name}` });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByText(`Only the members of ${name} and the families of its pupils can read this post.`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^A project’s people/ })).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your post is published.' })).toBeVisible();

    // The guardian finds it on the project's page, marked for the project, and reads it.
    const guardian = await pageOf(browser, CHILD_GUARDIAN);
    await guardian.goto(`/project/${slug}`);
    const posts = guardian.getByRole('region', { name: 'Latest posts' });
    await expect(posts.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(card(guardian, title).getByText(`For ${name}`)).toBeVisible();
    await posts.getByRole('link', { name: title, exact: true }).click();
    await expect(guardian.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guardian.getByText(`Only the members of ${name} and the families of its pupils can read this post.`)).toBeVisible();
    const postPath = new URL(guardian.url()).pathname;
    // The blog narrowed to the project holds it; the programme's list does not.
    await guardian.goto('/blog/1');
    await guardian.getByText('Posts of one project').click();
    await guardian.getByRole('navigation', { name: 'Posts of one project' }).getByRole('link', { name: `🌦️ ${name}` }).click();
    await expect(guardian).toHaveURL(new RegExp(`/blog/1\\?project=${slug}$`));
    await expect(guardian.getByText(`Posts of 🌦️ ${name}`)).toBeVisible();
    await expect(card(guardian, title)).toBeVisible();
    await expect(guardian.getByRole('navigation', { name: 'Posts of one project' })).toBeHidden();
    await guardian.getByRole('link', { name: 'Show the whole programme’s posts' }).click();
    await expect(guardian).toHaveURL(/\/blog\/1$/);
    await expect(guardian.getByText(`Posts of 🌦️ ${name}`)).toHaveCount(0);
    // (Retried until the programme's list replaced the project's.)
    await expect(card(guardian, title)).toHaveCount(0);

    // In Greek, the same page and post speak Greek.
    await chooseLanguage(guardian.context(), baseURL!, 'el');
    await guardian.goto(`/project/${slug}`);
    await expect(guardian.getByRole('region', { name: 'Πρόσφατες αναρτήσεις' }).getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(card(guardian, title).getByText(`Για: Μετεωρολογικός σταθμός ${RUN}`)).toBeVisible();
    await guardian.goto(postPath);
    await expect(guardian.getByText(`Αυτή την ανάρτηση μπορούν να τη διαβάσουν μόνο τα μέλη του έργου «Μετεωρολογικός σταθμός ${RUN}» και οι οικογένειες των μαθητών του.`)).toBeVisible();
    await guardian.context().close();

    // A member outside the project: not on its page, not by the link, not in search, not in the feed.
    const outsider = await pageOf(browser, MEMBER);
    await outsider.goto(`/project/${slug}`);
    await expect(outsider.getByRole('region', { name: 'Latest posts' }).getByText('No posts in this project yet.')).toBeVisible();
    await outsider.goto(postPath);
    await expect(outsider.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(outsider.getByText(word)).toHaveCount(0);
    await outsider.goto(`/search?q=${word}`);
    await expect(outsider.getByText(`Nothing matches “${word}”.`)).toBeVisible();
    const feed = await outsider.request.get('/feed.xml');
    expect(await feed.text()).not.toContain(title);
    await outsider.context().close();
  });
});
