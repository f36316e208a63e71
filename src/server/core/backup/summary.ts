import type { DatabaseKind } from './manifest.js';

/** What a backup wrote, for the command to report. */
export interface BackupSummary {
  kind: DatabaseKind;
  file: string;
  bytes: number;
  migrations: number;
  media: number;
  /** Media files deleted between listing and reading (an upload that failed), left out. */
  vanished: string[];
  authSecret: boolean;
}

/** What a restore put in place, for the command to report. */
export interface RestoreSummary {
  kind: DatabaseKind;
  /** DATA_DIR, or the PostgreSQL URL without its password. */
  target: string;
  migrations: number;
  media: { written: number; skipped: number };
  authSecret: boolean;
  /** Where what the restore replaced was moved (embedded database only), or null. */
  movedAside: string | null;
}

const DATABASE: Record<DatabaseKind, string> = { embedded: 'the embedded database', postgres: 'the PostgreSQL database' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The lines a finished backup prints. */
export function describeBackup(s: BackupSummary): string {
  const parts = [`${DATABASE[s.kind]} (${plural(s.migrations, 'migration')})`, ...(s.authSecret ? ['the auth secret'] : []), plural(s.media, 'media file')];
  const lines = [`Backed up ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} to ${s.file} (${size(s.bytes)}).`];
  if (!s.authSecret) lines.push('The auth secret is not in the archive: it is AUTH_SECRET, so keep it with your other secrets (without it, sessions end and two-factor sign-in fails).');
  if (s.vanished.length > 0) {
    lines.push(`Left out ${plural(s.vanished.length, 'media file')} deleted while the backup ran (an upload that failed): ${s.vanished.join(', ')}.`);
  }
  return lines.join('\n');
}

/** The lines a finished restore prints. */
export function describeRestore(s: RestoreSummary): string {
  const media = `${plural(s.media.written + s.media.skipped, 'media file')} (${s.media.written} written, ${s.media.skipped} already there)`;
  const parts = [`${DATABASE[s.kind]} (${plural(s.migrations, 'migration')})`, ...(s.authSecret ? ['the auth secret'] : []), media];
  const lines = [`Restored ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} into ${s.target}.`];
  if (s.movedAside) lines.push(`What was there before is in ${s.movedAside}.`);
  if (!s.authSecret) lines.push('The backup holds no auth secret: run the site with the AUTH_SECRET it had, or every session ends and two-factor sign-in fails.');
  lines.push('Start the server to use it.');
  return lines.join('\n');
}
