import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// Admins list deleted collaborations and restore them (who may is proven with the rest of
// the admin area in features/admin/admin.test.ts).

let app: App;
let member: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createUser(app, { admin: true, name: 'Head', surname: 'Teacher' });
  member = await createUser(app, { name: 'Mia', surname: 'Member' });
  adminCookie = await signIn(app, admin.email, admin.password);
  memberCookie = await signIn(app, member.email, member.password);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('deleted collaborations', () => {
  it('lists a deleted collaboration with who deleted it, and restores it to the board with its status', async () => {
    const { id } = (await call('POST', '/api/collaborations', memberCookie, { title: 'Oops', thumbnailId: null, content: [{ type: 'paragraph', value: 'x' }] })).json();
    await call('PUT', `/api/collaborations/${id}/status`, memberCookie, { status: 'active' });
    await call('DELETE', `/api/collaborations/${id}`, memberCookie);
    const deleted = (await call('GET', '/api/admin/collaborations/deleted', adminCookie)).json().collaborations;
    expect(deleted.find((c: { id: string }) => c.id === id)).toMatchObject({ title: 'Oops', deletedBy: { id: member.id, name: 'Mia', surname: 'Member' }, deletedAt: expect.any(String) });

    expect((await call('POST', `/api/admin/collaborations/${id}/restore`, adminCookie)).statusCode).toBe(200);
    const board = (await call('GET', '/api/collaborations/board', memberCookie)).json();
    expect(board.active.map((c: { id: string }) => c.id)).toContain(id);
    expect((await call('POST', `/api/admin/collaborations/${id}/restore`, adminCookie)).statusCode).toBe(404);
    // The refused second restore left no entry behind.
    const restores = (await call('GET', '/api/admin/audit?action=collaboration.restored', adminCookie)).json().entries;
    expect(restores.filter((entry: { targetId: string }) => entry.targetId === id)).toHaveLength(1);
  });
});
