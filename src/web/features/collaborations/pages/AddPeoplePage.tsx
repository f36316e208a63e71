import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_ROLES, SEARCH_QUERY_MAX, type CandidateRole } from '../../../../shared/constants.js';
import type { Candidates } from '../../../../shared/schemas/collaborations.js';
import { EmptyText } from '../../../components/EmptyText';
import { CloseIcon } from '../../../components/icons';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { MemberCard } from '../../../entities/member-card/MemberCard';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import { useAddMembers } from '../api/add-members';
import { useCandidates, type CandidateSearch } from '../api/get-candidates';
import { useEditArea } from '../components/edit-area-context';
import { SectionHeading } from '../components/SectionHeading';

type Person = Candidates['people'][number];

/** Typing waits this long for the next key before it searches: one request per pause, not per letter. */
const SEARCH_PAUSE_MS = 250;
const RESULT_PHOTO_SIZE = 40;
const CHOSEN_PHOTO_SIZE = 28;

/**
 * Add people: a search by name and role (at most 50 found at once, never everyone), ticked into
 * a list of the chosen, who stay chosen across searches until removed or added; Update adds them.
 */
export function AddPeoplePage() {
  const { t } = useTranslation();
  const id = useId();
  const { collaboration } = useEditArea();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<CandidateSearch>({ q: '', role: '' });
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const candidates = useCandidates(collaboration.id, search);
  const add = useAddMembers();
  const [selected, setSelected] = useState<ReadonlyMap<string, Person>>(new Map());
  const [refusals, setRefusals] = useState(0);

  // Someone who executes it by now (added by another member meanwhile) is no longer a choice.
  const executing = new Set(collaboration.members.map((member) => member.id));
  const chosen = [...selected.values()].filter((person) => !executing.has(person.id));
  const filtered = search.q !== '' || search.role !== '';

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const words = event.target.value;
    setText(words);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setSearch((current) => ({ ...current, q: words.trim() })), SEARCH_PAUSE_MS);
  }

  // Enter searches at once.
  function searchNow(event: FormEvent) {
    event.preventDefault();
    clearTimeout(pause.current);
    setSearch((current) => ({ ...current, q: text.trim() }));
  }

  function chooseRole(event: ChangeEvent<HTMLSelectElement>) {
    const role = event.target.value as CandidateRole | '';
    setSearch((current) => ({ ...current, role }));
  }

  function toggle(person: Person) {
    add.reset();
    // A new choice answers the refusal; it is not shown again until the next empty Update.
    setRefusals(0);
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(person.id)) next.set(person.id, person);
      return next;
    });
  }

  // The button pressed goes with the person: focus waits on the list's heading, not on the page's top.
  function remove(person: Person) {
    toggle(person);
    chosenHeading.current?.focus();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setRefusals((count) => count + 1);
      return;
    }
    add.mutate(
      { id: collaboration.id, userIds: chosen.map((person) => person.id) },
      {
        onSuccess: () => {
          setSelected(new Map());
          setRefusals(0);
        },
      },
    );
  }

  const found = candidates.data;
  const foundWords = !found
    ? ''
    : found.people.length === 0
      ? t(filtered ? 'collaboration.noOneMatches' : 'collaboration.noPeople')
      : found.more
        ? t('collaboration.morePeople', { count: found.people.length })
        : t('collaboration.peopleFoundCount', { count: found.people.length });

  return (
    <div>
      <SectionHeading>{t('collaboration.addPeople')}</SectionHeading>
      <p className="text-slate-700">{t('collaboration.addPeopleHint')}</p>

      <form role="search" aria-label={t('collaboration.findPeople')} onSubmit={searchNow} noValidate className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-700">
            {t('collaboration.searchByName')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={typed}
            maxLength={SEARCH_QUERY_MAX}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            className="field mt-1"
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-700">
            {t('collaboration.roleFilter')}
          </label>
          <select id={`${id}-role`} value={search.role} onChange={chooseRole} className="field mt-1">
            <option value="">{t('collaboration.roleNames.all')}</option>
            {CANDIDATE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`collaboration.roleNames.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-4 space-y-3">
        {/* One live region for what a search found, the count or that no one matches. */}
        <p
          role="status"
          className={
            found?.people.length === 0
              ? 'rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-5 text-center text-slate-600'
              : 'text-sm text-slate-600 empty:hidden'
          }
        >
          {foundWords}
        </p>
        <ListStates query={candidates} loadingLabel={t('collaboration.loadingPeople')} errorLabel={t('collaboration.errorFetchingPeople')}>
          {(data) =>
            data.people.length > 0 && (
              <CandidateList
                people={data.people}
                selected={selected}
                onToggle={toggle}
                label={t('collaboration.peopleFound')}
                busy={candidates.isPlaceholderData}
              />
            )
          }
        </ListStates>
      </div>

      <form onSubmit={handleSubmit} noValidate className="mt-8 space-y-4 border-t border-slate-200 pt-6">
        <section aria-labelledby={`${id}-chosen`}>
          <h3 id={`${id}-chosen`} ref={chosenHeading} tabIndex={-1} className="mb-3 text-lg font-bold text-brand-900 focus:outline-none">
            {t('collaboration.chosenHeading')}
          </h3>
          {chosen.length === 0 ? (
            <p className="text-slate-600">{t('collaboration.noOneChosen')}</p>
          ) : (
            <ChosenList people={chosen} onRemove={remove} />
          )}
        </section>
        {refusals > 0 && chosen.length === 0 && (
          <p key={refusals} role="alert" className="font-medium text-danger">
            {t('collaboration.selectAtLeastOne')}
          </p>
        )}
        {add.isError && <SaveError label={t('collaboration.errorAddingPeople')} error={add.error} />}
        <p role="status" className="font-medium text-green-800 empty:hidden">
          {add.isSuccess ? t('collaboration.peopleAdded') : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {t('collaboration.update')}
          </button>
          {chosen.length > 0 && <span className="text-sm text-slate-600">{t('collaboration.selectedCount', { count: chosen.length })}</span>}
        </div>
      </form>

      <section aria-labelledby={`${id}-members`} className="mt-12">
        <h3 id={`${id}-members`} className="mb-4 text-xl font-bold text-brand-900">
          {t('collaboration.executingMembers')}
        </h3>
        {collaboration.members.length === 0 ? (
          <EmptyText>{t('collaboration.noMembers')}</EmptyText>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {collaboration.members.map((member) => (
              <li key={member.id} className="max-w-full">
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type CandidateListProps = {
  people: Person[];
  selected: ReadonlyMap<string, Person>;
  onToggle: (person: Person) => void;
  label: string;
  /** The list shown is the last search's while the new one is on its way. */
  busy: boolean;
};

/** What a search found: a checkbox per person, named by their name; a tick chooses them. */
function CandidateList({ people, selected, onToggle, label, busy }: CandidateListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} aria-busy={busy} className={`grid gap-2 transition-opacity lg:grid-cols-2 ${busy ? 'opacity-60' : ''}`}>
      {people.map((person) => (
        <li key={person.id}>
          <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200 transition hover:ring-brand-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700">
            <input type="checkbox" checked={selected.has(person.id)} onChange={() => onToggle(person)} className="size-5 shrink-0 accent-brand-700" />
            <MemberPhoto
              image={person.image}
              size={RESULT_PHOTO_SIZE}
              // The name beside it says whose photo it is.
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-full bg-brand-100 object-cover"
            />
            <span className="min-w-0 font-semibold text-brand-900 [overflow-wrap:anywhere]">{t('memberCard.name', { name: person.name, surname: person.surname })}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The chosen, whatever the search shows now: each with a button that takes them off the list. */
function ChosenList({ people, onRemove }: { people: Person[]; onRemove: (person: Person) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {people.map((person) => {
        const name = t('memberCard.name', { name: person.name, surname: person.surname });
        return (
          <li key={person.id} className="flex max-w-full items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-1 ring-1 ring-brand-200">
            <MemberPhoto image={person.image} size={CHOSEN_PHOTO_SIZE} decoding="async" className="size-7 shrink-0 rounded-full bg-brand-100 object-cover" />
            <span className="min-w-0 text-sm font-semibold text-brand-900 [overflow-wrap:anywhere]">{name}</span>
            <button
              type="button"
              onClick={() => onRemove(person)}
              aria-label={t('collaboration.removeChosen', { name })}
              className="grid size-8 shrink-0 place-items-center rounded-full text-brand-900 hover:bg-brand-100"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
