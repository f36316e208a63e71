import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX } from '../../shared/constants.js';
import { paths } from '../lib/paths';
import { SearchIcon } from '../components/icons';

type SiteSearchProps = {
  /** Where it stands: the header's bar (wide screens) or the phone's menu. */
  place: 'header' | 'menu';
  /** Called once the search is on its way (the phone's menu closes). */
  onSearch?: () => void;
};

/**
 * The search box (issue 16): a plain GET form to /search, so it works before the app runs and
 * without JavaScript; with the app, the search page opens without reloading the site. On the
 * search page it starts with the words searched, so they can be changed.
 */
export function SiteSearch({ place, onSearch }: SiteSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch?.();
    void navigate(paths.search(q));
  }

  const inHeader = place === 'header';
  return (
    <form
      role="search"
      aria-label={t('siteSearch.label')}
      action={paths.search()}
      method="get"
      onSubmit={submit}
      className={inHeader ? 'relative flex items-center' : 'relative flex items-center px-3 pt-3'}
    >
      <label htmlFor={id} className="sr-only">
        {t('siteSearch.label')}
      </label>
      <input
        // The search page's words, when on it: a new key takes them when they change.
        key={current}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('siteSearch.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        className={
          'rounded-full border border-white/20 bg-white/10 py-1.5 pr-9 pl-3 text-sm text-white placeholder:text-brand-200 focus:border-accent-300 focus:bg-white/15 focus:outline-none ' +
          (inHeader ? 'w-36 transition-[width] focus:w-52 xl:w-44' : 'w-full py-2 text-base')
        }
      />
      <button
        type="submit"
        aria-label={t('siteSearch.submit')}
        className={'absolute flex size-8 items-center justify-center rounded-full text-brand-100 hover:text-accent-300 ' + (inHeader ? 'right-0.5' : 'right-3.5')}
      >
        <SearchIcon className="size-4.5" />
      </button>
    </form>
  );
}
