import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_NAME_MAX, ROLES, type Role } from '../../../../shared/constants.js';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { useDisableMember } from '../api/disable-member';
import { useEnableMember } from '../api/enable-member';
import { useRenameMember } from '../api/rename-member';
import { useResetPassword } from '../api/reset-password';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetNeedsReview } from '../api/set-needs-review';
import { useShowProfile } from '../api/show-profile';
import { NeedsReviewField } from './NeedsReviewField';
import { useSetRole } from '../api/set-role';
import { paths } from '../../../lib/paths';
import { useFormChecks } from '../../../lib/use-form-checks';
import { TextField } from '../../../components/TextField';
import { EraseMember } from './EraseMember';
import { MemberGuardians } from './MemberGuardians';
import { ConsentPanel } from '../../../entities/consent/ConsentPanel';
import { GeneratedPassword } from './GeneratedPassword';

type MemberActionsProps = {
  member: AdminMember;
  /** The signed-in admin's own row: the server refuses to disable or erase it, so neither is offered. */
  isSelf: boolean;
  /** Who may take on the member's collaborations, should they be erased. */
  successors: { id: string; label: string }[];
  /** Called once the member is erased, with the words that say so. */
  onErased: (message: string) => void;
};

/** What an admin can do to one account; each risky step asks Yes/No first. */
export function MemberActions({ member, isSelf, successors, onErased }: MemberActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirm();
  const rename = useRenameMember();
  const password = useResetPassword();
  const role = useSetRole();
  const disable = useDisableMember();
  const enable = useEnableMember();
  const twoFactor = useResetTwoFactor();
  const review = useSetNeedsReview();
  const showProfile = useShowProfile();
  const [done, setDone] = useState<string | null>(null);
  // The role picked but not yet given; null shows the one they have.
  const [chosenRole, setChosenRole] = useState<Role | null>(null);
  // The box shows the press at once, and the kept value again once the server has answered (or refused).
  const [pressed, setPressed] = useState<boolean | null>(null);
  const checks = useFormChecks({ name: { missing: t('fieldErrors.name_required') }, surname: { missing: t('fieldErrors.surname_required') } });

  const all = [rename, password, role, disable, enable, twoFactor, review, showProfile];
  const failed = all.find((mutation) => mutation.isError);
  const busy = all.some((mutation) => mutation.isPending);
  const owner = `${member.name} ${member.surname}`;

  /** One outcome at a time: a new step clears what the last one said. */
  function start() {
    for (const mutation of all) mutation.reset();
    setDone(null);
  }

  function handleRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const data = new FormData(event.currentTarget);
    start();
    rename.mutate(
      { id: member.id, name: String(data.get('name') ?? '').trim(), surname: String(data.get('surname') ?? '').trim() },
      { onSuccess: () => setDone(t('admin.renamed')) },
    );
  }

  async function handleResetPassword() {
    if (!(await confirm(t('admin.resetPasswordQuestion', { owner })))) return;
    start();
    password.mutate(member.id);
  }

  /** The question before a change of role says what they gain or lose. */
  function roleQuestion(next: Role): string {
    if (next === 'admin') return t('admin.makeAdminQuestion', { owner });
    if (next === 'teacher') return member.role === 'admin' ? t('admin.makeTeacherFromAdminQuestion', { owner }) : t('admin.makeTeacherQuestion', { owner });
    return member.role === 'admin' ? t('admin.makeMemberQuestion', { owner }) : t('admin.makeMemberFromTeacherQuestion', { owner });
  }

  async function handleRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = chosenRole;
    if (!next || next === member.role) return;
    if (!(await confirm(roleQuestion(next)))) {
      setChosenRole(null);
      return;
    }
    start();
    role.mutate({ id: member.id, role: next }, { onSuccess: () => setDone(t('admin.roleChanged')), onSettled: () => setChosenRole(null) });
  }

  function handleNeedsReview(needsReview: boolean) {
    start();
    setPressed(needsReview);
    review.mutate(
      { id: member.id, needsReview },
      {
        onSuccess: () => setDone(needsReview ? t('admin.needsReviewOn') : t('admin.needsReviewOff')),
        onSettled: () => setPressed(null),
      },
    );
  }

  async function handleDisable() {
    if (!(await confirm(t('admin.disableQuestion', { owner })))) return;
    start();
    disable.mutate(member.id, { onSuccess: () => setDone(t('admin.disabled')) });
  }

  function handleEnable() {
    start();
    enable.mutate(member.id, { onSuccess: () => setDone(t('admin.enabled')) });
  }

  function handleShowProfile() {
    start();
    showProfile.mutate(member.id, { onSuccess: () => setDone(t('admin.profileShown')) });
  }

  async function handleResetTwoFactor() {
    if (!(await confirm(t('admin.resetTwoFactorQuestion', { owner })))) return;
    start();
    twoFactor.mutate(member.id, { onSuccess: () => setDone(t('admin.twoFactorReset')) });
  }

  const fields = rename.error instanceof ApiError ? rename.error.fields : undefined;

  return (
    <div className="space-y-5">
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={handleRename} onChange={checks.forget} noValidate>
        <TextField announceError
          id={`${id}-name`}
          name="name"
          label={t('admin.name')}
          defaultValue={member.name}
          required
          maxLength={MEMBER_NAME_MAX}
          autoComplete="off"
          error={checks.error('name') ?? fields?.name}
        />
        <TextField announceError
          id={`${id}-surname`}
          name="surname"
          label={t('admin.surname')}
          defaultValue={member.surname}
          required
          maxLength={MEMBER_NAME_MAX}
          autoComplete="off"
          error={checks.error('surname') ?? fields?.surname}
        />
        <button type="submit" className="btn-secondary" disabled={busy}>
          {t('admin.saveName')}
        </button>
      </form>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void handleRole(event)} noValidate>
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-700">
              {t('admin.role')}
            </label>
            <select
              id={`${id}-role`}
              value={chosenRole ?? member.role}
              onChange={(event) => setChosenRole(event.target.value as Role)}
              className="field mt-1"
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.roles.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary" disabled={busy || (chosenRole ?? member.role) === member.role}>
            {t('admin.changeRole')}
          </button>
        </form>
        <NeedsReviewField
          id={`${id}-review`}
          className="sm:pt-6"
          checked={pressed ?? member.needsReview}
          onChange={(event) => handleNeedsReview(event.target.checked)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void handleResetPassword()}>
          {t('admin.resetPassword')}
        </button>
        {member.status === 'active'
          ? !isSelf && (
              <button type="button" className="btn-secondary text-danger" disabled={busy} onClick={() => void handleDisable()}>
                {t('admin.disable')}
              </button>
            )
          : (
              <button type="button" className="btn-secondary" disabled={busy} onClick={handleEnable}>
                {t('admin.enable')}
              </button>
            )}
        {/* Hidden by a moderator or members' reports (decision 0050): administrators show it again. */}
        {member.profileHidden && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={handleShowProfile}>
            {t('admin.showProfile')}
          </button>
        )}
        {member.twoFactorEnabled && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void handleResetTwoFactor()}>
            {t('admin.resetTwoFactor')}
          </button>
        )}
        <Link to={paths.adminAudit({ userId: member.id })} className="btn-secondary">
          {t('admin.auditFor')}
          <span className="sr-only"> {t('admin.ofMember', { owner })}</span>
        </Link>
      </div>
      {password.data?.generatedPassword && (
        <GeneratedPassword owner={owner} password={password.data.generatedPassword} onDone={() => password.reset()} />
      )}
      {done && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {done}
        </p>
      )}
      {failed?.error && <SaveError label={t('admin.errorSaving')} error={failed.error} />}
      <MemberGuardians member={member} />
      {/* A pupil's consents: the under-15 mark, a signed paper form, pictures. */}
      {member.needsReview && <ConsentPanel pupilId={member.id} />}
      {!isSelf && <EraseMember member={member} successors={successors} onErased={onErased} />}
    </div>
  );
}
