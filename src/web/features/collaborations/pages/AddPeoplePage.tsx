import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candidates } from '../../../../shared/schemas/collaborations.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { MemberCard } from '../../../entities/member-card/MemberCard';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import { SaveError } from '../../../components/SaveError';
import { useAddMembers } from '../api/add-members';
import { useCandidates } from '../api/get-candidates';
import { useEditArea } from '../components/edit-area-context';
import { CheckIcon } from '../components/icons';
import { SectionHeading } from '../components/SectionHeading';

const PHOTO_SIZE = 80;

/** Add people: everyone not yet executing, toggled by a press; Update adds them. */
export function AddPeoplePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { collaboration } = useEditArea();
  const candidates = useCandidates(collaboration.id);
  const add = useAddMembers();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState(0);

  const people = candidates.data?.people ?? [];
  // Only people still on offer count: someone added meanwhile (by another member) drops out.
  const chosen = people.filter((person) => selected.has(person.id)).map((person) => person.id);

  function toggle(personId: string) {
    add.reset();
    // A new choice answers the refusal; it is not shown again until the next empty Update.
    setRefusals(0);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(personId)) next.add(personId);
      return next;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setRefusals((count) => count + 1);
      return;
    }
    add.mutate(
      { id: collaboration.id, userIds: chosen },
      {
        onSuccess: () => {
          setSelected(new Set());
          setRefusals(0);
        },
      },
    );
  }

  return (
    <div>
      <SectionHeading>
        <span id={headingId}>{t('collaboration.addPeople')}</span>
      </SectionHeading>
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <p className="text-slate-700">{t('collaboration.addPeopleHint')}</p>
        <ListStates
          query={candidates}
          loadingLabel={t('collaboration.loadingPeople')}
          errorLabel={t('collaboration.errorFetchingPeople')}
          isEmpty={(data) => data.people.length === 0}
          empty={<EmptyText>{t('collaboration.noPeople')}</EmptyText>}
        >
          {(data) => <CandidateGrid people={data.people} selected={selected} onToggle={toggle} labelledBy={headingId} />}
        </ListStates>
        <div className="space-y-4 border-t border-slate-200 pt-6">
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
            {chosen.length > 0 && (
              <span className="text-sm text-slate-600">{t('collaboration.selectedCount', { count: chosen.length })}</span>
            )}
          </div>
        </div>
      </form>

      <section aria-labelledby={`${headingId}-members`} className="mt-12">
        <h3 id={`${headingId}-members`} className="mb-4 text-xl font-bold text-brand-900">
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

type CandidateGridProps = {
  people: Candidates['people'];
  selected: ReadonlySet<string>;
  onToggle: (personId: string) => void;
  labelledBy: string;
};

/** Toggle buttons: a press (click, Enter, Space) picks or unpicks; the check mark shows who is picked. */
function CandidateGrid({ people, selected, onToggle, labelledBy }: CandidateGridProps) {
  const { t } = useTranslation();
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {people.map((person) => {
        const pressed = selected.has(person.id);
        return (
          <li key={person.id}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(person.id)}
              className={
                'relative flex h-full w-full flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 transition ' +
                (pressed ? 'bg-brand-50 ring-2 ring-brand-700' : 'ring-slate-200 hover:shadow-md hover:ring-brand-200')
              }
            >
              <MemberPhoto
                image={person.image}
                size={PHOTO_SIZE}
                // The name below says whose photo it is.
                loading="lazy"
                decoding="async"
                className="size-20 rounded-full bg-brand-100 object-cover"
              />
              <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">
                {t('memberCard.name', { name: person.name, surname: person.surname })}
              </span>
              <span
                aria-hidden="true"
                className={
                  'absolute top-3 right-3 grid size-7 place-items-center rounded-full transition ' +
                  (pressed ? 'bg-brand-700 text-white' : 'bg-white text-transparent ring-1 ring-slate-300')
                }
              >
                <CheckIcon />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
