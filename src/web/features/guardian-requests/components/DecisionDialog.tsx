import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_REQUEST_TEXT_MAX } from '../../../../shared/constants.js';
import { ApiError } from '../../../lib/api-client';
import { SaveError } from '../../../components/SaveError';
import { useDecideGuardianRequest } from '../api/decide-guardian-request';
import type { GuardianRequestEntry } from '../api/get-guardian-request-queue';
import { subjectOf } from './subject';
import { QuestionDialog, QuestionDialogClose } from '../../../components/QuestionDialog';

export type Outcome = 'approved' | 'declined';

type DecisionDialogProps = {
  entry: GuardianRequestEntry;
  outcome: Outcome;
  onClose: () => void;
  /** The decision went through: what to announce. */
  onDecided: (announcement: string) => void;
  /** Where focus goes on closing when the button that opened the dialog is gone (its request was decided). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The question before a decision on a guardian's request: what approving will do, said plainly
 * (the post taken off the site, the update deleted, the account erased), or that declining
 * changes nothing; and the note the guardian will read, which both need. A refused note keeps
 * what was typed, with the words of what is wrong under it; any other refusal (decided
 * meanwhile by someone else) is said above the buttons.
 */
export function DecisionDialog({ entry, outcome, onClose, onDecided, fallbackFocus }: DecisionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideGuardianRequest();
  const [note, setNote] = useState('');
  // How often an empty note was refused here; each refusal is announced afresh.
  const [refusals, setRefusals] = useState(0);
  const subject = subjectOf(entry);
  const approving = outcome === 'approved';

  const missing = note.trim() === '';
  const noteError = refusals > 0 && missing ? t('fieldErrors.guardian_request_note_required') : decide.error instanceof ApiError ? decide.error.fields?.note : undefined;
  const otherError = decide.isError && !(decide.error instanceof ApiError && decide.error.fields?.note);
  const busy = decide.isPending;

  const names = { name: entry.pupil.name, surname: entry.pupil.surname };
  const effect = approving ? t(`guardianRequests.effect.${subject}`, names) : t('guardianRequests.declineEffect');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (missing) {
      setRefusals((count) => count + 1);
      return;
    }
    decide.mutate(
      { id: entry.id, decision: { outcome, note: note.trim() } },
      {
        onSuccess: () =>
          onDecided(approving ? t(`guardianRequests.approved.${subject}`, { ...names, title: entry.thing?.title ?? '' }) : t('guardianRequests.declined')),
      },
    );
  }

  return (
    <QuestionDialog title={approving ? t('guardianRequests.approveTitle') : t('guardianRequests.declineTitle')} describedBy={`${id}-effect`} busy={busy} onClose={onClose} fallbackFocus={fallbackFocus}>
      <div id={`${id}-effect`} className="mt-3 space-y-2 text-slate-800">
        <p className={approving ? 'font-semibold' : undefined}>{effect}</p>
        <p>{t('guardianRequests.toldNote', { name: entry.guardian.name, surname: entry.guardian.surname })}</p>
      </div>
      <form className="mt-5 space-y-4" onSubmit={handleSubmit} noValidate>
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
            {t('guardianRequests.noteLabel')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            rows={4}
            maxLength={GUARDIAN_REQUEST_TEXT_MAX}
            required
            aria-invalid={noteError ? true : undefined}
            aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
            onChange={(event) => setNote(event.target.value)}
            className="field mt-1 min-h-28 resize-y aria-[invalid=true]:border-danger"
          />
          <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-500">
            {t('guardianRequests.noteHint', { max: GUARDIAN_REQUEST_TEXT_MAX })}
          </p>
          {noteError && (
            // Keyed by the press, so a second refusal in the same words is announced again.
            <p key={refusals} id={`${id}-note-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {noteError}
            </p>
          )}
        </div>
        {otherError && <SaveError label={t('guardianRequests.errorDeciding')} error={decide.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <QuestionDialogClose className="btn-secondary" disabled={busy}>
            {t('guardianRequests.cancel')}
          </QuestionDialogClose>
          <button type="submit" className="btn-primary" disabled={busy}>
            {approving ? t('guardianRequests.approve') : t('guardianRequests.decline')}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
