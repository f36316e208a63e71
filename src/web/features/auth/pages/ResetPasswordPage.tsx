import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useResetPassword } from '../api/reset-password';

/**
 * /reset-password?token=…: the page the mailed link opens, to choose the new password; with
 * `&welcome=1`, the link a new site's first start prints greets its administrator instead.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const welcome = params.get('welcome') === '1';
  const reset = useResetPassword();
  const checks = useFormChecks({ newPassword: { missing: t('fieldErrors.password_required') } });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checks.passes(form)) return;
    reset.mutate(
      { token, newPassword: String(new FormData(form).get('newPassword') ?? '') },
      // The password does not linger in the page once it did its job.
      { onSuccess: () => form.reset() },
    );
  }

  const fields = reset.error instanceof ApiError ? reset.error.fields : undefined;
  // A used or expired link is about the token: the way on is a new link.
  const linkProblem = fields?.token ? reset.error?.message : undefined;
  const otherError = reset.error && !fields?.newPassword && !linkProblem ? reset.error.message : undefined;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{t(welcome ? 'passwordReset.welcomeDocumentTitle' : 'passwordReset.resetDocumentTitle')}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t(welcome ? 'passwordReset.welcomeHeading' : 'passwordReset.resetHeading')}</h1>
        {!token ? (
          <p role="alert" className="mt-6 font-medium text-danger">
            {t('passwordReset.linkIncomplete')}
          </p>
        ) : reset.isSuccess ? (
          <p role="status" className="mt-6 font-medium text-emerald-800">
            {t(welcome ? 'passwordReset.welcomeSaved' : 'passwordReset.saved')}{' '}
            <Link to={paths.signIn()} className="font-semibold underline underline-offset-4">
              {t('passwordReset.signIn')}
            </Link>
          </p>
        ) : (
          <>
            <p id={`${id}-intro`} className="mt-4 text-slate-700">
              {t(welcome ? 'passwordReset.welcomeIntro' : 'passwordReset.resetIntro')}
            </p>
            <form className="mt-6 space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
              <NewPasswordField
                id={`${id}-new`}
                label={t('passwordReset.newPassword')}
                aria-describedby={`${id}-intro`}
                error={checks.error('newPassword') ?? fields?.newPassword}
              />
              <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
                {t(welcome ? 'passwordReset.welcomeSave' : 'passwordReset.save')}
              </button>
            </form>
            {(linkProblem ?? otherError) && (
              <p role="alert" className="mt-4 text-sm font-medium text-danger">
                {linkProblem ?? otherError}
              </p>
            )}
          </>
        )}
        {(!token || linkProblem) && welcome && <p className="mt-6 text-sm break-words">{t('passwordReset.welcomeNewLink')}</p>}
        {(!token || linkProblem) && !welcome && (
          <p className="mt-6 text-sm">
            <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {t('passwordReset.askAgain')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
