import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, SECURITY_FACTOR, SECURITY_PASSWORD, SECURITY_SESSIONS, signIn, signInThroughForm, test } from './fixtures.js';
import { msUntilNextWindow, totpCode, totpCounter, wrongTotpCode } from '../../src/server/test/totp.js';

/**
 * Codes from the authenticator app this test plays. A server may refuse a code whose 30-second
 * window was already used (replay), so each code comes from a window not used before,
 * waiting for the next one when needed.
 */
function authenticatorApp(secret: string) {
  const usedWindows = new Set<number>();
  return async function freshCode(page: Page): Promise<string> {
    while (usedWindows.has(totpCounter())) await page.waitForTimeout(msUntilNextWindow() + 100);
    const counter = totpCounter();
    usedWindows.add(counter);
    return totpCode(secret, counter);
  };
}

async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
}

test.describe('the Security page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a member sets up an authenticator app, signs in with its code or a backup code, and turns it off with the password', async ({
    page,
  }) => {
    // Up to one wait for a fresh 30-second window.
    test.setTimeout(120_000);
    await signIn(page, SECURITY_FACTOR);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

    // Enrol: the password first.
    const factor = page.getByRole('region', { name: 'Second factor' });
    await factor.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const password = factor.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await factor.getByRole('button', { name: 'Continue' }).click();
    await expect(factor.getByRole('alert')).toHaveText('Invalid password');
    await password.fill(SECURITY_FACTOR.password);
    await factor.getByRole('button', { name: 'Continue' }).click();

    // The QR code loads as an image (the CSP allows data: images), with the key beside it.
    const qr = factor.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const key = factor.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = (await key.textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await factor.getByRole('button', { name: 'Copy' }).click();
    await expect(factor.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // A wrong first code is refused; the app's code turns the factor on.
    const freshCode = authenticatorApp(secret);
    await factor.getByLabel('Code', { exact: true }).fill(wrongTotpCode(secret));
    await factor.getByRole('button', { name: 'Confirm' }).click();
    await expect(factor.getByRole('alert')).toHaveText('Invalid code');
    await factor.getByLabel('Code', { exact: true }).fill(await freshCode(page));
    await factor.getByRole('button', { name: 'Confirm' }).click();

    // The backup codes, shown this once, to copy or download.
    const codeList = factor.getByRole('list', { name: 'Backup codes' });
    await expect(codeList.getByRole('listitem')).toHaveCount(10);
    const backupCodes = (await codeList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    await expect(factor.getByText('Each code works once.')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), factor.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('agora-backup-codes.txt');
    const file = await readFile(await download.path(), 'utf8');
    for (const code of backupCodes) expect(file).toContain(code);
    await factor.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(backupCodes.join('\n'));
    await factor.getByRole('button', { name: 'Done' }).click();

    // The factor's fields, as the server holds them: after a reload too, without the codes.
    await page.reload();
    const row = factor.getByRole('list', { name: 'Your second factor' }).getByRole('listitem');
    await expect(row).toContainText('Authenticator app');
    for (const text of ['totp', 'verified', 'Agora']) await expect(row.getByText(text, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await expect(factor.getByRole('list', { name: 'Backup codes' })).toHaveCount(0);

    // Signing in now asks for the code after the password; a wrong one is refused with the server's words.
    await logOut(page);
    await page.goto('/signin');
    await signInThroughForm(page, SECURITY_FACTOR);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(wrongTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code');
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await code.fill(await freshCode(page));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();

    // A backup code instead, on the way back to the page the guard sent us from.
    await logOut(page);
    await page.goto('/security');
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fsecurity$/);
    await signInThroughForm(page, SECURITY_FACTOR);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code', { exact: true }).fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/security$/);

    // Turning it off needs the password; then the password alone signs in.
    await factor.getByRole('button', { name: 'Turn off' }).click();
    await factor.getByLabel('Password', { exact: true }).fill(SECURITY_FACTOR.password);
    await factor.getByRole('button', { name: 'Turn off' }).click();
    await expect(factor.getByRole('status')).toHaveText('The authenticator app was turned off. Signing in now asks only for your password.');
    await expect(factor.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    await logOut(page);
    await signIn(page, SECURITY_FACTOR);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Sign out everywhere asks first, then ends the sessions of every browser, this one included', async ({ page, browser }) => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, SECURITY_SESSIONS);
    await signIn(page, SECURITY_SESSIONS);
    await page.goto('/security');

    const sessions = page.getByRole('region', { name: 'Sessions' });
    const dialog = page.getByRole('alertdialog', { name: 'Sign out on every device, this one included?' });
    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/security$/);

    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();

    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await other.close();
  });

  test('changing the password needs the current one, signs out other browsers, and the new one signs in', async ({ page, browser }) => {
    // Two browsers and five password checks (scrypt): 31–37 s on a busy two-core machine.
    test.slow();
    const newPassword = 'a-brand-new-password-2025';
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, SECURITY_PASSWORD);
    await signIn(page, SECURITY_PASSWORD);
    await page.goto('/security');

    const section = page.getByRole('region', { name: 'Password', exact: true });
    const current = section.getByLabel('Current password');
    const next = section.getByLabel('New password');
    await expect(next).toHaveAccessibleDescription('At least 10 characters.');

    // The server's words appear by the field they concern.
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(current).toHaveAccessibleDescription('Invalid password');

    await current.fill(SECURITY_PASSWORD.password);
    await next.fill('short');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(next).toHaveAccessibleDescription('At least 10 characters. The password must be at least 10 characters long.');

    await next.fill(newPassword);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toHaveText('Your password was changed. Other devices were signed out.');
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    // The other browser is signed out; this one stays signed in.
    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await other.close();
    await page.reload();
    await expect(page).toHaveURL(/\/security$/);

    await logOut(page);
    await page.goto('/signin');
    await signInThroughForm(page, SECURITY_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, { email: SECURITY_PASSWORD.email, password: newPassword });
  });
});
