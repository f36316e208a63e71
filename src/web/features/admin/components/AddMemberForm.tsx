import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NAME_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../../../../shared/constants.js';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useCreateMember } from '../api/create-member';
import { TextField } from '../../../components/TextField';
import { NeedsReviewField } from './NeedsReviewField';
import { GeneratedPassword } from './GeneratedPassword';

type Created = { owner: string; generatedPassword: string | null };

/**
 * There is no public sign-up: an admin creates each account. Without a password the server
 * makes one, shown here once to pass on to the new member.
 */
export function AddMemberForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateMember();
  const [created, setCreated] = useState<Created | null>(null);
  const checks = useFormChecks({
    name: { missing: t('fieldErrors.name_required') },
    surname: { missing: t('fieldErrors.surname_required') },
    email: { missing: t('fieldErrors.email_address_required') },
    password: { invalid: t('fieldErrors.password_too_short', { min: PASSWORD_MIN_LENGTH }) },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checks.passes(form)) return;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const password = String(data.get('password') ?? '');
    const owner = `${text('name')} ${text('surname')}`;
    create.mutate(
      {
        name: text('name'),
        surname: text('surname'),
        email: text('email'),
        role: text('role') as AdminMember['role'],
        needsReview: data.get('needsReview') === 'on',
        ...(password ? { password } : {}),
      },
      {
        onSuccess: (answer) => {
          form.reset();
          setCreated({ owner, generatedPassword: answer.generatedPassword });
        },
      },
    );
  }

  const fields = create.error instanceof ApiError ? create.error.fields : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {t('admin.addMember')}
      </h2>
      {created && (
        <div className="mt-4">
          {created.generatedPassword ? (
            <GeneratedPassword
              owner={created.owner}
              password={created.generatedPassword}
              onDone={() => setCreated(null)}
            />
          ) : (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
              {t('admin.created', { owner: created.owner })}
            </p>
          )}
        </div>
      )}
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
        <TextField announceError id={`${id}-name`} name="name" label={t('admin.name')} required maxLength={MEMBER_NAME_MAX} autoComplete="off" error={checks.error('name') ?? fields?.name} />
        <TextField announceError id={`${id}-surname`} name="surname" label={t('admin.surname')} required maxLength={MEMBER_NAME_MAX} autoComplete="off" error={checks.error('surname') ?? fields?.surname} />
        <TextField announceError id={`${id}-email`} name="email" type="email" label={t('admin.email')} required maxLength={254} autoComplete="off" error={checks.error('email') ?? fields?.email} />
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-700">
            {t('admin.role')}
          </label>
          <select id={`${id}-role`} name="role" defaultValue="member" className="field mt-1">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <NeedsReviewField id={`${id}-review`} name="needsReview" className="sm:col-span-2" />
        <TextField announceError
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('admin.passwordOptional')}
          hint={t('admin.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          error={checks.error('password') ?? fields?.password}
          className="sm:col-span-2"
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {t('admin.createAccount')}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('admin.close')}
          </button>
        </div>
      </form>
      {create.isError && (
        <div className="mt-4">
          <SaveError label={t('admin.errorCreating')} error={create.error} />
        </div>
      )}
    </section>
  );
}
