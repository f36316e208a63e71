import { z } from 'zod';
import { BackupError } from './errors.js';

/** The first entry of every archive, so a restore can refuse early without unpacking the rest. */
export const MANIFEST_NAME = 'manifest.json';

/** Raised when the layout of the archive changes; a restore refuses formats it does not know. */
const MANIFEST_FORMAT = 1;

/** Which database a site is configured with: the embedded one in DATA_DIR, or a PostgreSQL server. */
export type DatabaseKind = 'embedded' | 'postgres';

/**
 * Which database an archive holds: the embedded database's folder, as PostgreSQL (`pg/`,
 * decision 0019) or as earlier versions' PGlite (`db/`, converted at the next start), or a
 * pg_dump of a PostgreSQL server.
 */
export type ArchiveKind = 'embedded-postgres' | 'pglite' | 'postgres';

const KIND_OF_ARCHIVE: Record<ArchiveKind, DatabaseKind> = { 'embedded-postgres': 'embedded', pglite: 'embedded', postgres: 'postgres' };

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  kind: z.enum(['embedded-postgres', 'pglite', 'postgres']),
  createdAt: z.string(),
  /** Tags of the migrations applied to the database backed up, oldest first. */
  migrations: z.array(z.string()),
  /** How many media files the backup listed. */
  media: z.number().int().min(0),
  /** Whether DATA_DIR/auth-secret, the secret that signs session cookies, is in the archive. */
  authSecret: z.enum(['included', 'not-included']),
  /** For a person opening the archive: what it holds and what it does not. */
  note: z.string(),
});

/** What `manifest.json` says about the archive it opens. */
export type Manifest = z.infer<typeof manifestSchema>;

/**
 * The manifest's sentence about the auth secret, which signs session cookies and encrypts
 * members' two-factor secrets and backup codes: a restore without it ends every session and
 * locks out whoever uses two-factor sign-in.
 */
export function authSecretNote(included: boolean): string {
  return included
    ? 'The auth secret (DATA_DIR/auth-secret), which signs sessions and encrypts two-factor secrets, is in this archive, so both keep working after a restore: keep the archive as safe as the secret.'
    : 'The auth secret, which signs sessions and encrypts two-factor secrets, is not in this archive: it is AUTH_SECRET, part of the configuration. Keep it, and run the restored site with the same AUTH_SECRET: without it every session ends and two-factor sign-in fails.';
}

/** The manifest of a backup made now. */
export function newManifest(kind: ArchiveKind, migrations: string[], mediaCount: number, withSecret: boolean): Manifest {
  return {
    format: MANIFEST_FORMAT,
    kind,
    createdAt: new Date().toISOString(),
    migrations,
    media: mediaCount,
    authSecret: withSecret ? 'included' : 'not-included',
    note: authSecretNote(withSecret),
  };
}

/** Reads manifest.json, refusing anything that is not an Agora backup of a format this version knows. */
export function parseManifest(text: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BackupError('This is not an Agora backup: its manifest.json is not JSON.');
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > MANIFEST_FORMAT) {
    throw new BackupError(`This backup has format ${format}, made by a newer version of Agora; this one reads format ${MANIFEST_FORMAT}. Update Agora first.`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) throw new BackupError('This is not an Agora backup: its manifest.json does not describe one.');
  return parsed.data;
}

const KIND_NAMES: Record<DatabaseKind, string> = { embedded: 'an embedded database', postgres: 'a PostgreSQL database' };

/**
 * Throws BackupError unless the archive can be restored here: the same kind of database as
 * configured (an embedded folder cannot go into PostgreSQL, nor a dump into PGlite), and no
 * migration this version of Agora does not know (the server could not run on it).
 */
export function checkManifestFits(manifest: Manifest, target: { kind: DatabaseKind; knownMigrations: readonly string[] }): void {
  const holds = KIND_OF_ARCHIVE[manifest.kind];
  if (holds !== target.kind) {
    const how =
      target.kind === 'postgres'
        ? 'DATABASE_URL points at PostgreSQL: unset it to restore into the embedded database in DATA_DIR.'
        : 'DATABASE_URL is not set: set it to the empty PostgreSQL database to restore into.';
    throw new BackupError(`This backup holds ${KIND_NAMES[holds]}, but ${how}`);
  }
  const known = new Set(target.knownMigrations);
  const unknown = manifest.migrations.filter((tag) => !known.has(tag));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of Agora (its database has migration ${unknown.join(', ')}, unknown here). Update Agora first, then restore.`,
    );
  }
}
