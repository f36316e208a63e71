import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, MEMBER, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: every pupil and text carries this run's and test's mark.
const RUN = Date.now().toString(36);

type Pupil = { id: string; email: string; password: string; name: string; surname: string };

/** A page of its own browser context (own cookies), signed in as `user`. */
async function pageFor(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/**
 * A pupil of this test alone, made by an administrator through the API: the shared PUPIL
 * writes in other tests at the same time, and a profile has one change waiting at most.
 */
async function newPupil(browser: Browser, name: string, surname: string): Promise<Pupil> {
  const admin = await pageFor(browser, ADMIN);
  const mark = `${RUN}${Math.random().toString(36).slice(2, 6)}`;
  const pupil = { email: `${name.toLowerCase()}-${mark}@e2e.test`, password: 'pupil-password-2024', name, surname: `${surname}-${mark}` };
  const made = await admin.request.post('/api/admin/members', { data: { ...pupil, needsReview: true } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await admin.context().close();
  return { ...pupil, id };
}

/** The description a member (not the pupil, not a reviewer) is shown on the pupil's card. */
async function descriptionOthersSee(member: Page, pupil: Pupil): Promise<string> {
  const card = await member.request.get(`/api/profiles/${pupil.id}`);
  expect(card.status()).toBe(200);
  return ((await card.json()) as { description: string }).description;
}

test.describe("review of a pupil's profile", () => {
  test("a pupil's change to their profile waits: others see the profile as it was until a teacher approves it", async ({ page, browser }) => {
    // Four sign-ins in four browsers: over 30 s on a busy two-core machine.
    test.slow();
    const pupil = await newPupil(browser, 'Lydia', 'Kanaki');
    const fullName = `${pupil.name} ${pupil.surname}`;
    const description = `Collects shells on the beach. ${RUN}`;

    await signIn(page, pupil);
    await page.goto('/edit-profile');
    const main = page.getByRole('main');
    await expect(main.getByText('A teacher reviews changes to your profile before others see them.')).toBeVisible();
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Description').fill(description);
    await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Send for review' }).click();

    await expect(main.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were sent for review.' })).toBeVisible();
    await expect(main.getByText('Waiting for review')).toBeVisible();
    await expect(main.getByText('A teacher will read your changes before others see them.')).toBeVisible();
    // What the page shows is the profile others see: still blank.
    await expect(main.getByText('This is your profile as others see it now.')).toBeVisible();
    await expect(main.getByRole('definition')).toHaveText(['Empty...', 'Empty...', 'Empty...']);
    await expect(main.getByText('A teacher reviews changes to your profile before others see them.')).toHaveCount(0);

    // Another member sees the profile as it was, and nothing of the change.
    const member = await pageFor(browser, MEMBER);
    expect(await descriptionOthersSee(member, pupil)).toBe('');
    await member.goto(`/profile-change/${pupil.id}`);
    await expect(member.getByRole('heading', { level: 1, name: 'No change waits here' })).toBeVisible();
    await expect(member.getByText(description)).toHaveCount(0);

    // The pupil sees their change as it will look, and may change it again, not decide on it.
    await main.getByRole('link', { name: 'See your changes as others will' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Profile change by ${fullName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The change: as it will look' }).getByRole('definition').first()).toHaveText(description);
    await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The teacher finds it in the queue, reads it beside the profile shown now, and approves it.
    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto('/review');
    await teacher.getByRole('main').getByRole('listitem').filter({ hasText: fullName }).getByRole('link', { name: `Preview ${fullName}` }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: `Profile change by ${fullName}` })).toBeVisible();
    const proposed = teacher.getByRole('region', { name: 'The change: as it will look' });
    await expect(proposed.getByRole('definition').first()).toHaveText(description);
    await expect(proposed.getByRole('term').first()).toHaveText('Description Changed');
    await expect(teacher.getByRole('region', { name: 'Shown now' }).getByRole('definition').first()).toHaveText('Empty...');
    await teacher.getByRole('button', { name: 'Approve' }).click();
    await expect(teacher).toHaveURL(/\/review$/);
    await expect(teacher.getByText('Approved: everyone sees the change now.')).toBeVisible();

    // Now everyone sees it, and nothing waits.
    expect(await descriptionOthersSee(member, pupil)).toBe(description);
    await page.goto('/edit-profile');
    await expect(main.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(main.getByRole('definition').first()).toHaveText(description);
    await expect(main.getByText('Waiting for review')).toHaveCount(0);
    await expect(main.getByText('This is your profile as others see it now.')).toHaveCount(0);
    await expect(main.getByText('A teacher reviews changes to your profile before others see them.')).toBeVisible();
    await member.context().close();
    await teacher.context().close();
  });

  test("a teacher sends back a pupil's profile change with a note: the pupil reads it on their profile and edits from what they wrote", async ({
    page,
    browser,
  }) => {
    test.slow();
    const pupil = await newPupil(browser, 'Stelios', 'Vrettos');
    const fullName = `${pupil.name} ${pupil.surname}`;
    const first = `Plays chess at break. ${RUN}`;
    const note = `Please leave out your phone number. ${RUN}`;

    await signIn(page, pupil);
    const sent = await page.request.put('/api/profile', {
      data: { description: first, email: '', telephone: '210 555 0199', facebook: '', instagram: '', imageId: null },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const teacher = await pageFor(browser, TEACHER);
    await teacher.goto(`/profile-change/${pupil.id}`);
    await expect(teacher.getByRole('heading', { level: 1, name: `Profile change by ${fullName}` })).toBeVisible();
    await teacher.getByRole('button', { name: 'Send back' }).click();
    await teacher.getByLabel('What should change?').fill(note);
    await teacher.getByRole('button', { name: 'Send back' }).click();
    await expect(teacher).toHaveURL(/\/review$/);
    await expect(teacher.getByText('Sent back to its author.')).toBeVisible();
    await teacher.context().close();

    await page.goto('/edit-profile');
    const main = page.getByRole('main');
    await expect(main.getByText('Sent back for changes')).toBeVisible();
    await expect(main.getByText(note)).toBeVisible();
    await expect(main.getByRole('link', { name: 'See your changes as others will' })).toBeVisible();
    await expect(main.getByRole('definition')).toHaveText(['Empty...', 'Empty...', 'Empty...']);

    // The form starts from what they sent, with the note above it, not from the blank profile.
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByText(note)).toBeVisible();
    await expect(main.getByLabel('Description')).toHaveValue(first);
    await expect(main.getByLabel('Telephone')).toHaveValue('210 555 0199');
    await main.getByLabel('Telephone').fill('');
    await main.getByRole('button', { name: 'Send for review' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your changes were sent for review.' })).toBeVisible();
    await expect(main.getByText('Waiting for review')).toBeVisible();
    await expect(main.getByText(note)).toHaveCount(0);
  });
});
