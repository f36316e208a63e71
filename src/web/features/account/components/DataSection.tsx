import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveError } from '../../../components/SaveError';
import { useExportData } from '../api/export-data';

/**
 * "Your data": the member asks for an archive of everything Agora keeps about them; it is
 * built while they wait, then offered to save. Nothing is kept on the server.
 */
export function DataSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const exportData = useExportData();
  const archive = exportData.data;
  const megabytes = archive ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(Math.max(archive.bytes / 1_000_000, 0.1)) : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {t('security.data')}
      </h2>
      <p className="mt-2 text-slate-600">{t('security.dataIntro')}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={exportData.isPending}
          onClick={() => {
            // The last archive's bytes are let go: a new one replaces it.
            if (archive) URL.revokeObjectURL(archive.url);
            exportData.mutate();
          }}
        >
          {t('security.downloadData')}
        </button>
        <p role="status" className="text-sm text-slate-600 empty:hidden">
          {exportData.isPending ? t('security.preparingData') : ''}
        </p>
        {archive && (
          <a href={archive.url} download={archive.fileName} className="btn-primary">
            {t('security.saveData', { file: archive.fileName, size: megabytes })}
          </a>
        )}
      </div>
      {exportData.isError && <SaveError label={t('security.dataNotReady')} error={exportData.error} />}
    </section>
  );
}
