import type { Page } from '@playwright/test';
import { expect, FAMILY_PUPIL, GUARDIAN_ADMIN, LINK_PARENT, LINK_PUPIL, mailTo, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: every address carries this run's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label}-${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** The "Invite people" form (or, once an invitation is made, what it made). */
const inviteForm = (page: Page) => page.getByRole('region', { name: 'Invite people' });

/** The Manage panel of the one member the list shows for `email`, opened. */
async function manage(page: Page, email: string) {
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: /^Manage/ }).click();
}

test.describe('guardians', () => {
  test('an administrator invites a pupil’s guardian by email; the mailed link says whose guardian they will be, and joining signs them in', async ({ page, browser }) => {
    // Two people, a mail and an account made: past 30 s on a busy two-core machine.
    test.slow();
    const email = `${unique('guardian')}@e2e.test`;
    const pupil = `${FAMILY_PUPIL.name} ${FAMILY_PUPIL.surname}`;
    await signIn(page, GUARDIAN_ADMIN);
    await page.goto('/invitations');
    const form = inviteForm(page);
    await form.getByRole('radio', { name: /^Email/ }).check();
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Guardian' });

    // Without the pupil chosen, the refusal is said under the field, and what was typed stays.
    await form.getByRole('button', { name: 'Create invitation' }).click();
    await expect(form.getByText('Choose the pupil whose guardian they will be.').first()).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue(email);

    await form.getByRole('searchbox', { name: 'Guardian of' }).fill(FAMILY_PUPIL.surname);
    await form.getByRole('radio', { name: pupil }).check();
    await form.getByRole('button', { name: 'Create invitation' }).click();
    await expect(form.getByRole('status').filter({ hasText: `We sent the invitation to ${email}.` })).toBeVisible();
    await expect(form.getByRole('region', { name: 'Invitation card' }).getByText(`Guardian of ${pupil}`)).toBeVisible();
    const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: email });
    await expect(entry.getByText('Guardian of')).toBeVisible();
    await expect(entry.getByText(pupil)).toBeVisible();

    const mail = await mailTo(email);
    expect(mail.text).toContain(`Guardian of ${pupil}`);
    const link = /https?:\/\/\S+\/join\?token=\S+/.exec(mail.text)![0];

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await expect(invitee.getByText('You are invited to join Agora as a guardian.')).toBeVisible();
    await expect(invitee.getByText(`You will be the guardian of ${pupil}`)).toBeVisible();
    await invitee.getByLabel('Name', { exact: true }).fill('Sotiria');
    await invitee.getByLabel('Surname').fill('Mathitria');
    await invitee.getByLabel('Password').fill('a-new-family-password-7');
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee).toHaveURL(/\/profile$/);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Welcome, Sotiria' })).toBeVisible();
    await expect(invitee.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await invitee.context().close();

    // The pupil's Manage panel now lists the guardian who joined.
    await manage(page, FAMILY_PUPIL.email);
    const family = page.getByRole('region', { name: 'Guardians' });
    await expect(family.getByRole('listitem').filter({ hasText: 'Sotiria Mathitria' })).toBeVisible();
  });

  test('an administrator links a member as a pupil’s guardian on the Members page, sees the child on the guardian’s side, and unlinks them after saying yes', async ({ page }) => {
    // Three loads of the Members page and four searches.
    test.slow();
    const pupil = `${LINK_PUPIL.name} ${LINK_PUPIL.surname}`;
    const parent = `${LINK_PARENT.name} ${LINK_PARENT.surname}`;
    await signIn(page, GUARDIAN_ADMIN);
    await manage(page, LINK_PUPIL.email);
    const family = page.getByRole('region', { name: 'Guardians' });
    await expect(family.getByText(`No guardian is linked to ${pupil} yet.`)).toBeVisible();

    // Link without a choice: said in an alert.
    await family.getByRole('button', { name: 'Link guardian' }).click();
    await expect(family.getByRole('alert').filter({ hasText: 'Choose the member to link first.' })).toBeVisible();

    await family.getByRole('searchbox', { name: 'Link a guardian' }).fill(LINK_PARENT.surname);
    await family.getByRole('radio', { name: new RegExp(`^${parent}`) }).check();
    await family.getByRole('button', { name: 'Link guardian' }).click();
    await expect(family.getByRole('status').filter({ hasText: `${parent} is now linked as the guardian of ${pupil}.` })).toBeVisible();
    await expect(family.getByRole('listitem').filter({ hasText: parent })).toBeVisible();

    // The guardian's own panel lists their child.
    await manage(page, LINK_PARENT.email);
    const children = page.getByRole('region', { name: 'Pupils they are the guardian of' });
    await expect(children.getByRole('listitem').filter({ hasText: pupil })).toBeVisible();

    await manage(page, LINK_PUPIL.email);
    await family.getByRole('button', { name: `Unlink ${parent} as guardian of ${pupil}` }).click();
    const question = page.getByRole('alertdialog', { name: `Unlink ${parent} from ${pupil}? They will no longer see ${pupil}’s work or hear of it.` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(family.getByRole('status').filter({ hasText: `${parent} is no longer linked to ${pupil}.` })).toBeVisible();
    await expect(family.getByText(`No guardian is linked to ${pupil} yet.`)).toBeVisible();
  });
});
