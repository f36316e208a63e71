import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { focusOnMount } from './focus-on-mount';
import { DownloadIcon } from './icons';

const FILE_NAME = 'agora-backup-codes.txt';
// Long enough for the browser to start the download; the URL is freed afterwards.
const REVOKE_AFTER_MS = 10_000;

type BackupCodesProps = {
  codes: string[];
  /** Whose codes they are, written at the top of the downloaded file. */
  email: string | undefined;
  onDone: () => void;
};

/**
 * The backup codes, right after the app was confirmed. They are shown this once: the page
 * keeps them only in memory, and "Done" (or leaving) forgets them.
 */
export function BackupCodes({ codes, email, onDone }: BackupCodesProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = codes.join('\n');

  function download() {
    const lines = [t('security.fileTitle', { email: email ?? '' }).trim(), t('security.eachOnce'), '', ...codes, ''];
    const url = URL.createObjectURL(new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }

  return (
    <div>
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
        {t('security.enabled')}
      </p>
      <h3
        id={`${id}-heading`}
        ref={focusOnMount}
        tabIndex={-1}
        className="mt-6 text-lg font-semibold text-brand-900 focus:outline-none"
      >
        {t('security.backupCodes')}
      </h3>
      <p className="mt-2 text-slate-700">{t('security.backupCodesIntro')}</p>
      <p className="mt-2 font-medium text-slate-900">{t('security.eachOnce')}</p>
      <ul
        aria-labelledby={`${id}-heading`}
        className="mt-4 grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-slate-50 px-5 py-4 font-mono text-base tracking-wide text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <CopyButton text={text} what={t('security.theCodes')} />
        <button type="button" className="btn-secondary" onClick={download}>
          <DownloadIcon />
          {t('security.download')}
        </button>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <button type="button" className="btn-primary" onClick={onDone}>
          {t('security.done')}
        </button>
      </div>
    </div>
  );
}
