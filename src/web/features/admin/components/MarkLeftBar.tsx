import { useTranslation } from 'react-i18next';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { useMarkLeft } from '../api/former-pupils';

type MarkLeftBarProps = {
  /** The pupils chosen, by id, with their names for the question. */
  chosen: ReadonlyMap<string, string>;
  /** Forgets the choice (after marking, or when asked). */
  onClear: () => void;
};

/**
 * What the members page offers once pupils are chosen: mark them all as having left, after a
 * Yes/No that says what follows (disabled now, anonymised after the retention period); then
 * says how many were marked. What was chosen stays chosen if the server refuses.
 */
export function MarkLeftBar({ chosen, onClear }: MarkLeftBarProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const markLeft = useMarkLeft();
  const count = chosen.size;

  async function handleMark() {
    const names = [...chosen.values()].join(', ');
    if (!(await confirm(t('admin.formerPupils.markQuestion', { count, names })))) return;
    markLeft.mutate([...chosen.keys()], { onSuccess: onClear });
  }

  return (
    <div className="space-y-2">
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <p className="font-medium text-amber-950">{t('admin.formerPupils.chosen', { count })}</p>
          <button type="button" className="btn-primary" disabled={markLeft.isPending} onClick={() => void handleMark()}>
            {t('admin.formerPupils.markLeft')}
          </button>
          <button type="button" className="btn-secondary" onClick={onClear}>
            {t('admin.formerPupils.clearChoice')}
          </button>
        </div>
      )}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {markLeft.isSuccess ? t('admin.formerPupils.marked', { count: markLeft.data.marked }) : ''}
      </p>
      {markLeft.error && <SaveError label={t('admin.formerPupils.errorMarking')} error={markLeft.error} />}
    </div>
  );
}
