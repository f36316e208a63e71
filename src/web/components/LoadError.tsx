import { useTranslation } from 'react-i18next';

type LoadErrorProps = {
  /** The label for what failed, e.g. 'Error fetching posts'. */
  label: string;
  /** The reason, in the server's words when it gave one. */
  detail?: string | undefined;
  onRetry?: () => void;
};

/** What a page shows instead of data that did not arrive: errors are shown, not only logged. */
export function LoadError({ label, detail, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200">
      <div role="alert">
        <p className="text-lg font-semibold text-danger">{label}</p>
        {detail && <p className="mt-2 text-slate-600">{detail}</p>}
      </div>
      {onRetry && (
        <button type="button" className="btn-primary mt-6" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
