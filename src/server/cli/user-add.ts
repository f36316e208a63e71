/**
 * `npm run user:add -- --email E --password P --name N --surname S [--admin]`
 * Creates an account and its profile in the database DATA_DIR / DATABASE_URL point at,
 * migrating a brand-new one first, and prints the new id. It refuses, without touching
 * anything, while a server holds the embedded database.
 */
import { parseArgs } from 'node:util';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import { createAuth } from '../auth/create-auth.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { AppError } from '../errors.js';
import { createAccount, parseNewAccount } from '../features/accounts/create-account.js';

const USAGE = 'Usage: npm run user:add -- --email E --password P --name N --surname S [--admin]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
        admin: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const missing = (['email', 'password', 'name', 'surname'] as const).filter((key) => !values[key]);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${USAGE}`);
    return 1;
  }

  // Check the input before opening anything, so a typo leaves no trace.
  const input = parseNewAccount({
    email: values.email ?? '',
    password: values.password ?? '',
    name: values.name ?? '',
    surname: values.surname ?? '',
    role: values.admin ? 'admin' : 'member',
  });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'user:add' });
  try {
    await database.migrate();
    const auth = createAuth({ db: database.db, secret: resolveAuthSecret(config.authSecret, config.dataDir), publicUrl: config.publicUrl });
    const { id } = await createAccount({ db: database.db, auth }, input);
    console.log(id);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AppError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('Could not create the account:', error);
    }
    process.exit(1);
  },
);
