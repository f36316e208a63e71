import type { Browser, Page } from '@playwright/test';
import { COLLAB_CREATOR, expect, NOTIFIED, signIn, test } from './fixtures.js';

const RUN = Date.now().toString(36);

/** A page of its own browser context (own cookies), signed in as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

// Both tests count NOTIFIED's unread notifications: one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('notifications', () => {
  test("a member's bell counts their addition to a collaboration live, and the notification opens it", async ({ page, browser }) => {
    await signIn(page, NOTIFIED);
    let reloaded = false;
    const header = page.getByRole('banner');
    // Whatever an earlier run left is read first: the bell then names no number.
    await page.request.post('/api/notifications/read-all');
    await page.reload();
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    page.on('load', () => (reloaded = true));
    const creator = await pageFor(browser, COLLAB_CREATOR);
    const title = `Bird boxes ${RUN}`;
    const made = await creator.request.post('/api/collaborations', { data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'For the school garden.' }] } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const { people } = (await (await creator.request.get(`/api/collaborations/${id}/candidates`)).json()) as { people: { id: string; name: string; surname: string }[] };
    const notified = people.find((person) => person.name === NOTIFIED.name && person.surname === NOTIFIED.surname)!;
    expect((await creator.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [notified.id] } })).status()).toBe(200);

    // The bell counts it as it happens, on the page as it was: no reload.
    const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    expect(reloaded).toBe(false);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const notice = panel.getByRole('link', { name: new RegExp(`Anna Christou added you to the collaboration “${title}”`) });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Opened, it is read: the bell names no number, and the list shows it as read.
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`added you to the collaboration “${title}”`) })).not.toContainText('Unread');
    // The test server can send mail (global-setup gives it one): the daily email is a choice, kept.
    const digest = page.getByRole('checkbox', { name: 'Email me a daily summary of my unread notifications' });
    await expect(digest).not.toBeChecked();
    await digest.check();
    await expect(digest).toBeChecked();
    await page.reload();
    await expect(digest).toBeChecked();
    await digest.uncheck();
    await expect(digest).not.toBeChecked();
  });

  test('Mark all as read empties the count; Escape closes the panel and gives focus back to the bell', async ({ page, browser }) => {
    await signIn(page, NOTIFIED);
    const creator = await pageFor(browser, COLLAB_CREATOR);
    const made = await creator.request.post('/api/collaborations', { data: { title: `Reading corner ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Cushions.' }] } });
    const { id } = (await made.json()) as { id: string };
    const { people } = (await (await creator.request.get(`/api/collaborations/${id}/candidates`)).json()) as { people: { id: string; name: string; surname: string }[] };
    const notified = people.find((person) => person.name === NOTIFIED.name && person.surname === NOTIFIED.surname)!;
    await creator.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [notified.id] } });
    await creator.request.post(`/api/collaborations/${id}/items`, { data: { kind: 'help', title: `Who sews? ${RUN}`, content: [] } });

    await page.reload();
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: new RegExp(`Anna Christou asked for help in “Reading corner ${RUN}”: Who sews\\? ${RUN}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });
});
