import { expect, test } from '@playwright/test';
import { MEMBER, signIn, signInThroughForm, THROTTLED } from './fixtures.js';

test.describe('signing in and out', () => {
  test('a member made with user:add signs in and lands on the home address, signed in', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signInThroughForm(page, MEMBER);
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  });

  test("a wrong password shows the server's message in red under the form and keeps the email", async ({ page }) => {
    await page.goto('/signin');
    await signInThroughForm(page, { email: MEMBER.email, password: 'not-my-password' });
    const message = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expect(message).toBeVisible();
    // Red, and below the Sign in button.
    const color = await message.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    const buttonBox = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    const messageBox = await message.boundingBox();
    expect(messageBox!.y).toBeGreaterThan(buttonBox!.y);
    await expect(page.getByLabel('Email')).toHaveValue(MEMBER.email);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('after ten wrong passwords the form says how long to wait, even for the right one, and keeps the email', async ({ page }) => {
    await page.goto('/signin');
    const answered = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Each answer is awaited, so every failure is counted before the next attempt.
      const answer = answered();
      await signInThroughForm(page, { email: THROTTLED.email, password: `wrong-password-${attempt}` });
      expect((await answer).status()).toBe(401);
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await signInThroughForm(page, THROTTLED);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(THROTTLED.email);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('both fields are required before anything is sent', async ({ page }) => {
    await page.goto('/signin');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) sent = true;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toHaveJSProperty('validity.valueMissing', true);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toHaveJSProperty('validity.valueMissing', true);
    expect(sent).toBe(false);
  });

  test('a visitor opening /profile is sent to sign in, and back to /profile afterwards', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
    await signInThroughForm(page, MEMBER);
    await expect(page).toHaveURL(/\/profile$/);
    for (const name of ['Profile', 'Collaboration', 'Create Blog', 'Blog Posts']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the profile hub buttons lead where SPEC says', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/edit-profile');
    await expect(main.getByRole('link', { name: 'Collaboration' })).toHaveAttribute('href', '/collaboration');
    await expect(main.getByRole('link', { name: 'Create Blog' })).toHaveAttribute('href', '/blog-creation');
    await expect(main.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('href', '/your-blogs/1');
  });

  test('Logout returns to the home address signed out, and protected pages need signing in again', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprofile$/);
  });

  test('an unsafe redirect target after sign-in falls back to the home address', async ({ page }) => {
    await page.goto('/signin?redirectTo=%2F%2Fevil.example%2Fphish');
    await signInThroughForm(page, MEMBER);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
