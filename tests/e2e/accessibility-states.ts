import type { Browser, Page } from '@playwright/test';
import { A11Y_AUTHOR, A11Y_HELPER, A11Y_REQUEST_GUARDIAN, A11Y_REQUEST_PUPIL, ADMIN, COLLAB_OUTSIDER, expect, PUPIL, TEACHER, test } from './fixtures.js';
import { apiPageFor, checkStates, created, jpegFile, type PageState } from './accessibility.js';
import { checkChildrenStates } from './accessibility-children.js';
import { childIdOf, guardianAsks, publishedPupilPost } from './guardian-requests-data.js';

/**
 * The states of accessibility.spec.ts and its mobile twin, with the data they show. Content is
 * written in Greek, so the check for English words left on Greek pages finds only the
 * catalogue's (what members write is theirs, in whatever language they write).
 */

const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Signed out: every public page, the forms refused, the menus and viewers open; `joinPath` opens a pending invitation. */
export function visitorStates(postId: string, authorName: string, joinPath: string): PageState[] {
  return [
    { name: 'home', path: '/' },
    {
      name: 'home, projects menu open',
      path: '/',
      only: 'desktop',
      act: async ({ page, w }) => {
        await page.getByRole('banner').getByRole('button', { name: w('nav.projects') }).click();
        await expect(page.getByRole('menuitem', { name: w('nav.allProjects') })).toBeVisible();
      },
    },
    {
      name: 'home, menu open',
      path: '/',
      only: 'mobile',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('nav.openMenu') }).click();
        await expect(page.getByRole('navigation', { name: w('nav.mobileLabel') })).toBeVisible();
      },
    },
    { name: 'about', path: '/about' },
    { name: 'project', path: '/project' },
    // A project's own page: a visitor is told members see who takes part.
    { name: 'a project', path: '/project/project-1' },
    { name: 'project not found', path: `/project/no-such-project-${RUN}` },
    {
      name: 'project, picture open',
      path: '/project',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('project.openPicture', { number: 1, total: 6 }) }).click();
        await expect(page.getByRole('dialog', { name: w('imageViewer.title') })).toBeVisible();
      },
    },
    { name: 'contact', path: '/contact' },
    {
      name: 'contact, refused',
      path: '/contact',
      act: async ({ page, w }) => {
        // Blank but present: past the browser's own check, refused by the server.
        await page.getByLabel(w('contact.name')).fill('   ');
        await page.getByLabel(w('contact.email')).fill('ana@example');
        await page.getByLabel(w('contact.message')).fill('Γεια σας!');
        await page.getByRole('button', { name: w('contact.send') }).click();
        await expect(page.getByText(w('fieldErrors.contact_name_required'))).toBeVisible();
      },
    },
    { name: 'privacy', path: '/privacy' },
    { name: 'licensing', path: '/licensing' },
    { name: 'blog', path: '/blog/1' },
    { name: 'blog post', path: `/blog-post/${postId}` },
    {
      name: 'blog post, member card open',
      path: `/blog-post/${postId}`,
      act: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: authorName, exact: true }).focus();
        await expect(page.getByRole('dialog', { name: authorName })).toBeVisible();
      },
    },
    { name: 'post not found', path: '/blog-post/00000000-0000-4000-8000-000000000000' },
    { name: 'sign in', path: '/signin' },
    { name: 'sign in, sent from a post', path: `/signin?redirectTo=${encodeURIComponent(`/blog-post/${postId}`)}` },
    // Only the address names what it leads to: no collaboration need exist for the form to say so.
    { name: 'sign in, sent from a collaboration', path: `/signin?redirectTo=${encodeURIComponent('/collaboration-page/active/00000000-0000-4000-8000-000000000000')}` },
    {
      name: 'sign in, refused',
      path: '/signin',
      act: async ({ page, w }) => {
        await page.getByLabel(w('signIn.email')).fill(`nobody-${RUN}@e2e.test`);
        await page.getByLabel(w('signIn.password')).fill('not-the-password');
        await page.getByRole('button', { name: w('signIn.submit') }).click();
        await expect(page.getByRole('alert')).toBeVisible();
      },
    },
    { name: 'forgot password', path: '/forgot-password' },
    { name: 'reset password without a link', path: '/reset-password' },
    { name: 'join, an invitation open', path: joinPath },
    { name: 'join, the link incomplete', path: '/join' },
    { name: 'join, an unknown invitation', path: `/join?token=not-given-${RUN}` },
    { name: 'page not found', path: `/no-such-page-${RUN}` },
    { name: 'search, no words yet', path: '/search' },
    { name: 'search, a post found', path: `/search?q=${encodeURIComponent('κηπος παρτερια')}` },
    { name: 'search, nothing found', path: `/search?q=${encodeURIComponent('ξξξψψψ')}` },
  ];
}

/** A pending link invitation for a pupil, made by TEACHER: the address (path and query) of the page it opens. */
export async function makeInvitationLink(browser: Browser): Promise<string> {
  const page = await apiPageFor(browser, TEACHER);
  const { link } = await created<{ link: string }>(await page.request.post('/api/invitations', { data: { kind: 'link', role: 'pupil', uses: 30 } }));
  await page.context().close();
  const address = new URL(link);
  return address.pathname + address.search;
}

export type AuthorData = { postId: string; collaborationId: string; updateId: string; helpId: string };

/**
 * A11Y_AUTHOR's post and an active collaboration with A11Y_HELPER executing it, an update and
 * a help request: the pages of a member's own things have something to show.
 */
export async function makeAuthorData(browser: Browser): Promise<AuthorData> {
  const page = await apiPageFor(browser, A11Y_AUTHOR);
  const picture = await created<{ id: string }>(await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('kipos.jpg') } }));
  const content = [
    { type: 'title', value: 'Τι φυτέψαμε' },
    { type: 'paragraph', value: 'Όλη η τάξη βοήθησε να σκάψουμε τα παρτέρια πίσω από το γυμναστήριο.' },
    { type: 'bullets', value: '• Ντομάτες\n• Βασιλικός' },
    { type: 'image', value: picture.id, alt: 'Παιδιά φυτεύουν σε παρτέρι' },
  ];
  const post = await created<{ id: string }>(
    await page.request.post('/api/posts', { data: { title: `Ο κήπος μας ${RUN}`, thumbnailId: picture.id, content } }),
  );
  const collaboration = await created<{ id: string }>(
    await page.request.post('/api/collaborations', {
      data: { title: `Σχολικός κήπος ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Κάθε τάξη παίρνει ένα παρτέρι.' }] },
    }),
  );
  const id = collaboration.id;
  await created(await page.request.put(`/api/collaborations/${id}/status`, { data: { status: 'active' } }));
  const { people } = await created<{ people: { id: string; name: string; surname: string }[] }>(
    await page.request.get(`/api/collaborations/${id}/candidates?q=${encodeURIComponent(A11Y_HELPER.surname)}`),
  );
  const helper = people.find((person) => person.name === A11Y_HELPER.name && person.surname === A11Y_HELPER.surname);
  expect(helper, 'A11Y_HELPER is a candidate').toBeDefined();
  await created(await page.request.post(`/api/collaborations/${id}/members`, { data: { userIds: [helper!.id] } }));
  const item = (kind: 'update' | 'help', title: string) =>
    page.request.post(`/api/collaborations/${id}/items`, { data: { kind, title, content: [{ type: 'paragraph', value: `${title}: γράφτηκε από δοκιμή.` }] } });
  const update = await created<{ id: string }>(await item('update', 'Ήρθαν οι σπόροι'));
  const help = await created<{ id: string }>(await item('help', 'Χρειαζόμαστε ποτιστήρια'));
  await page.context().close();
  return { postId: post.id, collaborationId: id, updateId: update.id, helpId: help.id };
}

/** Adds one block of each kind the editor offers (title, paragraph, bullets, image). */
async function addFourBlocks(page: Page, w: (key: string) => string) {
  for (const kind of ['title', 'paragraph', 'bullets', 'image']) await page.getByRole('button', { name: w(`blockEditor.add.${kind}`) }).click();
}

/** Opens the confirmation behind `button`, then leaves it open for axe. */
async function openQuestion(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('alertdialog', { name: question })).toBeVisible();
}

/** Signed in as the author: their profile, their posts and the editor. */
export function memberStates({ postId }: AuthorData): PageState[] {
  return [
    { name: 'profile', path: '/profile' },
    { name: 'edit profile', path: '/edit-profile' },
    { name: 'security', path: '/security' },
    { name: 'blog creation, empty', path: '/blog-creation' },
    {
      name: 'blog creation, refused',
      path: '/blog-creation',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('blog.preview') }).click();
        await expect(page.getByText(w('blog.fillInAllFields'))).toBeVisible();
      },
    },
    {
      name: 'blog creation, four blocks',
      path: '/blog-creation',
      act: async ({ page, w }) => {
        await page.getByLabel(w('blog.title'), { exact: true }).fill(`Πρόχειρο ${RUN}`);
        await addFourBlocks(page, w);
        const last = w('blockEditor.blockLabel', { kind: w('blockEditor.kind.image'), position: 4, total: 4 });
        await expect(page.getByRole('group', { name: last })).toBeVisible();
      },
    },
    {
      name: 'blog creation, who is in the thumbnail: a pupil tagged and others found',
      path: '/blog-creation',
      act: async ({ page, w }) => {
        await page.getByLabel(w('blog.thumbnail')).setInputFiles(await jpegFile('ekdromi.jpg'));
        await page.getByText(w('pictureTags.summary')).click();
        await page.getByRole('searchbox', { name: w('pictureTags.find') }).fill(PUPIL.surname);
        await page.getByRole('button', { name: `${w('pictureTags.tag')} ${PUPIL.name} ${PUPIL.surname}` }).click();
        await expect(page.getByRole('button', { name: `${w('pictureTags.remove')} ${PUPIL.name} ${PUPIL.surname}` })).toBeVisible();
        await page.getByRole('searchbox', { name: w('pictureTags.find') }).fill('');
      },
    },
    {
      name: 'blog creation, discard question',
      path: '/blog-creation',
      act: async ({ page, w }) => openQuestion(page, w('blog.discardDraft'), w('blog.discardQuestion')),
    },
    { name: 'preview of the draft', path: '/preview' },
    { name: 'your blogs', path: '/your-blogs/1' },
    {
      name: 'your blogs, delete question',
      path: '/your-blogs/1',
      act: async ({ page, w }) => openQuestion(page, w('blog.deletePost'), w('blog.deleteQuestion')),
    },
    { name: 'own post, with its controls', path: `/blog-post/${postId}` },
    { name: 'edit blog', path: `/create-collaboration/edit-blog/${postId}` },
    { name: 'admin area, refused to a member', path: '/admin/members' },
    { name: 'review queue, refused to a member', path: '/review' },
    { name: 'invitations, refused to a member', path: '/invitations' },
    { name: "my children, for a member who is no one's guardian", path: '/children' },
    { name: "guardians' requests, refused to a member", path: '/guardian-requests' },
    { name: 'profile change, none to see', path: `/profile-change/nobody-${RUN}` },
    { name: 'search, every kind a member finds', path: `/search?q=${encodeURIComponent('κήπος')}` },
    { name: 'notifications page', path: '/notifications' },
    { name: 'a project, who takes part', path: '/project/project-2' },
    {
      name: 'notifications, the bell open',
      path: '/profile',
      act: async ({ page, w }) => {
        await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${w('notifications.bell')}`) }).click();
        await expect(page.getByRole('region', { name: w('notifications.heading') })).toBeVisible();
      },
    },
  ];
}

/** Signed in as the author: the board and their collaboration's every page. */
export function collaborationStates({ collaborationId: id, updateId, helpId }: AuthorData): PageState[] {
  const edit = `/collaboration-page-edit/${id}`;
  return [
    { name: 'collaboration board', path: '/collaboration' },
    { name: 'create collaboration', path: '/create-collaboration/create-collaboration' },
    {
      name: 'create collaboration, refused',
      path: '/create-collaboration/create-collaboration',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('collaboration.upload') }).click();
        await expect(page.getByText(w('collaboration.fillInTitleAndContent'))).toBeVisible();
      },
    },
    { name: 'collaboration page', path: `/collaboration-page/active/${id}` },
    { name: 'update page', path: `/update-page/${id}/${updateId}` },
    { name: 'help page', path: `/help-page/${id}/${helpId}` },
    { name: 'edit area, description', path: edit },
    { name: 'edit area, change content', path: `${edit}/change-content/edit-collaboration/${id}` },
    { name: 'edit area, members', path: `${edit}/members` },
    { name: 'edit area, status', path: `${edit}/status` },
    { name: 'edit area, alert for help', path: `${edit}/create-help` },
    {
      name: 'edit area, post update refused',
      path: `${edit}/post-update`,
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('collaboration.postUpdateButton'), exact: true }).click();
        await expect(page.getByText(w('collaboration.addTitle'))).toBeVisible();
      },
    },
    { name: 'edit area, manage updates', path: `${edit}/manage-updates` },
    {
      name: 'edit area, delete help question',
      path: `${edit}/manage-help`,
      act: async ({ page, w }) => openQuestion(page, w('collaboration.deleteHelp'), w('collaboration.deleteHelpQuestion')),
    },
    {
      name: 'edit area, menu open, delete question',
      path: edit,
      act: async ({ page, w }) => {
        // On phones the edit area's menu, with the Dangerous Zone, folds behind a button.
        const fold = page.getByRole('button', { name: new RegExp(`^${w('collaboration.editMenu')}:`) });
        if (await fold.isVisible()) await fold.click();
        await openQuestion(page, w('collaboration.delete'), w('collaboration.deleteQuestion'));
      },
    },
  ];
}

/** Signed in as someone who is not a member of the collaboration. */
export function outsiderStates({ collaborationId: id }: AuthorData): PageState[] {
  return [{ name: 'edit area, no access', path: `/collaboration-page-edit/${id}` }];
}

/** Signed in as an administrator: every section of the admin area, a form and a question open. */
export function adminStates(): PageState[] {
  return [
    { name: 'admin, members', path: '/admin/members' },
    {
      name: 'admin, add member form',
      path: '/admin/members',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('admin.addMember') }).click();
        await expect(page.getByRole('button', { name: w('admin.createAccount') })).toBeVisible();
      },
    },
    {
      name: 'admin, member managed, disable question',
      path: `/admin/members?q=${encodeURIComponent(A11Y_HELPER.email)}`,
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(`^${w('admin.manage')}`) }).first().click();
        await page.getByRole('button', { name: w('admin.disable') }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
      },
    },
    {
      name: 'admin, a pupil managed, a guardian searched and linking refused without a choice',
      path: `/admin/members?q=${encodeURIComponent(PUPIL.email)}`,
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(`^${w('admin.manage')}`) }).first().click();
        const family = page.getByRole('region', { name: w('admin.family.guardiansHeading') });
        await family.getByRole('searchbox', { name: w('admin.family.linkLabel') }).fill(A11Y_HELPER.surname);
        await expect(family.getByRole('radio').first()).toBeVisible();
        await family.getByRole('button', { name: w('admin.family.link'), exact: true }).click();
        await expect(family.getByRole('alert')).toBeVisible();
      },
    },
    { name: 'admin, moderation', path: '/admin/moderation' },
    { name: 'admin, messages', path: '/admin/messages' },
    { name: 'admin, projects', path: '/admin/projects' },
    {
      name: 'admin, projects, one open to edit and a new one refused',
      path: '/admin/projects',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(w('project.keep.edit')) }).first().click();
        await expect(page.getByRole('button', { name: w('project.keep.save') })).toBeVisible();
        await page.getByRole('button', { name: w('project.keep.create') }).click();
        await expect(page.getByText(w('fieldErrors.project_name_required')).first()).toBeVisible();
      },
    },
    { name: 'a project, with its people to manage', path: '/project/project-3' },
    {
      name: 'admin, a project’s gallery, a picture uploaded and its description refused',
      path: '/admin/projects',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(w('project.keep.edit')) }).first().click();
        const gallery = page.getByRole('region', { name: w('project.gallery.heading') });
        await gallery.getByLabel(w('project.gallery.add')).setInputFiles(await jpegFile('κήπος.jpg'));
        await expect(gallery.getByRole('group', { name: w('project.gallery.pictureNumber', { number: 1 }), exact: true })).toBeVisible();
        await gallery.getByRole('button', { name: w('project.gallery.save') }).click();
        await expect(gallery.getByRole('alert').filter({ hasText: w('project.gallery.errorSaving') })).toBeVisible();
      },
    },
    {
      // A project of its own, with a gallery: made through the API, then opened at its first picture.
      name: 'a project’s gallery, a picture open',
      path: '/admin/projects',
      act: async ({ page, w, language }) => {
        const slug = `gallery-${RUN}-${language}`;
        const project = await created<{ id: string }>(await page.request.post('/api/admin/projects', { data: { slug, nameEn: 'Κήπος', nameEl: 'Κήπος', position: 900 } }));
        const image = await created<{ id: string }>(await page.request.post('/api/media?folder=project', { multipart: { file: await jpegFile('κήπος.jpg') } }));
        const alt = 'Ντομάτες στον σχολικό κήπο';
        await created(await page.request.put(`/api/admin/projects/${project.id}/pictures`, { data: { pictures: [{ mediaId: image.id, altEn: alt, altEl: alt }], coverId: image.id } }));
        await page.goto(`/project/${slug}`);
        await page.getByRole('button', { name: w('project.openDescribedPicture', { number: 1, total: 1, alt }) }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { name: 'admin, audit log', path: '/admin/audit' },
    {
      name: 'admin, a pupil chosen, the question before marking them as having left',
      path: `/admin/members?q=${encodeURIComponent(PUPIL.email)}`,
      act: async ({ page, w }) => {
        await page.getByRole('checkbox', { name: w('admin.formerPupils.chooseOne', { owner: `${PUPIL.name} ${PUPIL.surname}` }) }).check();
        await page.getByRole('button', { name: w('admin.formerPupils.markLeft') }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
      },
    },
    { name: 'admin, settings', path: '/admin/settings' },
    {
      name: 'admin, settings, pupils waiting to be anonymised and a retention period refused',
      path: '/admin/settings',
      act: async ({ page, w }) => {
        // A pupil of this state alone, marked as having left: the preview lists them with their day.
        const email = `a11y-left-${RUN}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
        const pupil = await created<{ id: string }>(await page.request.post('/api/admin/members', { data: { email, name: 'Στέλιος', surname: 'Αποχωρήσας', needsReview: true } }));
        await created(await page.request.post('/api/admin/members/left', { data: { ids: [pupil.id] } }));
        await page.reload();
        await expect(page.getByRole('table', { name: w('admin.formerPupils.nextCaption') })).toBeVisible();
        await page.getByLabel(w('admin.formerPupils.years')).fill('12');
        await page.getByRole('button', { name: w('admin.formerPupils.save') }).click();
        await expect(page.getByRole('alert')).toBeVisible();
      },
    },
    { name: 'admin, review queue', path: '/review' },
    { name: 'invitations, for an administrator', path: '/invitations' },
    {
      name: 'invitations, an email invitation refused',
      path: '/invitations',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('invitations.create') }).click();
        await expect(page.getByText(w('fieldErrors.email_address_required')).first()).toBeVisible();
      },
    },
    {
      name: "invitations, a guardian's invitation, a pupil found",
      path: '/invitations',
      act: async ({ page, w }) => {
        await page.getByLabel(w('invitations.role'), { exact: true }).selectOption({ label: w('invitations.roles.guardian') });
        await page.getByRole('searchbox', { name: w('invitations.guardianOf') }).fill(PUPIL.surname);
        // Every pupil is listed before a search, PUPIL among them: the state is reached once the
        // search (sent after a pause in typing) has answered with those of that surname alone.
        const found = page.getByRole('group', { name: w('invitations.guardianOfResults') }).getByRole('listitem');
        await expect(found.filter({ hasNotText: PUPIL.surname })).toHaveCount(0);
        await expect(page.getByRole('radio', { name: `${PUPIL.name} ${PUPIL.surname}` })).toBeVisible();
      },
    },
    {
      name: 'invitations, a link made with its card and QR code',
      path: '/invitations',
      act: async ({ page, w }) => {
        await page.getByRole('radio', { name: new RegExp(`^${w('invitations.byLink')}`) }).check();
        await page.getByRole('button', { name: w('invitations.create') }).click();
        await expect(page.getByRole('img', { name: w('invitations.qrAlt') })).toBeVisible();
      },
    },
    {
      name: 'invitations, a class list checked, its refused rows named',
      path: '/invitations',
      act: async ({ page, w }) => {
        const lines = ['Όνομα;Επώνυμο;Email;Ρόλος', `Ηλέκτρα;Σταύρου;ilektra-${RUN}@e2e.test;`, `Φώτης;Διπλός;fotis-${RUN}@e2e.test;μαθητής`, `Φανή;Διπλή;fotis-${RUN}@e2e.test;`, 'Στέλιος;Λάθος;ochi-dieuthynsi;'];
        await page.getByLabel(w('invitations.classList.file')).setInputFiles({ name: 'tmima.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
        await page.getByRole('button', { name: w('invitations.classList.check') }).click();
        await expect(page.getByRole('table', { name: w('invitations.classList.caption') })).toBeVisible();
      },
    },
    {
      name: 'invitations, withdraw question',
      path: '/invitations',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: new RegExp(`^${w('invitations.withdraw')} `) }).first().click();
        await expect(page.getByRole('alertdialog', { name: w('invitations.withdrawQuestion') })).toBeVisible();
      },
    },
  ];
}

/** PUPIL's post, waiting for review: what its author and a teacher see of it. */
export async function makeWaitingPost(browser: Browser): Promise<string> {
  const page = await apiPageFor(browser, PUPIL);
  const picture = await created<{ id: string }>(await page.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('ekthesi.jpg', '#8a5a3c') } }));
  const content = [{ type: 'paragraph', value: 'Ζωγραφίσαμε τα πουλιά της λίμνης για την έκθεση της τάξης.' }];
  const post = await created<{ id: string }>(await page.request.post('/api/posts', { data: { title: `Η έκθεσή μας ${RUN}`, thumbnailId: picture.id, content } }));
  await page.context().close();
  return post.id;
}

/** A pupil of the suite alone, made by an administrator, and their profile change waiting for review. */
export type ProfileChangeData = { userId: string; pupil: { email: string; password: string } };

/**
 * A pupil made for the suite, whose change to their profile (a new photo, description and
 * telephone) waits for review: the shared PUPIL is left alone, since other tests read its profile.
 */
export async function makeWaitingProfileChange(browser: Browser): Promise<ProfileChangeData> {
  const admin = await apiPageFor(browser, ADMIN);
  const pupil = { email: `a11y-pupil-${RUN}-${Math.random().toString(36).slice(2, 6)}@e2e.test`, password: 'a11y-pupil-password-2024', name: 'Λυδία', surname: 'Κανάκη' };
  const { id } = await created<{ id: string }>(await admin.request.post('/api/admin/members', { data: { ...pupil, needsReview: true } }));
  await admin.context().close();
  const page = await apiPageFor(browser, pupil);
  const photo = await created<{ id: string }>(await page.request.post('/api/media?folder=profile', { multipart: { file: await jpegFile('lydia.jpg', '#b0552a') } }));
  const data = { description: 'Παίζω βιολί στην ορχήστρα του σχολείου.', email: '', telephone: '210 555 0100', facebook: '', instagram: '', imageId: photo.id };
  await created(await page.request.put('/api/profile', { data }));
  await page.context().close();
  return { userId: id, pupil };
}

/**
 * A teacher's collaboration with PUPIL among its members, and PUPIL's change to its description
 * waiting for review; answers its id.
 */
export async function makeWaitingCollaborationChange(browser: Browser): Promise<string> {
  const teacher = await apiPageFor(browser, TEACHER);
  const collaboration = await created<{ id: string }>(
    await teacher.request.post('/api/collaborations', { data: { title: `Λίμνη ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Ψάχνουμε τρίτωνες τις Παρασκευές.' }] } }),
  );
  const { people } = (await (await teacher.request.get(`/api/collaborations/${collaboration.id}/candidates?q=${encodeURIComponent(PUPIL.surname)}`)).json()) as { people: { id: string; name: string; surname: string }[] };
  const pupilId = people.find((person) => person.name === PUPIL.name && person.surname === PUPIL.surname)!.id;
  await created(await teacher.request.post(`/api/collaborations/${collaboration.id}/members`, { data: { userIds: [pupilId] } }));
  await teacher.context().close();
  const pupil = await apiPageFor(browser, PUPIL);
  const change = { title: `Λίμνη και βάτραχοι ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Ψάχνουμε τρίτωνες και βατράχους τις Παρασκευές.' }] };
  await created(await pupil.request.put(`/api/collaborations/${collaboration.id}`, { data: change }));
  await pupil.context().close();
  return collaboration.id;
}

/** Signed in as a teacher: the queue, a post, a profile change and a collaboration change waiting under their decision, and a note refused. */
export function reviewerStates(postId: string, profileUserId: string, collaborationId: string): PageState[] {
  return [
    { name: 'review queue', path: '/review' },
    { name: 'invitations, for a teacher', path: '/invitations' },
    {
      name: 'blog creation, for a project’s people',
      path: '/blog-creation',
      act: async ({ page, w }) => {
        await page.getByRole('radio', { name: new RegExp(`^${w('blog.audienceProject')}`) }).check();
        await expect(page.getByLabel(w('blog.projectLabel'), { exact: true })).toBeVisible();
      },
    },
    {
      name: 'the blog narrowed to a project, other projects offered',
      path: '/blog/1?project=project-1',
      act: async ({ page, w }) => {
        await page.getByText(w('blog.projectFilter')).click();
        await expect(page.getByRole('navigation', { name: w('blog.projectFilter') }).getByRole('link').first()).toBeVisible();
      },
    },
    {
      name: 'collaboration creation, for a project’s people',
      path: '/create-collaboration/create-collaboration',
      act: async ({ page, w }) => {
        await page.getByRole('radio', { name: new RegExp(`^${w('collaboration.audienceProject')}`) }).check();
        await expect(page.getByLabel(w('collaboration.projectLabel'), { exact: true })).toBeVisible();
      },
    },
    {
      name: 'the board narrowed to a project, other projects offered',
      path: '/collaboration?project=project-1',
      act: async ({ page, w }) => {
        await page.getByText(w('collaboration.projectFilter')).click();
        await expect(page.getByRole('navigation', { name: w('collaboration.projectFilter') }).getByRole('link').first()).toBeVisible();
      },
    },
    { name: 'post waiting for review, with the review panel', path: `/blog-post/${postId}` },
    { name: 'profile change waiting for review, with the review panel', path: `/profile-change/${profileUserId}` },
    { name: 'collaboration change waiting for review, with the review panel', path: `/collaboration-change/${collaborationId}` },
    { name: 'collaboration page, a change waiting for the teacher', path: `/collaboration-page/inactive/${collaborationId}` },
    {
      name: 'review panel, a note refused',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        const panel = page.getByRole('region', { name: w('review.panelHeading') });
        await panel.getByRole('button', { name: w('review.sendBack') }).click();
        await panel.getByRole('button', { name: w('review.sendBack') }).click();
        await expect(panel.getByText(w('fieldErrors.review_note_required'))).toBeVisible();
      },
    },
  ];
}

/** Signed in as the pupil: their post waiting, marked in their list, the editor's word about review, and their collaboration change. */
export function pupilStates(postId: string, collaborationId: string): PageState[] {
  return [
    { name: 'own post waiting for review', path: `/blog-post/${postId}` },
    { name: 'your blogs, a post waiting for review', path: '/your-blogs/1' },
    { name: 'blog creation, for a pupil', path: '/blog-creation' },
    { name: 'collaboration page, own change waiting', path: `/collaboration-page/inactive/${collaborationId}` },
    { name: "edit area of a collaboration they did not start, a change waiting", path: `/collaboration-page-edit/${collaborationId}` },
    { name: 'own collaboration change waiting for review', path: `/collaboration-change/${collaborationId}` },
  ];
}

/** Signed in as the pupil of makeWaitingProfileChange: their profile with the change waiting, the form, and the change. */
export function profileChangeStates(profileUserId: string): PageState[] {
  return [
    { name: 'edit profile, a change waiting for review', path: '/edit-profile' },
    {
      name: 'edit profile form, from the change waiting',
      path: '/edit-profile',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('profile.editProfile') }).click();
        await expect(page.getByRole('button', { name: w('profile.sendForReview') })).toBeVisible();
      },
    },
    { name: 'own profile change waiting for review', path: `/profile-change/${profileUserId}` },
  ];
}

/**
 * A teacher's post with a thread: a member's comment and the teacher's reply (reported), a comment
 * hidden, and PUPIL's waiting; and a member's collaboration with two updates the teacher reported,
 * one hidden since (decision 0048), the other answered in its thread; and a collaboration of the
 * teacher's own. Answers the post's and the waiting comment's ids, where the two updates are, and
 * the teacher's collaboration.
 */
export async function makeThread(
  browser: Browser,
): Promise<{
  postId: string;
  waitingId: string;
  hiddenUpdate: { collaborationId: string; id: string };
  answeredUpdate: { collaborationId: string; id: string };
  ownCollaborationId: string;
  hiddenProfileOwner: { email: string; password: string };
}> {
  const teacher = await apiPageFor(browser, TEACHER);
  const picture = await created<{ id: string }>(await teacher.request.post('/api/media?folder=blog', { multipart: { file: await jpegFile('dentra.jpg', '#3c8a5a') } }));
  const content = [{ type: 'paragraph', value: 'Φυτέψαμε δώδεκα δέντρα στην αυλή.' }];
  const post = await created<{ id: string }>(await teacher.request.post('/api/posts', { data: { title: `Δέντρα στην αυλή ${RUN}`, thumbnailId: picture.id, content } }));
  const helper = await apiPageFor(browser, A11Y_HELPER);
  const first = await created<{ id: string }>(await helper.request.post(`/api/posts/${post.id}/comments`, { data: { body: 'Τι ωραία μέρα!\nΔείτε https://example.org/dentra για περισσότερα.' } }));
  const reply = await created<{ id: string }>(await teacher.request.post(`/api/posts/${post.id}/comments`, { data: { body: 'Ευχαριστούμε που ήρθατε!', parentId: first.id } }));
  const offTopic = await created<{ id: string }>(await helper.request.post(`/api/posts/${post.id}/comments`, { data: { body: 'Άσχετο σχόλιο.' } }));
  expect((await teacher.request.post(`/api/comments/${offTopic.id}/hide`, { data: { reason: 'Άσχετο με την ανάρτηση' } })).status()).toBe(200);
  // Reacted to, for the reactions' states (decision 0047): the post and the teacher's reply.
  for (const [type, id] of [['post', post.id], ['comment', reply.id]] as const) {
    expect((await helper.request.put(`/api/reactions/${type}/${id}/${encodeURIComponent('🎉')}`)).status()).toBe(200);
  }
  // Reported, for the moderation queue (decision 0044).
  await created(await helper.request.post('/api/reports', { data: { subject: { type: 'comment', id: reply.id }, reason: 'personal_information', words: 'Αναφέρει ποιος ήρθε.' } }));
  // A member's updates, reported by the teacher: one waits in the queue, one the teacher hid (decision 0048).
  const collaboration = await created<{ id: string }>(await helper.request.post('/api/collaborations', { data: { title: `Κήπος ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Ο κήπος του σχολείου.' }] } }));
  const updateIds: string[] = [];
  for (const title of ['Ποτίσαμε τις ντομάτες', 'Κανείς δεν βοηθάει']) {
    const update = await created<{ id: string }>(await helper.request.post(`/api/collaborations/${collaboration.id}/items`, { data: { kind: 'update', title, content: [{ type: 'paragraph', value: `${title}.` }] } }));
    await created(await teacher.request.post('/api/reports', { data: { subject: { type: 'item', id: update.id }, reason: 'bullying' } }));
    updateIds.push(update.id);
  }
  const hiddenId = updateIds[1]!;
  // The live one answered in its thread (decision 0042), with a reply.
  const asked = await created<{ id: string }>(await teacher.request.post(`/api/collaborations/${collaboration.id}/items/${updateIds[0]}/comments`, { data: { body: 'Πόσο νερό χρειάστηκαν;' } }));
  await created(await helper.request.post(`/api/collaborations/${collaboration.id}/items/${updateIds[0]}/comments`, { data: { body: 'Δύο ποτιστήρια.', parentId: asked.id } }));
  expect((await teacher.request.post(`/api/moderation/item/${hiddenId}/decide`, { data: { action: 'hide', reason: 'Να είμαστε ευγενικοί.' } })).status()).toBe(200);
  // A member of the suite alone whose profile the teacher hid, reported again since (decision 0050): in the queue with its photo, and marked for its member.
  const hiddenProfileOwner = { email: `a11y-profile-${RUN}-${Math.random().toString(36).slice(2, 6)}@e2e.test`, password: 'a11y-profile-password-2024', name: 'Νίκος', surname: 'Καρτάς' };
  const admin = await apiPageFor(browser, ADMIN);
  const { id: ownerId } = await created<{ id: string }>(await admin.request.post('/api/admin/members', { data: hiddenProfileOwner }));
  await admin.context().close();
  const owner = await apiPageFor(browser, hiddenProfileOwner);
  const photo = await created<{ id: string }>(await owner.request.post('/api/media?folder=profile', { multipart: { file: await jpegFile('nikos.jpg', '#5a3c8a') } }));
  await created(await owner.request.put('/api/profile', { data: { description: 'Πουλάω κάρτες, πάρτε με στο 6900 000 000.', email: '', telephone: '', facebook: '', instagram: '', imageId: photo.id } }));
  await owner.context().close();
  await created(await teacher.request.post('/api/reports', { data: { subject: { type: 'profile', id: ownerId }, reason: 'personal_information' } }));
  expect((await teacher.request.post(`/api/moderation/profile/${ownerId}/decide`, { data: { action: 'hide', reason: 'Χωρίς τηλέφωνα στον ιστότοπο.' } })).status()).toBe(200);
  await created(await helper.request.post('/api/reports', { data: { subject: { type: 'profile', id: ownerId }, reason: 'spam' } }));
  // The teacher's own collaboration, to write an update in (decision 0049's picker in the block editor).
  const own = await created<{ id: string }>(await teacher.request.post('/api/collaborations', { data: { title: `Λαχανόκηπος ${RUN}`, thumbnailId: null, content: [{ type: 'paragraph', value: 'Σπόροι.' }] } }));
  await helper.context().close();
  await teacher.context().close();
  const pupil = await apiPageFor(browser, PUPIL);
  const waiting = await created<{ id: string }>(await pupil.request.post(`/api/posts/${post.id}/comments`, { data: { body: 'Εγώ φύτεψα τη λεμονιά!' } }));
  await pupil.context().close();
  return {
    postId: post.id,
    waitingId: waiting.id,
    hiddenUpdate: { collaborationId: collaboration.id, id: hiddenId },
    answeredUpdate: { collaborationId: collaboration.id, id: updateIds[0]! },
    ownCollaborationId: own.id,
    hiddenProfileOwner,
  };
}

/** Signed in as the member whose profile a moderator hid: their profile, marked so. */
export function hiddenProfileStates(): PageState[] {
  return [{ name: 'edit profile, hidden from others by a moderator', path: '/edit-profile' }];
}

/** Signed in as the teacher whose post it is: the thread with a comment hidden and one waiting, the reason asked for hiding, and the waiting comment's review page. */
export function commentTeacherStates({ postId, waitingId, hiddenUpdate, answeredUpdate, ownCollaborationId }: Awaited<ReturnType<typeof makeThread>>): PageState[] {
  return [
    { name: 'comments, a comment hidden and one waiting, for the teacher', path: `/blog-post/${postId}` },
    {
      name: 'comments, the reason for hiding asked',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        const thread = page.getByRole('region', { name: w('comments.heading') });
        await thread.getByRole('button', { name: w('comments.hide'), exact: true }).first().click();
        await thread.getByRole('button', { name: w('comments.hideConfirm') }).click();
        await expect(thread.getByText(w('fieldErrors.moderation_reason_required'))).toBeVisible();
      },
    },
    {
      name: 'reactions, who reacted opened',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        await page.getByText(w('reactions.whoReacted')).first().click();
        await expect(page.locator('details').first()).toHaveAttribute('open', '');
      },
    },
    {
      name: 'comments, the list of people to mention open',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        await page.getByRole('textbox', { name: w('comments.write') }).fill('@Stav');
        await expect(page.getByRole('option', { name: `${A11Y_HELPER.name} ${A11Y_HELPER.surname}` })).toBeVisible();
      },
    },
    {
      name: 'an update being written, the list of people to mention open',
      path: `/collaboration-page-edit/${ownCollaborationId}/post-update`,
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('blockEditor.add.paragraph') }).click();
        await page.getByRole('textbox', { name: w('blockEditor.kind.paragraph') }).fill('@Stav');
        await expect(page.getByRole('option', { name: `${A11Y_HELPER.name} ${A11Y_HELPER.surname}` })).toBeVisible();
      },
    },
    { name: 'a comment waiting for review, with the review panel', path: `/comment-review/${waitingId}` },
    { name: 'reports, the moderation queue (a comment, an update and a profile with its photo)', path: '/moderation' },
    { name: 'an update hidden by a moderator, with its notice', path: `/update-page/${hiddenUpdate.collaborationId}/${hiddenUpdate.id}` },
    { name: 'an update with its comments and a reply', path: `/update-page/${answeredUpdate.collaborationId}/${answeredUpdate.id}` },
    {
      name: 'reports, hiding asked without a reason',
      path: '/moderation',
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('moderation.hide'), exact: true }).first().click();
        const dialog = page.getByRole('dialog', { name: w('moderation.decideTitle.hide') });
        await dialog.getByRole('button', { name: w('moderation.confirm.hide') }).click();
        await expect(dialog.getByText(w('fieldErrors.moderation_reason_required'))).toBeVisible();
      },
    },
  ];
}

/** Signed in as PUPIL: the thread with their own comment waiting, and an empty comment refused. */
export function commentPupilStates(postId: string): PageState[] {
  return [
    { name: 'comments, own comment waiting for review', path: `/blog-post/${postId}` },
    {
      name: 'comments, an empty comment refused',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        await page.getByRole('button', { name: w('comments.post') }).click();
        await expect(page.getByText(w('fieldErrors.comment_required'))).toBeVisible();
      },
    },
    {
      name: 'comments, reporting one without a reason',
      path: `/blog-post/${postId}`,
      act: async ({ page, w }) => {
        await page.getByRole('region', { name: w('comments.heading') }).getByRole('button', { name: new RegExp(`^${w('report.report')} `) }).first().click();
        const dialog = page.getByRole('dialog', { name: w('report.title.comment') });
        await dialog.getByRole('button', { name: w('report.send') }).click();
        await expect(dialog.getByText(w('fieldErrors.report_reason_required'))).toBeVisible();
      },
    },
  ];
}

/**
 * A11Y_REQUEST_PUPIL's post, published, and their guardian's requests to hide it and to erase
 * their account, waiting in the queue; answers the post's title.
 */
export async function makeGuardianRequests(browser: Browser): Promise<string> {
  const title = `Ο δρόμος μας ${RUN}`;
  const teacher = await apiPageFor(browser, TEACHER);
  const postId = await publishedPupilPost(browser, A11Y_REQUEST_PUPIL, teacher, { title, text: 'Ζωγραφίσαμε τα δέντρα του δρόμου μας, σπίτι σπίτι.' });
  await teacher.context().close();
  const guardian = await apiPageFor(browser, A11Y_REQUEST_GUARDIAN);
  const pupilId = await childIdOf(guardian, A11Y_REQUEST_PUPIL);
  await guardianAsks(guardian, { kind: 'hide', pupilId, postId, reason: 'Η φωτογραφία δείχνει τον αριθμό του σπιτιού μας.' });
  // One erase request per child stays open: a suite run before on the same server made it already.
  await guardianAsks(guardian, { kind: 'erase', pupilId, reason: 'Αλλάζουμε σχολείο το φθινόπωρο.' }, { again: true });
  await guardian.context().close();
  return title;
}

/** The queue's entry (list item) that says every one of `texts`. */
function requestEntry(page: Page, ...texts: string[]) {
  return texts.reduce((items, text) => items.filter({ hasText: text }), page.getByRole('main').getByRole('listitem')).first();
}

/** Signed in as a teacher: the queue of requests to hide, the question before approving, and a note refused. */
export function guardianRequestTeacherStates(title: string): PageState[] {
  return [
    { name: "guardians' requests, for a teacher", path: '/guardian-requests' },
    {
      name: "guardians' requests, the question before hiding a post",
      path: '/guardian-requests',
      act: async ({ page, w }) => {
        await requestEntry(page, title).getByRole('button', { name: w('guardianRequests.approve') }).click();
        await expect(page.getByRole('dialog', { name: w('guardianRequests.approveTitle') })).toBeVisible();
      },
    },
    {
      name: "guardians' requests, a decision's note refused",
      path: '/guardian-requests',
      act: async ({ page, w }) => {
        await requestEntry(page, title).getByRole('button', { name: w('guardianRequests.decline') }).click();
        const dialog = page.getByRole('dialog', { name: w('guardianRequests.declineTitle') });
        await dialog.getByRole('button', { name: w('guardianRequests.decline') }).click();
        await expect(dialog.getByText(w('fieldErrors.guardian_request_note_required'))).toBeVisible();
      },
    },
  ];
}

/** Signed in as an administrator: the queue with requests to erase, and the question before erasing an account. */
export function guardianRequestAdminStates(): PageState[] {
  return [
    { name: "guardians' requests, for an administrator", path: '/guardian-requests' },
    {
      name: "guardians' requests, the question before erasing an account",
      path: '/guardian-requests',
      act: async ({ page, w }) => {
        await requestEntry(page, w('guardianRequests.kind.erase'), A11Y_REQUEST_PUPIL.surname).getByRole('button', { name: w('guardianRequests.approve') }).click();
        await expect(page.getByRole('dialog', { name: w('guardianRequests.approveTitle') })).toBeVisible();
      },
    },
  ];
}

/**
 * The suite's tests, defined once for both widths: each walks its states in every language and
 * reports all findings at once. Visitors' and members' states need a post and a collaboration
 * of their own, made first through the API.
 */
export function defineAccessibilitySuite(width: string): void {
  test.describe(`accessibility at ${width} width`, () => {
    test('every public page and state, signed out, has no axe violation in any language', async ({ browser }, testInfo) => {
      // 24 states in two languages; about 3.5 minutes on a busy two-core machine.
      test.setTimeout(420_000);
      const data = await makeAuthorData(browser);
      const joinPath = await makeInvitationLink(browser);
      await checkStates(browser, testInfo, visitorStates(data.postId, `${A11Y_AUTHOR.name} ${A11Y_AUTHOR.surname}`, joinPath));
    });

    test("a member's pages and the editor have no axe violation in any language", async ({ browser }, testInfo) => {
      // 20 states in two languages; 2-4.5 minutes on a busy two-core machine.
      test.setTimeout(480_000);
      const data = await makeAuthorData(browser);
      await checkStates(browser, testInfo, memberStates(data), A11Y_AUTHOR);
    });

    test("the board and a collaboration's pages, for its creator and an outsider, have no axe violation in any language", async ({
      browser,
    }, testInfo) => {
      test.setTimeout(300_000);
      const data = await makeAuthorData(browser);
      await checkStates(browser, testInfo, collaborationStates(data), A11Y_AUTHOR);
      await checkStates(browser, testInfo, outsiderStates(data), COLLAB_OUTSIDER);
    });

    test('the admin area and invitations have no axe violation in any language', async ({ browser }, testInfo) => {
      // 17 states in two languages, two of them making invitations, one checking a class list, two searching people and one marking a pupil as having left; 2-5 minutes on a busy two-core machine.
      test.setTimeout(420_000);
      await checkStates(browser, testInfo, adminStates(), ADMIN);
    });

    test('review before publishing, for a teacher and for the pupil, has no axe violation in any language', async ({ browser }, testInfo) => {
      // 19 states in two languages, four sign-ins each, and a pupil made first.
      test.setTimeout(420_000);
      const postId = await makeWaitingPost(browser);
      const profile = await makeWaitingProfileChange(browser);
      const collaborationId = await makeWaitingCollaborationChange(browser);
      await checkStates(browser, testInfo, reviewerStates(postId, profile.userId, collaborationId), TEACHER);
      await checkStates(browser, testInfo, pupilStates(postId, collaborationId), PUPIL);
      await checkStates(browser, testInfo, profileChangeStates(profile.userId), profile.pupil);
    });

    test('comments under a post, for the teacher whose post it is and for a pupil, have no axe violation in any language', async ({ browser }, testInfo) => {
      // 13 states in two languages, after a post, four comments, two reactions, five reports, a hidden update, an answered one and a hidden profile.
      test.setTimeout(300_000);
      const thread = await makeThread(browser);
      await checkStates(browser, testInfo, commentTeacherStates(thread), TEACHER);
      await checkStates(browser, testInfo, commentPupilStates(thread.postId), PUPIL);
      await checkStates(browser, testInfo, hiddenProfileStates(), thread.hiddenProfileOwner);
    });

    test("a guardian's page of their child's work and their requests has no axe violation in any language", async ({ browser }, testInfo) => {
      // 3 states in two languages, after a child's four posts, three decisions and a request; up to 4 minutes on a busy two-core machine.
      test.setTimeout(420_000);
      await checkChildrenStates(browser, testInfo);
    });

    test("guardians' requests, for a teacher and for an administrator, have no axe violation in any language", async ({ browser }, testInfo) => {
      // 5 states in two languages, a published post and two requests made first.
      test.setTimeout(300_000);
      const title = await makeGuardianRequests(browser);
      await checkStates(browser, testInfo, guardianRequestTeacherStates(title), TEACHER);
      await checkStates(browser, testInfo, guardianRequestAdminStates(), ADMIN);
    });
  });
}
