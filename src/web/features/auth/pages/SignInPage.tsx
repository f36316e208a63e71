import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../lib/paths';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useSignIn } from '../api/sign-in';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { signInReason } from '../sign-in-reason';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  // 'code' once the password was right and the account asks for its second factor.
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Kept for "Start again", so the email need not be typed twice.
  const [email, setEmail] = useState('');
  // Sent here from a members' page (a forwarded link, say): the form says why, rather than appearing bare.
  const reason = signInReason(searchParams.get('redirectTo'));
  const checks = useFormChecks({
    email: { missing: t('fieldErrors.email_required') },
    password: { missing: t('fieldErrors.password_required') },
  });

  // A client-side navigation, not a full reload: the session query is already fresh, so the
  // header shows the avatar on arrival. The same after either step.
  function finish() {
    void navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    const typedEmail = String(form.get('email') ?? '');
    setEmail(typedEmail);
    signIn.mutate(
      { email: typedEmail, password: String(form.get('password') ?? '') },
      { onSuccess: (answer) => (answer.twoFactorRequired ? setStep('code') : finish()) },
    );
  }

  function startAgain() {
    signIn.reset();
    setStep('password');
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{step === 'code' ? t('signIn.codeDocumentTitle') : t('signIn.documentTitle')}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {step === 'code' ? (
          <TwoFactorStep onVerified={finish} onStartAgain={startAgain} />
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('signIn.heading')}</h1>
            {reason && <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">{t(`signIn.forMembers.${reason}`)}</p>}
            {/* Uncontrolled inputs: a failed attempt leaves what was typed in place. */}
            <form className="mt-8 space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
              <TextField
                id="signin-email"
                name="email"
                type="email"
                label={t('signIn.email')}
                autoComplete="username"
                required
                defaultValue={email}
                error={checks.error('email')}
              />
              {/* What the server refused is said once, under the form: it may be about either field. */}
              <CurrentPasswordField id="signin-password" name="password" label={t('signIn.password')} error={checks.error('password')} />
              <button type="submit" disabled={signIn.isPending} className="btn-primary w-full">
                {t('signIn.submit')}
              </button>
            </form>
            <p className="mt-4 text-sm">
              <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {t('signIn.forgotPassword')}
              </Link>
            </p>
            {signIn.isError && (
              <p role="alert" className="mt-4 text-sm font-medium text-danger">
                {signIn.error.message}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
