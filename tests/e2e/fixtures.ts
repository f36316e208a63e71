import { expect, type Page } from '@playwright/test';

/** Accounts that global-setup creates with `npm run user:add` before the server starts. */
export const MEMBER = {
  email: 'member@e2e.test',
  password: 'member-password-2024',
  name: 'Maria',
  surname: 'Georgiou',
};

/** Writes the 13 posts of the paging test, and nothing else: its lists hold exactly those. */
export const PAGER = {
  email: 'pager@e2e.test',
  password: 'pager-password-2024',
  name: 'Nikos',
  surname: 'Pappas',
};

/** A second author, whose posts MEMBER must not be able to edit. */
export const OTHER_AUTHOR = {
  email: 'other-author@e2e.test',
  password: 'other-author-password-2024',
  name: 'Eleni',
  surname: 'Dimou',
};

export const USERS = [MEMBER, PAGER, OTHER_AUTHOR];

/** Signs in through the real form, as a person would. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /signin and signs in; resolves once the header shows the signed-in avatar. */
export async function signIn(page: Page, user: { email: string; password: string } = MEMBER): Promise<void> {
  await page.goto('/signin');
  await signInThroughForm(page, user);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
}
