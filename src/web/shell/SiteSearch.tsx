import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchForm } from '../components/SearchForm';
import { SearchIcon } from '../components/icons';

type SiteSearchProps = {
  /** Where it stands: the header's bar (wide screens) or the phone's menu. */
  place: 'header' | 'menu';
  /** Called once the search is on its way (the phone's menu closes). */
  onSearch?: () => void;
};

/**
 * The search box: a plain GET form to /search, so it works before the app runs and without
 * JavaScript; with the app, the search page opens without reloading the site. On the search
 * page it starts with the words searched, so they can be changed.
 */
export function SiteSearch({ place, onSearch }: SiteSearchProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inHeader = place === 'header';
  return (
    <SearchForm
      words={params.get('q') ?? ''}
      label={t('siteSearch.label')}
      landmarkLabel={t('siteSearch.label')}
      onSearch={onSearch}
      placeholder={t('siteSearch.placeholder')}
      className={inHeader ? 'relative flex items-center' : 'relative flex items-center px-3 pt-3'}
      // No outline of its own: the site's 3 px focus ring (styles.css) shows here as on every other control.
      inputClassName={
        'rounded-full border border-white/20 bg-white/10 py-1.5 pr-9 pl-3 text-sm text-white placeholder:text-brand-200 focus:border-accent-300 focus:bg-white/15 ' +
        (inHeader ? 'w-36 transition-[width] focus:w-52 xl:w-44' : 'w-full py-2 text-base')
      }
    >
      <button
        type="submit"
        aria-label={t('siteSearch.submit')}
        className={'absolute flex size-8 items-center justify-center rounded-full text-brand-100 hover:text-accent-300 ' + (inHeader ? 'right-0.5' : 'right-3.5')}
      >
        <SearchIcon className="size-4.5" />
      </button>
    </SearchForm>
  );
}
