import { useTranslation } from 'react-i18next';
import type { AuthorCard as Author } from '../../../../shared/schemas/posts.js';
import type { MemberCard } from '../../../../shared/schemas/profiles.js';
import { ContactLinks } from '../../../entities/member-card/ContactLinks';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import { formerAuthorKey } from '../../../entities/member-card/former-author';
import { ReportButton } from '../../../entities/reports/ReportButton';

const PHOTO_SIZE = 96;

type AuthorCardProps = {
  author: Author;
  /** The author's contact details, for signed-in members only; null for visitors. */
  contact?: Pick<MemberCard, 'email' | 'telephone' | 'facebook' | 'instagram'> | null;
  /** Whether the reader may report the author's profile (a member, not the author: decision 0050). */
  canReport?: boolean;
};

/**
 * Who wrote a post, under it: photo or the default avatar, name and description, and for
 * signed-in members the contact links the author has set and a way to report the profile.
 */
export function AuthorCard({ author, contact = null, canReport = false }: AuthorCardProps) {
  const { t } = useTranslation();
  const former = formerAuthorKey(author);
  const name = former ? t(former) : t('blog.authorName', { name: author.name, surname: author.surname });
  return (
    <aside
      aria-label={t('blog.aboutAuthor')}
      className="mt-14 flex flex-col items-center gap-5 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:text-left"
    >
      <MemberPhoto
        image={author.image}
        size={PHOTO_SIZE}
        // The name beside it says whose photo it is.
        loading="lazy"
        decoding="async"
        className="size-24 shrink-0 rounded-full bg-brand-100 object-cover"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{t('blog.aboutAuthor')}</p>
        <h2 className="mt-1 text-xl font-bold text-brand-900">{name}</h2>
        {author.description && (
          <p className="mt-2 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{author.description}</p>
        )}
        {contact && <ContactLinks contact={contact} className="mt-3 items-center sm:items-start" />}
        {canReport && author.id && (
          <div className="mt-3">
            <ReportButton
              subject={{ type: 'profile', id: author.id }}
              label={t('report.report')}
              describedAs={t('report.theProfile', { name: author.name, surname: author.surname })}
              className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            />
          </div>
        )}
      </div>
    </aside>
  );
}
