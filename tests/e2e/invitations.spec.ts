import type { Browser, Page } from '@playwright/test';
import { expect, INVITING_ADMIN, INVITING_TEACHER, mailTo, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: every address carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label}-${RUN}-${Math.random().toString(36).slice(2, 7)}`;

/** A fresh browser (own cookies, nobody signed in) at `link`. */
async function visitorAt(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  return page;
}

/** The "Invite people" form (or, once an invitation is made, what it made). */
const inviteForm = (page: Page) => page.getByRole('region', { name: 'Invite people' });

/** "A whole class at once": the class list's form, its check and what sending made. */
const classSection = (page: Page) => page.getByRole('region', { name: 'A whole class at once' });

/** A CSV file as a spreadsheet saves it, for the class list's file field. */
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') });

/** The list's entry for the invitation to `email`. */
const listed = (page: Page, email: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: email });

/** Fills the join form as the invitee and creates the account; `email` only for a link invitation. */
async function join(page: Page, person: { name: string; surname: string; email?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Surname').fill(person.surname);
  if (person.email) await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('a-new-family-password-7');
  await page.getByRole('button', { name: 'Create my account' }).click();
}

/** The header shows a member signed in (the avatar's link to the profile hub), not the visitor's Sign in. */
async function expectSignedIn(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
}

test.describe('invitations', () => {
  test('an administrator invites a member by email; the mailed link makes their account and signs them in', async ({ page, browser }) => {
    const email = `${unique('invited-member')}@e2e.test`;
    await signIn(page, INVITING_ADMIN);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();

    const form = inviteForm(page);
    await form.getByRole('radio', { name: /^Email/ }).check();
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Member' });
    await form.getByRole('button', { name: 'Create invitation' }).click();
    await expect(form.getByRole('status').filter({ hasText: `We sent the invitation to ${email}.` })).toBeVisible();
    await expect(listed(page, email).getByText('Pending')).toBeVisible();

    const mail = await mailTo(email);
    expect(mail.subject).toBe('You are invited to join Agora');
    const link = /https?:\/\/\S+\/join\?token=\S+/.exec(mail.text)![0];

    const invitee = await visitorAt(browser, link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Join Agora' })).toBeVisible();
    await expect(invitee.getByText('You are invited to join Agora as a member.')).toBeVisible();
    // The address is the invitation's, shown and not to be changed.
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await expect(invitee.getByLabel('Email')).not.toBeEditable();
    await expect(invitee.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await join(invitee, { name: 'Eirini', surname: 'Pappa' });

    await expect(invitee).toHaveURL(/\/profile$/);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Welcome, Eirini' })).toBeVisible();
    await expectSignedIn(invitee);
    await invitee.context().close();

    await page.reload();
    await expect(listed(page, email).getByText('Used', { exact: true })).toBeVisible();
    await expect(listed(page, email).getByText('1 of 1')).toBeVisible();
  });

  test('a teacher makes a link for three pupils, shown with its QR code: three people join by it, the fourth is told it is used up', async ({ page, browser }) => {
    await signIn(page, INVITING_TEACHER);
    await page.goto('/invitations');
    const form = inviteForm(page);
    // A teacher invites pupils and their guardians, nobody else: pupil is offered first.
    const role = form.getByRole('combobox', { name: 'Role' });
    await expect(role.getByRole('option')).toHaveText(['Pupil', 'Guardian']);
    await expect(role).toHaveValue('pupil');
    await form.getByRole('radio', { name: /^Link/ }).check();
    await form.getByLabel('Number of uses').fill('3');
    await form.getByRole('button', { name: 'Create invitation' }).click();

    await expect(form.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
    await expect(form.getByText('This link is shown only this once.', { exact: false })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Print' })).toBeVisible();
    const link = await form.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/join\?token=\S+$/);

    for (const number of [1, 2, 3]) {
      const pupil = await visitorAt(browser, link);
      await expect(pupil.getByText('You are invited to join Agora as a pupil.')).toBeVisible();
      await join(pupil, { name: `Pupil${number}`, surname: 'Neos', email: `${unique(`pupil-${number}`)}@e2e.test` });
      await expect(pupil).toHaveURL(/\/profile$/);
      await expectSignedIn(pupil);
      await pupil.context().close();
    }

    const fourth = await visitorAt(browser, link);
    await expect(fourth.getByRole('alert')).toHaveText(
      'This invitation has already been used as many times as it allows. Please ask whoever invited you for a new one.',
    );
    await expect(fourth.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
    await expect(fourth.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await fourth.context().close();

    await page.getByRole('button', { name: 'Invite someone else' }).click();
    await expect(form.getByRole('button', { name: 'Create invitation' })).toBeVisible();
  });

  test('an administrator withdraws a pending invitation, and its link then says it was withdrawn', async ({ page, browser }) => {
    const email = `${unique('withdrawn')}@e2e.test`;
    await signIn(page, INVITING_ADMIN);
    await page.goto('/admin/members');
    await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const form = inviteForm(page);
    await form.getByRole('radio', { name: /^Email/ }).check();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Create invitation' }).click();
    const link = await form.getByLabel('Invitation link').inputValue();

    const entry = listed(page, email);
    await entry.getByRole('button', { name: `Withdraw the invitation for ${email}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Withdraw this invitation? Its link will no longer work; accounts it already made stay.' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The invitation was withdrawn.' })).toBeVisible();
    await expect(entry.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

    const invitee = await visitorAt(browser, link);
    await expect(invitee.getByRole('alert')).toHaveText('This invitation was withdrawn. Please ask whoever invited you for a new one.');
    await expect(invitee.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
    await invitee.context().close();
  });

  test('an email invitation without an address is refused in words under the field, and the form keeps what was chosen', async ({ page }) => {
    await signIn(page, INVITING_ADMIN);
    await page.goto('/invitations');
    const form = inviteForm(page);
    await form.getByRole('radio', { name: /^Email/ }).check();
    await form.getByLabel('Role').selectOption({ label: 'Teacher' });
    await form.getByLabel('Days valid').fill('30');
    await form.getByRole('button', { name: 'Create invitation' }).click();

    await expect(form.getByRole('alert')).toContainText('Please enter an email address.');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter an email address.');
    await expect(form.getByRole('radio', { name: /^Email/ })).toBeChecked();
    await expect(form.getByLabel('Role')).toHaveValue('teacher');
    await expect(form.getByLabel('Days valid')).toHaveValue('30');
  });

  test('a teacher invites a class from a CSV list with Greek headers: the check names each refused row and why, and only the ready one is mailed, its link opening the join form with the name filled in', async ({ page, browser }) => {
    const [ready, twice] = [`${unique('class-ready')}@e2e.test`, `${unique('class-twice')}@e2e.test`];
    await signIn(page, INVITING_TEACHER);
    await page.goto('/invitations');
    const section = classSection(page);
    await expect(section.getByText('Pupil', { exact: true })).toBeVisible();
    await section.getByLabel('Class list (CSV file)').setInputFiles(
      csvFile('tmima-b2.csv', [
        'Όνομα;Επώνυμο;Email;Ρόλος',
        `Νίκος;Παππάς;${ready};`,
        `Άννα;Διπλή;${twice};μαθήτρια`,
        `Ελένη;Διπλή;${twice.toUpperCase()};μαθήτρια`,
        'Πέτρος;Λάθος;not-an-address;μαθητής',
      ]),
    );
    await expect(section.getByText('tmima-b2.csv')).toBeVisible();
    await section.getByRole('button', { name: 'Check the list' }).click();

    await expect(section.getByRole('heading', { name: 'The list, checked' })).toBeFocused();
    await expect(section.getByText('1 ready to invite, 3 refused')).toBeVisible();
    const table = section.getByRole('table', { name: 'The rows of the class list, each with what keeps it from being invited' });
    const row = (line: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });
    await expect(row(2)).toContainText('Ready');
    await expect(row(2)).toContainText('Pupil');
    for (const line of [3, 4]) {
      await expect(row(line)).toContainText('Refused');
      await expect(row(line)).toContainText('This address is on the list more than once.');
    }
    await expect(row(5)).toContainText('Refused');
    await expect(row(5)).toContainText('That is not a valid email address.');

    await section.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expect(section.getByRole('status')).toHaveText('1 invitation sent (1 mail went).');
    await expect(table).toHaveCount(0);
    await expect(section.getByText('No file chosen')).toBeVisible();
    await expect(listed(page, ready).getByText('Pending')).toBeVisible();
    await expect(listed(page, ready)).toContainText('Νίκος Παππάς');
    await expect(listed(page, twice)).toHaveCount(0);

    const mail = await mailTo(ready);
    const link = /https?:\/\/\S+\/join\?token=\S+/.exec(mail.text)![0];
    const invitee = await visitorAt(browser, link);
    await expect(invitee.getByText('You are invited to join Agora as a pupil.')).toBeVisible();
    await expect(invitee.getByLabel('Name', { exact: true })).toHaveValue('Νίκος');
    await expect(invitee.getByLabel('Surname')).toHaveValue('Παππάς');
    await expect(invitee.getByLabel('Email')).toHaveValue(ready);
    await invitee.context().close();
  });

  test('a class list whose first line does not name the columns is refused under the file field, keeping what was chosen; another file clears the check', async ({ page }) => {
    await signIn(page, INVITING_ADMIN);
    await page.goto('/invitations');
    const section = classSection(page);
    const file = section.getByLabel('Class list (CSV file)');
    await section.getByLabel('Role for rows that name none').selectOption({ label: 'Teacher' });
    await section.getByLabel('Days valid').fill('30');
    await file.setInputFiles(csvFile('good.csv', ['name,surname,email', `Tom,Teach,${unique('class-admin')}@e2e.test`]));
    await section.getByRole('button', { name: 'Check the list' }).click();
    await expect(section.getByText('1 ready to invite, 0 refused')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Send 1 invitation' })).toBeEnabled();

    await file.setInputFiles(csvFile('columns.csv', ['first,second,third', 'a,b,c']));
    await expect(section.getByRole('table')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Send/ })).toHaveCount(0);
    await section.getByRole('button', { name: 'Check the list' }).click();
    const words = 'The first line must name the columns: name, surname, email (and role).';
    await expect(section.getByRole('alert')).toContainText(words);
    await expect(file).toHaveAccessibleDescription(new RegExp(`${words.replace(/[.()]/g, '\\$&')}$`));
    await expect(section.getByText('columns.csv')).toBeVisible();
    await expect(section.getByLabel('Role for rows that name none')).toHaveValue('teacher');
    await expect(section.getByLabel('Days valid')).toHaveValue('30');
  });

  test('a join link without its token says it is incomplete and offers no form', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('alert')).toHaveText('This invitation link is not complete. Please open the whole link you were given.');
    await expect(page.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
  });

  test('a member who is neither teacher nor administrator is told invitations are not for them', async ({ page }) => {
    await signIn(page);
    await page.goto('/invitations');
    await expect(page.getByRole('alert')).toHaveText('This is for teachers and administrators only.');
    await expect(page.getByRole('button', { name: 'Create invitation' })).toHaveCount(0);
  });
});
