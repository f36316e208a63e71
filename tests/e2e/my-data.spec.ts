import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, PROFILE_AUTHOR, signIn, test } from './fixtures.js';

test.describe('my data', () => {
  test('a member downloads their data from the Security page, as a zip of their own account, posts and pictures', async ({ page }) => {
    await signIn(page, PROFILE_AUTHOR);
    await page.goto('/security');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    const save = section.getByRole('link', { name: /^Save agora-data-\d{4}-\d{2}-\d{2}\.zip \([\d.]+ MB\)$/ });
    await expect(save).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/^agora-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.account.email).toBe(PROFILE_AUTHOR.email);
    expect(data.profile).toMatchObject({ name: PROFILE_AUTHOR.name, surname: PROFILE_AUTHOR.surname });
    expect(files['README.txt']).toBeDefined();
  });
});
