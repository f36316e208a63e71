import { useEffect, useId, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionCandidate } from '../../../shared/schemas/mentions.js';
import { useMentionCandidates, type MentionPlace } from './mention-queries';
import { insertMention, mentionBeingTyped, type Mention } from './mention-text';

/** Typing waits this long for the next key before it asks who matches: one request per pause, not per letter. */
const ASK_PAUSE_MS = 200;

type MentionTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Where the words are written: whom the picker offers depends on it. */
  place: MentionPlace;
  /** The members chosen so far, kept by the form that sends them. */
  mentions: readonly Mention[];
  onMentionsChange: (mentions: Mention[]) => void;
};

/**
 * A text box where `@` and a name offer members to mention (decision 0049): a list under the box
 * of those the server says the writer may mention here, chosen with the arrows and Enter (or Tab,
 * or a click); the name goes into the words as `@Name Surname` and the member into `mentions`.
 * The box stays a text box for assistive technology (a textarea may take no combobox role): it
 * says it completes from a list (`aria-autocomplete`), which option is active
 * (`aria-activedescendant`), and a status line reads out how many were found. Escape closes the
 * list until something else is typed.
 */
export function MentionTextarea({ value, onValueChange, place, mentions, onMentionsChange, onKeyDown, ...textarea }: MentionTextareaProps) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // The `@` and name whose list the writer closed with Escape: it stays closed until they type on.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const keyOf = (at: { start: number; query: string }) => `${at.start}:${at.query}`;
  const caretAfter = useRef<number | null>(null);
  // What the server is asked about: the name typed, once typing pauses; nothing while no `@` is typed.
  const asking = typing !== null ? asked : null;
  const candidates = useMentionCandidates(place, asking);

  useEffect(() => {
    const query = typing?.query;
    if (query === undefined) return;
    const pause = setTimeout(() => setAsked(query), ASK_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typing?.query]);

  // The caret after a chosen name, once React has written the new words into the box.
  useEffect(() => {
    if (caretAfter.current === null || !box.current) return;
    box.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [value]);

  const people: MentionCandidate[] = asking !== null ? (candidates.data?.people ?? []) : [];
  const open = typing !== null && dismissed !== keyOf(typing) && asking !== null && !candidates.isPending;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, Math.max(people.length - 1, 0));

  function follow(text: string, caret: number) {
    const found = mentionBeingTyped(text, caret);
    setTyping(found);
    // Read in the update: a selection event in the same turn as Escape must see the list closed.
    setDismissed((closed) => (found && keyOf(found) === closed ? closed : null));
    if (found?.query !== typing?.query) setActive(0);
  }

  function choose(person: MentionCandidate) {
    if (!typing) return;
    const label = `${person.name} ${person.surname}`.trim();
    const next = insertMention(value, typing, label);
    caretAfter.current = next.caret;
    onValueChange(next.text);
    if (!mentions.some((mention) => mention.id === person.id)) onMentionsChange([...mentions, { id: person.id, label }]);
    setTyping(null);
    setAsked(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open && people.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + people.length) % people.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(people[activeIndex]!);
        return;
      }
    }
    if (open && event.key === 'Escape' && typing) {
      // Closes the list, not the dialog or form around it.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(keyOf(typing));
      return;
    }
    onKeyDown?.(event);
  }

  const status = !open ? '' : people.length === 0 ? t('mentions.none') : t('mentions.found', { count: people.length });

  return (
    <div className="relative">
      <textarea
        {...textarea}
        ref={box}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={handleKeyDown}
        onBlur={() => setTyping(null)}
        aria-autocomplete="list"
        aria-controls={open && people.length > 0 ? listId : undefined}
        aria-activedescendant={open && people.length > 0 ? optionId(activeIndex) : undefined}
      />
      <p role="status" className="sr-only">
        {status}
      </p>
      {open && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-300">
          {people.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">{t('mentions.none')}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('mentions.listLabel')} className="max-h-60 overflow-y-auto py-1">
              {people.map((person, index) => (
                <li
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Chosen with the pointer without taking the focus from the box.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(person)}
                  className="cursor-pointer px-3 py-2 font-medium text-brand-900 hover:bg-slate-50 aria-selected:bg-brand-100 aria-selected:text-brand-900"
                >
                  {person.name} {person.surname}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
