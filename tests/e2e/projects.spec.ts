import { chooseLanguage } from './catalogue-words.js';
import { ADMIN, CHILD, CHILD_GUARDIAN, expect, signIn, TEACHER, test } from './fixtures.js';

// Tests run in parallel against one server: what a test makes carries this run's and test's mark.
const RUN = Date.now().toString(36);

test.describe('projects as spaces', () => {
  test('a visitor follows a project circle from home to its own page, and the Projects menu to another, in English and in Greek', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Project 1', exact: true }).click();
    await expect(page).toHaveURL(/\/project\/project-1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Project 1' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About the project' })).toBeVisible();
    // Who takes part is for members: a visitor is told so, and offered to sign in.
    await expect(page.getByText('Members of the programme see who takes part. Sign in to see them.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', /redirectTo=%2Fproject%2Fproject-1/);

    await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).click();
    await page.getByRole('menuitem', { name: 'Project 3' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Project 3' })).toBeVisible();

    await chooseLanguage(context, baseURL!, 'el');
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Έργο 2', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Έργο 2' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ποιοι συμμετέχουν' })).toBeVisible();
    await page.goto('/project/no-such-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Το έργο δεν βρέθηκε' })).toBeVisible();
    await page.getByRole('link', { name: 'Όλα τα έργα' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Τα έργα μας' })).toBeVisible();
  });

  test('an administrator makes a project; a teacher adds a pupil with the picker; the guardian sees whom they follow it through; a visitor sees no name', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const slug = `garden-${RUN}-${Math.random().toString(36).slice(2, 6)}`;
    const name = `School garden ${RUN}`;

    // The administrator's form: a refusal names the field and keeps what was typed.
    await signIn(page, ADMIN);
    await page.goto('/admin/projects');
    const form = page.getByRole('region', { name: 'New project' });
    await form.getByLabel('Name in English').fill(name);
    await form.getByLabel('Address').fill(slug);
    await form.getByLabel('Icon').fill('🌱');
    await form.getByLabel('Description in English').fill('We grow tomatoes and beans.');
    await form.getByRole('button', { name: 'Create project' }).click();
    // Said beside the field, and in the form's summary.
    await expect(form.getByText('Please give the project a name.')).toHaveCount(2);
    await expect(form.getByLabel('Name in Greek')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name in English')).toHaveValue(name);
    await form.getByLabel('Name in Greek').fill(`Σχολικός κήπος ${RUN}`);
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The project “${name}” was created.` })).toBeVisible();
    await expect(page.getByRole('link', { name: `/project/${slug}` })).toBeVisible();
    await page.context().close();

    // A teacher finds the pupil by name and adds them.
    const teacher = await (await browser.newContext()).newPage();
    await signIn(teacher, TEACHER);
    await teacher.goto(`/project/${slug}`);
    await expect(teacher.getByRole('heading', { level: 1, name: `🌱 ${name}` })).toBeVisible();
    await expect(teacher.getByText('We grow tomatoes and beans.')).toBeVisible();
    await expect(teacher.getByText('Nobody has been added to this project yet.')).toBeVisible();
    await teacher.getByRole('searchbox', { name: 'Find a member' }).fill(CHILD.surname);
    await teacher.getByRole('radio', { name: new RegExp(`${CHILD.name} ${CHILD.surname}`) }).check();
    await teacher.getByRole('button', { name: 'Add to the project' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: `${CHILD.name} ${CHILD.surname} was added to the project.` })).toBeVisible();
    const pupils = teacher.getByRole('region', { name: 'Pupils' });
    await expect(pupils.getByText(`${CHILD.name} ${CHILD.surname}`)).toBeVisible();

    // The pupil's guardian follows the project through the child.
    const guardian = await (await browser.newContext()).newPage();
    await signIn(guardian, CHILD_GUARDIAN);
    await guardian.goto(`/project/${slug}`);
    await expect(guardian.getByText(`You follow this project through ${CHILD.name} ${CHILD.surname}.`)).toBeVisible();
    await expect(guardian.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await guardian.context().close();

    // A visitor reads the project, never who is in it.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/project/${slug}`);
    await expect(visitor.getByText('We grow tomatoes and beans.')).toBeVisible();
    await expect(visitor.getByText(CHILD.surname)).toHaveCount(0);
    await visitor.context().close();

    // The teacher takes the pupil out again.
    await teacher.getByRole('button', { name: `Remove ${CHILD.name} ${CHILD.surname} from the project` }).click();
    await expect(teacher.getByRole('status').filter({ hasText: `${CHILD.name} ${CHILD.surname} was removed from the project.` })).toBeVisible();
    await expect(teacher.getByText('Nobody has been added to this project yet.')).toBeVisible();
    await teacher.context().close();
  });
});
