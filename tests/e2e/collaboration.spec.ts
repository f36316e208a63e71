import type { Browser, Page } from '@playwright/test';
import { COLLAB_CREATOR, COLLAB_MEMBER, COLLAB_OUTSIDER, expect, signIn, test } from './fixtures.js';
import sharp from 'sharp';
import refusals from '../../src/shared/texts/en/refusals.js';

// Tests run in parallel against one server: every title carries this run's and test's mark.
const RUN = Date.now().toString(36);
const unique = (label: string) => `${label} ${RUN}-${Math.random().toString(36).slice(2, 7)}`;

const MEMBER_NAME = `${COLLAB_MEMBER.name} ${COLLAB_MEMBER.surname}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

type User = { email: string; password: string };

/** A page of its own browser context (own cookies), signed in through the form as `user`. */
async function pageFor(browser: Browser, user: User): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** A real JPEG, made now: the server sniffs and re-encodes what it gets. */
async function jpegFile(name: string, color = '#3f6ea8') {
  const buffer = await sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Creates a collaboration through the API with the page's session; returns its id. */
async function createCollaborationThroughApi(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/collaborations', {
    data: { title, thumbnailId: null, content: [{ type: 'paragraph', value: 'Made by a test.' }] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Posts an update or help request through the API with the page's session; returns its id. */
async function createItemThroughApi(page: Page, id: string, kind: 'update' | 'help', title: string): Promise<string> {
  const response = await page.request.post(`/api/collaborations/${id}/items`, {
    data: { kind, title, content: [{ type: 'paragraph', value: `An ${kind} made by a test.` }] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A section of a page by its heading, e.g. the board's 'Inactive Collaborations'. */
function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens a section of the edit area from its side menu. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Edit area' }).getByRole('link', { name, exact: true }).click();
}

test.describe('a collaboration from idea to deletion', () => {
  test('members create, staff, update, ask for help, regroup, leave and delete a collaboration; outsiders are kept out', async ({
    browser,
  }) => {
    // Four browsers and some forty pages: 1.5 min alone on a busy two-core machine.
    test.setTimeout(240_000);
    const title = unique('School garden');
    const updateTitle = unique('Seeds arrived');
    const helpTitle = unique('Need watering cans');
    const paragraph = 'Every class gets a bed behind the gym.';

    // ---- A creates it, with a thumbnail and blocks; it starts inactive ---------------------
    const a = await pageFor(browser, COLLAB_CREATOR);
    await a.goto('/collaboration');
    await expect(a.getByRole('heading', { level: 2, name: 'Help needed!' })).toBeVisible();
    await a.getByRole('link', { name: 'Collaboration Creation' }).click();
    await expect(a).toHaveURL(/\/create-collaboration\/create-collaboration$/);
    await expect(a.getByRole('heading', { level: 1, name: 'Create Collaboration' })).toBeVisible();
    // No thumbnail yet: the placeholder shows.
    await expect(a.getByRole('img', { name: 'No thumbnail chosen' })).toBeVisible();

    await a.getByLabel('Title', { exact: true }).fill(title);
    await a.getByLabel('Thumbnail').setInputFiles(await jpegFile('garden.jpg'));
    await expect(a.getByRole('img', { name: 'The chosen thumbnail' })).toBeVisible();
    await a.getByRole('button', { name: 'Add title' }).click();
    await a.getByRole('textbox', { name: 'Section title' }).fill('The plan');
    await a.getByRole('button', { name: 'Add paragraph' }).click();
    await a.getByRole('textbox', { name: 'Paragraph' }).fill(paragraph);
    await a.getByRole('button', { name: 'Upload' }).click();

    await expect(a).toHaveURL(/\/collaboration$/);
    await expect(a.getByRole('status').filter({ hasText: 'Your collaboration is created. It starts as inactive.' }).getByRole('link', { name: 'Open it' })).toBeVisible();
    const inactive = region(a, 'Inactive Collaborations');
    await expect(inactive.getByRole('link', { name: title })).toBeVisible();
    await expect(inactive.getByRole('listitem').filter({ hasText: title })).toContainText(
      `Created by ${COLLAB_CREATOR.name} ${COLLAB_CREATOR.surname}`,
    );
    await expect(region(a, 'Active Collaborations').getByRole('link', { name: title })).toHaveCount(0);

    await inactive.getByRole('link', { name: title }).click();
    await expect(a).toHaveURL(new RegExp(`/collaboration-page/inactive/${UUID}$`));
    const id = /([0-9a-f-]{36})$/.exec(a.url())![1]!;
    await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(region(a, 'Description').getByText(paragraph)).toBeVisible();
    await expect(a.getByText(`${COLLAB_CREATOR.name} ${COLLAB_CREATOR.surname}`)).toBeVisible();

    // ---- A adds B through Add people: found by name, ticked, then Update ----------------------
    await a.getByRole('link', { name: /^inactive/ }).click();
    await expect(a).toHaveURL(new RegExp(`/collaboration-page-edit/${id}$`));
    await openSection(a, 'Add people');
    await a.getByRole('searchbox', { name: 'Search by name' }).fill(COLLAB_MEMBER.surname);
    const candidate = a.getByRole('list', { name: 'People found' }).getByRole('checkbox', { name: MEMBER_NAME });
    await expect(candidate).not.toBeChecked();
    await candidate.check();
    await expect(region(a, 'Chosen').getByText(MEMBER_NAME)).toBeVisible();
    await a.getByRole('button', { name: 'Update', exact: true }).click();
    // B executes it now, and is no longer offered.
    await expect(region(a, 'Executing Members').getByRole('button', { name: MEMBER_NAME })).toBeVisible();
    await expect(a.getByRole('status').filter({ hasText: 'No one matches.' })).toBeVisible();
    await expect(a.getByRole('checkbox', { name: MEMBER_NAME })).toHaveCount(0);

    // ---- B posts an update and a help request ------------------------------------------------
    const b = await pageFor(browser, COLLAB_MEMBER);
    await b.goto(`/collaboration-page/inactive/${id}`);
    await expect(region(b, 'Executing Members').getByRole('button', { name: MEMBER_NAME })).toBeVisible();
    await b.getByRole('link', { name: /^inactive/ }).click();
    await openSection(b, 'Post update');
    await b.getByLabel('Title', { exact: true }).fill(updateTitle);
    await b.getByRole('button', { name: 'Add paragraph' }).click();
    await b.getByRole('textbox', { name: 'Paragraph' }).fill('Forty packets of seeds came today.');
    await b.getByRole('button', { name: 'Post update' }).click();
    await expect(b).toHaveURL(new RegExp(`/collaboration-page-edit/${id}/manage-updates$`));
    await expect(b.getByRole('link', { name: updateTitle })).toBeVisible();

    await openSection(b, 'Alert for help');
    await b.getByLabel('Title', { exact: true }).fill(helpTitle);
    await b.getByRole('button', { name: 'Add bullets' }).click();
    await b.keyboard.type('Two cans');
    await b.keyboard.press('Enter');
    await b.keyboard.type('A hose');
    await b.getByRole('button', { name: 'Post help request' }).click();
    await expect(b).toHaveURL(new RegExp(`/collaboration-page-edit/${id}/manage-help$`));
    await expect(b.getByRole('link', { name: helpTitle })).toBeVisible();

    // ---- the help request is on the board and opens its page ---------------------------------
    await b.goto('/collaboration');
    const helpCard = region(b, 'Help needed!').getByRole('listitem').filter({ hasText: helpTitle });
    await expect(helpCard).toContainText(title);
    await helpCard.getByRole('link', { name: helpTitle }).click();
    await expect(b).toHaveURL(new RegExp(`/help-page/${id}/${UUID}$`));
    const helpId = /([0-9a-f-]{36})$/.exec(b.url())![1]!;
    await expect(b.getByRole('heading', { level: 1, name: helpTitle })).toBeVisible();
    await expect(b.getByText(title, { exact: true })).toBeVisible();
    await expect(b.getByRole('main').getByRole('listitem')).toHaveText(['Two cans', 'A hose']);
    await expect(b.getByText(/^Created at \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

    // A help request is no update: its id on the update page is not found.
    await b.goto(`/update-page/${id}/${helpId}`);
    await expect(b.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await b.goBack();

    // ---- the update and the help request open their pages from the collaboration page -------
    await b.getByRole('link', { name: 'Back to the collaboration page' }).click();
    await expect(b).toHaveURL(new RegExp(`/collaboration-page/inactive/${id}$`));
    await region(b, 'Requests for help').getByRole('link', { name: helpTitle }).click();
    await expect(b).toHaveURL(new RegExp(`/help-page/${id}/${helpId}$`));
    await b.getByRole('link', { name: 'Back to the collaboration page' }).click();
    await expect(b).toHaveURL(new RegExp(`/collaboration-page/inactive/${id}$`));
    await region(b, 'Updates').getByRole('link', { name: updateTitle }).click();
    await expect(b).toHaveURL(new RegExp(`/update-page/${id}/${UUID}$`));
    await expect(b.getByRole('heading', { level: 1, name: updateTitle })).toBeVisible();
    await expect(b.getByText('Forty packets of seeds came today.')).toBeVisible();

    // ---- A makes it active: the board regroups -----------------------------------------------
    // The edit area is reached from the page by the Manage button beside the title.
    await a.goto(`/collaboration-page/inactive/${id}`);
    await a.getByRole('main').getByRole('link', { name: 'Manage', exact: true }).click();
    await expect(a).toHaveURL(new RegExp(`/collaboration-page-edit/${id}$`));
    await openSection(a, 'Change Status');
    await a.getByRole('button', { name: 'active', exact: true }).click();
    await expect(a).toHaveURL(/\/collaboration$/);
    await expect(a.getByRole('status').filter({ hasText: 'The collaboration is now active.' })).toBeVisible();
    await expect(region(a, 'Active Collaborations').getByRole('link', { name: title })).toBeVisible();
    await expect(region(a, 'Inactive Collaborations').getByRole('link', { name: title })).toHaveCount(0);

    // ---- C is neither creator nor member ----------------------------------------------------
    const c = await pageFor(browser, COLLAB_OUTSIDER);
    await c.goto(`/collaboration-page-edit/${id}`);
    await expect(c.getByRole('alert')).toHaveText(refusals.errors.collaboration_access_denied);
    await expect(c.getByRole('heading', { level: 1, name: `Edit area of ${title}` })).toBeVisible();
    await expect(c.getByRole('navigation', { name: 'Edit area' })).toHaveCount(0);
    await expect(c.getByRole('button', { name: 'Delete collaboration' })).toHaveCount(0);
    // The way back is on the page.
    await c.getByRole('link', { name: 'Back to the collaboration page' }).click();
    await expect(c).toHaveURL(new RegExp(`/collaboration-page/active/${id}$`));
    await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(c.getByRole('main').getByRole('link', { name: 'Manage', exact: true })).toHaveCount(0);

    await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveCount(0);
    await c.getByText('active', { exact: true }).click();
    await expect(c.getByRole('alert')).toHaveText(refusals.errors.collaboration_access_denied);
    await expect(c).toHaveURL(new RegExp(`/collaboration-page/active/${id}$`));

    // ---- B leaves -----------------------------------------------------------------------------
    await b.goto(`/collaboration-page-edit/${id}`);
    await b.getByRole('button', { name: 'Leave collaboration' }).click();
    const leaveDialog = b.getByRole('alertdialog', { name: 'Are you sure you want to leave this collaboration?' });
    await leaveDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(b).toHaveURL(/\/collaboration$/);
    await expect(b.getByRole('status').filter({ hasText: 'You left the collaboration.' })).toBeVisible();
    await b.goto(`/collaboration-page/active/${id}`);
    const members = region(b, 'Executing Members');
    await expect(members).toContainText('No members executing this collaboration');
    await expect(members.getByRole('button', { name: MEMBER_NAME })).toHaveCount(0);

    // ---- A deletes it ---------------------------------------------------------------------------
    await a.goto(`/collaboration-page-edit/${id}`);
    await a.getByRole('button', { name: 'Delete collaboration' }).click();
    const deleteDialog = a.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this collaboration? For security reasons, the collaboration will be temporarily disabled rather than permanently deleted, and the user executing this action will be recorded.',
    });
    await deleteDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(a).toHaveURL(/\/collaboration$/);
    await expect(a.getByRole('status').filter({ hasText: 'The collaboration was deleted.' })).toBeVisible();
    await expect(region(a, 'Active Collaborations')).toBeVisible();
    await expect(a.getByRole('link', { name: title })).toHaveCount(0);
    await expect(a.getByRole('link', { name: helpTitle })).toHaveCount(0);

    await a.goto(`/collaboration-page/active/${id}`);
    await expect(a.getByRole('heading', { level: 1, name: 'Collaboration not found' })).toBeVisible();
    await expect(a.getByRole('link', { name: 'Back to the collaborations' })).toHaveAttribute('href', '/collaboration');

    for (const page of [a, b, c]) await page.context().close();
  });
});

test.describe('collaboration forms say what is missing', () => {
  test('the editor refuses a collaboration without a title or content with the agreed words', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    await page.goto('/create-collaboration/create-collaboration');
    const message = 'Please fill in the title as well as adding some content.';

    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);

    // A title alone is not enough…
    await page.getByLabel('Title', { exact: true }).fill(unique('Only a title'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);

    // …nor content without a title.
    await page.getByLabel('Title', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph' }).fill('Some words.');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/create-collaboration\/create-collaboration$/);
  });

  test("posting an update or a help request without a title says 'Please add a title.'", async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const id = await createCollaborationThroughApi(page, unique('Untitled posts'));

    await page.goto(`/collaboration-page-edit/${id}/post-update`);
    await page.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please add a title.');
    await expect(page).toHaveURL(/\/post-update$/);

    await openSection(page, 'Alert for help');
    await page.getByRole('button', { name: 'Post help request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please add a title.');
    await expect(page).toHaveURL(/\/create-help$/);
  });

  test("Update without anyone chosen says 'Please select at least one person to add.'", async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const id = await createCollaborationThroughApi(page, unique('Nobody chosen'));
    await page.goto(`/collaboration-page-edit/${id}/members`);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    // The creator is not offered to themselves.
    await search.fill(COLLAB_CREATOR.surname);
    await expect(page.getByRole('status').filter({ hasText: 'No one matches.' })).toBeVisible();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one person to add.');

    // Choosing someone and changing one's mind is still no choice.
    await search.fill(COLLAB_MEMBER.surname);
    const member = page.getByRole('list', { name: 'People found' }).getByRole('checkbox', { name: MEMBER_NAME });
    await member.check();
    await member.press('Space');
    await expect(member).not.toBeChecked();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one person to add.');
    await expect(region(page, 'Executing Members')).toContainText('No members executing this collaboration');
    await expect(region(page, 'Chosen')).toContainText('No one chosen yet');
  });

  test('Add people: the chosen stay chosen across searches and roles until removed', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const id = await createCollaborationThroughApi(page, unique('Chosen kept'));
    await page.goto(`/collaboration-page-edit/${id}/members`);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    const found = page.getByRole('list', { name: 'People found' });
    const chosen = region(page, 'Chosen');

    await search.fill(COLLAB_MEMBER.surname);
    await found.getByRole('checkbox', { name: MEMBER_NAME }).check();
    await expect(page.getByRole('status').filter({ hasText: '1 person found.' })).toBeVisible();
    // Another search shows others; the one ticked stays chosen.
    await search.fill(COLLAB_OUTSIDER.surname);
    const outsider = found.getByRole('checkbox', { name: `${COLLAB_OUTSIDER.name} ${COLLAB_OUTSIDER.surname}` });
    await expect(outsider).not.toBeChecked();
    await expect(found.getByRole('checkbox', { name: MEMBER_NAME })).toHaveCount(0);
    await expect(chosen.getByText(MEMBER_NAME)).toBeVisible();
    await outsider.check();
    await expect(page.getByText('2 selected')).toBeVisible();
    // A role narrows the search: the outsider is a member, not a teacher.
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Teachers' });
    await expect(page.getByRole('status').filter({ hasText: 'No one matches.' })).toBeVisible();
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Members' });
    await expect(outsider).toBeChecked();

    await chosen.getByRole('button', { name: `Remove ${COLLAB_OUTSIDER.name} ${COLLAB_OUTSIDER.surname}` }).click();
    await expect(outsider).not.toBeChecked();
    await expect(chosen.getByRole('listitem')).toHaveText([MEMBER_NAME]);

    // Update adds the chosen: the success stands alone, and the list of the chosen is empty again.
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The executing members were updated.' })).toBeVisible();
    await expect(region(page, 'Executing Members').getByRole('button', { name: MEMBER_NAME })).toBeVisible();
    await expect(region(page, 'Executing Members').getByRole('button', { name: `${COLLAB_OUTSIDER.name} ${COLLAB_OUTSIDER.surname}` })).toHaveCount(0);
    await expect(chosen).toContainText('No one chosen yet');
    await expect(page.getByText('Please select at least one person to add.')).toHaveCount(0);
  });
});

test.describe('managing a collaboration', () => {
  test('a fresh collaboration shows every empty text', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const title = unique('Fresh idea');
    const id = await createCollaborationThroughApi(page, title);

    await page.goto(`/collaboration-page/inactive/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(region(page, 'Updates')).toContainText('No updates for this collaboration');
    await expect(region(page, 'Executing Members')).toContainText('No members executing this collaboration');
    // Without a chosen thumbnail, the placeholder stands in.
    await expect(page.getByRole('main').locator('img[src="/collaboration-placeholder.svg"]')).toBeVisible();

    await page.goto(`/collaboration-page-edit/${id}/manage-updates`);
    await expect(page.getByText('No updates in this collaboration')).toBeVisible();
    await openSection(page, 'Manage help');
    await expect(page.getByText('No help posts in this collaboration')).toBeVisible();
  });

  test('an update is deleted after Yes to the confirmation, and No keeps it', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const title = unique('With an update');
    const updateTitle = unique('Week one');
    const id = await createCollaborationThroughApi(page, title);
    await createItemThroughApi(page, id, 'update', updateTitle);

    await page.goto(`/collaboration-page-edit/${id}/manage-updates`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: updateTitle }) });
    await expect(card).toContainText(title);

    await card.getByRole('button', { name: 'Delete update' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this update?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete update' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No updates in this collaboration')).toBeVisible();

    // Gone from the collaboration page as well.
    await page.goto(`/collaboration-page/inactive/${id}`);
    await expect(region(page, 'Updates')).toContainText('No updates for this collaboration');
  });

  test('the one who started a collaboration is not offered Leave, and is told they stay with it', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const id = await createCollaborationThroughApi(page, unique('Creator only'));
    await page.goto(`/collaboration-page-edit/${id}`);
    const danger = page.getByRole('region', { name: 'Dangerous Zone' });
    await expect(danger.getByRole('button', { name: 'Delete collaboration' })).toBeVisible();
    await expect(danger.getByRole('button', { name: 'Leave collaboration' })).toHaveCount(0);
    await expect(danger).toContainText('You started this collaboration, so you stay with it. Delete it if it should end.');
  });

  test('an address with an outdated status is corrected, and an unknown one is not found', async ({ page }) => {
    await signIn(page, COLLAB_CREATOR);
    const title = unique('Moved status');
    const id = await createCollaborationThroughApi(page, title);

    await page.goto(`/collaboration-page/completed/${id}`);
    await expect(page).toHaveURL(new RegExp(`/collaboration-page/inactive/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/collaboration-page/active/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Collaboration not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the collaborations' }).click();
    await expect(page).toHaveURL(/\/collaboration$/);

    await page.goto(`/help-page/${id}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });
});
