import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../../shared/schemas/profiles.js';
import { webLink } from '../../../entities/member-card/contact-links';
import type { ProfileDetailName } from './changed-details';
import { ProfileDetail } from './ProfileDetail';
import { ProfilePhoto } from './ProfilePhoto';

const PHOTO_SIZE = 96;
const NOTHING_CHANGED: ReadonlySet<ProfileDetailName> = new Set();

type ProfileCardProps = {
  member: MemberCard;
  /** The details that differ from the profile shown now, each marked in words. */
  changed?: ReadonlySet<ProfileDetailName>;
};

/**
 * A member's profile with every detail a change may touch: the photo, the name, the description
 * and the contact details, links written out so a reviewer reads where they lead.
 */
export function ProfileCard({ member, changed = NOTHING_CHANGED }: ProfileCardProps) {
  const { t } = useTranslation();
  const names = { name: member.name, surname: member.surname };
  const photoChanged = changed.has('image');
  return (
    <div>
      <div className="flex items-center gap-4">
        <ProfilePhoto image={member.image} size={PHOTO_SIZE} alt={t('profileChange.photoAlt', names)} />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-brand-900">{t('memberCard.name', names)}</p>
          {photoChanged && (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('profile.photoChanged')}</p>
          )}
        </div>
      </div>
      <dl className="mt-6 space-y-5">
        <ProfileDetail label={t('profile.description')} value={member.description} multiline changed={changed.has('description')} />
        <ProfileDetail label={t('profile.email')} value={member.email} changed={changed.has('email')} />
        <ProfileDetail label={t('profile.tel')} value={member.telephone} changed={changed.has('telephone')} />
        <ProfileDetail label={t('profile.facebook')} value={member.facebook} href={webLink(member.facebook)} changed={changed.has('facebook')} />
        <ProfileDetail label={t('profile.instagram')} value={member.instagram} href={webLink(member.instagram)} changed={changed.has('instagram')} />
      </dl>
    </div>
  );
}
