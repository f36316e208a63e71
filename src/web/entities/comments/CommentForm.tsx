import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '../../../shared/constants.js';
import { SaveError } from '../../components/SaveError';
import { ApiError } from '../../lib/api-client';
import { MentionTextarea } from '../mentions/MentionTextarea';
import { placeMentions, type CommentPlace } from './comment-place';
import { mentionsStillIn, type Mention } from '../mentions/mention-text';

type CommentFormProps = {
  label: string;
  submitLabel: string;
  errorLabel: string;
  /** What the box starts with (a comment being changed). */
  initial?: string;
  hint?: string | undefined;
  busy: boolean;
  error: Error | null;
  /** Under this post, `@` offers members to mention (decision 0049). */
  /** Where it is written: whom the mention picker offers. */
  place: CommentPlace;
  /** Whom the words it starts with mention (a comment being changed). */
  initialMentions?: readonly Mention[];
  /** Resolves once saved: the box is emptied then, and only then (a refusal keeps every word typed, and every mention). */
  onSubmit: (body: string, mentionIds: string[]) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The box a comment, a reply or a change is written in (`@` mentions a member), with its refusal under it and the words kept. */
export function CommentForm({ label, submitLabel, errorLabel, initial = '', hint, place, initialMentions = [], busy, error, onSubmit, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [mentions, setMentions] = useState<Mention[]>([...initialMentions]);
  const fieldError = error instanceof ApiError ? (error.fields?.body ?? error.fields?.mentionIds) : undefined;
  const describedBy = [hint && `${id}-hint`, `${id}-mentions`, fieldError && `${id}-error`].filter(Boolean).join(' ');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(
      body,
      mentionsStillIn(body, mentions).map((mention) => mention.id),
    ).then(
      () => {
        setBody('');
        setMentions([]);
      },
      () => {},
    );
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 space-y-2" noValidate>
      <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <MentionTextarea
        id={`${id}-body`}
        value={body}
        onValueChange={setBody}
        place={placeMentions(place)}
        mentions={mentions}
        onMentionsChange={setMentions}
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
      <p id={`${id}-mentions`} className="text-xs text-slate-600">
        {t('mentions.hint')}
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
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
