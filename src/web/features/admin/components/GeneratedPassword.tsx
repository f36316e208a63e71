import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

type GeneratedPasswordProps = {
  /** Who it is for, e.g. "Maria Georgiou". */
  owner: string;
  password: string;
  onDone: () => void;
};

/**
 * A password the server generated, shown this once: it is not stored in readable form, so
 * closing the panel loses it. A read-only field lets it be selected by hand where copying fails.
 */
export function GeneratedPassword({ owner, password, onDone }: GeneratedPasswordProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="font-semibold text-brand-900">{t('admin.generatedFor', { owner })}</p>
      <p className="mt-1 text-sm text-slate-700">{t('admin.generatedOnce')}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-700">
        {t('admin.generatedPassword')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={id}
          readOnly
          value={password}
          onFocus={(event) => event.currentTarget.select()}
          className="field max-w-xs font-mono"
        />
        <CopyButton text={password} what={t('admin.thePassword')} />
      </div>
      <button type="button" className="btn-primary mt-4" onClick={onDone}>
        {t('admin.done')}
      </button>
    </div>
  );
}
