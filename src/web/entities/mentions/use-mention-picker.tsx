import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type RefCallback, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionCandidate } from '../../../shared/schemas/mentions.js';
import { typeInto } from '../../lib/type-into';
import { useMentionCandidates, type MentionPlace } from './mention-queries';
import { mentionBeingTyped, mentionReplacement, type Mention } from './mention-text';

/** Typing waits this long for the next key before it asks who matches: one request per pause, not per letter. */
const ASK_PAUSE_MS = 200;

/** Where the words are written and the members chosen so far, kept by the form that sends them. */
export type MentionWriting = {
  place: MentionPlace;
  mentions: readonly Mention[];
  onMentionsChange: (mentions: Mention[]) => void;
};

/** What a text box spreads onto its `<textarea>` to offer mentions, around its own handlers. */
type PickerBoxProps = {
  ref: RefCallback<HTMLTextAreaElement>;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onBlur: () => void;
  'aria-autocomplete': 'list';
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
};

/**
 * `@` and a name in a text box offer members to mention (decision 0049): a list under the box of
 * those the server says the writer may mention here, chosen with the arrows and Enter (or Tab, or
 * a click); the name goes into the words as `@Name Surname`, typed as if by the writer (so the
 * box's own change handler and undo see it), and the member into `mentions`. The box stays a text
 * box for assistive technology (a textarea may take no combobox role): it says it completes from
 * a list (`aria-autocomplete`), which option is active (`aria-activedescendant`), and a status
 * line reads out how many were found. Escape closes the list until something else is typed.
 *
 * Returns the props the box spreads (wrapping its own `onChange`, `onKeyDown` and `ref`) and the
 * list to render after it, inside a `relative` wrapper.
 */
export function useMentionPicker(
  { place, mentions, onMentionsChange }: MentionWriting,
  box: { ref?: RefCallback<HTMLTextAreaElement>; onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void; onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void },
): { boxProps: PickerBoxProps; picker: ReactNode } {
  const { t } = useTranslation();
  const id = useId();
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // The `@` and name whose list the writer closed with Escape: it stays closed until they type on.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const keyOf = (at: { start: number; query: string }) => `${at.start}:${at.query}`;
  // What the server is asked about: the name typed, once typing pauses; nothing while no `@` is typed.
  const asking = typing !== null ? asked : null;
  const candidates = useMentionCandidates(place, asking);
  const givenRef = box.ref;
  // The box fills both the picker's ref and the one it was given.
  const ref = useCallback(
    (textarea: HTMLTextAreaElement | null) => {
      element.current = textarea;
      givenRef?.(textarea);
    },
    [givenRef],
  );

  useEffect(() => {
    const query = typing?.query;
    if (query === undefined) return;
    const pause = setTimeout(() => setAsked(query), ASK_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typing?.query]);

  const people: MentionCandidate[] = asking !== null ? (candidates.data?.people ?? []) : [];
  const open = typing !== null && dismissed !== keyOf(typing) && asking !== null && !candidates.isPending;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, Math.max(people.length - 1, 0));

  function follow(text: string, caret: number) {
    let found = mentionBeingTyped(text, caret);
    // A one-word name just chosen, and the space after it, is not a new name being typed.
    if (found?.query.endsWith(' ') && mentions.some((mention) => mention.label === found!.query.trimEnd())) found = null;
    setTyping(found);
    // Read in the update: a selection event in the same turn as Escape must see the list closed.
    setDismissed((closed) => (found && keyOf(found) === closed ? closed : null));
    if (found?.query !== typing?.query) setActive(0);
  }

  function choose(person: MentionCandidate) {
    if (!typing || !element.current) return;
    const label = `${person.name} ${person.surname}`.trim();
    const chosen = [...mentions.filter((mention) => mention.id !== person.id), { id: person.id, label }];
    onMentionsChange(chosen);
    const { from, to, inserted } = mentionReplacement(element.current.value, typing, label);
    typeInto(element.current, inserted, from, to);
    setTyping(null);
    setAsked(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
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
    box.onKeyDown?.(event);
  }

  const status = !open ? '' : people.length === 0 ? t('mentions.none') : t('mentions.found', { count: people.length });

  const boxProps: PickerBoxProps = {
    ref,
    onChange: (event) => {
      box.onChange?.(event);
      follow(event.target.value, event.target.selectionStart);
    },
    onSelect: (event) => follow(event.currentTarget.value, event.currentTarget.selectionStart),
    onKeyDown,
    onBlur: () => setTyping(null),
    'aria-autocomplete': 'list',
    'aria-controls': open && people.length > 0 ? listId : undefined,
    'aria-activedescendant': open && people.length > 0 ? optionId(activeIndex) : undefined,
  };

  const picker = (
    <>
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
    </>
  );

  return { boxProps, picker };
}
