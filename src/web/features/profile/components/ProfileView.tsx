import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '../../../../shared/schemas/profiles.js';
import { FacebookIcon, InstagramIcon } from '../../../components/contact-icons';
import { NEW_TAB, webLink } from '../../../components/member-card/contact-links';
import { ProfilePhoto } from './ProfilePhoto';

const PHOTO_SIZE = 160;

type ProfileViewProps = {
  profile: OwnProfile;
  onEdit: () => void;
  /** The page heading, which takes focus when the page comes back from editing. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A note above the details, e.g. that the profile was saved. */
  notice?: ReactNode;
};

/**
 * /edit-profile in view mode (SPEC §2 "Edit profile"): the full name, the photo, Description,
 * Email and Tel ('Empty...' when blank), the Facebook and Instagram links that are set, and
 * 'Edit Profile'.
 */
export function ProfileView({ profile, onEdit, headingRef, notice }: ProfileViewProps) {
  const { t } = useTranslation();
  const facebook = webLink(profile.facebook);
  const instagram = webLink(profile.instagram);

  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start sm:gap-8">
        <ProfilePhoto image={profile.image} size={PHOTO_SIZE} alt={t('profile.photoAlt')} />
        <div className="w-full min-w-0 flex-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-center text-3xl font-bold tracking-tight break-words text-brand-900 focus:outline-none sm:text-left sm:text-4xl"
          >
            {profile.name} {profile.surname}
          </h1>
          {(facebook || instagram) && (
            <ul aria-label={t('profile.socialLinks')} className="mt-3 flex justify-center gap-2 sm:justify-start">
              {facebook && (
                <li>
                  <SocialLink href={facebook} label={t('profile.facebook')}>
                    <FacebookIcon className="size-5" />
                  </SocialLink>
                </li>
              )}
              {instagram && (
                <li>
                  <SocialLink href={instagram} label={t('profile.instagram')}>
                    <InstagramIcon className="size-5" />
                  </SocialLink>
                </li>
              )}
            </ul>
          )}
          {notice}
          <dl className="mt-6 space-y-5">
            <Detail label={t('profile.description')} value={profile.description} multiline />
            <Detail label={t('profile.email')} value={profile.email} />
            <Detail label={t('profile.tel')} value={profile.telephone} />
          </dl>
          <div className="mt-8 flex justify-center sm:justify-start">
            <button type="button" className="btn-primary" onClick={onEdit}>
              {t('profile.editProfile')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Detail({ label, value, multiline = false }: { label: string; value: string | null; multiline?: boolean }) {
  const { t } = useTranslation();
  const blank = !value || value.trim() === '';
  return (
    <div>
      <dt className="text-sm font-semibold text-accent-700">{label}</dt>
      <dd
        className={
          'mt-1 [overflow-wrap:anywhere] ' +
          (blank ? 'text-slate-500 italic' : 'text-slate-800') +
          (multiline && !blank ? ' whitespace-pre-line' : '')
        }
      >
        {blank ? t('profile.empty') : value}
      </dd>
    </div>
  );
}

function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      {...NEW_TAB}
      aria-label={label}
      title={label}
      className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-900 hover:text-white"
    >
      {children}
    </a>
  );
}
