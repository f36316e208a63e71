import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { PersonPicker, type PickedPerson } from '../../../components/PersonPicker';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { useMemberGuardians, type MemberGuardians as Links } from '../api/get-member-guardians';
import { useMembers } from '../api/get-members';
import { useLinkGuardian } from '../api/link-guardian';
import { useUnlinkGuardian } from '../api/unlink-guardian';

type Person = Links['guardians'][number];

/**
 * A member's family, in their Manage panel: a pupil's guardians, each with Unlink (asked first),
 * and "Link a guardian", a search of members by name or address to choose one from; a guardian's
 * children, each with Unlink too. The server decides who may be linked (not a pupil, not the
 * pupil themselves, not twice) and its refusal is read out; what was typed and chosen stays.
 */
export function MemberGuardians({ member }: { member: AdminMember }) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirm();
  const links = useMemberGuardians(member.id);
  const link = useLinkGuardian();
  const unlink = useUnlinkGuardian();
  const [done, setDone] = useState<string | null>(null);
  const owner = nameOf(member);
  const pupil = member.needsReview;

  function start() {
    link.reset();
    unlink.reset();
    setDone(null);
  }

  async function handleUnlink(guardian: Person, child: Person) {
    const words = { guardian: nameOf(guardian), pupil: nameOf(child) };
    if (!(await confirm(t('admin.family.unlinkQuestion', words)))) return;
    start();
    unlink.mutate({ pupilId: child.id, guardianId: guardian.id }, { onSuccess: () => setDone(t('admin.family.unlinked', words)) });
  }

  const self: Person = { id: member.id, name: member.name, surname: member.surname };
  const failed = link.error ?? unlink.error;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      {/* The page's own level under its title, as the consent panel beside it: the panel sits in the members' table. */}
      <h2 id={`${id}-heading`} className="font-bold text-brand-900">
        {pupil ? t('admin.family.guardiansHeading') : t('admin.family.childrenHeading')}
      </h2>
      {links.isPending ? (
        <p className="text-sm text-slate-600">{t('admin.family.loading')}</p>
      ) : links.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('admin.family.errorFetching')}
        </p>
      ) : pupil ? (
        <LinkedList
          people={links.data.guardians}
          empty={t('admin.family.noGuardians', { owner })}
          unlinkLabel={(guardian) => t('admin.family.unlinkGuardian', { guardian: nameOf(guardian), pupil: owner })}
          busy={unlink.isPending}
          onUnlink={(guardian) => void handleUnlink(guardian, self)}
        />
      ) : (
        <LinkedList
          people={links.data.children}
          empty={t('admin.family.noChildren', { owner })}
          unlinkLabel={(child) => t('admin.family.unlinkGuardian', { guardian: owner, pupil: nameOf(child) })}
          busy={unlink.isPending}
          onUnlink={(child) => void handleUnlink(self, child)}
        />
      )}
      {pupil && links.data && (
        <LinkGuardianForm
          pupil={member}
          linked={links.data.guardians}
          error={link.error instanceof ApiError ? link.error.fields?.guardianId : undefined}
          busy={link.isPending}
          onLink={(guardian) => {
            start();
            const words = { guardian: nameOf(guardian), pupil: owner };
            link.mutate({ pupilId: member.id, guardianId: guardian.id }, { onSuccess: () => setDone(t('admin.family.linked', words)) });
          }}
        />
      )}
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 empty:hidden">
        {done ?? ''}
      </p>
      {failed && <SaveError label={link.error ? t('admin.family.errorLinking') : t('admin.family.errorUnlinking')} error={failed} />}
    </section>
  );
}

function nameOf(person: { name: string; surname: string }): string {
  return `${person.name} ${person.surname}`.trim();
}

type LinkedListProps = {
  people: Person[];
  empty: string;
  unlinkLabel: (person: Person) => string;
  busy: boolean;
  onUnlink: (person: Person) => void;
};

/** Those linked, each with a button that unlinks them, named for a screen reader with both names. */
function LinkedList({ people, empty, unlinkLabel, busy, onUnlink }: LinkedListProps) {
  const { t } = useTranslation();
  if (people.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-2">
      {people.map((person) => (
        <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-900">{nameOf(person)}</span>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => onUnlink(person)}>
            {t('admin.family.unlink')}
            <span className="sr-only"> {unlinkLabel(person)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

type LinkGuardianFormProps = {
  pupil: AdminMember;
  /** Already linked: not offered again. */
  linked: Person[];
  error: string | undefined;
  busy: boolean;
  onLink: (guardian: PickedPerson) => void;
};

/** "Link a guardian": members found by name or address (not pupils, not those linked already), one chosen, then Link. */
function LinkGuardianForm({ pupil, linked, error, busy, onLink }: LinkGuardianFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const [unchosen, setUnchosen] = useState(0);
  const members = useMembers(q, 1);
  const taken = new Set([pupil.id, ...linked.map((person) => person.id)]);
  const offered = members.data?.members
    .filter((member) => !member.needsReview && !taken.has(member.id))
    .map((member) => ({ id: member.id, name: member.name, surname: member.surname, detail: member.email }));
  const status = members.isError
    ? t('admin.family.errorSearching')
    : !offered
      ? t('admin.family.searching')
      : offered.length === 0
        ? q
          ? t('admin.family.noOneMatches', { q })
          : t('admin.family.noOneToLink')
        : members.data?.hasNext
          ? t('admin.family.moreFound', { count: offered.length })
          : t('admin.family.found', { count: offered.length });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || taken.has(chosen.id)) {
      setUnchosen((count) => count + 1);
      return;
    }
    setUnchosen(0);
    onLink(chosen);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 border-t border-slate-200 pt-3">
      <PersonPicker
        id={`${id}-guardian`}
        label={t('admin.family.linkLabel')}
        hint={t('admin.family.linkHint')}
        name="guardianId"
        error={error}
        onSearch={setQ}
        people={offered}
        busy={members.isPlaceholderData}
        status={status}
        resultsLabel={t('admin.family.results')}
        chosen={chosen && !taken.has(chosen.id) ? chosen : null}
        onChoose={(person) => {
          setChosen(person);
          setUnchosen(0);
        }}
        nameOf={nameOf}
      />
      {unchosen > 0 && (
        <p key={unchosen} role="alert" className="text-sm font-medium text-danger">
          {t('admin.family.chooseFirst')}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t('admin.family.link')}
      </button>
    </form>
  );
}
