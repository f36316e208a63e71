import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, COLLAB_CREATOR, expect, NOTIFIED, signIn, test } from './fixtures.js';

const RUN = Date.now().toString(36);

/** A page of its own browser context (own cookies), signed in as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** A pattern finding `text` as written, wherever it stands in a name. */
const words = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('notifications', () => {
  // Both tests count NOTIFIED's unread notifications: one after the other.
  test.describe.configure({ mode: 'serial' });

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
    const { people } = (await (await creator.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(NOTIFIED.surname)}`)).json()) as { people: { id: string; name: string; surname: string }[] };
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
    // The box shows the choice at once; the page is reloaded only once the server has kept it.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/notifications/settings') && response.request().method() === 'PUT');
    await digest.check();
    await expect(digest).toBeChecked();
    expect((await saved).status()).toBe(200);
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
    const { people } = (await (await creator.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(NOTIFIED.surname)}`)).json()) as { people: { id: string; name: string; surname: string }[] };
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

test.describe('notifications of a review', () => {
  test('a pupil hears that their post was sent back, with the note, and that their request for help was approved; each opens it', async ({ page, browser }) => {
    // Three sign-ins, an account made and a picture uploaded: over 30 s on a busy two-core machine.
    test.slow();
    // A pupil of this test alone, made by an administrator, who also reviews.
    const reviewer = await pageFor(browser, ADMIN);
    const pupil = { email: `pupil-${RUN}@e2e.test`, password: 'pupil-password-2024', name: 'Nefeli', surname: 'Zervou' };
    const made = await reviewer.request.post('/api/admin/members', { data: { ...pupil, needsReview: true } });
    expect(made.status()).toBe(201);
    await signIn(page, pupil);

    const postTitle = `Our kite ${RUN}`;
    const thumbnail = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2b6cb0' } }).jpeg().toBuffer();
    const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'kite.jpg', mimeType: 'image/jpeg', buffer: thumbnail } } });
    expect(upload.status()).toBe(201);
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const post = await page.request.post('/api/posts', { data: { title: postTitle, thumbnailId, content: [{ type: 'paragraph', value: 'It flew.' }] } });
    expect(post.status()).toBe(201);
    const { id: postId } = (await post.json()) as { id: string };

    const collaborationTitle = `Kite club ${RUN}`;
    const collaboration = await page.request.post('/api/collaborations', { data: { title: collaborationTitle, thumbnailId: null, content: [{ type: 'paragraph', value: 'Paper and string.' }] } });
    expect(collaboration.status()).toBe(201);
    const { id: collaborationId } = (await collaboration.json()) as { id: string };
    // A pupil's new collaboration waits for review as a whole: approved, they may ask for help in it.
    const waiting = (await (await reviewer.request.get(`/api/collaborations/${collaborationId}`)).json()) as { review: { version: number } };
    expect((await reviewer.request.post(`/api/review/collaborations/${collaborationId}/approve`, { data: { version: waiting.review.version } })).status()).toBe(200);
    await page.request.post('/api/notifications/read-all');
    const helpTitle = `Who has string? ${RUN}`;
    const help = await page.request.post(`/api/collaborations/${collaborationId}/items`, { data: { kind: 'help', title: helpTitle, content: [] } });
    expect(help.status()).toBe(201);
    const { id: helpId } = (await help.json()) as { id: string };

    const note = 'Please say who took the photo.';
    // Each decision names the version the reviewer read.
    const readPost = (await (await reviewer.request.get(`/api/posts/${postId}`)).json()) as { review: { version: number } };
    const readHelp = (await (await reviewer.request.get(`/api/collaborations/${collaborationId}/items/${helpId}`)).json()) as { review: { version: number } };
    expect((await reviewer.request.post(`/api/review/posts/${postId}/send-back`, { data: { note, version: readPost.review.version } })).status()).toBe(200);
    expect((await reviewer.request.post(`/api/review/items/${helpId}/approve`, { data: { version: readHelp.review.version } })).status()).toBe(200);

    await page.reload();
    const header = page.getByRole('banner');
    const panel = page.getByRole('region', { name: 'Notifications' });
    await header.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const reviewerName = `${ADMIN.name} ${ADMIN.surname}`;
    // A link's name also holds "Unread:" and its time: the words are found within it.
    const approved = panel.getByRole('link', { name: words(`${reviewerName} approved your request for help “${helpTitle}” in “${collaborationTitle}”: it is published.`) });
    await expect(approved).toBeVisible();
    await approved.click();
    await expect(page).toHaveURL(new RegExp(`/help-page/${collaborationId}/${helpId}$`));
    await expect(page.getByRole('heading', { level: 1, name: helpTitle })).toBeVisible();

    await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const sentBack = panel.getByRole('link', { name: words(`${reviewerName} sent back your post “${postTitle}” for changes: ${note}`) });
    await expect(sentBack).toBeVisible();
    await sentBack.click();
    await expect(page).toHaveURL(new RegExp(`/blog-post/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
    await reviewer.context().close();
  });
});
