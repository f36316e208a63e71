import type { Browser, Page } from '@playwright/test';
import { chooseLanguage } from './catalogue-words.js';
import { ADMIN, CHILD, CHILD_GUARDIAN, expect, MEMBER, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: what a test makes carries this run's and test's mark.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page of its own browser context, signed in as `user`. */
async function pageOf(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** The card (list item) of the collaboration titled `title` in `within` (a part of `page`). */
function card(page: Page, within: ReturnType<Page['getByRole']>, title: string) {
  // The inner locator is asked of each item: it starts from the page, not from `within`.
  return within.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test.describe('collaborations for one project’s people', () => {
  test('a teacher starts one for a project’s people; the guardian of a pupil in it finds it on the project’s page and board, in English and Greek; a member outside it finds it by no list, link or search', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const slug = `garden-${RUN}`;
    const name = `School garden ${RUN}`;
    const title = `Rain barrels ${RUN}`;
    const word = `pluviometer${RUN}`;

    // An administrator makes the project, and a teacher adds a pupil to it (each proven in projects.spec.ts).
    const admin = await pageOf(browser, ADMIN);
    const made = await admin.request.post('/api/admin/projects', { data: { slug, nameEn: name, nameEl: `Σχολικός κήπος ${RUN}`, icon: '🌱' } });
    expect(made.status(), await made.text()).toBe(201);
    await admin.context().close();
    await signIn(page, TEACHER);
    const found = await page.request.get(`/api/projects/${slug}/choices?q=${encodeURIComponent(CHILD.surname)}`);
    const child = ((await found.json()) as { people: { id: string; surname: string }[] }).people.find((person) => person.surname === CHILD.surname)!;
    expect((await page.request.post(`/api/projects/${slug}/members`, { data: { userIds: [child.id] } })).status()).toBe(200);

    // The teacher starts the collaboration, for the project's people.
    await page.goto('/create-collaboration/create-collaboration');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill(`We measure the rain with a ${word}.`);
    const audience = page.getByRole('group', { name: 'Who can see it' });
    await expect(audience.getByRole('radio', { name: /^Every member/ })).toBeChecked();
    await audience.getByRole('radio', { name: /^A project’s people/ }).check();
    await page.getByLabel('Project', { exact: true }).selectOption({ label: `🌱 ${name}` });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your collaboration is created. It starts as inactive.' })).toBeVisible();

    // The guardian finds it on the project's page, marked for the project, and opens it.
    const guardian = await pageOf(browser, CHILD_GUARDIAN);
    await guardian.goto(`/project/${slug}`);
    const collaborations = guardian.getByRole('region', { name: 'Collaborations' });
    await expect(card(guardian, collaborations, title).getByText(`For 🌱 ${name}`)).toBeVisible();
    await collaborations.getByRole('link', { name: title, exact: true }).click();
    await expect(guardian.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guardian.getByText(`Only the members of ${name} and the families of its pupils can see this collaboration.`)).toBeVisible();
    const collaborationPath = new URL(guardian.url()).pathname;
    // The board narrowed to the project holds it, and names the project; the way back shows the whole programme's.
    await guardian.goto('/collaboration');
    await guardian.getByText('Collaborations of one project').click();
    await guardian.getByRole('navigation', { name: 'Collaborations of one project' }).getByRole('link', { name: `🌱 ${name}` }).click();
    await expect(guardian).toHaveURL(new RegExp(`/collaboration\\?project=${slug}$`));
    await expect(guardian.getByText(`Collaborations of 🌱 ${name}`)).toBeVisible();
    await expect(card(guardian, guardian.getByRole('main'), title)).toBeVisible();
    await guardian.getByRole('link', { name: 'Show the whole programme’s collaborations' }).click();
    await expect(guardian).toHaveURL(/\/collaboration$/);
    await expect(guardian.getByText(`Collaborations of 🌱 ${name}`)).toHaveCount(0);

    // In Greek, the project's page names it in Greek.
    await chooseLanguage(guardian.context(), baseURL!, 'el');
    await guardian.goto(`/project/${slug}`);
    const greek = guardian.getByRole('region', { name: 'Συνεργασίες' });
    await expect(card(guardian, greek, title).getByText(`Για: 🌱 Σχολικός κήπος ${RUN}`)).toBeVisible();
    await guardian.goto(collaborationPath);
    await expect(guardian.getByText(`Αυτή τη συνεργασία μπορούν να τη δουν μόνο τα μέλη του έργου «Σχολικός κήπος ${RUN}» και οι οικογένειες των μαθητών του.`)).toBeVisible();
    await guardian.context().close();

    // A member outside the project: not on its page, not on the board, not by the link, not in search.
    const outsider = await pageOf(browser, MEMBER);
    await outsider.goto(`/project/${slug}`);
    await expect(outsider.getByRole('region', { name: 'Collaborations' }).getByText('No collaborations in this project yet.')).toBeVisible();
    await outsider.goto('/collaboration');
    await expect(outsider.getByRole('heading', { level: 2, name: 'Inactive Collaborations' })).toBeVisible();
    await expect(outsider.getByRole('link', { name: title })).toHaveCount(0);
    await outsider.goto(collaborationPath);
    await expect(outsider.getByRole('heading', { level: 1, name: 'Collaboration not found' })).toBeVisible();
    await outsider.goto(`/search?q=${word}`);
    await expect(outsider.getByText(`Nothing matches “${word}”.`)).toBeVisible();
    await outsider.context().close();

    // A visitor's project page has no collaborations at all.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/project/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Collaborations' })).toHaveCount(0);
    await visitor.context().close();
  });
});
