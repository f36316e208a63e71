import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../core/paths.js';

/** One message as the test SMTP server received and parsed it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A running SMTP server (smtp-server, in a process of its own) and the mail it received. */
export interface SmtpTestServer {
  /** SMTP_URL for Agora: smtp://127.0.0.1:PORT. */
  url: string;
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** Resolves with the first message to `address` received after `since` messages, waiting up to `ms`. */
  mailTo(address: string, options?: { since?: number; ms?: number }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * Starts scripts/smtp-test-server.mjs and waits for its port. A test that needs mail must
 * fail, with the server's stderr, when it does not start: never pass without sending.
 */
export function startSmtpServer(): Promise<SmtpTestServer> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/smtp-test-server.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const received: ReceivedMail[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The SMTP test server did not start within 15 s:\n${stderr}`));
    }, 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The SMTP test server exited (${code}) before it was ready:\n${stderr}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as { port?: number } & ReceivedMail;
      if (message.port === undefined) {
        received.push(message);
        return;
      }
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: `smtp://127.0.0.1:${message.port}`,
        received,
        async mailTo(address, { since = 0, ms = 10_000 } = {}) {
          const deadline = Date.now() + ms;
          for (;;) {
            const found = received.slice(since).find((mail) => mail.to.includes(address));
            if (found) return found;
            if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${ms} ms (received: ${received.length})`);
            await new Promise((done) => setTimeout(done, 50));
          }
        },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
