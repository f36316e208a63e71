import type { Browser, Page, TestInfo } from '@playwright/test';
import { apiPageFor, checkStates, created, jpegFile, type PageState } from './accessibility.js';
import { A11Y_CHILD, A11Y_GUARDIAN, expect, TEACHER } from './fixtures.js';

/**
 * The states of "My children" for the accessibility suite, and their data: A11Y_CHILD's work in
 * every state and A11Y_GUARDIAN's request about it. Written in Greek, as the suite's content is.
 */

const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function writePost(page: Page, title: string): Promise<string> {
  const picture = await created<{ id: string }>(await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('zografia.jpg', '#3c7a8a') } }));
  const content = [{ type: 'paragraph', value: 'Ζωγραφίσαμε τη θάλασσα με νερομπογιές.' }];
  return (await created<{ id: string }>(await page.request.post('/api/posts', { data: { title, thumbnailId: picture.id, content } }))).id;
}

async function decide(page: Page, postId: string, note?: string): Promise<void> {
  const { review } = (await (await page.request.get(`/api/posts/${postId}`)).json()) as { review: { version: number } };
  await created(await page.request.post(`/api/review/posts/${postId}/${note ? 'send-back' : 'approve'}`, { data: note ? { version: review.version, note } : { version: review.version } }));
}

/**
 * A11Y_CHILD's posts: one waiting for review, one sent back with a note, two published, and
 * their guardian's request to hide the second of those, waiting for a decision.
 */
async function makeChildWork(browser: Browser): Promise<void> {
  const child = await apiPageFor(browser, A11Y_CHILD);
  await writePost(child, `Η θάλασσα ${RUN}`);
  const sentBack = await writePost(child, `Η παρέα μου ${RUN}`);
  const published = await writePost(child, `Το λιμάνι ${RUN}`);
  const hidden = await writePost(child, `Η γειτονιά μας ${RUN}`);
  await child.context().close();
  const teacher = await apiPageFor(browser, TEACHER);
  await decide(teacher, sentBack, 'Γράψε μόνο τα μικρά ονόματα των φίλων σου.');
  await decide(teacher, published);
  await decide(teacher, hidden);
  await teacher.context().close();
  const guardian = await apiPageFor(browser, A11Y_GUARDIAN);
  const { children } = await created<{ children: { id: string }[] }>(await guardian.request.get('/api/children'));
  await created(await guardian.request.post('/api/guardian-requests', { data: { kind: 'hide', pupilId: children[0]!.id, postId: hidden, reason: 'Φαίνεται ο αριθμός του σπιτιού μας.' } }));
  await guardian.context().close();
}

/** Signed in as A11Y_GUARDIAN: their child's work and their requests, the question before asking to hide, and a reason refused. */
function childrenStates(): PageState[] {
  return [
    { name: "my children, a guardian's page", path: '/children' },
    {
      name: 'my children, the question before asking to hide',
      path: '/children',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(`^${w('children.ask.hide')}`) }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: "my children, asking to erase a child's account, a reason refused",
      path: '/children',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('children.ask.erase', { name: A11Y_CHILD.name, surname: A11Y_CHILD.surname }) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(w('children.ask.reasonLabel')).fill('Αλλάζουμε σχολείο. '.repeat(60));
        await dialog.getByRole('button', { name: w('children.ask.send') }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
      },
    },
  ];
}

/** "My children" for a guardian, after their child's work and their request are made: every state, in every language. */
export async function checkChildrenStates(browser: Browser, testInfo: TestInfo): Promise<void> {
  await makeChildWork(browser);
  await checkStates(browser, testInfo, childrenStates(), A11Y_GUARDIAN);
}
