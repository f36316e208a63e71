import { useTranslation } from 'react-i18next';
import { NEW_TAB } from '../../../entities/member-card/contact-links';

type ProfileDetailProps = {
  label: string;
  value: string | null;
  /** Keeps the line breaks the member typed (the description). */
  multiline?: boolean;
  /** Opens the value in a new tab: a social link that may be opened (webLink). */
  href?: string | null;
  /** The value differs from the profile shown now: said in words beside the label, not by colour alone. */
  changed?: boolean;
};

/** One detail of a profile as a term and its value, 'Empty...' when blank. */
export function ProfileDetail({ label, value, multiline = false, href = null, changed = false }: ProfileDetailProps) {
  const { t } = useTranslation();
  const blank = !value || value.trim() === '';
  return (
    <div>
      <dt className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-accent-700">
        {label}
        {changed && (
          // The space keeps the words apart when read out ("Description Changed").
          <>
            {' '}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('profile.changed')}</span>
          </>
        )}
      </dt>
      <dd
        className={
          'mt-1 [overflow-wrap:anywhere] ' +
          (blank ? 'text-slate-500 italic' : 'text-slate-800') +
          (multiline && !blank ? ' whitespace-pre-line' : '')
        }
      >
        {blank ? (
          t('profile.empty')
        ) : href ? (
          <a href={href} {...NEW_TAB} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
