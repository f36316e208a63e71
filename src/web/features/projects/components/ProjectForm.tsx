import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS } from '../../../../shared/constants.js';
import type { ProjectInput } from '../../../../shared/schemas/projects.js';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';

/** What the form holds: every field as typed (the order as text, checked by the server). */
export type ProjectDraft = { slug: string; nameEn: string; nameEl: string; descriptionEn: string; descriptionEl: string; icon: string; position: string; archived: boolean };

export const EMPTY_PROJECT: ProjectDraft = { slug: '', nameEn: '', nameEl: '', descriptionEn: '', descriptionEl: '', icon: '', position: '0', archived: false };

type ProjectFormProps = {
  initial: ProjectDraft;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (input: ProjectInput) => void;
};

/**
 * A project's fields as administrators keep them: its address, its name and description in both
 * languages, an icon, its place in the order and whether it is archived. The server checks every
 * field and names what is wrong beside it; nothing typed is lost on a refusal.
 */
export function ProjectForm({ initial, submitLabel, busy, error, onSubmit }: ProjectFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const set = (key: keyof ProjectDraft) => (event: { target: { value: string } }) => setDraft((before) => ({ ...before, [key]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const position = draft.position.trim() === '' ? Number.NaN : Number(draft.position);
    onSubmit({ ...draft, position });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${id}-name-en`} label={t('project.keep.nameEn')} value={draft.nameEn} onChange={set('nameEn')} required maxLength={PROJECT_LIMITS.name} error={fields.nameEn} />
        <TextField id={`${id}-name-el`} label={t('project.keep.nameEl')} value={draft.nameEl} onChange={set('nameEl')} required maxLength={PROJECT_LIMITS.name} error={fields.nameEl} lang="el" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Description id={`${id}-description-en`} label={t('project.keep.descriptionEn')} value={draft.descriptionEn} onChange={set('descriptionEn')} error={fields.descriptionEn} />
        <Description id={`${id}-description-el`} label={t('project.keep.descriptionEl')} value={draft.descriptionEl} onChange={set('descriptionEl')} error={fields.descriptionEl} lang="el" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-slug`} label={t('project.keep.slug')} hint={t('project.keep.slugHint')} value={draft.slug} onChange={set('slug')} required maxLength={PROJECT_LIMITS.slug} autoCapitalize="none" spellCheck={false} error={fields.slug} />
        <TextField id={`${id}-icon`} label={t('project.keep.icon')} hint={t('project.keep.iconHint')} value={draft.icon} onChange={set('icon')} error={fields.icon} />
        <TextField id={`${id}-position`} label={t('project.keep.position')} hint={t('project.keep.positionHint')} value={draft.position} onChange={set('position')} inputMode="numeric" error={fields.position} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" checked={draft.archived} onChange={(event) => setDraft((before) => ({ ...before, archived: event.target.checked }))} className="size-4" />
        {t('project.keep.archived')}
      </label>
      {error && <SaveError label={t('project.keep.errorSaving')} error={error} />}
      <button type="submit" className="btn-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

function Description({ id, label, value, onChange, error, lang }: { id: string; label: string; value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined; lang?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        lang={lang}
        value={value}
        onChange={onChange}
        rows={4}
        maxLength={PROJECT_LIMITS.description}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field mt-1 aria-[invalid=true]:border-danger"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
