import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '../../components/contact-icons';
import { NEW_TAB, telLink, webLink } from './contact-links';

type Contact = Pick<MemberCard, 'email' | 'telephone' | 'facebook' | 'instagram'>;

const LINK =
  'inline-flex max-w-full items-center gap-2 rounded-md py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/** Whether any contact detail is set (and so whether ContactLinks shows anything). */
export function hasContact(contact: Contact): boolean {
  return Boolean(contact.email || contact.telephone || webLink(contact.facebook) || webLink(contact.instagram));
}

/**
 * A member's contact details that are set, as links: email (mailto:), telephone (tel:), and
 * Facebook and Instagram in a new tab. Shown to signed-in members only; renders nothing when
 * none is set.
 */
export function ContactLinks({ contact, className = '' }: { contact: Contact; className?: string }) {
  const { t } = useTranslation();
  const facebook = webLink(contact.facebook);
  const instagram = webLink(contact.instagram);
  if (!hasContact(contact)) return null;
  return (
    <ul aria-label={t('memberCard.contact')} className={`flex flex-col gap-0.5 ${className}`}>
      {contact.email && (
        <li className="min-w-0">
          <a href={`mailto:${contact.email}`} className={LINK}>
            <MailIcon className="size-4 shrink-0" />
            <span className="truncate">{contact.email}</span>
          </a>
        </li>
      )}
      {contact.telephone && (
        <li>
          <a href={telLink(contact.telephone)} className={LINK}>
            <PhoneIcon className="size-4 shrink-0" />
            <span>{contact.telephone}</span>
          </a>
        </li>
      )}
      {facebook && (
        <li>
          <a href={facebook} {...NEW_TAB} className={LINK}>
            <FacebookIcon className="size-4 shrink-0" />
            <span>{t('memberCard.facebook')}</span>
          </a>
        </li>
      )}
      {instagram && (
        <li>
          <a href={instagram} {...NEW_TAB} className={LINK}>
            <InstagramIcon className="size-4 shrink-0" />
            <span>{t('memberCard.instagram')}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
