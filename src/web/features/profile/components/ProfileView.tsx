import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnProfile } from '../../../../shared/schemas/profiles.js';
import { FacebookIcon, InstagramIcon } from '../../../components/contact-icons';
import { NEW_TAB, webLink } from '../../../entities/member-card/contact-links';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { paths } from '../../../lib/paths';
import { ProfileDetail } from './ProfileDetail';
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
 * /edit-profile in view mode: the full name, the photo, Description, Email and Tel ('Empty...'
 * when blank), the Facebook and Instagram links that are set, and 'Edit Profile'. For a pupil
 * it is the profile as others see it: their change that waits for review, or was sent back, is
 * a notice with the way to see it.
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
          {/* Hidden by members' reports or a moderator (decision 0050): they read it as before, and learn nobody else does. */}
          {profile.hidden && (
            <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">{t('profile.hiddenFromOthers')}</p>
          )}
          {profile.change && (
            <>
              <ReviewNotice
                review={profile.change.review}
                waitingText={t('profile.changeWaits')}
                action={
                  <Link to={paths.profileChange(profile.id)} className="btn-secondary">
                    {t('profile.seeYourChange')}
                  </Link>
                }
              />
              {/* The details below are not what they sent: said, lest they think their change was lost. */}
              <p className="mt-4 text-sm text-slate-600">{t('profile.shownNow')}</p>
            </>
          )}
          <dl className="mt-6 space-y-5">
            <ProfileDetail label={t('profile.description')} value={profile.description} multiline />
            <ProfileDetail label={t('profile.email')} value={profile.email} />
            <ProfileDetail label={t('profile.tel')} value={profile.telephone} />
          </dl>
          <div className="mt-8 flex flex-col items-center gap-3 sm:items-start">
            <button type="button" className="btn-primary" onClick={onEdit}>
              {t('profile.editProfile')}
            </button>
            {/* Once a change exists, its notice says it all. */}
            {profile.changesWait && !profile.change && <p className="text-center text-sm text-slate-600 sm:text-left">{t('profile.reviewAhead')}</p>}
          </div>
        </div>
      </div>
    </section>
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
