import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, MEMBER, PUPIL, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

async function jpegFile(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 560, channels: 3, background: '#5a8f3c' } }).jpeg().toBuffer() };
}

/** A page of its own browser context (own cookies): a visitor's, or signed in as `user`. */
async function pageFor(browser: Browser, user?: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (user) await signIn(page, user);
  return page;
}

/** The card (list item) of the post titled `title` on the page. */
function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The queue's entry for `title`. */
function entry(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: title });
}

/** Writes a post through the API as the signed-in `page`'s member; answers its id. */
async function writePost(page: Page, title: string, text: string): Promise<string> {
  const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('class.jpg') } });
  const { id: thumbnailId } = (await upload.json()) as { id: string };
  const made = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: text }] } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

/** Opens `title` from the teacher's queue, as a reviewer does. */
async function openFromQueue(page: Page, title: string) {
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await entry(page, title).getByRole('link', { name: `Preview ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('review before publishing', () => {
  test("a pupil's new post waits for review: its author sees it marked, visitors and other members neither list nor open it", async ({ page, browser }) => {
    const title = unique('Our trip to the museum');
    await signIn(page, PUPIL);
    await page.goto('/blog-creation');
    await expect(page.getByText('A teacher will review your post before it is published.')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Thumbnail').setInputFiles(await jpegFile('museum.jpg'));
    await expect(page.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('We saw the old coins and a ship.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview$/);
    await expect(page.getByText('A teacher will review your post before it is published.')).toBeVisible();
    // A pupil's button says what will happen.
    await page.getByRole('button', { name: 'Send for review' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Your post was sent for review.' });
    await notice.getByRole('link', { name: 'Read it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await expect(page.getByText('A teacher will read it before anyone else can see it.')).toBeVisible();
    // The author is not its reviewer.
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const address = new URL(page.url()).pathname;

    await page.goto('/your-blogs/1');
    await expect(card(page, title)).toContainText('Waiting for review');

    for (const other of [await pageFor(browser), await pageFor(browser, MEMBER)]) {
      await other.goto('/blog/1');
      await expect(other.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await expect(card(other, title)).toHaveCount(0);
      await other.goto(address);
      await expect(other.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
      await expect(other.getByText(title)).toHaveCount(0);
    }
  });

  test('a teacher sends a post back with a note, its pupil changes it, and once approved everyone reads it', async ({ page, browser }) => {
    // Three browsers and two round trips through the queue: over 30 s on a busy two-core machine.
    test.slow();
    const title = unique('Spring concert');
    const pupil = await pageFor(browser, PUPIL);
    const postId = await writePost(pupil, title, 'The choir sang three songs.');

    // The hub counts what waits; the queue lists it with its author.
    await signIn(page, TEACHER);
    await page.goto('/profile');
    await page.getByRole('link', { name: /^Review \(\d+ waiting\)$/ }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByText(/^\d+ waiting\./)).toBeVisible();
    await expect(entry(page, title)).toContainText('Post');
    await expect(entry(page, title)).toContainText(`by ${PUPIL.name} ${PUPIL.surname}`);
    await openFromQueue(page, title);
    await expect(page.getByText('The choir sang three songs.')).toBeVisible();

    // A note is needed to send it back; what was typed stays through a refusal.
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Send back' }).click();
    const note = review.getByRole('textbox', { name: 'What should change?' });
    await expect(note).toBeFocused();
    await review.getByRole('button', { name: 'Send back' }).click();
    await expect(review.getByRole('alert')).toHaveText('Please write a note saying what to change.');
    await note.fill('Please add the names of the songs.');
    await review.getByRole('button', { name: 'Send back' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sent back to its author.' })).toBeVisible();
    await expect(entry(page, title)).toHaveCount(0);

    // The pupil reads the note, and changes the post: it waits again.
    await pupil.goto(`/blog-post/${postId}`);
    await expect(pupil.getByText('Sent back for changes')).toBeVisible();
    await expect(pupil.getByText("Teacher's note")).toBeVisible();
    await expect(pupil.getByText('Please add the names of the songs.')).toBeVisible();
    await pupil.goto('/your-blogs/1');
    await expect(card(pupil, title)).toContainText('Sent back');
    await pupil.goto(`/blog-post/${postId}`);
    await pupil.getByRole('link', { name: 'Edit this post' }).click();
    await expect(pupil.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
    await expect(pupil.getByText('Please add the names of the songs.')).toBeVisible();
    await pupil.getByRole('textbox', { name: 'Paragraph' }).fill('The choir sang “Ode to Joy”, “Kalimera” and “Happy”.');
    await pupil.getByRole('button', { name: 'Send for review' }).click();
    await pupil.getByRole('status').filter({ hasText: 'Your post was sent for review.' }).getByRole('link', { name: 'Read it' }).click();
    await expect(pupil.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(pupil.getByText('Waiting for review')).toBeVisible();

    // The teacher approves it; a visitor finds it on the blog, newest first.
    await openFromQueue(page, title);
    await expect(page.getByText('“Ode to Joy”', { exact: false })).toBeVisible();
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('status').filter({ hasText: 'Approved: it is published.' })).toBeVisible();
    await expect(entry(page, title)).toHaveCount(0);

    const visitor = await pageFor(browser);
    await visitor.goto('/blog/1');
    await expect(card(visitor, title)).toBeVisible();
    await card(visitor, title).getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Waiting for review')).toHaveCount(0);
  });

  test('an ordinary member is told the review queue is for teachers and administrators', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Review/ })).toHaveCount(0);
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This is for teachers and administrators only.');
  });

  test("a pupil's update waits for review: other members see it only once a teacher approves it", async ({ page, browser }) => {
    // Three people in three browsers: past 30 s in a CI run on a busy machine.
    test.slow();
    // MEMBER starts a collaboration with the pupil executing it.
    const member = await pageFor(browser, MEMBER);
    const collaborationTitle = unique('School garden');
    const made = await member.request.post('/api/collaborations', {
      data: { title: collaborationTitle, thumbnailId: null, content: [{ type: 'paragraph', value: 'Every class gets a bed.' }] },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const { people } = (await (await member.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(PUPIL.surname)}`)).json()) as {
      people: { id: string; name: string; surname: string }[];
    };
    const pupilPerson = people.find((person) => person.name === PUPIL.name && person.surname === PUPIL.surname);
    expect(pupilPerson, 'the pupil is a candidate').toBeDefined();
    expect((await member.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [pupilPerson!.id] } })).status()).toBe(200);

    // The pupil posts an update: it is sent for review, and marked in their lists.
    const updateTitle = unique('Tomatoes planted');
    await signIn(page, PUPIL);
    await page.goto(`/collaboration-page-edit/${id}/post-update`);
    await page.getByLabel('Title', { exact: true }).fill(updateTitle);
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('Twelve plants by the fence.');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page).toHaveURL(new RegExp(`/collaboration-page-edit/${id}/manage-updates$`));
    await expect(page.getByRole('status').filter({ hasText: 'Sent for review.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: updateTitle })).toContainText('Waiting for review');
    await page.goto(`/collaboration-page/inactive/${id}`);
    const pupilUpdates = page.getByRole('region', { name: 'Updates', exact: true });
    await expect(pupilUpdates.getByRole('link', { name: new RegExp(updateTitle) })).toContainText('Waiting for review');

    // The collaboration's creator does not see it.
    await member.goto(`/collaboration-page/inactive/${id}`);
    const updates = member.getByRole('region', { name: 'Updates', exact: true });
    await expect(updates.getByText('No updates for this collaboration')).toBeVisible();
    await expect(member.getByText(updateTitle)).toHaveCount(0);

    // The teacher finds it in the queue with its collaboration, reads it and approves it.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/review');
    await expect(entry(teacher, updateTitle)).toContainText('Update');
    await expect(entry(teacher, updateTitle)).toContainText(collaborationTitle);
    await openFromQueue(teacher, updateTitle);
    await expect(teacher.getByText('Twelve plants by the fence.')).toBeVisible();
    await teacher.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Approve' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: 'Approved: it is published.' })).toBeVisible();

    // Now the creator sees it, and it is no longer marked for its author.
    await member.reload();
    await expect(updates.getByRole('link', { name: new RegExp(updateTitle) })).toBeVisible();
    await page.reload();
    await expect(pupilUpdates.getByRole('link', { name: new RegExp(updateTitle) })).not.toContainText('Waiting for review');
  });

  test('a pupil changes a help request a teacher sent back, and it waits for review again', async ({ page, browser }) => {
    const member = await pageFor(browser, MEMBER);
    const made = await member.request.post('/api/collaborations', {
      data: { title: unique('Bird boxes'), thumbnailId: null, content: [{ type: 'paragraph', value: 'Ten boxes for the yard.' }] },
    });
    const { id } = (await made.json()) as { id: string };
    const { people } = (await (await member.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(PUPIL.surname)}`)).json()) as {
      people: { id: string; name: string; surname: string }[];
    };
    const pupilId = people.find((person) => person.name === PUPIL.name && person.surname === PUPIL.surname)!.id;
    expect((await member.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [pupilId] } })).status()).toBe(200);

    const pupil = await pageFor(browser, PUPIL);
    const helpTitle = unique('Need a saw');
    const posted = await pupil.request.post(`/api/collaborations/${id}/items`, {
      data: { kind: 'help', title: helpTitle, content: [{ type: 'paragraph', value: 'A small one.' }] },
    });
    expect(posted.status()).toBe(201);
    const { id: itemId } = (await posted.json()) as { id: string };

    await signIn(page, TEACHER);
    await openFromQueue(page, helpTitle);
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Send back' }).click();
    await review.getByRole('textbox', { name: 'What should change?' }).fill('Say who can lend one.');
    await review.getByRole('button', { name: 'Send back' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent back to its author.' })).toBeVisible();

    await pupil.goto(`/collaboration-page-edit/${id}/manage-help`);
    await expect(pupil.getByRole('main').getByRole('listitem').filter({ hasText: helpTitle })).toContainText('Sent back');
    await pupil.goto(`/help-page/${id}/${itemId}`);
    await expect(pupil.getByText('Sent back for changes')).toBeVisible();
    await expect(pupil.getByText('Say who can lend one.')).toBeVisible();
    await pupil.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(pupil.getByLabel('Title', { exact: true })).toHaveValue(helpTitle);
    await pupil.getByRole('textbox', { name: 'Paragraph' }).fill('A small one: the caretaker may have one.');
    await pupil.getByRole('button', { name: 'Save and send for review' }).click();
    await expect(pupil.getByRole('status').filter({ hasText: 'Sent for review.' })).toBeVisible();
    await expect(pupil.getByText('Waiting for review')).toBeVisible();
    await expect(pupil.getByText('A small one: the caretaker may have one.')).toBeVisible();

    await page.goto('/review');
    await expect(entry(page, helpTitle)).toContainText('Help request');
  });
});

test.describe('review that cannot be walked round', () => {
  test("a pupil's change to a teacher's collaboration waits: members see the old description, the teacher is told and approves, members see the new one", async ({ page, browser }) => {
    test.slow();
    const teacher = await pageFor(browser, TEACHER);
    const title = unique('Pond dipping');
    const made = await teacher.request.post('/api/collaborations', { data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'We look for newts on Fridays.' }] } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const idOf = async (who: { name: string; surname: string }) => {
      const found = await teacher.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(`${who.name} ${who.surname}`)}`);
      const { people } = (await found.json()) as { people: { id: string; name: string; surname: string }[] };
      return people.find((person) => person.name === who.name && person.surname === who.surname)!.id;
    };
    expect((await teacher.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [await idOf(PUPIL), await idOf(MEMBER)] } })).status()).toBe(200);

    // The pupil's edit area offers what they may do: no status, no people, no deleting.
    await signIn(page, PUPIL);
    await page.goto(`/collaboration-page-edit/${id}`);
    const menu = page.getByRole('navigation', { name: 'Edit area' });
    await expect(menu.getByRole('link', { name: 'Change Description' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Change Status' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Add people' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete collaboration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave collaboration' })).toBeVisible();

    // The pupil changes the description; the button says what will happen.
    await page.getByRole('link', { name: 'Edit description' }).click();
    await expect(page.getByText('A teacher reads what you write here before others see it.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('We look for newts and frogs on Fridays, with Ms Daskalou.');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your change was sent for review.' })).toBeVisible();

    // A member reads the old description, live on the page, and hears nothing of the change.
    const member = await pageFor(browser, MEMBER);
    await member.goto(`/collaboration-page/inactive/${id}`);
    await expect(member.getByText('We look for newts on Fridays.')).toBeVisible();
    await expect(member.getByText('frogs')).toHaveCount(0);
    await expect(member.getByText(/is waiting for/)).toHaveCount(0);

    // The pupil sees the collaboration as everyone does, and that their change waits.
    await page.goto(`/collaboration-page/inactive/${id}`);
    await expect(page.getByText('We look for newts on Fridays.')).toBeVisible();
    await expect(page.getByText(/Your change to the title, picture or description is waiting/)).toBeVisible();

    // The teacher is told: the count beside the bell, and a notification leading to the queue.
    await teacher.goto('/profile');
    const header = teacher.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Review: \d+ waiting$/ })).toBeVisible();
    await header.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await teacher.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: /Pupils’ work is waiting for your review\./ }).first().click();
    await expect(teacher).toHaveURL(/\/review$/);
    await expect(entry(teacher, title)).toContainText('Collaboration change');
    await entry(teacher, title).getByRole('link', { name: /^Preview / }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: `Change to “${title}”` })).toBeVisible();
    await expect(teacher.getByRole('region', { name: 'The change: as it will look' }).getByText('We look for newts and frogs on Fridays, with Ms Daskalou.')).toBeVisible();
    await expect(teacher.getByRole('region', { name: 'Shown now' }).getByText('We look for newts on Fridays.')).toBeVisible();
    await teacher.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Approve' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: 'Approved: everyone sees the change now.' })).toBeVisible();

    // The member's open page shows the new description without a reload.
    await expect(member.getByText('We look for newts and frogs on Fridays, with Ms Daskalou.')).toBeVisible({ timeout: 15_000 });
    await teacher.context().close();
    await member.context().close();
  });
});
