import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.js';

/** The language the page says it is in (`<html lang>`). */
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('the site in Greek and in English', () => {
  test('a reader switches to Greek in the header, and the site stays Greek after a reload and on other pages', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ABOUT', exact: true })).toBeVisible();
    expect(await pageLanguage(page)).toBe('en');

    const languages = header.getByRole('group', { name: 'Language' });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await languages.getByRole('button', { name: 'Ελληνικά' }).click();
    // The page is redrawn in Greek where it stands: menu, heading, tab and <html lang>.
    await expect(header.getByRole('link', { name: 'ΣΧΕΤΙΚΑ', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Σχετικά με εμάς' })).toBeVisible();
    await expect(page).toHaveTitle('Σχετικά · Agora');
    expect(await pageLanguage(page)).toBe('el');
    await expect(header.getByRole('group', { name: 'Γλώσσα' }).getByRole('button', { name: 'Ελληνικά' })).toHaveAttribute('aria-pressed', 'true');

    // The server's own HTML is Greek now: before the app runs, the title and text are Greek.
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Σχετικά · Agora</title>');
    await page.reload();
    expect(await pageLanguage(page)).toBe('el');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Σχετικά με εμάς' })).toBeVisible();

    // Dates are written the Greek way, and another page's words come in Greek too.
    await header.getByRole('link', { name: 'ΙΣΤΟΛΟΓΙΟ', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Ιστολόγιο' })).toBeVisible();
    await expect(page).toHaveTitle('Ιστολόγιο · Agora');

    // And back.
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    expect(await pageLanguage(page)).toBe('en');
  });

  test("a browser that asks for Greek gets Greek at once, before any choice, and English one gets English", async ({ browser }) => {
    const greek = await browser.newContext({ locale: 'el-GR' });
    const reader = await greek.newPage();
    const response = await reader.goto('/');
    expect(await response!.text()).toContain('<html lang="el">');
    await waitForApp(reader);
    await expect(reader.getByRole('banner').getByRole('link', { name: 'ΑΡΧΙΚΗ', exact: true })).toBeVisible();
    await expect(reader).toHaveTitle('Agora · Πρόγραμμα σχολικών δραστηριοτήτων');
    await greek.close();

    const english = await browser.newContext({ locale: 'en-GB' });
    const other = await english.newPage();
    await other.goto('/');
    await waitForApp(other);
    await expect(other.getByRole('banner').getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    await english.close();
  });

  test('a refused form speaks Greek: the server refuses by code and the page words it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'el-GR' });
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForApp(page);
    const name = page.getByLabel('Όνομα');
    const email = page.getByLabel('Email');
    await name.fill('   ');
    await email.fill('ana@example');
    await page.getByLabel('Μήνυμα').fill('Γεια σας!');
    await page.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ελέγξτε τα στοιχεία που συμπληρώσατε.');
    await expect(name).toHaveAccessibleDescription('Συμπληρώστε το όνομά σας.');
    await expect(email).toHaveAccessibleDescription('Συμπληρώστε μια έγκυρη διεύθυνση email, όπως name@example.com.');
    // Nothing typed is lost.
    await expect(page.getByLabel('Μήνυμα')).toHaveValue('Γεια σας!');

    // Signing in with a wrong password, the server's refusal reads in Greek too.
    await page.goto('/signin');
    await page.getByLabel('Email').fill('nobody-here@e2e.test');
    await page.getByLabel('Κωδικός πρόσβασης').fill('not-the-password');
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await expect(page.getByRole('alert')).toHaveText('Λάθος email ή κωδικός πρόσβασης');
    await context.close();
  });
});
