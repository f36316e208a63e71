import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../shared/schemas/collaborations.js';
import type { App } from '../../app.js';
import { auditLog, media, pictureTags, posts } from '../../core/db/schema.js';
import { variantName } from '../../core/media/save-image.js';
import { linkGuardian } from '../../core/people/guardians.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { fileUpload } from '../../test/multipart.js';

/**
 * Who is in a picture, and what their family allows. The uploader (or a teacher, an administrator)
 * tags the pupils in a picture; a post or collaboration cannot show it to an audience a tagged
 * pupil's image consent does not reach (409, naming the picture and the pupil, nothing saved);
 * a consent lowered takes every picture of the pupil out of that audience at once, its old
 * address gone, its uploader told, audited; raised, it changes nothing until the author chooses.
 * Roads: the picture's own address, for visitor, member, the tagged pupil, their guardian, the
 * uploader, teacher and administrator.
 */
type Who = 'author' | 'member' | 'pupil' | 'guardian' | 'otherGuardian' | 'teacher' | 'admin';
let app: App;
const people = {} as Record<Who, TestUser>;
const cookies = {} as Partial<Record<Who, string>>;
const call = callerAs<Who>(() => app, cookies);
let otherPupil: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  people.author = await createUser(app, { name: 'Alkis', surname: 'Author' });
  people.member = await createUser(app, { name: 'Other', surname: 'Member' });
  people.pupil = await createUser(app, { name: 'Danae', surname: 'Pupil', needsReview: true });
  people.guardian = await createUser(app, { name: 'Eirini', surname: 'Guardian' });
  people.otherGuardian = await createUser(app, { name: 'Petros', surname: 'Elsewhere' });
  people.teacher = await createUser(app, { name: 'Ms', surname: 'Teacher', role: 'teacher' });
  people.admin = await createUser(app, { admin: true, name: 'Anna', surname: 'Admin' });
  otherPupil = await createUser(app, { name: 'Zoe', surname: 'Classmate', needsReview: true });
  await linkGuardian(app.db, { guardianId: people.guardian.id, pupilId: people.pupil.id, createdById: null });
  await linkGuardian(app.db, { guardianId: people.otherGuardian.id, pupilId: otherPupil.id, createdById: null });
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signIn(app, people[who].email, people[who].password);
}, 120_000);
afterAll(() => app.close());

/** A picture uploaded through the API by `who`, for a post or a collaboration: its id. */
async function upload(who: Who, folder: 'blog' | 'collaboration' = 'blog'): Promise<string> {
  const { payload, headers } = fileUpload(await picture('jpeg'));
  const response = await app.inject({ method: 'POST', url: `/api/media?folder=${folder}`, payload, headers: { ...headers, origin: 'http://localhost:3000', cookie: cookies[who]! } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** The address a picture's smallest file is at now. */
async function addressOf(mediaId: string): Promise<string> {
  const [row] = await app.db.select({ key: media.key, variants: media.variants }).from(media).where(eq(media.id, mediaId));
  return `/media/${variantName(row!.key, Math.min(...row!.variants))}`;
}

/** Who of these gets the file at `address` (visitors: `visitor`). */
async function whoSees(address: string, readers: readonly (Who | 'visitor')[]): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const reader of readers) seen[reader] = (await call('GET', address, reader === 'visitor' ? undefined : reader)).statusCode;
  return seen;
}
const EVERYONE = ['visitor', 'member', 'pupil', 'guardian', 'otherGuardian', 'author', 'teacher', 'admin'] as const;
const all = (status: number, except: Record<string, number> = {}) => ({ ...Object.fromEntries(EVERYONE.map((who) => [who, status])), ...except });

const tag = (mediaId: string, pupilIds: string[], who: Who = 'author') => call('PUT', `/api/media/${mediaId}/tags`, who, { pupilIds });
const imageConsent = (level: string, pupil = people.pupil, who: Who = 'guardian') => call('POST', `/api/consent/${pupil.id}/images`, who, { level });
const post = (mediaId: string, audience: 'everyone' | 'members') =>
  call('POST', '/api/posts', 'author', { title: 'Our trip', thumbnailId: mediaId, content: [{ type: 'paragraph', value: 'We went.' }, { type: 'image', value: mediaId, alt: 'The class' }], audience });

/**
 * Whether `who` (a visitor: undefined) is shown the post's picture: as its thumbnail, as its image
 * block, and on the blog's first page. A picture kept from them is presented as none, not as an
 * address that would answer 404.
 */
async function picturesShown(postId: string, who?: Who) {
  const detail = (await call('GET', `/api/posts/${postId}`, who)).json() as { thumbnail: unknown; content: { type: string; image?: unknown }[] };
  const card = ((await call('GET', '/api/posts?page=1', who)).json() as { posts: { id: string; thumbnail: unknown }[] }).posts.find((p) => p.id === postId);
  return { thumbnail: detail.thumbnail !== null, image: detail.content.find((block) => block.type === 'image')!.image !== null, card: card ? card.thumbnail !== null : null };
}
const SHOWN = { thumbnail: true, image: true, card: true };
const NOT_SHOWN = { thumbnail: false, image: false, card: false };

describe('tagging who is in a picture', () => {
  it('is for its uploader, teachers and administrators: anyone else is refused, a visitor asked to sign in', async () => {
    const id = await upload('author');
    for (const who of ['member', 'pupil', 'guardian'] as const) {
      const refused = await tag(id, [people.pupil.id], who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().error.code).toBe('own_pictures_tag');
      expect((await call('GET', `/api/media/${id}/tags`, who)).statusCode, who).toBe(403);
    }
    expect((await call('PUT', `/api/media/${id}/tags`, undefined, { pupilIds: [] })).statusCode).toBe(401);
    for (const who of ['author', 'teacher', 'admin'] as const) {
      const tagged = await tag(id, [people.pupil.id], who);
      expect(tagged.statusCode, tagged.body).toBe(200);
      expect(tagged.json()).toEqual({ pupils: [{ id: people.pupil.id, name: 'Danae', surname: 'Pupil' }] });
    }
    expect((await call('GET', `/api/media/${id}/tags`, 'author')).json().pupils).toHaveLength(1);
    expect((await tag('00000000-0000-4000-8000-000000000000', [])).statusCode).toBe(404);
    expect((await tag('not-a-picture', [])).statusCode).toBe(404);
    // Tagging is audited: who said which children are in it.
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'picture.tagged'), eq(auditLog.targetId, id)));
    expect(audited).toHaveLength(3);
    expect(audited[0]!.details).toEqual({ pupilIds: [people.pupil.id] });
  });

  it('offers the pupils to tag by name to any member, names only; a visitor is asked to sign in', async () => {
    const found = await call('GET', '/api/media/pupils?q=dan', 'member');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ people: [{ id: people.pupil.id, name: 'Danae', surname: 'Pupil' }], more: false });
    // Before a word is typed, every pupil (Danae and Zoe here), never a member who is not one.
    const ids = ((await call('GET', '/api/media/pupils', 'pupil')).json() as { people: { id: string }[] }).people.map((person) => person.id);
    expect(ids.sort()).toEqual([people.pupil.id, otherPupil.id].sort());
    expect((await call('GET', '/api/media/pupils?q=dan')).statusCode).toBe(401);
    expect((await call('GET', `/api/media/pupils?q=${'a'.repeat(101)}`, 'member')).statusCode).toBe(400);
  });

  it('refuses anyone but pupils, and too many, naming the field and storing nothing', async () => {
    const id = await upload('author');
    expect((await tag(id, [otherPupil.id])).statusCode).toBe(200);
    const notPupil = await tag(id, [people.pupil.id, people.member.id]);
    expect(notPupil.statusCode).toBe(400);
    expect(notPupil.json().error.fields).toEqual({ 'pupilIds.1': 'Only pupils can be tagged in a picture.' });
    const tooMany = await tag(id, Array.from({ length: 41 }, () => people.pupil.id));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.pupilIds).toBe('A picture can tag at most 40 pupils.');
    expect((await call('PUT', `/api/media/${id}/tags`, 'author', { pupilIds: 'everyone' })).statusCode).toBe(400);
    const kept = await app.db.select({ pupilId: pictureTags.pupilId }).from(pictureTags).where(eq(pictureTags.mediaId, id));
    expect(kept).toEqual([{ pupilId: otherPupil.id }]);
  });
});

describe('a picture of a pupil reaches only the audience their family allows', () => {
  it('a post for everyone is refused (409) naming the picture and the pupil when the family allows members only; for members it is published', async () => {
    expect((await imageConsent('members')).statusCode).toBe(201);
    const id = await upload('author');
    await tag(id, [people.pupil.id]);
    const before = (await app.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, people.author.id))).length;
    const refused = await post(id, 'everyone');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'picture_consent_everyone',
      message: 'Danae Pupil’s family has not agreed to pictures of them being public. Choose Members only, or remove the picture.',
      values: { name: 'Danae Pupil' },
      fields: { thumbnailId: 'A pupil in this picture may not be shown to everyone.', 'content.1.value': 'A pupil in this picture may not be shown to everyone.' },
    });
    expect(await app.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, people.author.id))).toHaveLength(before);

    expect((await post(id, 'members')).statusCode).toBe(201);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(200, { visitor: 404 }));
  });

  it('a family that allows no pictures keeps them from members too: a post for members and a collaboration are refused', async () => {
    expect((await imageConsent('none')).statusCode).toBe(201);
    const id = await upload('author');
    await tag(id, [people.pupil.id]);
    const refused = await post(id, 'members');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'picture_consent_members', values: { name: 'Danae Pupil' } });
    const inCollaboration = await upload('author', 'collaboration');
    await tag(inCollaboration, [people.pupil.id]);
    const collaboration = await call('POST', '/api/collaborations', 'author', { title: 'Robots', thumbnailId: inCollaboration, content: [{ type: 'paragraph', value: 'Building.' }] });
    expect(collaboration.statusCode).toBe(409);
    expect(collaboration.json().error.fields).toEqual({ thumbnailId: 'A pupil in this picture may not be shown on this site.' });
    // Not even an address of it reaches members: only its uploader and those who review.
    expect(await whoSees(await addressOf(inCollaboration), EVERYONE)).toEqual(all(404, { author: 200, teacher: 200, admin: 200 }));
  });

  it('a consent lowered takes a public picture out of view at once, tells its uploader and is audited; raised, nothing changes until the author chooses', async () => {
    expect((await imageConsent('public')).statusCode).toBe(201);
    const id = await upload('author');
    await tag(id, [people.pupil.id]);
    const created = await post(id, 'everyone');
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { id: string }).id;
    const publicAddress = await addressOf(id);
    expect(await whoSees(publicAddress, EVERYONE)).toEqual(all(200));
    expect(await picturesShown(postId)).toEqual(SHOWN);

    expect((await imageConsent('members')).statusCode).toBe(201);
    // Pages present it to whom it is served, and to nobody else (no frame with a failing address).
    expect(await picturesShown(postId)).toEqual(NOT_SHOWN);
    expect(await picturesShown(postId, 'member')).toEqual(SHOWN);
    expect((await call('GET', publicAddress)).statusCode).toBe(404);
    const membersAddress = await addressOf(id);
    expect(membersAddress).not.toBe(publicAddress);
    expect(await whoSees(membersAddress, EVERYONE)).toEqual(all(200, { visitor: 404 }));
    const told = (await call('GET', '/api/notifications', 'author')).json() as { notifications: { kind: string; child: unknown }[] };
    expect(told.notifications.find((n) => n.kind === 'picture_withheld')).toMatchObject({ child: { name: 'Danae', surname: 'Pupil' } });
    const audited = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'consent.recorded'), eq(auditLog.targetId, people.pupil.id)));
    expect(audited.at(-1)!.details).toMatchObject({ kind: 'images', level: 'members' });

    expect((await imageConsent('none')).statusCode).toBe(201);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(404, { author: 200, teacher: 200, admin: 200 }));
    expect(await picturesShown(postId, 'member')).toEqual(NOT_SHOWN);
    expect(await picturesShown(postId, 'guardian')).toEqual(NOT_SHOWN);
    // Its author still sees it in the post, to mend it (the shared list shows what members are shown).
    expect(await picturesShown(postId, 'author')).toEqual({ thumbnail: true, image: true, card: false });

    // Raised again: the picture stays where the lowest consent put it…
    expect((await imageConsent('public')).statusCode).toBe(201);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(404, { author: 200, teacher: 200, admin: 200 }));
    // …until its author saves the post for everyone again, choosing where it goes.
    const saved = await call('PUT', `/api/posts/${postId}`, 'author', {
      title: 'Our trip',
      thumbnailId: id,
      content: [{ type: 'paragraph', value: 'We went.' }, { type: 'image', value: id, alt: 'The class' }],
      audience: 'everyone',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(200));
    expect(await picturesShown(postId)).toEqual(SHOWN);
  });

  it('a collaboration presents a picture its consent keeps from members to none of them, and to those who may edit it', async () => {
    expect((await imageConsent('members')).statusCode).toBe(201);
    const id = await upload('author', 'collaboration');
    await tag(id, [people.pupil.id]);
    const created = await call('POST', '/api/collaborations', 'author', { title: 'Garden robots', thumbnailId: id, content: [{ type: 'image', value: id, alt: 'At work' }] });
    expect(created.statusCode, created.body).toBe(201);
    const collaborationId = (created.json() as { id: string }).id;
    const shown = async (who: Who) => {
      const detail = (await call('GET', `/api/collaborations/${collaborationId}`, who)).json() as { thumbnail: unknown; content: { image?: unknown }[] };
      const board = (await call('GET', '/api/collaborations/board', who)).json() as Board;
      const card = [...board.active, ...board.inactive, ...board.completed].find((c) => c.id === collaborationId);
      return { thumbnail: detail.thumbnail !== null, image: detail.content[0]!.image !== null, card: card ? card.thumbnail !== null : null };
    };
    expect(await shown('member')).toEqual(SHOWN);
    expect((await imageConsent('none')).statusCode).toBe(201);
    expect(await shown('member')).toEqual(NOT_SHOWN);
    // Its creator may edit it: the picture is still there for them to remove or keep.
    expect(await shown('author')).toEqual({ thumbnail: true, image: true, card: false });
    expect(await shown('teacher')).toEqual(SHOWN);
    expect((await imageConsent('public')).statusCode).toBe(201);
  });

  it('tagging a pupil without consent in a picture already public takes it out of view at once', async () => {
    const id = await upload('author');
    expect((await post(id, 'everyone')).statusCode).toBe(201);
    const publicAddress = await addressOf(id);
    expect((await call('GET', publicAddress)).statusCode).toBe(200);
    // Zoe's family never answered: no consent is none.
    expect((await tag(id, [otherPupil.id], 'teacher')).statusCode).toBe(200);
    expect((await call('GET', publicAddress)).statusCode).toBe(404);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(404, { author: 200, teacher: 200, admin: 200 }));
    // Untagged (the teacher was wrong), it is where its post puts it again.
    expect((await tag(id, [], 'teacher')).statusCode).toBe(200);
    expect(await whoSees(await addressOf(id), EVERYONE)).toEqual(all(200));
  });

  it('a reviewer cannot approve a pupil’s post whose picture tags a pupil kept from its audience (409); it still waits, and is sent back', async () => {
    const id = await upload('pupil');
    const created = await call('POST', '/api/posts', 'pupil', { title: 'My drawing', thumbnailId: id, content: [{ type: 'paragraph', value: 'I drew us.' }], audience: 'everyone' });
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { id: string }).id;
    // The teacher answers who is in it: Zoe, whose family never answered.
    expect((await tag(id, [otherPupil.id], 'teacher')).statusCode).toBe(200);
    const waiting = (await call('GET', `/api/posts/${postId}`, 'teacher')).json() as { review: { state: string; version: number } };
    const refused = await call('POST', `/api/review/posts/${postId}/approve`, 'teacher', { version: waiting.review.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'picture_consent_everyone', values: { name: 'Zoe Classmate' } });
    expect(((await call('GET', `/api/posts/${postId}`, 'teacher')).json() as { review: { state: string } }).review.state).toBe('waiting');
    const sentBack = await call('POST', `/api/review/posts/${postId}/send-back`, 'teacher', { version: waiting.review.version, note: 'Zoe’s family has not agreed: please use another picture.' });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
  });

  it('a pupil’s own data holds the pictures they are tagged in, with their files, and not who tagged them', async () => {
    const tagged = await app.db.select({ id: pictureTags.mediaId }).from(pictureTags).where(eq(pictureTags.pupilId, people.pupil.id));
    expect(tagged.length).toBeGreaterThan(0);
    const response = await call('POST', '/api/account/export', 'pupil');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as { picturesOfYou: { pictureId: string; file: string }[] };
    expect(data.picturesOfYou.map((picture) => picture.pictureId).sort()).toEqual(tagged.map((row) => row.id).sort());
    for (const picture of data.picturesOfYou) expect(files[picture.file], picture.pictureId).toBeDefined();
    expect(JSON.stringify(data.picturesOfYou)).not.toContain(people.author.id);
  });
});
