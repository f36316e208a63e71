import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, REPORT_WORDS_MAX, type ReportSubject } from '../../../shared/constants.js';
import { QuestionDialog, QuestionDialogClose } from '../../components/QuestionDialog';
import { SaveError } from '../../components/SaveError';
import { ApiError } from '../../lib/api-client';
import { useSendReport } from './send-report';

type ReportButtonProps = {
  /** What is reported; an update's or help request's `kind` names it in the dialog. */
  subject: { type: Exclude<ReportSubject, 'item'>; id: string } | { type: 'item'; kind: 'update' | 'help'; id: string };
  /** The button's words, with what it reports for screen readers ("Report" · "the comment by Eleni Author"). */
  label: string;
  describedAs: string;
  className: string;
};

/**
 * "Report" beside a post, a comment, an update or a help request (decisions 0044, 0048): a dialog asks why — one of the reasons a
 * school and the EU's Digital Services Act ask for — and, if the member likes, their own words;
 * sent, the button says so and stays pressed (one open report per member and thing). A refusal
 * keeps what was chosen and typed, with the server's words.
 */
export function ReportButton({ subject, label, describedAs, className }: ReportButtonProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number] | null>(null);
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(0);
  const [sent, setSent] = useState(false);
  const send = useSendReport();
  // Where focus goes once the report is sent: the words that say so, in place of the button.
  const sentNote = useRef<HTMLSpanElement>(null);
  const wordsError = send.error instanceof ApiError ? send.error.fields?.words : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissing((count) => count + 1);
      return;
    }
    send.mutate(
      { subject: { type: subject.type, id: subject.id }, reason, ...(words.trim() ? { words: words.trim() } : {}) },
      {
        onSuccess: () => {
          setSent(true);
          setOpen(false);
        },
      },
    );
  }

  if (sent) {
    return (
      <span ref={sentNote} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 focus:outline-none">
        {t('report.sent')}
      </span>
    );
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
        <span className="sr-only"> {describedAs}</span>
      </button>
      {open && (
        <QuestionDialog title={t(`report.title.${subject.type === 'item' ? subject.kind : subject.type}`)} describedBy={`${id}-intro`} busy={send.isPending} onClose={() => setOpen(false)} fallbackFocus={sentNote}>
          <p id={`${id}-intro`} className="mt-2 text-slate-700">
            {t('report.intro')}
          </p>
          <form className="mt-4 space-y-4" onSubmit={handleSubmit} noValidate>
            <fieldset aria-describedby={missing > 0 && !reason ? `${id}-reason-error` : undefined}>
              <legend className="text-sm font-medium text-slate-700">{t('report.reasonLabel')}</legend>
              <div className="mt-2 space-y-2">
                {REPORT_REASONS.map((choice) => (
                  <label key={choice} className="flex items-start gap-2 text-slate-800">
                    <input type="radio" name={`${id}-reason`} value={choice} checked={reason === choice} onChange={() => setReason(choice)} className="mt-1 size-4 accent-brand-700" />
                    <span>{t(`report.reasons.${choice}`)}</span>
                  </label>
                ))}
              </div>
              {missing > 0 && !reason && (
                <p key={missing} id={`${id}-reason-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
                  {t('fieldErrors.report_reason_required')}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={`${id}-words`} className="block text-sm font-medium text-slate-700">
                {t('report.wordsLabel')}
              </label>
              <textarea
                id={`${id}-words`}
                value={words}
                rows={3}
                maxLength={REPORT_WORDS_MAX + 50}
                aria-invalid={wordsError ? true : undefined}
                aria-describedby={wordsError ? `${id}-words-error` : undefined}
                onChange={(event) => setWords(event.target.value)}
                className="field mt-1 min-h-20 resize-y aria-[invalid=true]:border-danger"
              />
              {wordsError && (
                <p id={`${id}-words-error`} className="mt-1.5 text-sm font-medium text-danger">
                  {wordsError}
                </p>
              )}
            </div>
            {send.error && !wordsError && <SaveError label={t('report.errorSending')} error={send.error} />}
            <div className="flex flex-wrap justify-end gap-3">
              <QuestionDialogClose className="btn-secondary" disabled={send.isPending}>
                {t('report.cancel')}
              </QuestionDialogClose>
              <button type="submit" className="btn-primary" disabled={send.isPending}>
                {t('report.send')}
              </button>
            </div>
          </form>
        </QuestionDialog>
      )}
    </>
  );
}
