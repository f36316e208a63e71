import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../core/paths.js';

/** A running S3-API server (s3rver, in a process of its own) with the bucket `agora`. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: 'S3RVER';
  secretAccessKey: 'S3RVER';
  /** The S3_* variables that point an Agora process (or loadConfig) at this bucket. */
  env: Record<string, string>;
  /** Stops the server and removes its objects. */
  stop(): Promise<void>;
}

/** How long the server may take to say it is ready; a slow machine still starts it in a second or two. */
const READY_TIMEOUT_MS = 15_000;

/** How long to wait for the server to exit on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * Starts scripts/s3-test-server.mjs and waits for its ready line. It rejects, with the
 * script's stderr, when the server does not come up: a test that needs S3 must fail then,
 * never pass by skipping what it was meant to check.
 */
export function startS3Server(): Promise<S3TestServer> {
  // s3rver signs its listings' continuation tokens with DES, which OpenSSL 3 refuses unless
  // its legacy provider is on: without it, no listing goes past its first 1,000 objects.
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(PROJECT_ROOT, 'scripts/s3-test-server.mjs')], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<S3TestServer>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`The S3 test server (scripts/s3-test-server.mjs) ${why}.${stderr ? `\nIts stderr:\n${stderr}` : ''}`));
    };
    const timer = setTimeout(() => fail(`did not say it was ready within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    child.once('error', (error) => fail(`could not be started: ${error.message}`));
    const exitedEarly = (code: number | null, signal: string | null) => fail(`exited before it was ready (code ${code}, signal ${signal})`);
    // 'close' rather than 'exit': it comes after the last of stderr, which the message quotes.
    child.once('close', exitedEarly);

    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      child.off('close', exitedEarly);
      let ready: { endpoint: string; bucket: string };
      try {
        ready = JSON.parse(line) as { endpoint: string; bucket: string };
      } catch {
        fail(`printed ${JSON.stringify(line)} instead of its ready line`);
        return;
      }
      resolve({
        endpoint: ready.endpoint,
        bucket: ready.bucket,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        env: {
          S3_BUCKET: ready.bucket,
          S3_ENDPOINT: ready.endpoint,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          // s3rver answers at one address for every bucket, as MinIO does.
          S3_FORCE_PATH_STYLE: '1',
        },
        stop,
      });
    });
  });
}
