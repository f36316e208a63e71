// Tests only: a real SMTP server (smtp-server) in a process of its own, so mail is sent over
// SMTP by nodemailer exactly as in production, never to a mock.
//
//   node scripts/smtp-test-server.mjs [--out DIR]
//
// Listens on 127.0.0.1 on a free port, accepts every message (no TLS, no authentication),
// and prints JSON lines on stdout: first {"port":PORT}, then one line per message received,
// parsed by mailparser: {"from","to":[…],"subject","text","html"}. With --out DIR it also
// writes each message to DIR/<n>.json, for tests in other processes (the browser tests).
// It stops on SIGTERM.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
let received = 0;
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const line = {
          from: mail.from?.text ?? '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        };
        process.stdout.write(`${JSON.stringify(line)}\n`);
        if (values.out) writeFileSync(join(values.out, `${++received}.json`), JSON.stringify(line));
        callback();
      },
      (error) => callback(error),
    );
  },
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.server.address().port })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
