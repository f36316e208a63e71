import type { Page } from '@playwright/test';
import { ADMIN, expect, REQUEST_GUARDIAN, REQUEST_PUPIL, signIn, TEACHER, test } from './fixtures.js';
import { childIdOf, guardianAsks, publishedPupilPost, signedInPage } from './guardian-requests-data.js';

// Tests run in parallel against one server: every title and reason carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** The queue's entry (list item) that says `text`. */
function entry(page: Page, text: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: text });
}

test.describe("guardians' requests", () => {
  test("a teacher approves a guardian's request to hide a post: it leaves the blog for visitors, and the guardian reads the note", async ({ page, browser }) => {
    // Three sign-ins (the pupil, the teacher, the guardian), each slow on a busy machine, and a visitor's pages.
    test.setTimeout(180_000);
    const title = unique('Our street in spring');
    const reason = unique('The photo shows our house number.');
    const note = unique('Taken off the site: thank you for telling us.');
    await signIn(page, TEACHER);
    const postId = await publishedPupilPost(browser, REQUEST_PUPIL, page, { title, text: 'We drew the trees of our street, house by house.' });
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/blog-post/${postId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const guardian = await signedInPage(browser, REQUEST_GUARDIAN);
    await guardianAsks(guardian, { kind: 'hide', pupilId: await childIdOf(guardian, REQUEST_PUPIL), postId, reason });

    // The teacher finds the queue where they find Review and Invitations.
    await page.goto('/profile');
    await page.getByRole('link', { name: /^Guardians' requests/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Guardians' requests" })).toBeVisible();
    const request = entry(page, reason);
    await expect(request.getByRole('link', { name: title })).toHaveAttribute('href', `/blog-post/${postId}`);
    await expect(request).toContainText('Hide a post');
    await expect(request).toContainText('Published');
    await expect(request).toContainText(`Child: ${REQUEST_PUPIL.name} ${REQUEST_PUPIL.surname}`);
    await expect(request).toContainText(`Asked by ${REQUEST_GUARDIAN.name} ${REQUEST_GUARDIAN.surname}`);

    await request.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
    await expect(dialog).toContainText('The post will be taken off the site.');
    await dialog.getByLabel('Note to the guardian').fill(note);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Approved: “${title}” was taken off the site, and the guardian is told.` })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(entry(page, reason)).toHaveCount(0);

    // Gone from the blog for a visitor: neither listed nor opened.
    await visitor.goto('/blog/1');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await visitor.goto(`/blog-post/${postId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await visitor.context().close();

    await guardian.goto('/notifications');
    await expect(guardian.getByText(`${TEACHER.name} ${TEACHER.surname} hid what you asked to hide of ${REQUEST_PUPIL.name} ${REQUEST_PUPIL.surname}’s. ${note}`)).toBeVisible();
    await guardian.context().close();
  });

  test("an administrator declines a guardian's request to erase their child's account, with a note the guardian reads", async ({ page, browser }) => {
    // Two sign-ins (the guardian, the administrator), each slow on a busy machine.
    test.setTimeout(150_000);
    const reason = unique('We are thinking of moving schools.');
    const note = unique('Let us talk at the parents’ evening first.');
    const guardian = await signedInPage(browser, REQUEST_GUARDIAN);
    await guardianAsks(guardian, { kind: 'erase', pupilId: await childIdOf(guardian, REQUEST_PUPIL), reason });

    await signIn(page, ADMIN);
    await page.goto('/admin/members');
    await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: "Guardians' requests" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Guardians' requests" })).toBeVisible();
    const request = entry(page, reason);
    await expect(request).toContainText('Erase an account');
    await expect(request.getByRole('heading', { name: `${REQUEST_PUPIL.name} ${REQUEST_PUPIL.surname}` })).toBeVisible();

    // What approving would do is said before anything is done.
    await request.getByRole('button', { name: 'Approve' }).click();
    const approving = page.getByRole('dialog', { name: 'Approve this request?' });
    await expect(approving).toContainText(`The account of ${REQUEST_PUPIL.name} ${REQUEST_PUPIL.surname} and everything they wrote will be erased.`);
    await approving.getByRole('button', { name: 'Cancel' }).click();
    await expect(approving).toHaveCount(0);
    await expect(request.getByRole('button', { name: 'Approve' })).toBeFocused();

    await request.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this request?' });
    await expect(dialog).toContainText('Nothing changes on the site.');
    // The note is required: refused under its field, nothing decided.
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please write a note for the guardian.');
    await dialog.getByLabel('Note to the guardian').fill(note);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Declined, and the guardian is told.' })).toBeVisible();
    await expect(entry(page, reason)).toHaveCount(0);

    await guardian.goto('/notifications');
    await expect(guardian.getByText(`${ADMIN.name} ${ADMIN.surname} declined your request to erase ${REQUEST_PUPIL.name} ${REQUEST_PUPIL.surname}’s account. ${note}`)).toBeVisible();
    await guardian.context().close();
  });
});
