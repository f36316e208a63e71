import { INVITATION_ACCEPT_PATH, type InvitationRole } from '../../../shared/constants.js';
import { INTL_LOCALES, type Language } from '../../../shared/languages.js';
import { fill, serverTexts } from '../../core/i18n/texts.js';
import type { Mail } from '../../core/mail/mailer.js';

/** The address that accepts an invitation, its token in the query string (request logs leave it out). */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${INVITATION_ACCEPT_PATH}?token=${encodeURIComponent(token)}`;
}

/** The mail that carries an invitation to one address, in the language its maker chose. */
export function invitationMail(
  invitation: {
    email: string;
    name?: string | null;
    role: InvitationRole;
    inviter: string;
    collaborationTitle: string | null;
    /** A guardian's: the pupil's name and surname, whose guardian the invitee becomes. */
    guardianOf?: string | null;
    expiresAt: Date;
    link: string;
  },
  language: Language,
): Mail {
  const texts = serverTexts(language).mail.invitation;
  const date = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long' }).format(invitation.expiresAt);
  const greeting = invitation.name ? fill(texts.greetingNamed, { name: invitation.name }) : texts.greeting;
  const lines = [greeting, '', fill(texts.invited, { inviter: invitation.inviter, role: texts.role[invitation.role] })];
  if (invitation.guardianOf) lines.push(fill(texts.guardianOf, { pupil: invitation.guardianOf }));
  if (invitation.collaborationTitle) lines.push(fill(texts.collaboration, { collaboration: invitation.collaborationTitle }));
  lines.push('', fill(texts.openLink, { date }), '', invitation.link, '', texts.notExpected, '', texts.signature);
  return { to: invitation.email, subject: texts.subject, text: lines.join('\n') };
}
