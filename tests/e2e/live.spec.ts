import type { Browser, Page } from '@playwright/test';
import { COLLAB_CREATOR, COLLAB_OUTSIDER, expect, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A page of its own browser context (own cookies), signed in through the form as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('live pages', () => {
  test("member B sees member A's new help request appear on the open board without reloading", async ({ page, browser }) => {
    // B has the board open, and it says it is live.
    await signIn(page, COLLAB_OUTSIDER);
    await page.goto('/collaboration');
    await expect(page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    // A starts a collaboration and asks for help in it through the edit area.
    const a = await pageFor(browser, COLLAB_CREATOR);
    const title = unique('Pond clean-up');
    const made = await a.request.post('/api/collaborations', { data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Saturday morning.' }] } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    // The new collaboration reaches B's board first, among the inactive ones.
    await expect(region(page, 'Inactive Collaborations').getByRole('link', { name: title })).toBeVisible();

    const helpTitle = unique('Bring waders');
    await a.goto(`/collaboration-page-edit/${id}/create-help`);
    await a.getByLabel('Title', { exact: true }).fill(helpTitle);
    await a.getByRole('button', { name: 'Add paragraph' }).click();
    await a.getByRole('textbox', { name: 'Paragraph' }).fill('Two pairs would do.');
    await a.getByRole('button', { name: 'Post help request' }).click();
    await expect(a).toHaveURL(new RegExp(`/collaboration-page-edit/${id}/manage-help$`));

    // B's board shows it under Help needed!, with its collaboration, and it opens.
    const card = region(page, 'Help needed!').getByRole('listitem').filter({ hasText: helpTitle });
    await expect(card).toBeVisible();
    await expect(card).toContainText(title);
    expect(reloaded).toBe(false);
    await card.getByRole('link', { name: helpTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: helpTitle })).toBeVisible();
  });

  test("a collaboration's page shows a new update, a status change and its deletion as they happen", async ({ page, browser }) => {
    const a = await pageFor(browser, COLLAB_CREATOR);
    const title = unique('Seed library');
    const made = await a.request.post('/api/collaborations', { data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Swap seeds.' }] } });
    const { id } = (await made.json()) as { id: string };

    await signIn(page, COLLAB_OUTSIDER);
    await page.goto(`/collaboration-page/inactive/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(region(page, 'Updates').getByText('No updates for this collaboration')).toBeVisible();

    const updateTitle = unique('First packets');
    const posted = await a.request.post(`/api/collaborations/${id}/items`, { data: { kind: 'update', title: updateTitle, content: [] } });
    expect(posted.status()).toBe(201);
    await expect(region(page, 'Updates').getByRole('link', { name: updateTitle })).toBeVisible();

    // The address follows the status, as it does when the page is opened with an old one.
    expect((await a.request.put(`/api/collaborations/${id}/status`, { data: { status: 'active' } })).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/collaboration-page/active/${id}$`));
    await expect(page.getByText('active', { exact: true })).toBeVisible();

    expect((await a.request.delete(`/api/collaborations/${id}`)).status()).toBe(204);
    await expect(page.getByRole('heading', { level: 1, name: 'Collaboration not found' })).toBeVisible();
  });
});
