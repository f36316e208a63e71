import sharp from 'sharp';
import { COMMENT_AUTHOR, COMMENTER, expect, REPORTER_ONE, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);

test.describe('mentions', () => {
  test('a member mentions another in a comment, chosen from the list that opens after @; the comment shows the mention and the mentioned member is told', async ({ page, browser }) => {
    const title = `Science fair ${RUN}-${Math.random().toString(36).slice(2, 7)}`;
    const author = await (await browser.newContext()).newPage();
    await signIn(author, COMMENT_AUTHOR);
    const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#5a3c8f' } }).jpeg().toBuffer();
    const upload = await author.request.post('/api/media?folder=blog', { multipart: { file: { name: 'fair.jpg', mimeType: 'image/jpeg', buffer: picture } } });
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const made = await author.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'Volcanoes and robots.' }] } });
    expect(made.status(), await made.text()).toBe(201);
    const postId = ((await made.json()) as { id: string }).id;

    await signIn(page, COMMENTER);
    await page.goto(`/blog-post/${postId}`);
    const box = page.getByRole('textbox', { name: 'Write a comment' });
    await expect(page.getByText('Type @ and a name to mention someone: they are told.')).toBeVisible();
    await box.fill('Great photos, @Lyd');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await expect(list.getByRole('option', { name: 'Lydia Anaferei' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'to mention.' })).toHaveText('1 person to mention. Up and down arrows to choose, Enter to mention.');
    await box.press('Enter');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('Great photos, @Lydia Anaferei ');
    await box.pressSequentially('thank you!');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const said = page.getByRole('region', { name: 'Comments' }).getByRole('article', { name: 'by Orestis Sxoliou' }).filter({ hasText: 'Great photos' });
    await expect(said.getByText('@Lydia Anaferei', { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');

    const mentioned = await (await browser.newContext()).newPage();
    await signIn(mentioned, REPORTER_ONE);
    await mentioned.goto('/notifications');
    await mentioned.getByRole('link', { name: `Orestis Sxoliou mentioned you in a comment on “${title}”.` }).click();
    await expect(mentioned.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('Escape closes the list and keeps the words; a name no one here has finds no one', async ({ page, browser }) => {
    const author = await (await browser.newContext()).newPage();
    await signIn(author, COMMENT_AUTHOR);
    const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#8f5a3c' } }).jpeg().toBuffer();
    const upload = await author.request.post('/api/media?folder=blog', { multipart: { file: { name: 'play.jpg', mimeType: 'image/jpeg', buffer: picture } } });
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const made = await author.request.post('/api/posts', { data: { title: `School play ${RUN}`, thumbnailId, content: [{ type: 'paragraph', value: 'Hamlet.' }] } });
    const postId = ((await made.json()) as { id: string }).id;

    await signIn(page, COMMENTER);
    await page.goto(`/blog-post/${postId}`);
    const box = page.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Ask @Thal');
    await expect(page.getByRole('option', { name: 'Thalia Grafou' })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeHidden();
    await expect(box).toHaveValue('Ask @Thal');
    await box.fill('Ask @Zzyzx');
    await expect(page.getByText('No one by that name can be mentioned here.').first()).toBeVisible();
  });

  test('a member mentions another in an update, from the same list in its paragraph; the mentioned member is told', async ({ page, browser }) => {
    const collaboration = `Bird boxes ${RUN}-${Math.random().toString(36).slice(2, 7)}`;
    const update = `Ten boxes up ${RUN}`;
    await signIn(page, COMMENTER);
    const made = await page.request.post('/api/collaborations', { data: { title: collaboration, thumbnailId: null, content: [{ type: 'paragraph', value: 'Nests.' }] } });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as { id: string }).id;

    await page.goto(`/collaboration-page-edit/${id}/post-update`);
    await page.getByLabel('Title', { exact: true }).fill(update);
    await expect(page.getByText('Type @ and a name to mention someone: they are told.')).toBeVisible();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    const paragraph = page.getByRole('textbox', { name: 'Paragraph' });
    await paragraph.fill('Painted with @Lyd');
    await page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: 'Lydia Anaferei' }).click();
    await expect(paragraph).toHaveValue('Painted with @Lydia Anaferei ');
    await expect(paragraph).toBeFocused();
    await paragraph.pressSequentially('today.');
    await page.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByRole('link', { name: update })).toBeVisible();

    const mentioned = await (await browser.newContext()).newPage();
    await signIn(mentioned, REPORTER_ONE);
    await mentioned.goto('/notifications');
    await mentioned.getByRole('link', { name: `Orestis Sxoliou mentioned you in the update “${update}” in “${collaboration}”.` }).click();
    await expect(mentioned.getByRole('heading', { level: 1, name: update })).toBeVisible();
    await expect(mentioned.getByText('Painted with @Lydia Anaferei today.')).toBeVisible();
  });
});
