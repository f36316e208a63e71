import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_KINDS } from '../../../../shared/constants.js';
import type { SearchKind } from '../../../../shared/schemas/search.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { SearchForm } from '../../../components/SearchForm';
import { paths } from '../../../lib/paths';
import { useSessionUser, useVisitorUntilKnown } from '../../../lib/session';
import { useSearch } from '../api/search';
import { SearchPager } from '../components/SearchPager';
import { SearchResultCard } from '../components/SearchResultCard';
import { readSearchAddress } from '../search-address';

/**
 * /search?q=…&kind=…&page=N (decision 0023): results best first, 12 a page, the searched
 * words marked. The address holds the whole search, so a search can be shared, reloaded
 * and gone back to. Visitors search the blog; members may narrow to one kind of result.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const visitorUntilKnown = useVisitorUntilKnown();
  const [params] = useSearchParams();
  const address = readSearchAddress(params);
  const { q, page } = address;
  // Kinds are for members (a visitor finds posts only); until the session is known, as a visitor,
  // which is how the server rendered the page.
  const kind: SearchKind = (user && address.kind) || 'all';
  const results = useSearch({ q, kind, page, viewer: user?.id ?? null });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{t('search.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('search.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('search.intro')}</p>

      <SearchForm
        words={q}
        label={t('search.label')}
        kind={kind}
        // The page is for searching: opened empty (from the header's icon or a link), the box is ready.
        autoFocus={q.length === 0}
        className="mt-6 flex gap-2"
        inputClassName="field flex-1"
      >
        <button type="submit" className="btn-primary">
          {t('search.submit')}
        </button>
      </SearchForm>

      {user && q && (
        <nav aria-label={t('search.kindsLabel')} className="mt-4 flex flex-wrap gap-2">
          {SEARCH_KINDS.map((option) => (
            <Link
              key={option}
              to={paths.search(q, option)}
              aria-current={option === kind ? 'page' : undefined}
              className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white aria-[current=page]:ring-brand-800"
            >
              {t(`search.kinds.${option}`)}
            </Link>
          ))}
        </nav>
      )}

      <div className="mt-8">
        {q ? (
          <ListStates
            query={results}
            loadingLabel={t('search.searching')}
            errorLabel={t('search.errorSearching')}
            isEmpty={(data) => data.results.length === 0}
            empty={
              <EmptyText>
                <span className="block font-semibold text-brand-900">{t('search.noResults', { q })}</span>
                <span className="mt-1 block">{t('search.noResultsHelp')}</span>
              </EmptyText>
            }
          >
            {(data) => (
              <>
                <p role="status" className="mb-4 text-sm font-medium text-slate-600">
                  {data.more
                    ? t('search.resultCountMore', { shown: new Intl.NumberFormat(i18n.language).format(data.total), q: data.q })
                    : t('search.resultCount', { count: data.total, q: data.q })}
                </p>
                <ol aria-label={t('search.resultsLabel')} className="flex flex-col gap-4">
                  {data.results.map((result) => (
                    <SearchResultCard key={`${result.kind}:${result.id}`} result={result} />
                  ))}
                </ol>
                <SearchPager page={data.page} pageCount={data.pageCount} hrefFor={(target) => paths.search(q, kind, target)} />
              </>
            )}
          </ListStates>
        ) : (
          <p className="text-slate-600">{t('search.prompt')}</p>
        )}
        {(user === null || (user === undefined && visitorUntilKnown)) && (
          <p className="mt-6 text-sm text-slate-600" data-sign-in>
            {t('search.signInForMore')}{' '}
            <Link to={paths.signIn(paths.search(q))} className="font-semibold text-brand-700 underline underline-offset-4">
              {t('search.signInLink')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
