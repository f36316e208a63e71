import { chooseLanguage, loadCatalogue, wordsOf } from './catalogue-words.js';
import { expect, FORGETFUL, mailTo, MEMBER, signIn, signInThroughForm, test, THROTTLED } from './fixtures.js';

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

  test('a member who forgot the password gets a link by mail, chooses a new one, and signs in with it', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(FORGETFUL.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.',
    );

    const mail = await mailTo(FORGETFUL.email);
    expect(mail.subject).toBe('Choose a new password for Agora');
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The server's rule is shown by the field, and nothing is lost.
    await page.getByLabel('New password').fill('aaaaaaaaaaaa');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password is too easy to guess: use more different characters.');
    await page.getByLabel('New password').fill('a-fresh-start-password-5');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed. Sign in with it now.');

    await page.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, { email: FORGETFUL.email, password: 'a-fresh-start-password-5' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password').fill('another-new-password-6');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('both fields are required before anything is sent, each said beside it in the site’s words', async ({ page }) => {
    await page.goto('/signin');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) sent = true;
    });
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    // The browser's own check is off: its bubble would come first, in the browser's language.
    await expect(email).toHaveJSProperty('form.noValidate', true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(email).toHaveJSProperty('validity.valueMissing', true);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email.');
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(password).toHaveAccessibleDescription('Please enter your password.');
    await expect(email).toBeFocused();

    await email.fill(MEMBER.email);
    // Changed, the field no longer says it is empty.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(password).toHaveJSProperty('validity.valueMissing', true);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await expect(email).toHaveValue(MEMBER.email);
    expect(sent).toBe(false);
  });

  test('in Greek, an empty sign-in is answered in Greek beside each field, not by the browser', async ({ page, baseURL }) => {
    const el = await loadCatalogue('el');
    const w = (key: string) => wordsOf(el, key);
    await chooseLanguage(page.context(), baseURL!, 'el');
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: w('signIn.heading') })).toBeVisible();
    const email = page.getByLabel(w('signIn.email'), { exact: true });
    const password = page.getByLabel(w('signIn.password'), { exact: true });
    await page.getByRole('button', { name: w('signIn.submit'), exact: true }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(w('fieldErrors.email_required'))).toBeVisible();
    await expect(email).toHaveAccessibleDescription(w('fieldErrors.email_required'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(w('fieldErrors.password_required'))).toBeVisible();
    await expect(password).toHaveAccessibleDescription(w('fieldErrors.password_required'));
    await expect(email).toBeFocused();

    // An address that is not one: said in Greek too, and what was typed stays.
    await email.fill('ana.example.com');
    await page.getByRole('button', { name: w('signIn.submit'), exact: true }).click();
    await expect(email).toHaveAccessibleDescription(w('fieldErrors.email_example'));
    await expect(email).toHaveValue('ana.example.com');
    await expect(page).toHaveURL(/\/signin$/);
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

  test('the profile hub buttons lead to their pages', async ({ page }) => {
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
