import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdLockInAnotherProcess } from '../../test/hold-lock.js';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';
import { tempFolder } from '../../test/temp-folder.js';

const freshDir = () => tempFolder('agora-lock-');

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Holds the lock in another process, killed after the test. */
async function hold(dir: string, purpose: string): Promise<ChildProcess> {
  const child = await holdLockInAnotherProcess(dir, purpose);
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve(null) : child.once('exit', resolve)));

describe('acquireDataDirLock', () => {
  it('refuses a second holder in the same process until released', async () => {
    const dir = freshDir();
    const release = await acquireDataDirLock(dir, 'server');
    await expect(acquireDataDirLock(dir, 'user:add')).rejects.toThrowError(DataDirLockedError);
    await release();
    const again = await acquireDataDirLock(dir, 'user:add');
    await again();
  });

  it('refuses while another live process holds it, naming that process and what it is', async () => {
    const dir = freshDir();
    const holder = await hold(dir, 'server');
    await expect(acquireDataDirLock(dir, 'user:add')).rejects.toThrowError(
      `The embedded database in ${dir} is in use by a running Agora server (process ${holder.pid}). Stop it first, then try again.`,
    );
  });

  it('is free the moment its holder is killed with SIGKILL, every time', async () => {
    const dir = freshDir();
    for (let round = 0; round < 3; round++) {
      const holder = await hold(dir, 'server');
      holder.kill('SIGKILL');
      await exited(holder);
      const release = await acquireDataDirLock(dir, 'server');
      await release();
    }
  });

  it('ignores a lock file of earlier versions naming a live, unrelated process', async () => {
    const dir = freshDir();
    // PID 1 always exists: the old PID-based lock refused to start because of such a file.
    writeFileSync(join(dir, 'agora.lock'), JSON.stringify({ pid: 1, purpose: 'server', since: '' }));
    const release = await acquireDataDirLock(dir, 'server');
    await release();
  });

  it('locks one folder, not its neighbours', async () => {
    const a = await acquireDataDirLock(freshDir(), 'server');
    const b = await acquireDataDirLock(freshDir(), 'server');
    await a();
    await b();
  });
});
