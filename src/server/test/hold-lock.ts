import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '../core/paths.js';

/**
 * Another process that takes the embedded database's lock of `dataDir` as `purpose` and
 * holds it until killed; resolves once it holds it. Stands for a running server in tests
 * of everything that must refuse meanwhile.
 */
export function holdLockInAnotherProcess(dataDir: string, purpose: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/server/core/db/lock.ts').then(async (m) => { await m.acquireDataDirLock(${JSON.stringify(dataDir)}, ${JSON.stringify(purpose)}); console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}
