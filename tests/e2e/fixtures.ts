import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { SeededUser } from './agora-server.js';

/**
 * Resolves once the page is ready for the test: at once on a page the browser renders itself;
 * on one the server rendered (decision 0017), after hydration when the page will run the app
 * (a member's, or one with something still to fetch: src/web/boot.ts), or once the boot script
 * has set up a visitor's page, which runs the app only when needed (decision 0060) and serves
 * its menu, language switch and slide show meanwhile. Until the app runs a server-rendered
 * page's links work, and a press of any other button is kept and made again once it does.
 * React keeps its fiber on the elements it hydrated.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('agora-page-state')) return true;
    if (document.documentElement.dataset.app === 'later') return true;
    const header = document.querySelector('#root header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Brings the app to a visitor's server-rendered page as a reader does (decision 0060): focus
 * on a button only the app serves (the header's PROJECTS, at desktop width, reached by Tab).
 * Not a pointer over it, which the app would answer by fetching the menu's projects.
 */
export async function bringTheApp(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).focus();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('running');
  await waitForApp(page);
}

/** A published post by MEMBER, with a real picture, made through the API (`page` is signed in as MEMBER). */
export async function publishPost(page: Page, title: string, paragraph: string): Promise<string> {
  await signIn(page, MEMBER);
  const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3f6ea8' } }).jpeg().toBuffer();
  const upload = await page.request.post('/api/media?folder=blog', { multipart: { file: { name: 'ssr.jpg', mimeType: 'image/jpeg', buffer: picture } } });
  expect(upload.status()).toBe(201);
  const thumbnailId = ((await upload.json()) as { id: string }).id;
  const created = await page.request.post('/api/posts', { data: { title, thumbnailId, content: [{ type: 'paragraph', value: paragraph }] } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

export { expect };

/**
 * Playwright's test, whose `page` waits for the app (waitForApp) after every goto and reload,
 * and which closes the browser contexts a test opened with `browser.newContext()` and left open.
 * Playwright closes only its own: the others stay for the worker's life, their pages still
 * listening to /api/live and drawing, and over a run dozens of them took the machine's two cores
 * (every step seconds slower, journeys past their time).
 */
export const test = base.extend<{ closeLeftContexts: void }>({
  closeLeftContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Auto fixtures are set up first and torn down last: Playwright has closed its own context (and kept its trace) by now.
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close().catch(() => {})));
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

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

/** Edits and saves their whole profile (photo included): profile.spec.ts only. */
export const PROFILE_EDITOR = {
  email: 'profile-editor@e2e.test',
  password: 'profile-editor-password-2024',
  name: 'Sofia',
  surname: 'Kosta',
};

/** Keeps a blank profile: their saves are always cancelled or refused (profile.spec.ts). */
export const PROFILE_BLANK = {
  email: 'profile-blank@e2e.test',
  password: 'profile-blank-password-2024',
  name: 'Petros',
  surname: 'Lamprou',
};

/** Writes the post whose author card and member card show contact details (profile.spec.ts). */
export const PROFILE_AUTHOR = {
  email: 'profile-author@e2e.test',
  password: 'profile-author-password-2024',
  name: 'Rania',
  surname: 'Vlachou',
};

/** Creates the collaborations of collaboration.spec.ts and runs their edit areas. */
export const COLLAB_CREATOR = {
  email: 'collab-creator@e2e.test',
  password: 'collab-creator-password-2024',
  name: 'Anna',
  surname: 'Christou',
};

/** Added to COLLAB_CREATOR's collaborations; posts updates and help requests, then leaves. */
export const COLLAB_MEMBER = {
  email: 'collab-member@e2e.test',
  password: 'collab-member-password-2024',
  name: 'Vasilis',
  surname: 'Nikolaou',
};

/** Never a member of anything: meets the access alert (collaboration.spec.ts). */
export const COLLAB_OUTSIDER = {
  email: 'collab-outsider@e2e.test',
  password: 'collab-outsider-password-2024',
  name: 'Chara',
  surname: 'Ioannou',
};

/** An administrator: reads the contact messages that site.spec.ts sends. */
export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'admin-password-2024',
  name: 'Katerina',
  surname: 'Alexiou',
  admin: true,
};

/** Enrols an authenticator app, signs in with its codes, then turns it off (security.spec.ts only). */
export const SECURITY_FACTOR = {
  email: 'security-factor@e2e.test',
  password: 'security-factor-password-2024',
  name: 'Giorgos',
  surname: 'Antoniou',
};

/** Signs out everywhere, ending a second browser's session (security.spec.ts only). */
export const SECURITY_SESSIONS = {
  email: 'security-sessions@e2e.test',
  password: 'security-sessions-password-2024',
  name: 'Ioanna',
  surname: 'Makri',
};

/** Changes their password (security.spec.ts only): nobody else may rely on it. */
export const SECURITY_PASSWORD = {
  email: 'security-password@e2e.test',
  password: 'security-password-password-2024',
  name: 'Dimitris',
  surname: 'Stavrou',
};

/** An administrator of admin.spec.ts only: creates and disables members, restores, reads messages. */
export const ADMIN_KEEPER = {
  email: 'admin-keeper@e2e.test',
  password: 'admin-keeper-password-2024',
  name: 'Theodora',
  surname: 'Raptis',
  admin: true,
};

/** A plain member of admin.spec.ts: deletes the collaboration the admin restores, is refused /admin. */
export const ADMIN_REFUSED = {
  email: 'admin-refused@e2e.test',
  password: 'admin-refused-password-2024',
  name: 'Lefteris',
  surname: 'Panou',
};

/** Fails to sign in until the throttle answers (auth.spec.ts only): nobody else may sign in as them. */
export const THROTTLED = {
  email: 'throttled@e2e.test',
  password: 'throttled-password-2024',
  name: 'Giorgos',
  surname: 'Antoniou',
};

/** Forgets their password and resets it by mail (auth.spec.ts only): their password changes. */
export const FORGETFUL = {
  email: 'forgetful@e2e.test',
  password: 'forgetful-password-2024',
  name: 'Katerina',
  surname: 'Ioannou',
};

/** Writes the post and runs the collaboration that the accessibility suite checks (accessibility*.ts only). */
export const A11Y_AUTHOR = {
  email: 'a11y-author@e2e.test',
  password: 'a11y-author-password-2024',
  name: 'Eftychia',
  surname: 'Karra',
};

/** Executes A11Y_AUTHOR's collaborations (accessibility*.ts only). */
export const A11Y_HELPER = {
  email: 'a11y-helper@e2e.test',
  password: 'a11y-helper-password-2024',
  name: 'Stavros',
  surname: 'Mela',
};

/** Told of what others do in collaborations (notifications.spec.ts only): their bell counts only that. */
export const NOTIFIED = {
  email: 'notified@e2e.test',
  password: 'notified-password-2024',
  name: 'Irini',
  surname: 'Kosta',
};

/** Erased by an administrator in my-data.spec.ts: nobody else may rely on them. */
export const ERASED = {
  email: 'erased@e2e.test',
  password: 'erased-password-2024',
  name: 'Eraseme',
  surname: 'Gone',
};

/** A pupil: what they write waits for a teacher's review (review.spec.ts and the accessibility suite). */
export const PUPIL = {
  email: 'pupil@e2e.test',
  password: 'pupil-password-2024',
  name: 'Alexandros',
  surname: 'Mathitis',
  needsReview: true,
};

/** A teacher: reviews what pupils write before it is published (review.spec.ts and the accessibility suite). */
export const TEACHER = {
  email: 'teacher@e2e.test',
  password: 'teacher-password-2024',
  name: 'Despoina',
  surname: 'Daskalou',
  teacher: true,
};

/** An administrator who invites people by mail and withdraws invitations (invitations.spec.ts only). */
export const INVITING_ADMIN = {
  email: 'inviting-admin@e2e.test',
  password: 'inviting-admin-password-2024',
  name: 'Afroditi',
  surname: 'Kalogerou',
  admin: true,
};

/** A teacher who hands out a link for pupils (invitations.spec.ts only): their list holds only theirs. */
export const INVITING_TEACHER = {
  email: 'inviting-teacher@e2e.test',
  password: 'inviting-teacher-password-2024',
  name: 'Miltos',
  surname: 'Daskalakis',
  teacher: true,
};

/** A pupil whose work their guardian reads on "My children" (children.spec.ts only). */
export const CHILD = {
  email: 'child@e2e.test',
  password: 'child-password-2024',
  name: 'Nefeli',
  surname: 'Paidaki',
  needsReview: true,
};

/** CHILD's guardian: reads the child's work and asks to hide a piece of it (children.spec.ts only). */
export const CHILD_GUARDIAN = {
  email: 'child-guardian@e2e.test',
  password: 'child-guardian-password-2024',
  name: 'Eleni',
  surname: 'Kidemona',
  guardianOf: [CHILD.email],
};

/** A pupil of the accessibility suite alone, whose work A11Y_GUARDIAN reads. */
export const A11Y_CHILD = {
  email: 'a11y-child@e2e.test',
  password: 'a11y-child-password-2024',
  name: 'Danai',
  surname: 'Mikri',
  needsReview: true,
};

/** A11Y_CHILD's guardian (accessibility*.ts only). */
export const A11Y_GUARDIAN = {
  email: 'a11y-guardian@e2e.test',
  password: 'a11y-guardian-password-2024',
  name: 'Fotini',
  surname: 'Mikri',
  guardianOf: [A11Y_CHILD.email],
};

/** A pupil whose post and account their guardian asks about (guardian-requests.spec.ts only). */
export const REQUEST_PUPIL = {
  email: 'request-pupil@e2e.test',
  password: 'request-pupil-password-2024',
  name: 'Stelios',
  surname: 'Mathitakis',
  needsReview: true,
};

/** REQUEST_PUPIL's guardian: asks to hide a post and to erase the account (guardian-requests.spec.ts only). */
export const REQUEST_GUARDIAN = {
  email: 'request-guardian@e2e.test',
  password: 'request-guardian-password-2024',
  name: 'Vasiliki',
  surname: 'Mathitaki',
  guardianOf: [REQUEST_PUPIL.email],
};

/** A pupil of the accessibility suite alone, whose guardian's requests wait in the queue. */
export const A11Y_REQUEST_PUPIL = {
  email: 'a11y-request-pupil@e2e.test',
  password: 'a11y-request-pupil-password-2024',
  name: 'Orestis',
  surname: 'Zografos',
  needsReview: true,
};

/** A11Y_REQUEST_PUPIL's guardian (accessibility*.ts only). */
export const A11Y_REQUEST_GUARDIAN = {
  email: 'a11y-request-guardian@e2e.test',
  password: 'a11y-request-guardian-password-2024',
  name: 'Irene',
  surname: 'Zografou',
  guardianOf: [A11Y_REQUEST_PUPIL.email],
};

/** An administrator who invites a guardian and links one on the Members page (guardians-invite.spec.ts only). */
export const GUARDIAN_ADMIN = {
  email: 'guardian-admin@e2e.test',
  password: 'guardian-admin-password-2024',
  name: 'Kleio',
  surname: 'Diachiristi',
  admin: true,
};

/** A pupil whose guardian GUARDIAN_ADMIN invites by mail (guardians-invite.spec.ts only). */
export const FAMILY_PUPIL = {
  email: 'family-pupil@e2e.test',
  password: 'family-pupil-password-2024',
  name: 'Ioanna',
  surname: 'Mathitria',
  needsReview: true,
};

/** A pupil GUARDIAN_ADMIN links LINK_PARENT to and unlinks again (guardians-invite.spec.ts only). */
export const LINK_PUPIL = {
  email: 'link-pupil@e2e.test',
  password: 'link-pupil-password-2024',
  name: 'Yiannis',
  surname: 'Paidis',
  needsReview: true,
};

/** A member who already has an account, linked to LINK_PUPIL by an administrator (guardians-invite.spec.ts only). */
export const LINK_PARENT = {
  email: 'link-parent@e2e.test',
  password: 'link-parent-password-2024',
  name: 'Katerina',
  surname: 'Goneou',
};

/** A pupil an administrator marks as under 15 (consent.spec.ts only): they sign in once their guardian consents. */
export const YOUNG_PUPIL = {
  email: 'young-pupil@e2e.test',
  password: 'young-pupil-password-2024',
  name: 'Ariadni',
  surname: 'Mikri',
  needsReview: true,
};

/** YOUNG_PUPIL's guardian (consent.spec.ts only), who gives consent from their own account. */
export const YOUNG_GUARDIAN = {
  email: 'young-guardian@e2e.test',
  password: 'young-guardian-password-2024',
  name: 'Vasiliki',
  surname: 'Mikri',
  guardianOf: [YOUNG_PUPIL.email],
};

/** A pupil photographed on a class trip (picture-consent.spec.ts only). */
export const PHOTO_PUPIL = {
  email: 'photo-pupil@e2e.test',
  password: 'photo-pupil-password-2024',
  name: 'Melina',
  surname: 'Fotiadi',
  needsReview: true,
};

/** PHOTO_PUPIL's guardian, who chooses who may see pictures of her (picture-consent.spec.ts only). */
export const PHOTO_GUARDIAN = {
  email: 'photo-guardian@e2e.test',
  password: 'photo-guardian-password-2024',
  name: 'Giorgos',
  surname: 'Fotiadis',
  guardianOf: [PHOTO_PUPIL.email],
};

/** A teacher who posts the trip's photo and tags the pupil in it (picture-consent.spec.ts only). */
export const PHOTO_AUTHOR = {
  email: 'photo-author@e2e.test',
  password: 'photo-author-password-2024',
  name: 'Katerina',
  surname: 'Fotografou',
  teacher: true,
};

/** A member whose post others comment on (comments.spec.ts only). */
export const COMMENT_AUTHOR = {
  email: 'comment-author@e2e.test',
  password: 'comment-author-password-2024',
  name: 'Thalia',
  surname: 'Grafou',
};

/** A member who comments (comments.spec.ts only). */
export const COMMENTER = {
  email: 'commenter@e2e.test',
  password: 'commenter-password-2024',
  name: 'Orestis',
  surname: 'Sxoliou',
};

/** A pupil whose comments wait for a teacher (comments.spec.ts only). */
export const COMMENT_PUPIL = {
  email: 'comment-pupil@e2e.test',
  password: 'comment-pupil-password-2024',
  name: 'Danai',
  surname: 'Mathitria',
  needsReview: true,
};

/** Members who report a comment (reports.spec.ts only). */
export const REPORTER_ONE = {
  email: 'reporter-one@e2e.test',
  password: 'reporter-one-password-2024',
  name: 'Lydia',
  surname: 'Anaferei',
};
export const REPORTER_TWO = {
  email: 'reporter-two@e2e.test',
  password: 'reporter-two-password-2024',
  name: 'Petros',
  surname: 'Prosechei',
};
/** A member whose post is reported and hidden, and who is stopped from commenting (reports.spec.ts only). */
export const REPORTED_AUTHOR = {
  email: 'reported-author@e2e.test',
  password: 'reported-author-password-2024',
  name: 'Stelios',
  surname: 'Thoryvos',
};

/** A member who writes a post others react to, and one who reacts (reactions.spec.ts only). */
export const REACTION_AUTHOR = {
  email: 'reaction-author@e2e.test',
  password: 'reaction-author-password-2024',
  name: 'Irini',
  surname: 'Chara',
};
export const REACTOR = {
  email: 'reactor@e2e.test',
  password: 'reactor-password-2024',
  name: 'Manos',
  surname: 'Bravo',
};

/**
 * Everyone global-setup creates; `admin: true` makes the account an administrator, `teacher:
 * true` a teacher, `needsReview: true` has what they write wait for a teacher's review, and
 * `guardianOf` links the account as the guardian of those pupils (listed before it).
 */
export const USERS: SeededUser[] = [
  MEMBER,
  PAGER,
  OTHER_AUTHOR,
  PROFILE_EDITOR,
  PROFILE_BLANK,
  PROFILE_AUTHOR,
  COLLAB_CREATOR,
  COLLAB_MEMBER,
  COLLAB_OUTSIDER,
  ADMIN,
  SECURITY_FACTOR,
  SECURITY_SESSIONS,
  SECURITY_PASSWORD,
  ADMIN_KEEPER,
  THROTTLED,
  FORGETFUL,
  ADMIN_REFUSED,
  A11Y_AUTHOR,
  A11Y_HELPER,
  NOTIFIED,
  ERASED,
  PUPIL,
  TEACHER,
  INVITING_ADMIN,
  INVITING_TEACHER,
  REQUEST_PUPIL,
  REQUEST_GUARDIAN,
  A11Y_REQUEST_PUPIL,
  A11Y_REQUEST_GUARDIAN,
  CHILD,
  CHILD_GUARDIAN,
  A11Y_CHILD,
  A11Y_GUARDIAN,
  GUARDIAN_ADMIN,
  FAMILY_PUPIL,
  LINK_PUPIL,
  LINK_PARENT,
  YOUNG_PUPIL,
  YOUNG_GUARDIAN,
  PHOTO_PUPIL,
  PHOTO_GUARDIAN,
  PHOTO_AUTHOR,
  COMMENT_AUTHOR,
  COMMENTER,
  COMMENT_PUPIL,
  REPORTER_ONE,
  REPORTER_TWO,
  REPORTED_AUTHOR,
  REACTION_AUTHOR,
  REACTOR,
];

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

/** The newest mail the test SMTP server received for `address` (global-setup runs it), waiting for it. */
export async function mailTo(address: string): Promise<{ subject: string; text: string }> {
  const folder = process.env.E2E_MAIL_DIR!;
  await expect
    .poll(() => readdirSync(folder).some((file) => readFileSync(join(folder, file), 'utf8').includes(address)), { timeout: 10_000 })
    .toBe(true);
  const mails = readdirSync(folder)
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as { to: string[]; subject: string; text: string });
  return mails.filter((mail) => mail.to.includes(address)).at(-1)!;
}
