import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SaveError } from '../../../components/SaveError';
import { paths } from '../../../lib/paths';
import { useChangeStatus } from '../api/change-status';
import { useEditArea } from '../components/edit-area-context';
import { SectionHeading } from '../components/SectionHeading';
import { SETTABLE_STATUSES } from '../../../../shared/constants.js';
import { statusColours, statusName } from '../components/statuses';
import { withNotice } from '../../../lib/notice';

/** Change Status: any of the three, in any order; then back to the board. */
export function ChangeStatusPage() {
  const { t } = useTranslation();
  const hintId = useId();
  const navigate = useNavigate();
  const { collaboration } = useEditArea();
  const change = useChangeStatus();

  return (
    <div>
      <SectionHeading>{t('collaboration.changeStatus')}</SectionHeading>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p id={hintId} className="max-w-prose text-slate-700">
          {t('collaboration.statusHint')}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          {t('collaboration.currentStatus')} <strong className="font-semibold text-brand-900">{statusName(t, collaboration.status)}</strong>
        </p>
        <div role="group" aria-describedby={hintId} className="mt-6 flex flex-wrap gap-3">
          {SETTABLE_STATUSES.map((status) => {
            const current = status === collaboration.status;
            return (
              <button
                key={status}
                type="button"
                aria-pressed={current}
                disabled={change.isPending || change.isSuccess}
                onClick={() =>
                  change.mutate(
                    { id: collaboration.id, status },
                    {
                      onSuccess: () =>
                        void navigate(paths.collaboration(), {
                          state: withNotice({
                            text: t('notices.statusChanged', { status: statusName(t, status) }),
                            link: { to: paths.collaborationPage(status, collaboration.id), label: t('notices.openCollaboration') },
                          }),
                        }),
                    },
                  )
                }
                className={
                  `inline-flex min-w-32 items-center justify-center rounded-full px-5 py-2.5 font-semibold ring-1 ring-inset transition ` +
                  `hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60 ${statusColours(status)} ` +
                  (current ? 'ring-2 ring-brand-900' : '')
                }
              >
                {statusName(t, status)}
              </button>
            );
          })}
        </div>
        {change.isError && (
          <div className="mt-6">
            <SaveError label={t('collaboration.errorChangingStatus')} error={change.error} />
          </div>
        )}
      </div>
    </div>
  );
}
