import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '../../../shared/constants.js';
import { SaveError } from '../../components/SaveError';
import { ApiError } from '../../lib/api-client';

type CommentFormProps = {
  label: string;
  submitLabel: string;
  errorLabel: string;
  /** What the box starts with (a comment being changed). */
  initial?: string;
  hint?: string | undefined;
  busy: boolean;
  error: Error | null;
  /** Resolves once saved: the box is emptied then, and only then (a refusal keeps every word typed). */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The box a comment, a reply or a change is written in, with its refusal under it and the words kept. */
export function CommentForm({ label, submitLabel, errorLabel, initial = '', hint, busy, error, onSubmit, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(initial);
  const fieldError = error instanceof ApiError ? error.fields?.body : undefined;
  const describedBy = [hint && `${id}-hint`, fieldError && `${id}-error`].filter(Boolean).join(' ') || undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(body).then(
      () => setBody(''),
      () => {},
    );
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 space-y-2" noValidate>
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        maxLength={COMMENT_MAX + 100}
        // Opened by the reader's own press of Reply or Edit: they write at once.
        autoFocus={autoFocus}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy}
        className="field aria-[invalid=true]:border-danger"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
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
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
