import { useId, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '../../shared/constants.js';
import type { SearchKind } from '../../shared/schemas/search.js';
import { paths } from '../lib/paths';

type SearchFormProps = {
  /** The words searched now: the box starts with them, and takes them anew when they change. */
  words: string;
  /** The box's name; it shows no label of its own. */
  label: string;
  /** The search landmark's name, where a page has more than one search (the header's). */
  landmarkLabel?: string;
  /** The kind of results to keep searching for (the search page's choice); all kinds when left out. */
  kind?: SearchKind;
  /** Called once the search is on its way. */
  onSearch?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  className: string;
  inputClassName: string;
  /** The submit button. */
  children: ReactNode;
};

/**
 * A search of the site: a plain GET form to /search, so it works before the app runs and
 * without JavaScript; with the app, the search page opens without reloading the site.
 */
export function SearchForm({ words, label, landmarkLabel, kind, onSearch, placeholder, autoFocus, className, inputClassName, children }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch?.();
    void navigate(paths.search(q, kind));
  }

  return (
    <form role="search" aria-label={landmarkLabel} action={paths.search()} method="get" onSubmit={submit} noValidate className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        // A new key takes the words searched when they change (going back, a link).
        key={words}
        id={id}
        name="q"
        type="search"
        defaultValue={words}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        className={inputClassName}
      />
      {kind && kind !== 'all' && <input type="hidden" name="kind" value={kind} />}
      {children}
    </form>
  );
}
