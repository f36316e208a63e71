import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/constants.js';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

/**
 * Change the password: the current one, then the new one. Every other device is signed out
 * (the server's doing); this one stays. The server judges the new password and its words
 * are shown by the field they concern.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { currentPassword: String(data.get('currentPassword') ?? ''), newPassword: String(data.get('newPassword') ?? '') },
      // Passwords do not linger in the page once they did their job.
      { onSuccess: () => form.reset() },
    );
  }

  const error = change.error;
  const fields = error instanceof ApiError ? error.fields : undefined;
  // 'Invalid password' comes without a field name: it is always about the current one.
  const currentError =
    fields?.currentPassword ?? (error instanceof ApiError && error.code === 'invalid_password' ? error.message : undefined);
  const newError = fields?.newPassword;
  const otherError = error && !currentError && !newError ? error.message : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {t('security.passwordHeading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('security.passwordIntro')}</p>
      <form className="mt-5 max-w-sm space-y-5" onSubmit={handleSubmit}>
        <PasswordInput
          id={`${id}-current`}
          name="currentPassword"
          label={t('security.currentPassword')}
          autoComplete="current-password"
          error={currentError}
        />
        <PasswordInput
          id={`${id}-new`}
          name="newPassword"
          label={t('security.newPassword')}
          autoComplete="new-password"
          hint={t('security.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          error={newError}
        />
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {t('security.save')}
        </button>
      </form>
      {otherError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {otherError}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {t('security.passwordChanged')}
        </p>
      )}
    </section>
  );
}

type PasswordInputProps = {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  /** The server's message about this field, shown under it and tied to it. */
  error: string | undefined;
};

function PasswordInput({ id, name, label, autoComplete, hint, error }: PasswordInputProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field mt-1 aria-[invalid=true]:border-danger"
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
