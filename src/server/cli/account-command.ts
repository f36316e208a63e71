/**
 * What every account command shares: open the database DATA_DIR / DATABASE_URL point at
 * (refusing while a server holds the embedded one), migrate it, run the action with
 * better-auth at hand, close it, and turn known errors into one clear line and exit 1.
 */
import { resolveAuthSecret } from '../core/auth/auth-secret.js';
import { createAuth, type Auth } from '../core/auth/create-auth.js';
import { loadConfig } from '../core/config.js';
import { openDatabase, type Db } from '../core/db/client.js';
import { exitWith } from './exit-with.js';

/** Runs `action` against the configured database and exits with its code (1 with a message on a known error). */
export function runAccountCommand(purpose: string, action: (deps: { db: Db; auth: Auth; publicUrl: string }) => Promise<number>): void {
  const run = async () => {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded: config.embeddedDatabase, purpose });
    try {
      await database.migrate();
      const auth = createAuth({ db: database.db, secret: resolveAuthSecret(config.authSecret, config.dataDir), publicUrl: config.publicUrl });
      return await action({ db: database.db, auth, publicUrl: config.publicUrl });
    } finally {
      await database.close();
    }
  };
  exitWith(run);
}
