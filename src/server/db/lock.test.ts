import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'agora-lock-'));

describe('acquireDataDirLock', () => {
  it('writes a lock with this process id and removes it on release', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir, 'server');
    const lock = JSON.parse(readFileSync(join(dir, 'agora.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, purpose: 'server' });
    release();
    expect(existsSync(join(dir, 'agora.lock'))).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'agora.lock'), JSON.stringify({ pid: other.pid, purpose: 'server', since: '' }));
      expect(() => acquireDataDirLock(dir, 'user:add')).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(dir, 'user:add')).toThrowError(
        `The embedded database in ${dir} is in use by a running Agora server (process ${other.pid}). Stop it first, then try again.`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that has gone', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'agora.lock'), JSON.stringify({ pid: gone.pid, purpose: 'server', since: '' }));
    const release = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, 'agora.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock (a crash while writing it)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'agora.lock'), '{"pid":');
    const release = acquireDataDirLock(dir, 'server');
    release();
  });
});
