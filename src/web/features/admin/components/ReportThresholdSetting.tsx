import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_HIDE_THRESHOLD_MAX } from '../../../../shared/constants.js';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { useReportThreshold, useSetReportThreshold } from '../api/watched-words';

/**
 * Settings, "Reports" (decision 0044): how many different members' reports hide a post or a
 * comment until a teacher or an administrator decides on it.
 */
export function ReportThresholdSetting() {
  const { t } = useTranslation();
  const threshold = useReportThreshold();
  return (
    <section aria-labelledby="report-threshold-heading" className="space-y-4">
      <h2 id="report-threshold-heading" className="text-xl font-bold text-brand-900">
        {t('admin.reportThreshold.heading')}
      </h2>
      <ListStates query={threshold} loadingLabel={t('admin.loading')} errorLabel={t('admin.reportThreshold.errorFetching')}>
        {(data) => <ThresholdForm key={data.threshold} saved={data.threshold} />}
      </ListStates>
    </section>
  );
}

/** The number, saved on its own; a refusal keeps what was typed. */
function ThresholdForm({ saved }: { saved: number }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetReportThreshold();
  const [value, setValue] = useState(String(saved));
  const [done, setDone] = useState(false);
  const fieldError = save.error instanceof ApiError ? save.error.fields?.threshold : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    save.mutate(Number(value), { onSuccess: () => setDone(true) });
  }

  return (
    <form className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
      <label htmlFor={`${id}-threshold`} className="block text-sm font-medium text-slate-700">
        {t('admin.reportThreshold.label')}
      </label>
      <input
        id={`${id}-threshold`}
        type="number"
        inputMode="numeric"
        min={1}
        max={REPORT_HIDE_THRESHOLD_MAX}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        className="field w-28 aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('admin.reportThreshold.hint', { max: REPORT_HIDE_THRESHOLD_MAX })}
      </p>
      {fieldError && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {fieldError}
        </p>
      )}
      {save.error && !fieldError && <SaveError label={t('admin.reportThreshold.errorSaving')} error={save.error} />}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('admin.reportThreshold.save')}
        </button>
        {done && (
          <span role="status" className="text-sm font-medium text-emerald-800">
            {t('admin.reportThreshold.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
