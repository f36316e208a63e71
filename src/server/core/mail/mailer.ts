import type { Transporter } from 'nodemailer';

/** One plain-text email. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through the SMTP server of SMTP_URL. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A mailer on nodemailer for `smtpUrl` (smtp://… or smtps://user:password@host:port), sending
 * as `from`. Bounded like the database: a mail server that does not answer fails the send
 * in seconds instead of holding it.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  // The timeouts ride on the URL's query, where nodemailer reads its SMTP options.
  for (const [name, ms] of Object.entries({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  // nodemailer is loaded with the first mail: evaluating it took ~10 ms of every start of a site
  // with mail, and most starts send none soon (decision 0067).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url.toString()));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}
