import type { Page } from '@playwright/test';
import { chooseLanguage, loadCatalogue, wordsOf } from './catalogue-words.js';
import { ADMIN, expect, signIn, signInThroughForm, test, YOUNG_GUARDIAN, YOUNG_PUPIL } from './fixtures.js';

/** The pupil's consent panel on the admin's Members page, opened. */
async function adminsConsentPanel(page: Page) {
  await page.goto(`/admin/members?q=${encodeURIComponent(YOUNG_PUPIL.email)}`);
  await page.getByRole('button', { name: /^Manage/ }).click();
  return page.getByRole('region', { name: `Consent for ${YOUNG_PUPIL.name}` });
}

test.describe('a guardian’s consent', () => {
  // One pupil goes through every step in order: under 15, refused, consented, signed in.
  test.describe.configure({ mode: 'serial' });

  test('an administrator marks a pupil under 15, who is then refused at sign-in and told what their guardian must do, in their language', async ({ page, browser, baseURL }) => {
    await signIn(page, ADMIN);
    const panel = await adminsConsentPanel(page);
    await panel.getByRole('checkbox', { name: /^Under 15/ }).check();
    await expect(panel.getByRole('status')).toHaveText(`${YOUNG_PUPIL.name} is marked as under 15.`);
    await expect(panel.getByText(`${YOUNG_PUPIL.name} is under 15 and cannot sign in until a guardian gives consent.`)).toBeVisible();
    // A paper form needs a note: the browser's own check, in the site's words, and nothing recorded.
    await panel.getByRole('button', { name: 'Record the form' }).click();
    await expect(panel.getByText(/from a signed paper form/)).toHaveCount(0);
    await expect(panel.getByText(`${YOUNG_PUPIL.name} is under 15 and cannot sign in until a guardian gives consent.`)).toBeVisible();

    const young = await (await browser.newContext()).newPage();
    await young.goto('/signin');
    await signInThroughForm(young, YOUNG_PUPIL);
    await expect(young.getByRole('alert')).toContainText('because you are under 15, a parent or guardian must first agree that you use Agora');
    await expect(young.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await young.context().close();

    // A pupil who reads Greek is told the same, in Greek.
    const el = await loadCatalogue('el');
    const greek = await browser.newContext();
    await chooseLanguage(greek, baseURL!, 'el');
    const reader = await greek.newPage();
    await reader.goto('/signin');
    await reader.getByLabel(wordsOf(el, 'signIn.email')).fill(YOUNG_PUPIL.email);
    await reader.getByLabel(wordsOf(el, 'signIn.password')).fill(YOUNG_PUPIL.password);
    await reader.getByRole('button', { name: wordsOf(el, 'signIn.submit') }).click();
    await expect(reader.getByRole('alert')).toContainText(wordsOf(el, 'apiErrors.guardian_consent_required'));
    await greek.close();
  });

  test('the guardian reads the privacy notice, gives consent for the under-15 pupil on My children, and the pupil can then sign in', async ({ page, browser }) => {
    await signIn(page, YOUNG_GUARDIAN);
    await page.goto('/children');
    const panel = page.getByRole('region', { name: `Consent for ${YOUNG_PUPIL.name}` });
    await expect(panel.getByText(`${YOUNG_PUPIL.name} is under 15 and cannot sign in until a guardian gives consent.`)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await panel.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
    await panel.getByRole('button', { name: 'Give consent' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Consent given: ${YOUNG_PUPIL.name} can sign in now.`);
    await expect(panel.getByText(`${YOUNG_PUPIL.name} may use Agora. Given by ${YOUNG_GUARDIAN.name} ${YOUNG_GUARDIAN.surname} on`)).toBeVisible();

    // Pictures: members only, saved with its history.
    await panel.getByRole('radio', { name: /^Members only/ }).check();
    await panel.getByRole('button', { name: 'Save the choice' }).click();
    await expect(panel.getByRole('status').filter({ hasText: `The choice for pictures of ${YOUNG_PUPIL.name} is saved.` })).toBeVisible();
    await panel.getByText(/^History of consent/).click();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Pictures: members only' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Consent to use Agora given' })).toBeVisible();

    const young = await (await browser.newContext()).newPage();
    await signIn(young, YOUNG_PUPIL);
    await young.context().close();
  });

  test('the guardian withdraws consent after a question, and the pupil is signed out at once', async ({ page, browser }) => {
    const young = await (await browser.newContext()).newPage();
    await signIn(young, YOUNG_PUPIL);

    await signIn(page, YOUNG_GUARDIAN);
    await page.goto('/children');
    const panel = page.getByRole('region', { name: `Consent for ${YOUNG_PUPIL.name}` });
    await panel.getByRole('button', { name: 'Withdraw consent' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Consent withdrawn: ${YOUNG_PUPIL.name} is signed out.`);

    // The pupil's next page finds them signed out.
    await young.goto('/profile');
    await expect(young.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await young.context().close();

    // An administrator records the family's paper form instead, with its note.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ADMIN);
    const adminPanel = await adminsConsentPanel(admin);
    await adminPanel.getByRole('textbox', { name: 'Note' }).first().fill('Signed by the mother on 3 September; kept in the office.');
    await adminPanel.getByRole('button', { name: 'Record the form' }).click();
    await expect(adminPanel.getByRole('status')).toHaveText(`Consent given: ${YOUNG_PUPIL.name} can sign in now.`);
    // The summary, not the history's line of the same consent, which says it too.
    await expect(adminPanel.getByText(new RegExp(`^${YOUNG_PUPIL.name} may use Agora\\. .*from a signed paper form: Signed by the mother`))).toBeVisible();
    await admin.context().close();
  });
});
