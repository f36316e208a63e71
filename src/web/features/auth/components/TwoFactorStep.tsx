import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useVerifyTwoFactor, type TwoFactorMethod } from '../api/verify-two-factor';

// better-auth's words for a pending step that is gone (expired, or closed after too many
// wrong codes): only signing in again helps, so the page says that instead.
const STEP_GONE_CODES = new Set(['invalid_two_factor_cookie', 'too_many_attempts_request_new_code']);

type TwoFactorStepProps = {
  /** Called once the code was accepted and the session query holds the user. */
  onVerified: () => void;
  /** Back to email and password, e.g. when this step has expired. */
  onStartAgain: () => void;
};

/**
 * The second step of signing in, shown in place of the password form when the account has an
 * authenticator app: the app's 6-digit code, or one of the backup codes instead.
 */
export function TwoFactorStep({ onVerified, onStartAgain }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<TwoFactorMethod>('totp');
  const verify = useVerifyTwoFactor();
  const checks = useFormChecks({ code: { missing: t('fieldErrors.code_required') } });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    // Apps show the code as "123 456"; people type it either way.
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    verify.mutate({ code, method }, { onSuccess: onVerified });
  }

  function switchMethod() {
    verify.reset();
    checks.clear();
    setMethod((current) => (current === 'totp' ? 'backup' : 'totp'));
  }

  const stepGone = verify.error instanceof ApiError && STEP_GONE_CODES.has(verify.error.code);
  const backup = method === 'backup';
  const inputId = `${id}-code`;
  const introId = `${id}-intro`;
  const codeError = checks.error('code');
  const errorId = `${id}-code-error`;
  const describedBy = codeError ? `${introId} ${errorId}` : introId;

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('signIn.codeHeading')}</h1>
      <p id={introId} className="mt-3 text-slate-600">
        {backup ? t('signIn.backupIntro') : t('signIn.codeIntro')}
      </p>
      {/* Keyed by the method: switching starts with an empty field of the other kind. */}
      <form key={method} className="mt-6 space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {backup ? t('signIn.backupCode') : t('signIn.code')}
          </label>
          {backup ? (
            <input
              id={inputId}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              required
              // This field replaces the one just submitted: typing goes on here.
              autoFocus
              aria-invalid={codeError ? true : undefined}
              aria-describedby={describedBy}
              className="field mt-1 font-mono tracking-wide aria-[invalid=true]:border-danger"
            />
          ) : (
            <input
              id={inputId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              required
              autoFocus
              aria-invalid={codeError ? true : undefined}
              aria-describedby={describedBy}
              className="field mt-1 font-mono text-lg tracking-[0.3em] aria-[invalid=true]:border-danger"
            />
          )}
          {codeError && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
              {codeError}
            </p>
          )}
        </div>
        <button type="submit" disabled={verify.isPending} className="btn-primary w-full">
          {t('signIn.verify')}
        </button>
      </form>
      {verify.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {stepGone ? t('signIn.stepGone') : verify.error.message}
        </p>
      )}
      <div className="mt-6 flex flex-col items-start gap-3 border-t border-slate-200 pt-5 text-sm">
        <button type="button" onClick={switchMethod} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {backup ? t('signIn.useApp') : t('signIn.useBackup')}
        </button>
        <button type="button" onClick={onStartAgain} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('signIn.startAgain')}
        </button>
      </div>
    </>
  );
}
