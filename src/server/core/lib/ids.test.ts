import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, callerAs, signIn } from '../../test/build-app.js';
import { createImage, createPost, createUser } from '../../test/factories.js';

/** The ids of an address (src/shared/schemas/params.ts), as every route that takes one answers them. */
type Role = 'author' | 'member' | 'admin';
let app: App;
let postId: string;
let collaborationId: string;
const cookies = {} as Record<Role, string>;
const call = callerAs<Role>(() => app, cookies);
const notFoundBody = (what: string, words = what) => ({ error: { code: 'not_found', message: `That ${words} could not be found.`, values: { what } } });

beforeAll(async () => {
  app = await buildTestApp();
  const author = await createUser(app);
  const member = await createUser(app);
  const admin = await createUser(app, { admin: true });
  for (const [role, user] of [['author', author], ['member', member], ['admin', admin]] as const) cookies[role] = await signIn(app, user.email, user.password);
  postId = await createPost(app, author.id, { thumbnailId: (await createImage(app, author.id)).id });
  const created = await call('POST', '/api/collaborations', 'author', { title: 'Ids', thumbnailId: null, content: [{ type: 'paragraph', value: 'x' }] });
  collaborationId = created.json().id;
});
afterAll(() => app.close());

describe('ids in an address', () => {
  it('reads an id written in capitals as the id it is', async () => {
    const response = await call('GET', `/api/posts/${postId.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(postId);
  });

  it('answers a malformed id as the thing it names not found, the answer of an unknown id', async () => {
    const cases = [
      ['POST', '/api/notifications/not-an-id/read', 'notification', 'notification'],
      ['DELETE', '/api/admin/contact-messages/not-an-id', 'message', 'message'],
      ['POST', '/api/admin/collaborations/not-an-id/restore', 'collaboration', 'collaboration'],
      ['POST', '/api/review/collaboration-changes/not-an-id/approve', 'change', 'change waiting for review'],
    ] as const;
    for (const [method, url, what, words] of cases) {
      const response = await call(method, url, 'admin', url.includes('/review/') ? { version: 1 } : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFoundBody(what, words));
    }
  });

  it('names the first malformed id of an address, the one its handler loads first', async () => {
    const both = await call('GET', '/api/collaborations/nonsense/items/nonsense', 'author');
    expect(both.json()).toEqual(notFoundBody('collaboration'));
    const item = await call('GET', `/api/collaborations/${collaborationId}/items/nonsense`, 'author');
    expect(item.statusCode).toBe(404);
    expect(item.json()).toEqual(notFoundBody('item'));
  });

  it('answers a malformed id with a 404 even when the body is refused too: the format is never told', async () => {
    const response = await call('PUT', '/api/posts/123', 'author', { title: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('post'));
  });

  it('refuses a member on an admin route before their id is looked at', async () => {
    expect((await call('POST', '/api/admin/posts/not-an-id/unpublish', 'member')).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/contact-messages/not-an-id', 'member')).statusCode).toBe(403);
  });
});
