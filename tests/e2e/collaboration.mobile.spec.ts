import { COLLAB_CREATOR, expect, signIn, test } from './fixtures.js';

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

test.describe('collaborations at mobile width', () => {
  test("the board offers 'Add' instead of 'Collaboration Creation' and no back button", async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    await page.goto('/collaboration');
    await expect(page.getByRole('heading', { level: 2, name: 'Help needed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Collaboration Creation' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/create-collaboration\/create-collaboration$/);
  });

  test("the edit area's menu folds above the content and closes once a section is chosen", async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const response = await page.request.post('/api/collaborations', {
      data: { title: unique('Folded menu'), thumbnailId: null, content: [{ type: 'paragraph', value: 'Made by a test.' }] },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await page.goto(`/collaboration-page-edit/${id}`);
    const toggle = page.getByRole('button', { name: 'Edit area: Change Description' });
    const menu = page.getByRole('navigation', { name: 'Edit area' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete collaboration' })).toBeVisible();
    await menu.getByRole('link', { name: 'Change Status' }).click();

    await expect(page).toHaveURL(new RegExp(`/collaboration-page-edit/${id}/status$`));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit area: Change Status' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Change Status' })).toBeVisible();
  });
});
