import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonPicker, type PickedPerson } from '../../../components/PersonPicker';
import { usePupilChoices } from '../api/get-pupil-choices';

type GuardianOfFieldProps = {
  id: string;
  error: string | undefined;
  /** Shown (the role chosen is Guardian): the pupils are asked for only then. */
  shown: boolean;
};

/**
 * "Guardian of": the pupil a guardian's invitation names, found by typing part of their name and
 * chosen from those found (at most 20 at once). The choice goes with the form as `guardianOfId`;
 * the server checks it is a pupil, and its refusal appears under the field with the choice kept.
 */
export function GuardianOfField({ id, error, shown }: GuardianOfFieldProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const choices = usePupilChoices(q, shown);

  const found = choices.data;
  const status = choices.isError
    ? t('invitations.guardianOfError')
    : !found
      ? choices.isFetching
        ? t('invitations.guardianOfLoading')
        : ''
      : found.people.length === 0
        ? q
          ? t('invitations.guardianOfNone', { q })
          : t('invitations.guardianOfNoPupils')
        : found.more
          ? t('invitations.guardianOfMore', { count: found.people.length })
          : t('invitations.guardianOfFound', { count: found.people.length });

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('invitations.roleHintGuardian')}</p>
      <PersonPicker
        id={id}
        label={t('invitations.guardianOf')}
        hint={t('invitations.guardianOfHint')}
        name="guardianOfId"
        error={error}
        onSearch={setQ}
        people={found?.people}
        busy={choices.isPlaceholderData}
        status={status}
        resultsLabel={t('invitations.guardianOfResults')}
        chosen={chosen}
        onChoose={setChosen}
        nameOf={(person) => t('memberCard.name', { name: person.name, surname: person.surname })}
      />
    </div>
  );
}
