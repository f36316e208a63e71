import type { Page } from '@playwright/test';
import { ADMIN_KEEPER, ADMIN_REFUSED, expect, signIn, signInThroughForm, test } from './fixtures.js';
import sharp from 'sharp';

const DISABLED_MESSAGE = "This account is disabled. Please ask the programme's administrators for help.";

async function openAdmin(page: Page, tab: 'Members' | 'Moderation' | 'Messages' | 'Audit log') {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: tab }).click();
}

/** Answers Yes in the shared confirmation dialog, checking its question. */
async function confirmYes(page: Page, question: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText(question);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

/** A member of this test alone, made by the admin signed in on `page` (through the API: the form has its own test). */
async function newMember(page: Page, name: string, surname: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const created = await page.request.post('/api/admin/members', { data: { name, surname, email } });
  expect(created.status()).toBe(201);
  return email;
}

/** Searches the member list for `email` and opens that member's panel; resolves with their row. */
async function manage(page: Page, email: string, owner: string) {
  await page.getByLabel('Search by name, surname or email').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Manage ${owner}` }).click();
  return row;
}

test.describe('the admin area', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an admin creates a member with a generated password, then disabling them ends their open session', async ({
    page,
    browser,
  }) => {
    // Two browsers and three password checks (scrypt): over 30 s on a busy two-core machine.
    test.slow();
    const email = `new-member-${Date.now()}@e2e.test`;
    await signIn(page, ADMIN_KEEPER);
    await openAdmin(page, 'Members');
    await expect(page).toHaveURL(/\/admin\/members$/);

    await page.getByRole('button', { name: 'Add member' }).click();
    const form = page.getByRole('region', { name: 'Add member' });
    await form.getByLabel('Name', { exact: true }).fill('Irini');
    await form.getByLabel('Surname').fill('Samara');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Create account' }).click();
    const generated = form.getByLabel('Generated password');
    await expect(generated).toBeVisible();
    const password = await generated.inputValue();
    expect(password.length).toBeGreaterThanOrEqual(10);
    await form.getByRole('button', { name: 'Copy the password' }).click();
    await expect(form.getByText('Copied', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Done' }).click();
    // Shown once: gone after Done.
    await expect(form.getByLabel('Generated password')).toHaveCount(0);

    // The new member signs in elsewhere.
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await signIn(theirs, { email, password });

    // The admin finds and disables them.
    await page.getByLabel('Search by name, surname or email').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Manage Irini Samara' }).click();
    await page.getByRole('button', { name: 'Disable' }).click();
    await confirmYes(page, /^Disable the account of Irini Samara\?/);
    await expect(page.getByRole('status').filter({ hasText: 'The account was disabled.' })).toBeVisible();
    await expect(row).toContainText('Disabled');

    // Their open session has ended, and signing in again says why.
    await theirs.goto('/profile');
    await expect(theirs).toHaveURL(/\/signin/);
    await signInThroughForm(theirs, { email, password });
    await expect(theirs.getByRole('alert')).toContainText(DISABLED_MESSAGE);
    await other.close();

    // The audit log of that member shows both steps.
    await page.getByRole('link', { name: 'Audit of Irini Samara' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?userId=/);
    await expect(page.getByRole('cell', { name: 'Account disabled' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Member created' })).toBeVisible();
    // The entries name the member, not an id.
    await expect(page.getByRole('row').filter({ hasText: 'Member created' })).toContainText('member Irini Samara');
  });

  test('an admin makes a member a teacher: the list shows the role and the audit log records the change', async ({ page }) => {
    await signIn(page, ADMIN_KEEPER);
    const email = await newMember(page, 'Thalia', 'Markou');
    await openAdmin(page, 'Members');
    const row = await manage(page, email, 'Thalia Markou');
    await expect(row).toContainText('Member');

    const role = page.getByLabel('Role');
    await expect(role).toHaveValue('member');
    await expect(page.getByRole('button', { name: 'Change role' })).toBeDisabled();
    await role.selectOption({ label: 'Teacher' });
    await page.getByRole('button', { name: 'Change role' }).click();
    await confirmYes(page, 'Make Thalia Markou a teacher? They review what pupils write before it is published.');
    await expect(page.getByRole('status').filter({ hasText: 'The role was changed.' })).toBeVisible();
    await expect(row).toContainText('Teacher');
    await expect(role).toHaveValue('teacher');

    await page.getByRole('link', { name: 'Audit of Thalia Markou' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'Role changed' });
    await expect(entry).toContainText('member Thalia Markou');
    await expect(entry).toContainText('from: member');
    await expect(entry).toContainText('to: teacher');
  });

  test('an admin marks a member as needing review: the list shows the badge and the audit log records it', async ({ page }) => {
    await signIn(page, ADMIN_KEEPER);
    const email = await newMember(page, 'Pavlos', 'Kouris');
    await openAdmin(page, 'Members');
    const row = await manage(page, email, 'Pavlos Kouris');
    await expect(row.getByText('Needs review', { exact: true })).toHaveCount(0);

    const box = page.getByRole('checkbox', { name: 'Needs review' });
    await expect(box).toHaveAccessibleDescription('What they write waits for a teacher’s approval.');
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('status').filter({ hasText: 'What they write now waits for a teacher’s approval.' })).toBeVisible();
    await expect(row.getByText('Needs review', { exact: true })).toBeVisible();

    // Their audit log offers the change as a filter; the entry names the member and the new value.
    await page.getByRole('link', { name: 'Audit of Pavlos Kouris' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?userId=/);
    await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Needs review changed' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/action=member\.review_changed/);
    const entry = page.getByRole('row').filter({ hasText: 'Needs review changed' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('member Pavlos Kouris');
    await expect(entry).toContainText('needs review: yes');
    await expect(entry.getByRole('link', { name: `${ADMIN_KEEPER.name} ${ADMIN_KEEPER.surname}` })).toBeVisible();
  });

  test('the add-member form offers the teacher role and a Needs review box, and the new member shows the badge', async ({ page }) => {
    const email = `pupil-${Date.now()}@e2e.test`;
    await signIn(page, ADMIN_KEEPER);
    await openAdmin(page, 'Members');
    await page.getByRole('button', { name: 'Add member' }).click();
    const form = page.getByRole('region', { name: 'Add member' });
    await expect(form.getByLabel('Role').getByRole('option')).toHaveText(['Administrator', 'Teacher', 'Member']);
    await form.getByLabel('Name', { exact: true }).fill('Danai');
    await form.getByLabel('Surname').fill('Petrou');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('checkbox', { name: 'Needs review' }).check();
    await form.getByLabel('Password (optional)').fill('danai-password-2024');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('status')).toHaveText('The account of Danai Petrou was created.');
    // The form is empty again for the next one.
    await expect(form.getByRole('checkbox', { name: 'Needs review' })).not.toBeChecked();

    await page.getByLabel('Search by name, surname or email').fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Member');
    await expect(row.getByText('Needs review', { exact: true })).toBeVisible();
  });

  test('the audit log shows the media sweep as done by Agora itself, with what it removed', async ({ page }) => {
    await signIn(page, ADMIN_KEEPER);
    await openAdmin(page, 'Audit log');
    await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Unused pictures removed' });
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Unused pictures removed' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Agora (automatic)' })).toBeVisible();
    await expect(row).toContainText('stray files: 1');
  });

  test('in Greek, the audit log names a link’s guardian in Greek words, is narrowed to a pupil chosen by name, and calls an erased guardian a former member', async ({ page, browser }) => {
    // Two browsers and their sign-ins: over 30 s on a busy two-core machine.
    test.slow();
    const tag = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
    await signIn(page, ADMIN_KEEPER);
    const create = async (data: Record<string, unknown>) => {
      const created = await page.request.post('/api/admin/members', { data: { email: `${String(data.name).toLowerCase()}-${tag}@e2e.test`, ...data } });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    };
    const pupilId = await create({ name: 'Danai', surname: `Vlachou ${tag}`, needsReview: true });
    const guardianId = await create({ name: 'Sofia', surname: `Vlachou ${tag}` });
    const greekAdmin = { email: `greekadmin-${tag}@e2e.test`, password: 'greek-admin-password-2024' };
    await create({ name: 'Greekadmin', surname: `Diaxeiristria ${tag}`, role: 'admin', password: greekAdmin.password });
    expect((await page.request.post(`/api/admin/members/${pupilId}/guardians`, { data: { guardianId } })).status()).toBe(201);

    // Another administrator, who reads the site in Greek.
    const context = await browser.newContext();
    const greek = await context.newPage();
    await signIn(greek, greekAdmin);
    await greek.goto('/admin/audit');
    await greek.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Ελληνικά' }).click();
    await expect(greek.getByRole('searchbox', { name: 'Μέλος', exact: true })).toBeVisible();

    // The pupil is found by name and chosen; the log is narrowed to them by their id underneath.
    await greek.getByLabel('Ενέργεια').selectOption({ label: 'Σύνδεση κηδεμόνα με μαθητή' });
    await greek.getByRole('searchbox', { name: 'Μέλος', exact: true }).fill(`Vlachou ${tag}`);
    await expect(greek.getByRole('status').filter({ hasText: 'Βρέθηκαν 2 μέλη.' })).toBeVisible();
    await greek.getByRole('radio', { name: new RegExp(`^Danai Vlachou ${tag}`) }).check();
    await greek.getByRole('button', { name: 'Φιλτράρισμα' }).click();
    await expect(greek).toHaveURL(new RegExp(`userId=${pupilId}`));
    await expect(greek).toHaveURL(/action=guardian\.linked/);
    const entry = greek.getByRole('row').filter({ hasText: 'Σύνδεση κηδεμόνα με μαθητή' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`μέλος Danai Vlachou ${tag}`);
    await expect(entry).toContainText(`κηδεμόνας: Sofia Vlachou ${tag}`);
    // The filter shows whom it narrows to by name.
    await expect(greek.getByRole('radio', { name: new RegExp(`^Danai Vlachou ${tag}`) })).toBeChecked();

    // Erased, the guardian is a former member, not an id.
    expect((await page.request.post(`/api/admin/members/${guardianId}/erase`, { data: { keepPosts: true, successorId: null } })).status()).toBe(200);
    await greek.reload();
    await expect(entry).toContainText('κηδεμόνας: Πρώην μέλος');
    await expect(entry).not.toContainText(guardianId);
    await context.close();
  });

  test('an admin restores a collaboration a member deleted, and it is back on the board', async ({ page, browser }) => {
    // Two browsers and their sign-ins: over 30 s on a busy two-core machine.
    test.slow();
    const title = `Restored garden ${Date.now()}`;
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, ADMIN_REFUSED);
    const created = await member.request.post('/api/collaborations', {
      data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Seeds and soil.' }] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await member.request.delete(`/api/collaborations/${id}`)).status()).toBe(204);
    await member.goto('/collaboration');
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(member.getByRole('main')).not.toContainText(title);
    await memberContext.close();

    await signIn(page, ADMIN_KEEPER);
    await openAdmin(page, 'Moderation');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(`Deleted by ${ADMIN_REFUSED.name} ${ADMIN_REFUSED.surname} on`);
    await item.getByRole('button', { name: `Restore ${title}` }).click();
    await confirmYes(page, `Restore “${title}”? It returns to the board with the status it had.`);
    await expect(item).toHaveCount(0);

    await page.goto('/collaboration');
    await expect(page.getByRole('main').getByText(title)).toBeVisible();
  });

  test('an admin unpublishes a member\'s post, publishes it again from moderation, then deletes it', async ({ page, browser }) => {
    // Three people in three browsers over some twenty pages: on two busy cores this journey
    // alone came to 31 s (every step passed, the last one with the 30 s budget spent).
    test.slow();
    const title = `Sports day photos ${Date.now()}`;
    const authorContext = await browser.newContext();
    const author = await authorContext.newPage();
    await signIn(author, ADMIN_REFUSED);
    const thumbnail = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f855a' } }).jpeg().toBuffer();
    const upload = await author.request.post('/api/media?folder=blog', { multipart: { file: { name: 'day.jpg', mimeType: 'image/jpeg', buffer: thumbnail } } });
    expect(upload.status()).toBe(201);
    const { id: thumbnailId } = (await upload.json()) as { id: string };
    const created = await author.request.post('/api/posts', {
      data: { title, thumbnailId, content: [{ type: 'paragraph', value: 'A photo shows a pupil without consent.' }] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The admin unpublishes it from the post itself.
    await signIn(page, ADMIN_KEEPER);
    await page.goto(`/blog-post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await confirmYes(page, /^Are you sure you want to unpublish this post\?/);
    await expect(page.getByText('Only its author and administrators can see this post.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish again' })).toBeVisible();

    // Visitors no longer find it; its author still does, marked, in their own list.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/blog-post/${id}`);
    await expect(visitor.getByText('This post does not exist or has been deleted.')).toBeVisible();
    await visitor.goto('/blog/1');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    await author.goto('/your-blogs/1');
    const ownCard = author.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await expect(ownCard.getByText('Unpublished', { exact: true })).toBeVisible();
    await authorContext.close();

    // Moderation lists it with who unpublished it; publishing it again brings it back.
    await openAdmin(page, 'Moderation');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(`By ${ADMIN_REFUSED.name} ${ADMIN_REFUSED.surname} · unpublished by ${ADMIN_KEEPER.name} ${ADMIN_KEEPER.surname} on`);
    await item.getByRole('button', { name: `Publish again ${title}` }).click();
    await confirmYes(page, 'Publish this post again? Everyone will see it on the blog.');
    await expect(item).toHaveCount(0);
    await visitor.goto('/blog/1');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();

    // Deleting asks for confirmation, then leads back to the blog, where it is gone.
    await page.goto(`/blog-post/${id}`);
    await page.getByRole('button', { name: 'Delete this post' }).click();
    await confirmYes(page, 'Are you sure you want to delete this post?');
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await visitor.goto(`/blog-post/${id}`);
    await expect(visitor.getByText('This post does not exist or has been deleted.')).toBeVisible();
    await visitorContext.close();
  });

  test('an admin reads a contact message, marks it read and deletes it', async ({ page }) => {
    const name = `Visitor ${Date.now()}`;
    const sent = await page.request.post('/api/contact', {
      data: { name, email: 'visitor@example.com', message: 'When does the robotics club meet?' },
    });
    expect(sent.ok()).toBe(true);

    await signIn(page, ADMIN_KEEPER);
    await openAdmin(page, 'Messages');
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message).toContainText('When does the robotics club meet?');
    await expect(message.getByText('Unread', { exact: true })).toBeVisible();
    await message.getByRole('button', { name: 'Mark as read' }).click();
    await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);
    await message.getByRole('button', { name: 'Delete' }).click();
    await confirmYes(page, `Delete the message from ${name}? This cannot be undone.`);
    await expect(message).toHaveCount(0);
  });

  test('a member opening /admin is told it is for administrators only, and has no Admin button', async ({ page }) => {
    await signIn(page, ADMIN_REFUSED);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toHaveText('This is for administrators only.');
    await expect(page.getByRole('navigation', { name: 'Admin area' })).toHaveCount(0);
    // The server refuses too.
    const refused = await page.request.get('/api/admin/members');
    expect(refused.status()).toBe(403);
  });
});
