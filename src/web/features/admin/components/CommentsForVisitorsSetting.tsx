import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { useCommentsForVisitors, useSetCommentsForVisitors } from '../api/comments-for-visitors';

/**
 * Settings, "Comments" (decision 0046): whether visitors read the comments under posts for
 * everyone. Off by default; members always read them.
 */
export function CommentsForVisitorsSetting() {
  const { t } = useTranslation();
  const setting = useCommentsForVisitors();
  return (
    <section aria-labelledby="comments-for-visitors-heading" className="space-y-4">
      <h2 id="comments-for-visitors-heading" className="text-xl font-bold text-brand-900">
        {t('admin.commentsForVisitors.heading')}
      </h2>
      <ListStates query={setting} loadingLabel={t('admin.loading')} errorLabel={t('admin.commentsForVisitors.errorFetching')}>
        {(data) => <VisitorsForm saved={data.on} />}
      </ListStates>
    </section>
  );
}

/** The choice, saved on its own; a refusal keeps it as chosen. Mounted once the saved choice is read, which it starts from. */
function VisitorsForm({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetCommentsForVisitors();
  const [on, setOn] = useState(saved);
  const [done, setDone] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    save.mutate(on, { onSuccess: () => setDone(true) });
  }

  return (
    <form className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700"
        />
        <label htmlFor={`${id}-on`} className="text-sm font-medium text-slate-700">
          {t('admin.commentsForVisitors.label')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('admin.commentsForVisitors.hint')}
      </p>
      {save.error && <SaveError label={t('admin.commentsForVisitors.errorSaving')} error={save.error} />}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('admin.commentsForVisitors.save')}
        </button>
        {done && (
          <span role="status" className="text-sm font-medium text-emerald-800">
            {t('admin.commentsForVisitors.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
