import type { Mail } from '../../mail/mailer.js';

/** The mail that carries a password reset link, valid for one hour. */
export function passwordResetMail(request: { email: string; name: string; token: string }, publicUrl: string): Mail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(request.token)}`;
  return {
    to: request.email,
    subject: 'Choose a new password for Agora',
    text: [
      `Hello ${request.name},`,
      '',
      'Someone, we hope you, asked to choose a new password for your Agora account.',
      'Open this link within one hour to choose it:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      'Agora',
    ].join('\n'),
  };
}
