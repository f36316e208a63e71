import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, COMMENT_AUTHOR, COMMENTER, expect, REPORTED_AUTHOR, REPORTER_ONE, REPORTER_TWO, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A page of its own browser context (own cookies), signed in as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** Writes a post through the API as the signed-in `page`'s member; answers its id. */
async function writePost(page: Page, title: string): Promise<string> {
  const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#8f3c5a' } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'fair.jpg', mimeType: 'image/jpeg', buffer: picture } } });
  const { id: thumbnailId } = (await upload.json()) as { id: string };
  const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'The school fair raised money for books.' }] } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
/** The queue's entry of a reported thing, by the post it is or is under. */
const reported = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('reports', () => {
  test('three members report a comment: it is hidden at once, and a teacher leaves it as it is from the queue, telling the reporters', async ({ page, browser }) => {
    const title = unique('School fair');
    await signIn(page, COMMENT_AUTHOR);
    const postId = await writePost(page, title);

    const commenter = await pageFor(browser, COMMENTER);
    const said = await commenter.request.post(`/api/posts/${postId}/comments`, { data: { body: 'The cakes were too expensive.' } });
    expect(said.status()).toBe(201);
    const commentId = ((await said.json()) as { id: string }).id;

    // Two members report it through the API…
    const reporters = [await pageFor(browser, REPORTER_ONE), await pageFor(browser, REPORTER_TWO)];
    for (const reporter of reporters) {
      const sent = await reporter.request.post('/api/reports', { data: { subject: { type: 'comment', id: commentId }, reason: 'bullying' } });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    // …and the post's author, third, on the page: the dialog asks why first.
    await page.goto(`/blog-post/${postId}`);
    await comments(page).getByRole('button', { name: 'Report the comment by Orestis Sxoliou' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('textbox', { name: 'Anything to add? (optional)' }).fill('It upsets the parents who baked.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose why you are reporting this.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Anything to add? (optional)' })).toHaveValue('It upsets the parents who baked.');
    await dialog.getByRole('radio', { name: 'Bullying or harassment' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    // Focus lands on the words that say it was sent, where the button was.
    await expect(page.getByText('Reported. Thank you: a moderator will look at it.')).toBeFocused();
    // Three members: it is hidden from its readers now (the post's author sees it marked).
    await expect(comments(page).getByText('Hidden from other readers')).toBeVisible();
    await reporters[0]!.goto(`/blog-post/${postId}`);
    await expect(comments(reporters[0]!).getByText('No comments yet. Be the first to write one.')).toBeVisible();

    // A teacher finds it through the hub's count, held, with every report.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/profile');
    await teacher.getByRole('link', { name: /^Reports \(\d+ waiting\)$/ }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const entry = reported(teacher, title);
    await expect(entry.getByText('Hidden until you decide: several members reported it.')).toBeVisible();
    await expect(entry.getByRole('heading', { name: '3 reports' })).toBeVisible();
    await expect(entry.getByText('It upsets the parents who baked.')).toBeVisible();
    await entry.getByRole('button', { name: 'Leave it' }).click();
    const decision = teacher.getByRole('dialog', { name: 'Leave it as it is?' });
    await decision.getByRole('button', { name: 'Leave it' }).click();
    await expect(teacher.getByText('Left as it is. Those who reported it are told.')).toBeVisible();
    await expect(reported(teacher, title)).toHaveCount(0);

    // It shows again, and its reporters learn the outcome.
    await reporters[0]!.reload();
    await expect(comments(reporters[0]!).getByText('The cakes were too expensive.')).toBeVisible();
    await reporters[1]!.goto('/notifications');
    await expect(reporters[1]!.getByText(`A moderator looked at what you reported on “${title}” and left it as it is. Thank you for telling us.`)).toBeVisible();
  });

  test('a teacher hides a reported post with a reason and stops its author commenting for a week; the author is told and refused', async ({ page, browser }) => {
    const title = unique('Buy my stickers');
    const author = await pageFor(browser, REPORTED_AUTHOR);
    const postId = await writePost(author, title);

    await signIn(page, REPORTER_ONE);
    await page.goto(`/blog-post/${postId}`);
    await page.getByRole('button', { name: `Report the post “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Reported. Thank you: a moderator will look at it.')).toBeVisible();

    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/moderation');
    const entry = reported(teacher, title);
    await expect(entry.getByText('Spam or advertising')).toBeVisible();
    await entry.getByRole('button', { name: 'Hide' }).click();
    const decision = teacher.getByRole('dialog', { name: 'Hide it from its readers?' });
    await decision.getByRole('radio', { name: 'For 7 days' }).check();
    // Stopping its author needs a reason: refused, the choice kept.
    await decision.getByRole('button', { name: 'Hide it' }).click();
    await expect(decision.getByText('Please say why: it is kept in the audit log.')).toBeVisible();
    await expect(decision.getByRole('radio', { name: 'For 7 days' })).toBeChecked();
    await decision.getByRole('textbox', { name: 'Your reason' }).fill('Selling things is not allowed here.');
    await decision.getByRole('button', { name: 'Hide it' }).click();
    await expect(teacher.getByText('Hidden. Its author and those who reported it are told.')).toBeVisible();

    // The post is off the site; its author is told, and may not comment for now.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await author.goto('/notifications');
    await expect(author.getByText(new RegExp(`took your post “${title}” off the site`))).toBeVisible();
    const other = await writePost(page, unique('Library day'));
    await author.goto(`/blog-post/${other}`);
    await author.getByRole('textbox', { name: 'Write a comment' }).fill('Nice!');
    await author.getByRole('button', { name: 'Post comment' }).click();
    await expect(author.getByText(/A moderator stopped you from commenting until/)).toBeVisible();
    await expect(author.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Nice!');
  });

  test('a member reports an update on its page; a teacher hides it with a reason; its author reads it marked hidden and is told why, the reporter finds it no more until the teacher shows it again', async ({ page, browser }) => {
    const title = unique('Our robot is the best, yours is rubbish');
    const author = await pageFor(browser, REPORTED_AUTHOR);
    const started = await author.request.post('/api/collaborations', { data: { title: unique('Robot club'), thumbnailId: null, content: [{ type: 'paragraph', value: 'We build robots.' }] } });
    expect(started.status(), await started.text()).toBe(201);
    const collaborationId = ((await started.json()) as { id: string }).id;
    const posted = await author.request.post(`/api/collaborations/${collaborationId}/items`, { data: { kind: 'update', title, content: [{ type: 'paragraph', value: 'The other team cannot build anything.' }] } });
    expect(posted.status(), await posted.text()).toBe(201);
    const updateId = ((await posted.json()) as { id: string }).id;

    await signIn(page, REPORTER_ONE);
    await page.goto(`/update-page/${collaborationId}/${updateId}`);
    await page.getByRole('button', { name: `Report the update “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this update' });
    await dialog.getByRole('radio', { name: 'Bullying or harassment' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Reported. Thank you: a moderator will look at it.')).toBeFocused();

    // The queue shows it in its collaboration, with what it says.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/moderation');
    const entry = teacher.getByRole('article').filter({ hasText: title });
    await expect(entry.getByText('Update', { exact: true })).toBeVisible();
    await expect(entry.getByText('The other team cannot build anything.')).toBeVisible();
    await entry.getByRole('button', { name: 'Hide' }).click();
    const decision = teacher.getByRole('dialog', { name: 'Hide it from its readers?' });
    await decision.getByRole('textbox', { name: 'Your reason' }).fill('Please be kind about the other team.');
    await decision.getByRole('button', { name: 'Hide it' }).click();
    await expect(teacher.getByText('Hidden. Its author and those who reported it are told.')).toBeVisible();

    // Its author still reads it, marked, and is told why and by whom.
    await author.goto(`/update-page/${collaborationId}/${updateId}`);
    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(author.getByRole('note')).toHaveText(/Hidden from other members/);
    await author.goto('/notifications');
    await expect(author.getByText(`Despoina Daskalou hid your update “${title}” in`, { exact: false })).toBeVisible();
    // The reporter finds it no more, and learns the outcome.
    await page.goto(`/update-page/${collaborationId}/${updateId}`);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText(/A moderator looked at what you reported in “Robot club .*” and hid it\. Thank you for telling us\./)).toBeVisible();

    // On second thoughts the teacher shows it again from its page: the reporter reads it once more.
    await teacher.goto(`/update-page/${collaborationId}/${updateId}`);
    await teacher.getByRole('button', { name: 'Show it again' }).click();
    await expect(teacher.getByRole('note')).toBeHidden();
    await page.goto(`/update-page/${collaborationId}/${updateId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a member reports a post’s author’s profile from its card; a teacher hides it with a reason; its member is told and sees it marked, the reporter reads the name alone, until an administrator shows it again', async ({ page, browser }) => {
    // A member of this test alone: hiding their profile touches every page that shows them.
    const admin = await pageFor(browser, ADMIN);
    const member = { email: `profile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`, password: 'profile-reported-password-2024', name: 'Nikos', surname: 'Profilakis' };
    const made = await admin.request.post('/api/admin/members', { data: member });
    expect(made.status(), await made.text()).toBe(201);
    const author = await pageFor(browser, member);
    const description = 'Call me on 6900 000 000 to buy football cards';
    const saved = await author.request.put('/api/profile', { data: { description, imageId: null, email: null, telephone: null, facebook: null, instagram: null } });
    expect(saved.status(), await saved.text()).toBe(200);
    const postId = await writePost(author, unique('Football cards'));

    await signIn(page, REPORTER_ONE);
    await page.goto(`/blog-post/${postId}`);
    const card = page.getByRole('complementary', { name: 'About the author' });
    await expect(card.getByText(description)).toBeVisible();
    await card.getByRole('button', { name: 'Report the profile of Nikos Profilakis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this profile' });
    await dialog.getByRole('radio', { name: 'It shares personal information' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Reported. Thank you: a moderator will look at it.')).toBeFocused();

    // The queue shows the profile by its member's name, with what it says.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/moderation');
    const entry = teacher.getByRole('article').filter({ has: teacher.getByRole('heading', { name: 'The profile of Nikos Profilakis' }) });
    await expect(entry.getByText('Profile', { exact: true })).toBeVisible();
    await expect(entry.getByText(description)).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await entry.getByRole('button', { name: 'Hide' }).click();
    const decision = teacher.getByRole('dialog', { name: 'Hide this profile from other members?' });
    await decision.getByRole('textbox', { name: 'Your reason' }).fill('Please keep phone numbers off the site.');
    await decision.getByRole('button', { name: 'Hide it' }).click();
    await expect(teacher.getByText('Hidden. Its author and those who reported it are told.')).toBeVisible();

    // The reporter reads the author's name alone now.
    await page.reload();
    await expect(card.getByRole('heading', { name: 'Nikos Profilakis' })).toBeVisible();
    await expect(card.getByText(description)).toHaveCount(0);
    // Its member still reads it, marked, and is told why and by whom.
    await author.goto('/edit-profile');
    await expect(author.getByText(/Your photo, description and contact details are hidden from other members and visitors/)).toBeVisible();
    await expect(author.getByText(description)).toBeVisible();
    await author.goto('/notifications');
    await expect(author.getByText('Despoina Daskalou hid your profile’s photo, description and contact details from other members: Please keep phone numbers off the site.')).toBeVisible();

    // An administrator shows it again from the Members page.
    await admin.goto('/admin/members');
    await admin.getByLabel('Search by name, surname or email').fill(member.email);
    await admin.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByText('Profile hidden')).toBeVisible();
    await row.getByRole('button', { name: 'Manage Nikos Profilakis' }).click();
    await admin.getByRole('button', { name: 'Show profile again' }).click();
    await expect(admin.getByText('The profile shows to everyone again.')).toBeVisible();
    await page.reload();
    await expect(card.getByText(description)).toBeVisible();
  });
});
