import { describe, expect, it } from 'vitest';
import { checkPgDumpVersion, libpqTarget, parseToolVersion, redactUrl, runTool } from './postgres-tools.js';

describe('PostgreSQL client tools', () => {
  it('reads the major version of pg_dump and pg_restore, as packagers print it', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.2\n')).toBe(17);
    expect(parseToolVersion('pg_dump (PostgreSQL) 9.6.24\n')).toBe(9);
    expect(parseToolVersion('something else')).toBeNull();
  });

  it('refuses a pg_dump older than the server, naming both versions', () => {
    expect(() => checkPgDumpVersion(15, 15)).not.toThrow();
    expect(() => checkPgDumpVersion(16, 15)).not.toThrow();
    expect(() => checkPgDumpVersion(14, 16)).toThrowError(
      'pg_dump is version 14, older than the PostgreSQL 16 server it would back up: install the PostgreSQL 16 client tools (or newer) and try again.',
    );
  });

  it('keeps the password off the command line, in PGPASSWORD', () => {
    const target = libpqTarget('postgres://agora:s%40cret@db.example.org:5432/agora?sslmode=require');
    expect(target.dbname).toBe('postgres://agora@db.example.org:5432/agora?sslmode=require');
    expect(target.env.PGPASSWORD).toBe('s@cret');
    expect(libpqTarget('postgres://postgres@127.0.0.1/x').dbname).toBe('postgres://postgres@127.0.0.1/x');
  });

  it('never shows a password in a message', () => {
    expect(redactUrl('postgres://agora:secret@db.example.org/agora')).toBe('postgres://agora:***@db.example.org/agora');
    expect(redactUrl('postgres://agora@db.example.org/agora')).toBe('postgres://agora@db.example.org/agora');
  });

  it('says how to install a tool that is missing', async () => {
    await expect(runTool('agora-no-such-tool', ['--version'])).rejects.toThrowError(
      'agora-no-such-tool was not found: install the PostgreSQL client tools (on Debian or Ubuntu: apt install postgresql-client) so that agora-no-such-tool is on the PATH.',
    );
  });

  it("reports a tool's failure in its own words, on one line", async () => {
    const tool = process.execPath;
    await expect(runTool(tool, ['-e', 'console.error("it broke\\nbadly"); process.exit(3)'])).rejects.toThrowError(
      `${tool} failed (exit 3): it broke badly`,
    );
  });
});
