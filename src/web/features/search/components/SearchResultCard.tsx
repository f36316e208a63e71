import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResult } from '../../../../shared/schemas/search.js';
import { MediaImage } from '../../../components/MediaImage';
import { ContactLinks, hasContact } from '../../../entities/member-card/ContactLinks';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { MarkedText } from './MarkedText';
import { formerAuthorKey } from '../../../entities/member-card/former-author';

const THUMBNAIL = 'size-20 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-24';

/** Where a result leads. A member has no page of their own: their card is the result. */
function hrefOf(result: Exclude<SearchResult, { kind: 'member' }>): string {
  switch (result.kind) {
    case 'post':
      return paths.blogPost(result.id);
    case 'collaboration':
      return paths.collaborationPage(result.collaboration.status, result.id);
    case 'help':
      return paths.helpPage(result.collaboration.id, result.id);
    case 'update':
      return paths.updatePage(result.collaboration.id, result.id);
  }
}

/** One result: what it is, its title and the words around the match, marked; the whole card is its link. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  if (result.kind === 'member') return <MemberResult result={result} />;
  const picture = result.thumbnail;
  return (
    <li className="group relative flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500 has-[a:focus-visible]:outline-solid">
      {picture ? (
        <MediaImage image={picture} sizes="96px" alt="" loading="lazy" decoding="async" className={THUMBNAIL} />
      ) : (
        <div aria-hidden="true" className={`${THUMBNAIL} bg-gradient-to-br from-brand-100 to-accent-100`} />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{t(`search.kind.${result.kind}`)}</p>
        <h2 className="mt-0.5 text-lg leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
          <Link to={hrefOf(result)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline">
            <MarkedText parts={result.title} />
          </Link>
        </h2>
        {result.snippet.length > 0 && (
          <p className="mt-1 line-clamp-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
            <MarkedText parts={result.snippet} />
          </p>
        )}
        <p className="mt-2 text-xs text-slate-600">
          {result.kind === 'post'
            ? result.author && !result.author.formerPupil
              ? t('search.byAuthor', { name: result.author.name, surname: result.author.surname })
              : t(formerAuthorKey(result.author)!)
            : result.kind !== 'collaboration'
              ? t('search.inCollaboration', { title: result.collaboration.title })
              : null}
          {result.kind !== 'collaboration' && ' · '}
          <time dateTime={result.createdAt}>{formatDate(result.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

/** A member found by name or description: photo, name, the words around the match, and how to reach them. */
function MemberResult({ result }: { result: Extract<SearchResult, { kind: 'member' }> }) {
  const { t } = useTranslation();
  const { member } = result;
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <MemberPhoto
        image={member.image}
        size={96}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-full bg-brand-100 object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{t('search.kind.member')}</p>
        <h2 className="mt-0.5 text-lg leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
          <MarkedText parts={result.title} />
        </h2>
        {result.snippet.length > 0 && (
          <p className="mt-1 line-clamp-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
            <MarkedText parts={result.snippet} />
          </p>
        )}
        {hasContact(member) && <ContactLinks contact={member} className="mt-2" />}
      </div>
    </li>
  );
}
