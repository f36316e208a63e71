import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';
import { createAccount } from '../features/accounts/create-account.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  surname: string;
}

/** Creates a member (or an admin) with a unique email and a known password. */
export async function createUser(app: App, overrides: Partial<Omit<TestUser, 'id'>> & { admin?: boolean } = {}): Promise<TestUser> {
  const unique = randomBytes(4).toString('hex');
  const input = {
    email: overrides.email ?? `member-${unique}@school.test`,
    password: overrides.password ?? 'a-long-test-password-1',
    name: overrides.name ?? 'Test',
    surname: overrides.surname ?? `Member ${unique}`,
  };
  const { id } = await createAccount({ db: app.db, auth: app.auth }, { ...input, role: overrides.admin ? 'admin' : 'member' });
  return { id, ...input, email: input.email.toLowerCase() };
}
