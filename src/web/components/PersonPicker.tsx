import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Someone a picker offers: their name, and a word that tells two of a name apart (an address). */
export type PickedPerson = { id: string; name: string; surname: string; detail?: string };

/** Typing waits this long for the next key before it searches: one request per pause, not per letter. */
const SEARCH_PAUSE_MS = 250;
const MAX_SEARCH_LENGTH = 100;

type PersonPickerProps = {
  id: string;
  /** The field's name, e.g. "Guardian of". */
  label: string;
  /** How to use it, under the field. */
  hint: string;
  /** The chosen person's id goes with the form under this name (their radio button's). */
  name: string;
  /** The server's word about this choice. */
  error?: string | undefined;
  /** Called with the words typed, after a pause (or at once on Enter): the caller asks for who matches. */
  onSearch: (q: string) => void;
  /** Who the last search found, while it is shown. */
  people: readonly PickedPerson[] | undefined;
  /** A new search is on its way: the list shown is the last one's. (Also shown while typing pauses.) */
  busy: boolean;
  /** What the search found, in words ("3 pupils found", "No one matches…"), read out as it changes. */
  status: string;
  /** The name of the list of those found. */
  resultsLabel: string;
  chosen: PickedPerson | null;
  onChoose: (person: PickedPerson) => void;
  /** How a person's name is said ("Name Surname"), in the reader's language. */
  nameOf: (person: PickedPerson) => string;
};

/**
 * A search of people by name, typed, with those found as radio buttons to choose one from: a
 * labelled search field, its hint, a live status of what was found, and the list. The one chosen
 * stays first in the list whatever is typed next, so a refusal of the form keeps both the words
 * typed and the choice. Enter searches at once rather than sending the form around it.
 */
export function PersonPicker({ id, label, hint, name, error, onSearch, people, busy, status, resultsLabel, chosen, onChoose, nameOf }: PersonPickerProps) {
  const [text, setText] = useState('');
  // The words last searched for: while what is typed differs, the list shown answers older words.
  const [searched, setSearched] = useState('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stale = busy || text.trim() !== searched;
  const shown = chosen ? [chosen, ...(people ?? []).filter((person) => person.id !== chosen.id)] : (people ?? []);
  const describedBy = [`${id}-hint`, `${id}-status`, error && `${id}-error`].filter(Boolean).join(' ');

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const words = event.target.value;
    setText(words);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => search(words.trim()), SEARCH_PAUSE_MS);
  }

  function search(words: string) {
    setSearched(words);
    onSearch(words);
  }

  function searchNow(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    clearTimeout(pause.current);
    search(text.trim());
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={typed}
        onKeyDown={searchNow}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field mt-1 aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <p id={`${id}-status`} role="status" className="mt-2 text-sm text-slate-600 empty:hidden">
        {status}
      </p>
      {shown.length > 0 && (
        // Dimmed from the first key typed until the search for those words has answered, brightening
        // again at once for those who ask for less motion.
        <fieldset className={`mt-2 transition-opacity motion-reduce:transition-none ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
          <legend className="sr-only">{resultsLabel}</legend>
          <ul className="max-h-64 space-y-1.5 overflow-y-auto p-0.5">
            {shown.map((person) => (
              <li key={person.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200 transition hover:ring-brand-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700">
                  <input
                    type="radio"
                    name={name}
                    value={person.id}
                    checked={chosen?.id === person.id}
                    onChange={() => onChoose(person)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="block font-semibold text-brand-900">{nameOf(person)}</span>
                    {person.detail && <span className="block text-sm text-slate-600">{person.detail}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
