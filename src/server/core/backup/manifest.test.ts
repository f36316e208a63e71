import { describe, expect, it } from 'vitest';
import { BackupError } from './errors.js';
import { authSecretNote, checkManifestFits, parseManifest, type Manifest } from './manifest.js';

const manifest: Manifest = {
  format: 1,
  kind: 'pglite',
  createdAt: '2025-03-01T10:00:00.000Z',
  migrations: ['0000_initial', '0001_post_excerpt'],
  media: 3,
  authSecret: 'included',
  note: authSecretNote(true),
};

describe('parseManifest', () => {
  it('reads a manifest of format 1', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('refuses a newer format, saying to update Agora', () => {
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 2 }))).toThrowError(
      'This backup has format 2, made by a newer version of Agora; this one reads format 1. Update Agora first.',
    );
  });

  it.each([['not json', '{'], ['another shape', '{"format":1,"kind":"mysql"}'], ['no object', 'null']])('refuses %s as not an Agora backup', (_, text) => {
    expect(() => parseManifest(text)).toThrowError(BackupError);
    expect(() => parseManifest(text)).toThrowError(/^This is not an Agora backup/);
  });
});

describe('checkManifestFits', () => {
  const known = ['0000_initial', '0001_post_excerpt', '0002_site_images'];

  it('accepts the same kind with migrations this version knows', () => {
    expect(() => checkManifestFits(manifest, { kind: 'embedded', knownMigrations: known })).not.toThrow();
    expect(() => checkManifestFits({ ...manifest, kind: 'embedded-postgres' }, { kind: 'embedded', knownMigrations: known })).not.toThrow();
  });

  it.each(['pglite', 'embedded-postgres'] as const)('refuses an embedded backup (%s) while DATABASE_URL points at PostgreSQL', (kind) => {
    expect(() => checkManifestFits({ ...manifest, kind }, { kind: 'postgres', knownMigrations: known })).toThrowError(
      'This backup holds an embedded database, but DATABASE_URL points at PostgreSQL: unset it to restore into the embedded database in DATA_DIR.',
    );
  });

  it('refuses a PostgreSQL backup when DATABASE_URL is not set', () => {
    expect(() => checkManifestFits({ ...manifest, kind: 'postgres' }, { kind: 'embedded', knownMigrations: known })).toThrowError(
      'This backup holds a PostgreSQL database, but DATABASE_URL is not set: set it to the empty PostgreSQL database to restore into.',
    );
  });

  it('refuses a backup with a migration this version does not know', () => {
    const newer = { ...manifest, migrations: [...manifest.migrations, '0099_future'] };
    expect(() => checkManifestFits(newer, { kind: 'embedded', knownMigrations: known })).toThrowError(
      'This backup was made by a newer version of Agora (its database has migration 0099_future, unknown here). Update Agora first, then restore.',
    );
  });
});
