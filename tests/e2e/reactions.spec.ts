import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, REACTION_AUTHOR, REACTOR, signIn, test } from './fixtures.js';

// The site's set is one for the whole site: this file's journeys run one after another, and only they change it.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

async function pageFor(browser: Browser, user?: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (user) await signIn(page, user);
  return page;
}

/** Writes a post through the API as the signed-in `page`'s member, with a comment under it; answers its id. */
async function writePost(page: Page, title: string): Promise<string> {
  const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#6e8f3c' } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'fair.jpg', mimeType: 'image/jpeg', buffer: picture } } });
  const { id: thumbnailId } = (await upload.json()) as { id: string };
  const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'Our science fair.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  const postId = ((await made.json()) as { id: string }).id;
  const comment = await page.request.post(`/api/posts/${postId}/comments`, { data: { body: 'Thank you all for coming.' } });
  expect(comment.status()).toBe(201);
  return postId;
}

const postReactions = (page: Page, title: string) => page.getByRole('group', { name: `Reactions to the post “${title}”` });

test.describe('reactions', () => {
  test("a member reacts to a post and a comment; the author's open page shows it at once, with who reacted; a visitor sees none", async ({ page, browser }) => {
    const title = unique('Science fair');
    await signIn(page, REACTION_AUTHOR);
    const postId = await writePost(page, title);
    await page.goto(`/blog-post/${postId}`);
    await expect(postReactions(page, title).getByRole('button', { name: 'Celebrate, 0 reactions' })).toBeVisible();
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    const member = await pageFor(browser, REACTOR);
    await member.goto(`/blog-post/${postId}`);
    const celebrate = postReactions(member, title).getByRole('button', { name: 'Celebrate, 0 reactions' });
    await expect(celebrate).toHaveAttribute('aria-pressed', 'false');
    await celebrate.click();
    await expect(postReactions(member, title).getByRole('button', { name: 'Celebrate, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    // And to the author's comment.
    const commentReactions = member.getByRole('group', { name: 'Reactions to the comment by Irini Chara' });
    await commentReactions.getByRole('button', { name: 'Applause, 0 reactions' }).click();
    await expect(commentReactions.getByRole('button', { name: 'Applause, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');

    // The author's page, open all along, shows both without a reload, not pressed for them, and who reacted.
    await expect(postReactions(page, title).getByRole('button', { name: 'Celebrate, 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('group', { name: 'Reactions to the comment by Irini Chara' }).getByRole('button', { name: 'Applause, 1 reaction' })).toBeVisible();
    expect(reloaded).toBe(false);
    await page.getByText('Who reacted').first().click();
    await expect(page.getByText('Manos Bravo').first()).toBeVisible();

    // Pressed again, it is taken back.
    await postReactions(member, title).getByRole('button', { name: 'Celebrate, 1 reaction' }).click();
    await expect(postReactions(member, title).getByRole('button', { name: 'Celebrate, 0 reactions' })).toHaveAttribute('aria-pressed', 'false');

    // A visitor reads the post with no reactions and no count.
    const visitor = await pageFor(browser);
    await visitor.goto(`/blog-post/${postId}`);
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByRole('group', { name: /^Reactions to/ })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /Celebrate/ })).toHaveCount(0);
  });

  test("a member reacts to a collaboration's update on its page", async ({ page, browser }) => {
    await signIn(page, REACTION_AUTHOR);
    const started = await page.request.post('/api/collaborations', { data: { title: unique('Weather station'), thumbnailId: null, content: [{ type: 'paragraph', value: 'Wind and rain.' }] } });
    expect(started.status()).toBe(201);
    const collaborationId = ((await started.json()) as { id: string }).id;
    const title = unique('Sensors ordered');
    const posted = await page.request.post(`/api/collaborations/${collaborationId}/items`, { data: { kind: 'update', title, content: [] } });
    expect(posted.status()).toBe(201);
    const itemId = ((await posted.json()) as { id: string }).id;

    const member = await pageFor(browser, REACTOR);
    await member.goto(`/update-page/${collaborationId}/${itemId}`);
    const reactions = member.getByRole('group', { name: `Reactions to “${title}”` });
    await reactions.getByRole('button', { name: 'Great idea, 0 reactions' }).click();
    await expect(reactions.getByRole('button', { name: 'Great idea, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await member.getByText('Who reacted').click();
    await expect(member.getByRole('listitem').filter({ hasText: 'Manos Bravo' })).toBeVisible();
  });

  test('an administrator chooses the reactions offered; choosing none is refused and the choice is kept', async ({ page, browser }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Reactions' });
    const rocket = section.getByRole('checkbox', { name: 'Rocket' });
    await expect(rocket).not.toBeChecked();
    await rocket.check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toHaveText('Saved.');

    const author = await pageFor(browser, REACTION_AUTHOR);
    const title = unique('Rocket launch');
    const postId = await writePost(author, title);
    const member = await pageFor(browser, REACTOR);
    await member.goto(`/blog-post/${postId}`);
    await postReactions(member, title).getByRole('button', { name: 'Rocket, 0 reactions' }).click();
    await expect(postReactions(member, title).getByRole('button', { name: 'Rocket, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');

    // None at all is refused, with the reason; what was unticked stays unticked.
    for (const name of ['Like', 'Love', 'Celebrate', 'Great idea', 'Applause', 'Rocket']) await section.getByRole('checkbox', { name }).uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Choose between 1 and 6 different reactions.')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'Like' })).not.toBeChecked();

    // The five of the start again: Rocket is no longer offered, and its reaction is kept out of sight.
    for (const name of ['Like', 'Love', 'Celebrate', 'Great idea', 'Applause']) await section.getByRole('checkbox', { name }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toHaveText('Saved.');
    await member.reload();
    await expect(postReactions(member, title).getByRole('button', { name: 'Like, 0 reactions' })).toBeVisible();
    await expect(postReactions(member, title).getByRole('button', { name: /Rocket/ })).toHaveCount(0);
  });
});
