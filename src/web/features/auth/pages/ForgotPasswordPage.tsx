import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useFormChecks } from '../../../lib/use-form-checks';
import { usePasswordReset } from '../api/get-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * /forgot-password: the email of the account, for a link to choose a new password; on a site
 * that cannot send mail, the words that send people to an administrator instead. The answer
 * never says whether an account uses the email.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const availability = usePasswordReset();
  const request = useRequestPasswordReset();
  const checks = useFormChecks({ email: { missing: t('fieldErrors.email_required') } });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    request.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
  }

  const fields = request.error instanceof ApiError ? request.error.fields : undefined;
  const otherError = request.error && !fields?.email ? request.error.message : undefined;

  let body;
  if (availability.isPending) {
    body = <p className="mt-6 text-slate-600">{t('passwordReset.loading')}</p>;
  } else if (availability.isError || !availability.data.byMail) {
    // Without the answer, saying what always works is the safe course.
    body = <p className="mt-6 text-slate-800">{t('passwordReset.noMail')}</p>;
  } else {
    body = (
      <>
        <p id={`${id}-intro`} className="mt-4 text-slate-700">
          {t('passwordReset.forgotIntro')}
        </p>
        {/* Uncontrolled: what was typed stays after a failed attempt. */}
        <form className="mt-6 space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label={t('passwordReset.email')}
            autoComplete="username"
            required
            aria-describedby={`${id}-intro`}
            error={checks.error('email') ?? fields?.email}
            announceError
          />
          <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
            {t('passwordReset.send')}
          </button>
        </form>
        {otherError && (
          <p role="alert" className="mt-4 text-sm font-medium text-danger">
            {otherError}
          </p>
        )}
        <p role="status" className="mt-5 text-sm font-medium text-emerald-800 empty:hidden">
          {request.isSuccess ? t('passwordReset.sent') : ''}
        </p>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{t('passwordReset.forgotDocumentTitle')}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('passwordReset.forgotHeading')}</h1>
        {body}
        <p className="mt-6 text-sm">
          <Link to={paths.signIn()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('passwordReset.backToSignIn')}
          </Link>
        </p>
      </div>
    </div>
  );
}
