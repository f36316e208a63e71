import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX } from '../../../shared/constants.js';
import { SaveError } from '../../components/SaveError';
import { ApiError } from '../../lib/api-client';

type ReasonFormProps = {
  label: string;
  submitLabel: string;
  errorLabel: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** A moderator says why they hide or delete someone's comment (the audit log keeps it); a refusal keeps what was typed. */
export function ReasonForm({ label, submitLabel, errorLabel, busy, error, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const fieldError = error instanceof ApiError ? error.fields?.reason : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(reason);
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" noValidate>
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={MODERATION_REASON_MAX + 50}
        // Opened by the moderator's own press of Hide or Delete: they say why at once.
        autoFocus
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        className="field aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('comments.reasonHint')}
      </p>
      {fieldError && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {fieldError}
        </p>
      )}
      {error && !fieldError && <SaveError label={errorLabel} error={error} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('comments.cancel')}
        </button>
      </div>
    </form>
  );
}
