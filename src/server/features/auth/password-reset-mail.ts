import type { Language } from '../../../shared/languages.js';
import type { Mail } from '../../core/mail/mailer.js';
import { fill, serverTexts } from '../../core/i18n/texts.js';

/** The mail that carries a password reset link, valid for one hour, in the reader's language. */
export function passwordResetMail(request: { email: string; name: string; token: string }, publicUrl: string, language: Language): Mail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(request.token)}`;
  const texts = serverTexts(language).mail.passwordReset;
  return {
    to: request.email,
    subject: texts.subject,
    text: [fill(texts.greeting, { name: request.name }), '', texts.asked, texts.openLink, '', link, '', texts.notYou, '', texts.signature].join('\n'),
  };
}
