import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '../../../../shared/constants.js';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { ApiError } from '../../../lib/api-client';
import { useFormChecks } from '../../../lib/use-form-checks';
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
  const checks = useFormChecks({
    currentPassword: { missing: t('fieldErrors.current_password_required') },
    newPassword: { missing: t('fieldErrors.password_required') },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checks.passes(form)) return;
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
      <form className="mt-5 max-w-sm space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
        <CurrentPasswordField
          id={`${id}-current`}
          name="currentPassword"
          label={t('security.currentPassword')}
          maxLength={PASSWORD_MAX_LENGTH}
          error={checks.error('currentPassword') ?? currentError}
        />
        <NewPasswordField
          id={`${id}-new`}
          label={t('security.newPassword')}
          error={checks.error('newPassword') ?? newError}
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
