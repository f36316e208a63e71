import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentPasswordField } from '../../../components/CurrentPasswordField';
import { useFormChecks } from '../../../lib/use-form-checks';

type PasswordPromptProps = {
  /** Why the password is asked, shown above the field. */
  hint: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown under the field and tied to it. */
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** Asks for the member's password before a change to their second factor. */
export function PasswordPrompt({ hint, submitLabel, pending, error, onSubmit, onCancel }: PasswordPromptProps) {
  const { t } = useTranslation();
  const id = useId();
  const checks = useFormChecks({ password: { missing: t('fieldErrors.password_required') } });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    onSubmit(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
      <p id={`${id}-hint`} className="text-slate-600">
        {hint}
      </p>
      <CurrentPasswordField
        id={`${id}-password`}
        name="password"
        label={t('security.password')}
        // Shown because the member just asked for this step: typing goes on here.
        autoFocus
        aria-describedby={`${id}-hint`}
        error={checks.error('password') ?? error}
        className="max-w-sm"
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('security.cancel')}
        </button>
      </div>
    </form>
  );
}
