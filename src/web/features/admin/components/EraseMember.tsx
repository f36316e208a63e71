import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { useEraseMember } from '../api/erase-member';

type EraseMemberProps = {
  member: AdminMember;
  /** Who may take on the collaborations they created: the signed-in admin first, then the members on the page. */
  successors: { id: string; label: string }[];
  onErased: (message: string) => void;
};

/**
 * Erasing a member (GDPR article 17, decision 0027): the admin chooses whether their posts are
 * deleted or kept under "Former member", and who takes on their collaborations; then says Yes.
 */
export function EraseMember({ member, successors, onErased }: EraseMemberProps) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirm();
  const erase = useEraseMember();
  const [keepPosts, setKeepPosts] = useState(false);
  const [successorId, setSuccessorId] = useState(successors[0]?.id ?? '');
  const owner = `${member.name} ${member.surname}`;
  const fields = erase.error instanceof ApiError ? erase.error.fields : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await confirm(t('admin.eraseQuestion', { owner })))) return;
    // Awaited rather than told through mutate's callback: the lists asked again on success drop
    // this member's row, and this form with it, and a callback of an unmounted form never runs.
    try {
      await erase.mutateAsync({ id: member.id, choice: { keepPosts, successorId: successorId || null } });
    } catch {
      return; // shown by the form from erase.error
    }
    onErased(t('admin.erased', { owner }));
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-red-200" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-bold text-danger">
        {t('admin.eraseHeading')}
      </h3>
      <p className="text-sm text-slate-700">{t('admin.eraseIntro')}</p>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('admin.erasePostsLegend')}</legend>
        <div className="mt-2 space-y-2">
          {[false, true].map((keep) => (
            <label key={String(keep)} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`${id}-posts`} checked={keepPosts === keep} onChange={() => setKeepPosts(keep)} className="size-4" />
              {keep ? t('admin.eraseKeepPosts') : t('admin.eraseDeletePosts')}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-successor`} className="block text-sm font-semibold text-slate-800">
          {t('admin.eraseSuccessor')}
        </label>
        <select
          id={`${id}-successor`}
          value={successorId}
          onChange={(event) => setSuccessorId(event.target.value)}
          aria-describedby={fields?.successorId ? `${id}-successor-error` : `${id}-successor-hint`}
          className="mt-1 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {successors.map((successor) => (
            <option key={successor.id} value={successor.id}>
              {successor.label}
            </option>
          ))}
        </select>
        {fields?.successorId ? (
          <p id={`${id}-successor-error`} className="mt-1 text-sm font-medium text-danger">
            {fields.successorId}
          </p>
        ) : (
          <p id={`${id}-successor-hint`} className="mt-1 text-xs text-slate-600">
            {t('admin.eraseSuccessorHint')}
          </p>
        )}
      </div>
      <button type="submit" className="btn-secondary text-danger" disabled={erase.isPending}>
        {t('admin.erase')}
        <span className="sr-only"> {owner}</span>
      </button>
      {erase.isError && !fields && <SaveError label={t('admin.errorSaving')} error={erase.error} />}
    </form>
  );
}
