import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage, SearchResult } from '../../../shared/schemas/search.js';
import type { App } from '../../app.js';
import { posts, profiles } from '../../core/db/schema.js';
import { foldAllPendingRows } from '../../core/search/fold-pending.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser, type TestUser } from '../../test/factories.js';

type Role = 'author' | 'member' | 'admin';
let app: App;
const people = {} as Record<Role, TestUser>;
const cookies = {} as Record<Role, string>;
let publishedId: string;
let unpublishedId: string;
let collaborationId: string;
let deletedCollaborationId: string;
let helpId: string;
let updateId: string;

const call = callerAs<Role>(() => app, cookies);

/** Each describe searches from an address of its own: sixty searches a minute is the limit of one. */
let address = '127.0.0.1';
const search = async (query: string, who?: Role) => {
  const response = await app.inject({ method: 'GET', url: `/api/search?${query}`, headers: who ? { cookie: cookies[who] } : {}, remoteAddress: address });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchPage;
};
const found = (page: SearchPage) => page.results.map((result) => `${result.kind}:${result.id}`);
const plain = (parts: SearchResult['title']) => parts.map((part) => part.text).join('');
const marks = (parts: SearchResult['title']) => parts.filter((part) => part.match).map((part) => part.text);

beforeAll(async () => {
  app = await buildTestApp();
  people.author = await createUser(app, { name: 'Ελένη', surname: 'Παπαδοπούλου' });
  people.member = await createUser(app, { name: 'Bill', surname: 'Member' });
  people.admin = await createUser(app, { admin: true, name: 'Dora', surname: 'Admin' });
  for (const role of Object.keys(people) as Role[]) cookies[role] = await signIn(app, people[role].email, people[role].password);
  await app.db.update(profiles).set({ description: 'Teaches robotics and loves astronomy.' }).where(eq(profiles.userId, people.member.id));

  const thumbnail = await createImage(app, people.author.id);
  publishedId = await createPost(app, people.author.id, {
    title: 'Δραστηριότητες του φθινοπώρου',
    thumbnailId: thumbnail.id,
    content: [
      { type: 'title', value: 'Robots in the library' },
      { type: 'paragraph', value: 'The robotics club built three robots that sort books by colour.' },
      { type: 'image', value: thumbnail.id, alt: 'A sorting machine made of cardboard' },
    ],
  });
  unpublishedId = await createPost(app, people.author.id, {
    title: 'A hidden telescope story',
    thumbnailId: thumbnail.id,
    content: [{ type: 'paragraph', value: 'The telescope arrived on Monday.' }],
  });
  expect((await call('POST', `/api/admin/posts/${unpublishedId}/unpublish`, 'admin')).statusCode).toBe(200);

  const idea = (title: string, text: string) => ({ title, thumbnailId: null, content: [{ type: 'paragraph', value: text }] });
  collaborationId = (await call('POST', '/api/collaborations', 'author', idea('Weather station', 'Measure the wind on the school roof.'))).json().id;
  deletedCollaborationId = (await call('POST', '/api/collaborations', 'author', idea('Weather balloon', 'A balloon to measure wind high up.'))).json().id;
  expect((await call('DELETE', `/api/collaborations/${deletedCollaborationId}`, 'author')).statusCode).toBe(204);
  helpId = (await call('POST', `/api/collaborations/${collaborationId}/items`, 'author', { kind: 'help', title: 'Who can solder wires?', content: [{ type: 'paragraph', value: 'The anemometer needs wind cups.' }] })).json().id;
  updateId = (await call('POST', `/api/collaborations/${collaborationId}/items`, 'author', { kind: 'update', title: 'Sensors ordered', content: [] })).json().id;
});
afterAll(() => app.close());

describe('search, as a visitor', () => {
  it('finds a published post by a word of its text, stemmed ("robot" finds "robots"), with the word marked', async () => {
    const page = await search('q=robot');
    expect(found(page)).toEqual([`post:${publishedId}`]);
    expect(page).toMatchObject({ q: 'robot', kind: 'all', page: 1, total: 1, pageCount: 1 });
    const [result] = page.results;
    expect(result).toMatchObject({ kind: 'post', author: { name: 'Ελένη', surname: 'Παπαδοπούλου' } });
    expect(plain(result!.title)).toBe('Δραστηριότητες του φθινοπώρου');
    expect(marks(result!.snippet).map((word) => word.toLowerCase())).toContain('robots');
    // A picture's description is searched, its address is not.
    expect(found(await search('q=cardboard'))).toEqual([`post:${publishedId}`]);
    expect(found(await search(`q=${(result as { thumbnail: { id: string } }).thumbnail.id}`))).toEqual([]);
  });

  it('finds Greek without accents or capitals: δραστηριοτητες finds "Δραστηριότητες"', async () => {
    const page = await search(`q=${encodeURIComponent('δραστηριοτητες')}`);
    expect(found(page)).toEqual([`post:${publishedId}`]);
    expect(marks(page.results[0]!.title)).toEqual(['Δραστηριότητες']);
    expect(found(await search(`q=${encodeURIComponent('ΔΡΑΣΤΗΡΙΟΤΗΤΑ')}`))).toEqual([`post:${publishedId}`]);
  });

  it('never finds an unpublished post, a collaboration, a help request, an update or a member', async () => {
    expect(found(await search('q=telescope'))).toEqual([]);
    expect(found(await search('q=weather'))).toEqual([]);
    expect(found(await search('q=solder'))).toEqual([]);
    expect(found(await search('q=sensors'))).toEqual([]);
    expect(found(await search('q=astronomy'))).toEqual([]);
    expect(found(await search('q=bill'))).toEqual([]);
    // Asking for members by name is no way round it.
    expect(found(await search('q=astronomy&kind=members'))).toEqual([]);
    const response = await call('GET', '/api/search?q=robot');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('search, as a member', () => {
  it('finds collaborations, help requests and updates, never a deleted collaboration', async () => {
    expect(found(await search('q=weather', 'member'))).toEqual([`collaboration:${collaborationId}`]);
    const help = (await search('q=solder', 'member')).results[0];
    expect(help).toMatchObject({ kind: 'help', id: helpId, collaboration: { id: collaborationId, title: 'Weather station', status: 'inactive' } });
    expect(found(await search('q=sensor', 'member'))).toEqual([`update:${updateId}`]);
    expect(found(await search('q=balloon', 'member'))).toEqual([]);
  });

  it('finds members by name, surname and description, with their card', async () => {
    const byDescription = await search('q=astronomy', 'author');
    expect(found(byDescription)).toEqual([`member:${people.member.id}`]);
    expect(byDescription.results[0]).toMatchObject({ kind: 'member', member: { id: people.member.id, name: 'Bill', surname: 'Member' } });
    expect(found(await search(`q=${encodeURIComponent('παπαδοπουλου')}`, 'member'))).toContain(`member:${people.author.id}`);
  });

  it('never finds a member whose account is disabled', async () => {
    const pupil = await createUser(app, { name: 'Zacharias', surname: 'Quietly' });
    expect(found(await search('q=zacharias', 'member'))).toEqual([`member:${pupil.id}`]);
    expect((await call('POST', `/api/admin/members/${pupil.id}/disable`, 'admin')).statusCode).toBe(200);
    expect(found(await search('q=zacharias', 'member'))).toEqual([]);
  });

  it('never finds an unpublished post, not even its author or an admin (their own lists show it)', async () => {
    expect(found(await search('q=telescope', 'author'))).toEqual([]);
    expect(found(await search('q=telescope', 'admin'))).toEqual([]);
  });

  it('narrows to one kind, and ranks a word in a title above the same word in a text', async () => {
    expect(found(await search('q=wind&kind=help', 'member'))).toEqual([`help:${helpId}`]);
    expect(found(await search('q=wind&kind=collaborations', 'member'))).toEqual([`collaboration:${collaborationId}`]);
    expect(found(await search('q=wind&kind=posts', 'member'))).toEqual([]);
    const ranked = await search('q=wind', 'member');
    expect(found(ranked)).toEqual(expect.arrayContaining([`collaboration:${collaborationId}`, `help:${helpId}`]));
    await call('POST', `/api/collaborations/${collaborationId}/items`, 'author', { kind: 'update', title: 'Wind measured at last', content: [] });
    expect((await search('q=wind', 'member')).results[0]).toMatchObject({ kind: 'update', title: expect.arrayContaining([{ text: 'Wind', match: true }]) });
  });

  it('pages by twelve, and says how many there are', async () => {
    const thumbnail = await createImage(app, people.author.id);
    for (let n = 0; n < 14; n++) await createPost(app, people.author.id, { title: `Chess puzzle ${n + 1}`, thumbnailId: thumbnail.id });
    const first = await search('q=chess');
    expect(first).toMatchObject({ total: 14, more: false, pageCount: 2 });
    expect(first.results).toHaveLength(12);
    const second = await search('q=chess&page=2');
    expect(second.results).toHaveLength(2);
    expect(new Set([...found(first), ...found(second)]).size).toBe(14);
    expect(await search('q=chess&page=9')).toMatchObject({ total: 14, results: [] });
  });

  it('ranks the newest thousand matches of a word in more posts than that, and says there are more', async () => {
    // 1,005 posts a minute apart, "Origami fold 1" the newest: copies of one, as a site of years holds.
    await app.db.execute(sql`
      insert into posts (author_id, title, content, excerpt, thumbnail_id, created_at, updated_at)
      select author_id, 'Origami fold ' || g, content, excerpt, thumbnail_id, now() - make_interval(mins => g), now() - make_interval(mins => g)
      from posts, generate_series(1, 1005) as g where posts.id = ${publishedId}`);
    const first = await search('q=origami');
    expect(first).toMatchObject({ total: 1000, more: true, pageCount: 84 });
    // Ranked alike, so newest first.
    expect(plain(first.results[0]!.title)).toBe('Origami fold 1');
    const last = await search('q=origami&page=84');
    expect(last.results.map((result) => plain(result.title))).toEqual(['Origami fold 997', 'Origami fold 998', 'Origami fold 999', 'Origami fold 1000']);
    expect(await search('q=origami&page=85')).toMatchObject({ total: 1000, more: true, results: [] });
  });
});

describe('search refuses what it cannot read, clearly, and never fails', () => {
  it('a query of 10,000 characters is a 400 that says how long a query may be', async () => {
    const response = await call('GET', `/api/search?q=${'a'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { q: 'Search for at most 100 characters.' } });
  });

  it('an empty query, and an unknown kind, are 400s with their reasons', async () => {
    expect((await call('GET', '/api/search?q=%20%20')).json().error.fields).toEqual({ q: 'Type a word to search for.' });
    expect((await call('GET', '/api/search')).statusCode).toBe(400);
    expect((await call('GET', '/api/search?q=robot&kind=secrets')).json().error.fields).toMatchObject({ kind: expect.stringContaining('Choose what to search') });
  });

  it('a control character is refused, and the operators and punctuation of any text are read, never a 5xx', async () => {
    const countPosts = async () => ((await app.db.execute(sql`select count(*)::int as n from posts`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await countPosts();
    expect(before).toBeGreaterThan(0);
    expect((await call('GET', '/api/search?q=robot%00')).statusCode).toBe(400);
    for (const q of ['"unclosed', 'a & | ! ( ) : * <->', "'); drop table posts; --", '-', 'or', 'the', '""', '*:*', 'δ']) {
      const response = await call('GET', `/api/search?q=${encodeURIComponent(q)}`, 'member');
      expect(response.statusCode, q).toBe(200);
    }
    // The posts are all still there.
    expect(await countPosts()).toBe(before);
  });
});

describe('search through the normaliser (Greeklish, accents, capitals)', () => {
  let greekId: string;
  let membersOnlyId: string;

  beforeAll(async () => {
    address = '10.45.0.1';
    const thumbnail = await createImage(app, people.author.id);
    greekId = await createPost(app, people.author.id, {
      title: 'Καλημέρα από την εκδρομή',
      thumbnailId: thumbnail.id,
      content: [{ type: 'paragraph', value: 'Ευχαριστώ τα παιδιά για τη θάλασσα και τα κοχύλια.' }],
    });
    membersOnlyId = await createPost(app, people.author.id, {
      title: 'Μυστική εκδρομή στο δάσος',
      thumbnailId: thumbnail.id,
      audience: 'members',
      content: [{ type: 'paragraph', value: 'Μόνο για μέλη.' }],
    });
  });

  it('"kalimera", "KALHMERA" and «καλημερα» find «Καλημέρα», the word marked though PostgreSQL did not stem it', async () => {
    for (const q of ['kalimera', 'KALHMERA', 'καλημερα', 'Καλημέρα']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(found(page), q).toEqual([`post:${greekId}`]);
      expect(marks(page.results[0]!.title), q).toEqual(['Καλημέρα']);
      expect(plain(page.results[0]!.title)).toBe('Καλημέρα από την εκδρομή');
    }
    // Words of the text too, in any Greeklish spelling, and a quoted phrase of them.
    for (const q of ['efxaristo', 'eyxaristw', 'thalassa', '8alasa', '"ta paidia"', 'pedia']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(found(page), q).toEqual([`post:${greekId}`]);
      expect(marks(page.results[0]!.snippet).length, q).toBeGreaterThan(0);
    }
    // Whole words only: a fold is not a prefix.
    expect(found(await search('q=kali'))).toEqual([]);
  });

  it('an excluded word excludes a row whichever way it matches', async () => {
    expect(found(await search('q=kalimera%20-thalassa'))).toEqual([]);
    expect(found(await search(`q=${encodeURIComponent('εκδρομή -thalassa')}`))).toEqual([]);
    expect(found(await search('q=kalimera%20-robots'))).toEqual([`post:${greekId}`]);
    // "robots" finds the robots post through the stems; "-robot" excludes it through the stems too.
    expect(found(await search('q=library%20-robot'))).toEqual([]);
  });

  it('reads as every other road does: a members-only post is found in Greeklish by members only', async () => {
    expect(found(await search('q=mystiki'))).toEqual([]);
    expect(found(await search('q=mystiki', 'member'))).toEqual([`post:${membersOnlyId}`]);
    expect(found(await search('q=mistiki%20ekdromi', 'member'))).toEqual([`post:${membersOnlyId}`]);
  });

  it('finds members by their names in Greeklish', async () => {
    expect(found(await search('q=papadopoulou&kind=members', 'member'))).toEqual([`member:${people.author.id}`]);
    expect(found(await search('q=eleni%20papadopoulou', 'member'))).toContain(`member:${people.author.id}`);
    expect(found(await search('q=papadopoulou'))).toEqual([]);
  });

  it('a text changed by any write is found by its new words at once, and no longer by its old ones', async () => {
    // Written straight to the table, as a script or an operator might: the trigger empties the fold.
    await app.db.update(posts).set({ title: 'Καλησπέρα από την εκδρομή' }).where(eq(posts.id, greekId));
    expect(found(await search('q=kalispera'))).toEqual([`post:${greekId}`]);
    expect(found(await search('q=kalimera'))).toEqual([]);
  });

  it('a search folds the newest writes first and leaves a backlog to the maintenance job, which folds it in batches', async () => {
    const count = async (table: string) =>
      ((await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where folded_title is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    for (const table of ['posts', 'collaborations', 'collaboration_items', 'profiles']) {
      await app.db.execute(sql`update ${sql.identifier(table)} set folded_title = null, folded_body = null`);
    }
    const waiting = (await count('posts')) + (await count('collaborations')) + (await count('collaboration_items')) + (await count('profiles'));
    expect(waiting).toBeGreaterThan(20);
    // The post's words changed last (the test above): a search folds it among the newest twenty.
    expect(found(await search('q=kalispera'))).toEqual([`post:${greekId}`]);
    const left = (await count('posts')) + (await count('collaborations')) + (await count('collaboration_items')) + (await count('profiles'));
    expect(left).toBe(waiting - 20);
    expect(await foldAllPendingRows(app.db, 2)).toBe(left);
    expect(await count('posts')).toBe(0);
    expect(await count('profiles')).toBe(0);
    expect(found(await search('q=kalispera'))).toEqual([`post:${greekId}`]);
    const folded = await app.db.execute(sql`select folded_title, folded_body from posts where id = ${greekId}`);
    expect((folded as unknown as { rows: unknown[] }).rows[0]).toEqual({ folded_title: 'kalispera apo tin ekdromi', folded_body: 'evxaristo ta pedia gia ti 8alasa ke ta koxilia' });
  });
});
