import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, COMMENT_AUTHOR, COMMENT_PUPIL, COMMENTER, expect, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A page of its own browser context (own cookies): a visitor's, or signed in as `user`. */
async function pageFor(browser: Browser, user?: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (user) await signIn(page, user);
  return page;
}

/** Writes a post through the API as the signed-in `page`'s member; answers its id. */
async function writePost(page: Page, title: string): Promise<string> {
  const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3c6e8f' } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'trip.jpg', mimeType: 'image/jpeg', buffer: picture } } });
  const { id: thumbnailId } = (await upload.json()) as { id: string };
  const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'We planted twelve trees.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const commentBy = (page: Page, name: string, text: string) => comments(page).getByRole('article', { name: `by ${name}` }).filter({ hasText: text });

test.describe('comments', () => {
  test("a member comments and the author's open page shows it at once, and the author answers", async ({ page, browser }) => {
    const title = unique('Tree planting day');
    await signIn(page, COMMENT_AUTHOR);
    const postId = await writePost(page, title);
    await page.goto(`/blog-post/${postId}`);
    await expect(comments(page).getByText('No comments yet. Be the first to write one.')).toBeVisible();
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    const member = await pageFor(browser, COMMENTER);
    await member.goto(`/blog-post/${postId}`);
    const box = member.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('What a lovely day!\nSee https://example.org/trees for more.');
    await member.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentBy(member, 'Orestis Sxoliou', 'What a lovely day!')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(commentBy(member, 'Orestis Sxoliou', 'What a lovely day!').getByRole('link', { name: 'https://example.org/trees' })).toHaveAttribute('rel', /ugc/);

    // The author's page, open all along, shows it without a reload; the author answers it.
    const said = commentBy(page, 'Orestis Sxoliou', 'What a lovely day!');
    await expect(said).toBeVisible();
    expect(reloaded).toBe(false);
    await comments(page).getByRole('button', { name: 'Reply to Orestis' }).click();
    await page.getByRole('textbox', { name: 'Your reply to Orestis' }).fill('Thank you for coming!');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(commentBy(member, 'Thalia Grafou', 'Thank you for coming!')).toBeVisible();

    // The commenter is told of the reply.
    await member.goto('/notifications');
    await expect(member.getByText(`Thalia Grafou commented on “${title}”.`)).toBeVisible();
  });

  test("a member answers a collaboration's update: its author's open page shows it at once, and the author is told, named with the update", async ({ page, browser }) => {
    await signIn(page, COMMENT_AUTHOR);
    const collaboration = unique('School garden');
    const made = await page.request.post('/api/collaborations', { data: { title: collaboration, thumbnailId: null, content: [{ type: 'paragraph', value: 'Beds by the gym.' }] } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const update = unique('Tomatoes are in');
    const posted = await page.request.post(`/api/collaborations/${id}/items`, { data: { kind: 'update', title: update, content: [{ type: 'paragraph', value: 'Twelve plants.' }] } });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id: itemId } = (await posted.json()) as { id: string };
    await page.goto(`/update-page/${id}/${itemId}`);
    await expect(page.getByRole('heading', { level: 1, name: update })).toBeVisible();
    await expect(comments(page).getByText('No comments yet. Be the first to write one.')).toBeVisible();
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    const member = await pageFor(browser, COMMENTER);
    await member.goto(`/update-page/${id}/${itemId}`);
    await member.getByRole('textbox', { name: 'Write a comment' }).fill('Can I water them on Mondays?');
    await member.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentBy(member, 'Orestis Sxoliou', 'Can I water them on Mondays?')).toBeVisible();

    // The author's page, open all along, shows it without a reload.
    await expect(commentBy(page, 'Orestis Sxoliou', 'Can I water them on Mondays?')).toBeVisible();
    expect(reloaded).toBe(false);
    // The author is told, and the notification leads back to the thread.
    await page.goto('/notifications');
    const told = page.getByRole('link', { name: `Orestis Sxoliou commented on “${update}” in “${collaboration}”.` });
    await expect(told).toBeVisible();
    await told.click();
    await expect(page).toHaveURL(new RegExp(`/update-page/${id}/${itemId}#comments$`));
    await expect(commentBy(page, 'Orestis Sxoliou', 'Can I water them on Mondays?')).toBeVisible();
  });

  // The one test that changes the site's setting, and puts it back: any other test that looked at
  // visitors' comments could run while it is on.
  test('a visitor reads no comments until an administrator shows them; then the live ones only, with nothing to write', async ({ page, browser }) => {
    const title = unique('Open day');
    const author = await pageFor(browser, COMMENT_AUTHOR);
    const postId = await writePost(author, title);
    const member = await pageFor(browser, COMMENTER);
    expect((await member.request.post(`/api/posts/${postId}/comments`, { data: { body: 'See you at the open day!' } })).status()).toBe(201);
    const offTopic = await member.request.post(`/api/posts/${postId}/comments`, { data: { body: 'Wrong thread, sorry.' } });
    const { id: offTopicId } = (await offTopic.json()) as { id: string };
    expect((await author.request.post(`/api/comments/${offTopicId}/hide`, { data: { reason: 'Off topic' } })).status()).toBe(200);

    // Off, as every site starts: a visitor reads the post, and nothing of its comments.
    const visitor = await pageFor(browser);
    await visitor.goto(`/blog-post/${postId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(comments(visitor)).toHaveCount(0);
    await expect(visitor.getByText('See you at the open day!')).toHaveCount(0);

    await signIn(page, ADMIN);
    await page.goto('/admin/settings');
    const setting = page.getByRole('region', { name: 'Comments' });
    await setting.getByRole('checkbox', { name: 'Visitors read the comments under posts for everyone' }).check();
    await setting.getByRole('button', { name: 'Save' }).click();
    await expect(setting.getByRole('status')).toHaveText('Saved.');
    try {
      await visitor.reload();
      await expect(commentBy(visitor, 'Orestis Sxoliou', 'See you at the open day!')).toBeVisible();
      await expect(visitor.getByText('Wrong thread, sorry.')).toHaveCount(0);
      await expect(comments(visitor).getByRole('textbox')).toHaveCount(0);
      await expect(comments(visitor).getByRole('button', { name: 'Mute this thread' })).toHaveCount(0);
      await expect(comments(visitor).getByRole('button', { name: /^Report/ })).toHaveCount(0);
      await expect(comments(visitor).getByRole('button', { name: /^Reply/ })).toHaveCount(0);
    } finally {
      await setting.getByRole('checkbox', { name: 'Visitors read the comments under posts for everyone' }).uncheck();
      await setting.getByRole('button', { name: 'Save' }).click();
      await expect(setting.getByRole('status')).toHaveText('Saved.');
    }
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(comments(visitor)).toHaveCount(0);
  });

  test("a pupil's comment waits, marked, until a teacher approves it from the queue; a refused empty comment keeps nothing lost", async ({ page, browser }) => {
    const title = unique('Science fair');
    await signIn(page, COMMENT_AUTHOR);
    const postId = await writePost(page, title);

    const pupil = await pageFor(browser, COMMENT_PUPIL);
    await pupil.goto(`/blog-post/${postId}`);
    await expect(pupil.getByText('A teacher reads your comment before everyone sees it.')).toBeVisible();
    // An empty comment is refused with the words of what is wrong.
    await pupil.getByRole('button', { name: 'Post comment' }).click();
    await expect(pupil.getByText('Please write your comment.')).toBeVisible();
    await pupil.getByRole('textbox', { name: 'Write a comment' }).fill('Our volcano worked!');
    await pupil.getByRole('button', { name: 'Post comment' }).click();
    const waiting = commentBy(pupil, 'Danai Mathitria', 'Our volcano worked!');
    await expect(waiting.getByText('Waiting for a teacher’s review: only you and the teachers see it for now.')).toBeVisible();

    // The post's author does not see it yet.
    await page.goto(`/blog-post/${postId}`);
    await expect(comments(page).getByText('No comments yet. Be the first to write one.')).toBeVisible();

    // The teacher finds it in the queue with the post it answers, and approves it.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/review');
    const entry = teacher.getByRole('main').getByRole('listitem').filter({ hasText: `Comment on “${title}”` });
    await expect(entry).toContainText('Our volcano worked!');
    await entry.getByRole('link', { name: /Preview/ }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: 'A comment waiting for review' })).toBeVisible();
    await expect(teacher.getByRole('link', { name: title })).toBeVisible();
    await teacher.getByRole('button', { name: 'Approve' }).click();
    await expect(teacher).toHaveURL(/\/review$/);

    // Approved: the author's open page shows it, live.
    await expect(commentBy(page, 'Danai Mathitria', 'Our volcano worked!')).toBeVisible();
    await expect(commentBy(page, 'Danai Mathitria', 'Our volcano worked!').getByText(/Waiting for/)).toHaveCount(0);
  });

  test('an administrator watches «βλάκας»: a comment using it is refused, with accents or without, in capitals or in Greeklish, and the words stay in the box', async ({ page, browser }) => {
    const admin = await pageFor(browser, ADMIN);
    await admin.goto('/admin/settings');
    const watched = admin.getByRole('region', { name: 'Watched words' });
    const rule = watched.getByRole('row').filter({ hasText: 'βλάκας' });
    // A retried run finds it watched already.
    if ((await rule.count()) === 0) {
      await watched.getByLabel('Word or phrase').fill('βλάκας');
      await watched.getByRole('radio', { name: /^Block/ }).check();
      await watched.getByRole('button', { name: 'Add the word' }).click();
    }
    await expect(rule).toContainText('Block');

    const title = unique('Football match');
    await signIn(page, COMMENT_AUTHOR);
    const postId = await writePost(page, title);
    const member = await pageFor(browser, COMMENTER);
    await member.goto(`/blog-post/${postId}`);
    const box = member.getByRole('textbox', { name: 'Write a comment' });
    for (const words of ['Είσαι βλάκας!', 'εισαι ΒΛΑΚΑΣ', 'eisai vlakas']) {
      await box.fill(words);
      await member.getByRole('button', { name: 'Post comment' }).click();
      await expect(member.getByRole('alert').filter({ hasText: '“βλάκας” is not allowed on this site.' })).toBeVisible();
      await expect(box).toHaveValue(words);
    }
    await expect(comments(member).getByText('No comments yet. Be the first to write one.')).toBeVisible();
    // Changed, it is posted.
    await box.fill('Είσαι αστέρι!');
    await member.getByRole('button', { name: 'Post comment' }).click();
    await expect(commentBy(member, 'Orestis Sxoliou', 'Είσαι αστέρι!')).toBeVisible();
  });
});
