import type { Page } from '@playwright/test';
import { expect, MEMBER, PROFILE_AUTHOR, PROFILE_BLANK, PROFILE_EDITOR, signIn, test } from './fixtures.js';
import sharp from 'sharp';
import { AUTHOR, publishAsAuthorWithContacts } from './author-with-contacts.js';

const RUN = Date.now().toString(36);

/** A real JPEG, made now: the server sniffs and re-encodes what it gets. */
async function jpegFile(name: string, color = '#3f6ea8', width = 600, height = 600) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function openEditMode(page: Page) {
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Profile Page' })).toBeVisible();
}

test.describe('the profile page', () => {
  test("a blank profile shows 'Empty...' for Description, Email and Tel, the default avatar and no social links", async ({ page }) => {
    await signIn(page, PROFILE_BLANK);
    await page.goto('/edit-profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `${PROFILE_BLANK.name} ${PROFILE_BLANK.surname}` })).toBeVisible();
    await expect(main.getByRole('term')).toHaveText(['Description', 'Email', 'Tel']);
    await expect(main.getByRole('definition')).toHaveText(['Empty...', 'Empty...', 'Empty...']);
    await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/default-avatar.svg');
    await expect(main.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  test('a member edits every field and the photo, saves, and sees them in view mode and in the header', async ({ page }) => {
    const profile = {
      facebook: 'https://www.facebook.com/sofia.kosta',
      instagram: 'https://www.instagram.com/sofia.kosta',
      email: 'sofia.kosta@example.org',
      telephone: '+30 210 123 4567',
      description: `Runs the school garden club. ${RUN}`,
    };
    await signIn(page, PROFILE_EDITOR);
    await openEditMode(page);
    const main = page.getByRole('main');

    // The name is shown, not edited: admins change it.
    await expect(main.getByText(`${PROFILE_EDITOR.name} ${PROFILE_EDITOR.surname}`)).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

    await main.getByLabel('Photo').setInputFiles(await jpegFile('me.jpg', '#2a4f7d'));
    await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/media\//);
    await main.getByLabel('Facebook').fill(profile.facebook);
    await main.getByLabel('Instagram').fill(profile.instagram);
    await main.getByLabel('Email').fill(profile.email);
    const telephone = main.getByLabel('Telephone');
    await expect(telephone).toHaveAttribute('type', 'tel');
    await expect(telephone).toHaveAttribute('inputmode', 'tel');
    // Letters and signs the server would refuse never reach the field.
    await telephone.pressSequentially('+3a0 2b1-0');
    await expect(telephone).toHaveValue('+30 210');
    await telephone.fill(profile.telephone);
    await main.getByLabel('Description').fill(profile.description);
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await expect(main.getByRole('heading', { level: 1, name: `${PROFILE_EDITOR.name} ${PROFILE_EDITOR.surname}` })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Your profile was saved.');
    await expect(main.getByRole('definition')).toHaveText([profile.description, profile.email, profile.telephone]);
    await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/media\//);
    for (const [name, href] of [['Facebook', profile.facebook], ['Instagram', profile.instagram]] as const) {
      const link = main.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The header's avatar is the new photo now.
    await expect(page.getByRole('banner').getByRole('img', { name: 'Profile' })).toHaveAttribute('src', /^\/media\//);

    // Stored, not only shown.
    await page.reload();
    await expect(main.getByRole('definition')).toHaveText([profile.description, profile.email, profile.telephone]);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Profile' })).toHaveAttribute('src', /^\/media\//);

    // Cancel brings back the values last loaded, in view mode and in the next edit.
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Email').fill('someone.else@example.org');
    await main.getByLabel('Description').fill('Not to be kept.');
    await main.getByRole('button', { name: 'Remove photo' }).click();
    await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/default-avatar.svg');
    await main.getByRole('button', { name: 'Cancel' }).click();
    await expect(main.getByRole('definition')).toHaveText([profile.description, profile.email, profile.telephone]);
    await expect(main.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/media\//);
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByLabel('Email')).toHaveValue(profile.email);
    await expect(main.getByLabel('Description')).toHaveValue(profile.description);
  });

  test('Cancel leaves a blank profile blank and the next edit starts from it', async ({ page }) => {
    await signIn(page, PROFILE_BLANK);
    await openEditMode(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('typed.but.cancelled@example.org');
    await main.getByLabel('Facebook').fill('https://www.facebook.com/cancelled');
    await main.getByLabel('Description').fill('Typed, then cancelled.');
    await main.getByRole('button', { name: 'Cancel' }).click();

    await expect(main.getByRole('heading', { level: 1, name: `${PROFILE_BLANK.name} ${PROFILE_BLANK.surname}` })).toBeVisible();
    await expect(main.getByRole('definition')).toHaveText(['Empty...', 'Empty...', 'Empty...']);
    await expect(main.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByLabel('Email')).toHaveValue('');
    await expect(main.getByLabel('Facebook')).toHaveValue('');
    await expect(main.getByLabel('Description')).toHaveValue('');
  });

  test("Save with an empty description says 'Please fill in the description field' and sends nothing", async ({ page }) => {
    await signIn(page, PROFILE_BLANK);
    await openEditMode(page);
    const main = page.getByRole('main');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') puts.push(request.url());
    });
    await main.getByLabel('Email').fill('kept@example.org');
    await main.getByLabel('Description').fill('   ');
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await expect(main.getByRole('alert')).toHaveText('Please fill in the description field');
    await expect(main.getByLabel('Description')).toHaveAccessibleDescription('Please fill in the description field');
    await expect(main.getByRole('heading', { level: 1, name: 'Editing Profile Page' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue('kept@example.org');
    expect(puts).toEqual([]);
  });

  test("a refused save shows the server's message by its field and keeps every input", async ({ page }) => {
    const message = 'Facebook must be a link starting with http:// or https://';
    await signIn(page, PROFILE_BLANK);
    await openEditMode(page);
    const main = page.getByRole('main');
    await main.getByLabel('Facebook').fill('javascript:alert(1)');
    await main.getByLabel('Email').fill('petros@example.org');
    await main.getByLabel('Telephone').fill('210 555 0100');
    await main.getByLabel('Description').fill('Plays the trumpet in the school band.');
    await main.getByRole('button', { name: 'Save Changes' }).click();

    const facebook = main.getByLabel('Facebook');
    await expect(facebook).toHaveAccessibleDescription(message);
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
    const summary = main.getByRole('alert');
    await expect(summary).toContainText('Error updating user information');
    await expect(summary).toContainText(message);

    await expect(main.getByRole('heading', { level: 1, name: 'Editing Profile Page' })).toBeVisible();
    await expect(facebook).toHaveValue('javascript:alert(1)');
    await expect(main.getByLabel('Email')).toHaveValue('petros@example.org');
    await expect(main.getByLabel('Telephone')).toHaveValue('210 555 0100');
    await expect(main.getByLabel('Description')).toHaveValue('Plays the trumpet in the school band.');
    await expect(main.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe("an author's contact details on a post", () => {
  test('a visitor sees none of them and the page never asks for them; a signed-in member sees them on the author card', async ({ page, browser }) => {
    const { id } = await publishAsAuthorWithContacts(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/profiles/')) asked.push(path);
    });

    await page.goto(`/blog-post/${id}`);
    const main = page.getByRole('main');
    const author = page.getByRole('complementary', { name: 'About the author' });
    await expect(author.getByRole('heading', { name: `${PROFILE_AUTHOR.name} ${PROFILE_AUTHOR.surname}` })).toBeVisible();
    await expect(author).toContainText(AUTHOR.description);
    await expect(author.getByRole('link')).toHaveCount(0);
    await expect(main).not.toContainText(AUTHOR.email);
    await expect(main).not.toContainText(AUTHOR.telephone);
    // The member card at the top has the description for visitors too, but no contact links.
    await main.getByRole('button', { name: `${PROFILE_AUTHOR.name} ${PROFILE_AUTHOR.surname}` }).hover();
    const popup = page.getByRole('dialog', { name: `${PROFILE_AUTHOR.name} ${PROFILE_AUTHOR.surname}` });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link')).toHaveCount(0);
    expect(asked).toEqual([]);

    await signIn(page, MEMBER);
    await page.goto(`/blog-post/${id}`);
    const contacts = author.getByRole('list', { name: 'Contact details' });
    await expect(contacts.getByRole('link', { name: AUTHOR.email })).toHaveAttribute('href', `mailto:${AUTHOR.email}`);
    await expect(contacts.getByRole('link', { name: AUTHOR.telephone })).toHaveAttribute('href', 'tel:+302107654321');
    for (const [name, href] of [['Facebook', AUTHOR.facebook], ['Instagram', AUTHOR.instagram]] as const) {
      const link = contacts.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the member card opens on hover and closes when the mouse leaves; keyboard focus opens it at once and Escape closes it', async ({ page, browser }) => {
    const { id, title } = await publishAsAuthorWithContacts(browser);
    await signIn(page, MEMBER);
    await page.goto(`/blog-post/${id}`);
    const main = page.getByRole('main');
    const name = `${PROFILE_AUTHOR.name} ${PROFILE_AUTHOR.surname}`;
    const card = main.getByRole('button', { name, exact: true });
    const popup = page.getByRole('dialog', { name });
    await expect(card).toBeVisible();
    await expect(popup).toHaveCount(0);

    await card.hover();
    await expect(popup).toBeVisible();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    // The card shows the description cut at 70 characters, plus '...'.
    await expect(popup).toContainText(`${AUTHOR.description.slice(0, 70)}...`);
    await expect(popup).not.toContainText(AUTHOR.description);
    await expect(popup.getByRole('link', { name: AUTHOR.email })).toHaveAttribute('href', `mailto:${AUTHOR.email}`);
    await expect(popup.getByRole('link', { name: AUTHOR.telephone })).toHaveAttribute('href', 'tel:+302107654321');
    const facebook = popup.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('href', AUTHOR.facebook);
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(popup.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');

    // Moving off the card and its popup closes it.
    await main.getByRole('heading', { level: 1, name: title }).hover();
    await expect(popup).toHaveCount(0);

    // Keyboard: Tab from the title onto the card opens it; Tab goes on into its links.
    await main.getByRole('heading', { level: 1, name: title }).click();
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('link', { name: AUTHOR.email })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(card).toBeFocused();
  });
});
