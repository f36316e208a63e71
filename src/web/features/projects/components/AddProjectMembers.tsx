import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonPicker, type PickedPerson } from '../../../components/PersonPicker';
import { useProjectChoices } from '../api/get-project-choices';

type AddProjectMembersProps = {
  slug: string;
  error: string | undefined;
  busy: boolean;
  onAdd: (person: PickedPerson) => void;
};

/** "Add people": members not yet in the project found by name, one chosen, then Add (teachers and administrators). */
export function AddProjectMembers({ slug, error, busy, onAdd }: AddProjectMembersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const [unchosen, setUnchosen] = useState(0);
  const choices = useProjectChoices(slug, q);
  const kindWord = { teacher: t('project.kindTeacher'), pupil: t('project.kindPupil'), member: t('project.kindMember') };
  const offered = choices.data?.people.map((person) => ({ id: person.id, name: person.name, surname: person.surname, detail: kindWord[person.kind] }));
  const status = choices.isError
    ? t('project.errorSearching')
    : !offered
      ? t('project.searching')
      : offered.length === 0
        ? q
          ? t('project.noOneMatches', { q })
          : t('project.noOneToAdd')
        : choices.data?.more
          ? t('project.moreFound', { count: offered.length })
          : t('project.found', { count: offered.length });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setUnchosen((count) => count + 1);
      return;
    }
    setUnchosen(0);
    onAdd(chosen);
    setChosen(null);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-brand-900">{t('project.addHeading')}</h3>
      <PersonPicker
        id={`${id}-person`}
        label={t('project.addLabel')}
        hint={t('project.addHint')}
        name="userId"
        error={error}
        onSearch={setQ}
        people={offered}
        busy={choices.isPlaceholderData}
        status={status}
        resultsLabel={t('project.results')}
        chosen={chosen}
        onChoose={(person) => {
          setChosen(person);
          setUnchosen(0);
        }}
        nameOf={(person) => `${person.name} ${person.surname}`.trim()}
      />
      {unchosen > 0 && (
        <p key={unchosen} role="alert" className="text-sm font-medium text-danger">
          {t('project.chooseFirst')}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('project.add')}
      </button>
    </form>
  );
}
