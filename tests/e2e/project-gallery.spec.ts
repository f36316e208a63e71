import { created, jpegFile } from './accessibility.js';
import { chooseLanguage } from './catalogue-words.js';
import { ADMIN, expect, signIn, test } from './fixtures.js';

// Tests run in parallel against one server: what a test makes carries this run's mark.
const RUN = Date.now().toString(36);

test.describe('a project’s gallery', () => {
  test('an administrator uploads, describes, orders and chooses the project’s picture; a visitor opens the gallery, in English and in Greek', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const slug = `pottery-${RUN}`;
    const name = `Pottery ${RUN}`;
    await signIn(page, ADMIN);
    await created(await page.request.post('/api/admin/projects', { data: { slug, nameEn: name, nameEl: `Κεραμική ${RUN}`, position: 900 } }));

    await page.goto('/admin/projects');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const gallery = page.getByRole('region', { name: 'The project’s pictures' });
    await expect(gallery.getByText('No pictures in the gallery yet.')).toBeVisible();

    await gallery.getByLabel('Add a picture').setInputFiles(await jpegFile('bowls.jpg', '#b45309'));
    await expect(gallery.getByRole('group', { name: 'Picture 1', exact: true })).toBeVisible();
    await gallery.getByLabel('Add a picture').setInputFiles(await jpegFile('kiln.jpg', '#1d4ed8'));
    await expect(gallery.getByRole('group', { name: 'Picture 2', exact: true })).toBeVisible();

    const first = gallery.getByRole('group', { name: 'Picture 1', exact: true });
    const second = gallery.getByRole('group', { name: 'Picture 2', exact: true });
    await first.getByLabel('What it shows, in English').fill('Bowls drying on a shelf');
    await first.getByLabel('What it shows, in Greek').fill('Μπολ που στεγνώνουν σε ράφι');
    await second.getByLabel('What it shows, in English').fill('The kiln, opened');

    // A description left out is refused beside its field, and nothing typed is lost.
    await gallery.getByRole('button', { name: 'Save pictures' }).click();
    await expect(gallery.getByRole('alert').filter({ hasText: 'Error saving the project’s pictures' })).toBeVisible();
    await expect(second.getByLabel('What it shows, in Greek')).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByLabel('What it shows, in English')).toHaveValue('The kiln, opened');
    await second.getByLabel('What it shows, in Greek').fill('Ο φούρνος, ανοιχτός');

    // The kiln first, and it is the project's picture.
    await gallery.getByRole('button', { name: 'Move up Picture 2' }).click();
    await gallery.getByRole('group', { name: 'The project’s picture' }).getByRole('radio', { name: 'Picture 1' }).check();
    await gallery.getByRole('button', { name: 'Save pictures' }).click();
    await expect(gallery.getByRole('status').filter({ hasText: 'The pictures were saved.' })).toBeVisible();

    // A visitor opens the gallery: in its order, each picture said in words, full screen.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/project/${slug}`);
    const pictures = visitor.getByRole('region', { name: 'Pictures' });
    await expect(pictures.getByRole('button')).toHaveText(['', '']);
    await expect(pictures.getByRole('button').nth(0)).toHaveAccessibleName('Open picture 1 of 2: The kiln, opened');
    await expect(pictures.getByRole('button').nth(1)).toHaveAccessibleName('Open picture 2 of 2: Bowls drying on a shelf');
    // Sized before it arrives: nothing moves.
    await expect(pictures.locator('img').first()).toHaveAttribute('width', /^\d+$/);
    await pictures.getByRole('button', { name: 'Open picture 2 of 2: Bowls drying on a shelf' }).click();
    const viewer = visitor.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: 'Bowls drying on a shelf' })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await chooseLanguage(visitor.context(), baseURL!, 'el');
    await visitor.goto(`/project/${slug}`);
    const εικόνες = visitor.getByRole('region', { name: 'Εικόνες' });
    await expect(εικόνες.getByRole('button').nth(0)).toHaveAccessibleName('Άνοιγμα εικόνας 1 από 2: Ο φούρνος, ανοιχτός');
    await visitor.context().close();

    // Taken off: the page shows what is left.
    await gallery.getByRole('button', { name: 'Take off Picture 2' }).click();
    await gallery.getByRole('button', { name: 'Save pictures' }).click();
    await expect(gallery.getByRole('status').filter({ hasText: 'The pictures were saved.' })).toBeVisible();
    await page.goto(`/project/${slug}`);
    await expect(page.getByRole('region', { name: 'Pictures' }).getByRole('button')).toHaveCount(1);
  });
});
