import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/use-confirm';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session of the member, on every device, after the shared Yes/No question. */
export function SessionsSection() {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirm();
  const signOutEverywhere = useSignOutEverywhere();

  async function handleClick() {
    if (await confirm(t('security.signOutEverywhereQuestion'))) signOutEverywhere.mutate();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {t('security.sessions')}
      </h2>
      <p className="mt-2 text-slate-600">{t('security.sessionsIntro')}</p>
      <button
        type="button"
        className="btn-secondary mt-5"
        disabled={signOutEverywhere.isPending}
        onClick={() => void handleClick()}
      >
        {t('security.signOutEverywhere')}
      </button>
      {signOutEverywhere.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {signOutEverywhere.error.message}
        </p>
      )}
    </section>
  );
}
