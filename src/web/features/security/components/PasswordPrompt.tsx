import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <p id={`${id}-hint`} className="text-slate-600">
        {hint}
      </p>
      <div className="max-w-sm">
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-700">
          {t('security.password')}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // Shown because the member just asked for this step: typing goes on here.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="field mt-1 aria-[invalid=true]:border-danger"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
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
