import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, profiles, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { buildTestApp, signIn } from '../../test/build-app.js';
import { createAccount } from './create-account.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const deps = () => ({ db: app.db, auth: app.auth });
const valid = { email: 'Maria@School.test', password: 'a-long-password-1', name: 'Maria', surname: 'Papadopoulou' };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createAccount', () => {
  it('creates a member with a profile and a password that signs in', async () => {
    const { id } = await createAccount(deps(), valid);
    const [user] = await app.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: 'maria@school.test', role: 'member', name: 'Maria Papadopoulou' });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ name: 'Maria', surname: 'Papadopoulou', description: '' });
    await expect(signIn(app, 'maria@school.test', valid.password)).resolves.toContain('agora.session_token=');
  });

  it('creates an admin when asked', async () => {
    const { id } = await createAccount(deps(), { ...valid, email: 'head@school.test', role: 'admin' });
    const [user] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    expect(user?.role).toBe('admin');
  });

  it('records the event the caller makes for the new account, its audit entry with it', async () => {
    const { id } = await createAccount(deps(), { ...valid, email: 'audited@school.test' }, {
      recordAs: { context: { actorId: null }, event: (userId) => ({ type: 'member.created', targetType: 'user', targetId: userId, details: { email: 'audited@school.test' } }) },
    });
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toEqual([expect.objectContaining({ action: 'member.created', targetType: 'user', details: { email: 'audited@school.test' } })]);
  });

  it('refuses a duplicate email whatever its case, and stores nothing', async () => {
    const before = await app.db.select().from(users);
    const error = await refusal(createAccount(deps(), { ...valid, email: 'MARIA@school.test' }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('An account with the email maria@school.test already exists.');
    expect(await app.db.select().from(users)).toHaveLength(before.length);
  });

  it.each([
    [{ password: 'short' }, 'password', 'The password must be at least 10 characters long.'],
    [{ password: 'aaaaaaaaaaaa' }, 'password', 'The password is too easy to guess: use more different characters.'],
    [{ email: 'not-an-email' }, 'email', 'That is not a valid email address.'],
    [{ name: '  ' }, 'name', 'Please enter a name.'],
    [{ surname: '' }, 'surname', 'Please enter a surname.'],
  ])('refuses %o with a message for %s', async (change, field, message) => {
    const before = await app.db.select().from(users);
    const error = await refusal(createAccount(deps(), { ...valid, email: 'other@school.test', ...change }));
    expect(error.statusCode).toBe(400);
    expect(error.fields?.[field]).toBe(message);
    expect(await app.db.select().from(users)).toHaveLength(before.length);
  });
});
