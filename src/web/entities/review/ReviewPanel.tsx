import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REVIEW_NOTE_MAX } from '../../../shared/constants.js';
import { ApiError } from '../../lib/api-client';
import { withNotice } from '../../lib/notice';
import { paths } from '../../lib/paths';
import type { MediaView } from '../../../shared/schemas/media.js';
import { MediaImage } from '../../components/MediaImage';
import { PictureTags } from '../../components/picture-tags/PictureTags';
import { SaveError } from '../../components/SaveError';
import { useApproveReview } from './approve-review';
import type { ReviewSubject } from './review-keys';
import { useSendBackReview } from './send-back-review';

/**
 * A teacher's or admin's decision on what waits for review (decisions 0028 and 0029), under it
 * as it will look: approve it, or send it back with a note saying what should change. Either
 * way they return to the queue, told what happened. The decision names the version on screen:
 * should its author have changed it meanwhile, the server refuses, the page shows the new
 * version with the refusal above the buttons, and the reviewer reads it again. A refused note
 * keeps what was typed, with the words of what is wrong under it. The pictures of what waits come
 * first, each asking "Who is in this picture?": a reviewer tags the pupils in them before
 * deciding, so their families' consent bounds them once published (decision 0040).
 */
export function ReviewPanel({ subject, pictures = [] }: { subject: ReviewSubject; pictures?: readonly (MediaView | null)[] }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const approve = useApproveReview();
  const sendBack = useSendBackReview();
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  // How often an empty note was refused here; each refusal is announced afresh.
  const [refusals, setRefusals] = useState(0);
  // The field the press of Send back revealed takes the focus, to write in at once.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);

  const busy = approve.isPending || sendBack.isPending || approve.isSuccess || sendBack.isSuccess;
  const missing = note.trim() === '';
  const noteError = refusals > 0 && missing ? t('fieldErrors.review_note_required') : sendBack.error instanceof ApiError ? sendBack.error.fields?.note : undefined;
  const errorId = `${id}-note-error`;

  // A change to something already live (a collaboration's, a profile's) is not "published": it is shown.
  const isChange = subject.type === 'collaboration_change' || subject.type === 'profile';

  function handleApprove() {
    sendBack.reset();
    const approved = isChange ? t('review.approvedChange') : t('review.approved');
    // mutateAsync, not mutate's callbacks: the decision asks again for the page this panel is on,
    // which may no longer hold the panel (nothing waits) by the time the answer arrives, and a
    // callback of an unmounted mutation never runs. A refusal shows through `approve.error`.
    approve.mutateAsync(subject).then(
      () => navigate(paths.review(), { state: withNotice({ text: approved }) }),
      () => {},
    );
  }

  function handleSendBack(event: FormEvent) {
    event.preventDefault();
    if (missing) {
      setRefusals((count) => count + 1);
      return;
    }
    approve.reset();
    // As Approve: the way on does not depend on the panel still being there.
    sendBack.mutateAsync({ subject, note: note.trim() }).then(
      () => navigate(paths.review(), { state: withNotice({ text: t('review.sentBack') }) }),
      () => {},
    );
  }

  // A refusal that names the note is said under it; any other (it was decided meanwhile) above the buttons.
  const otherSendBackError = sendBack.isError && !(sendBack.error instanceof ApiError && sendBack.error.fields?.note);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {t('review.panelHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{isChange ? t('review.panelIntroChange') : t('review.panelIntro')}</p>

      <ReviewedPictures pictures={pictures} />

      <div className="mt-5 space-y-4">
        {approve.isError && <SaveError label={t('review.errorApproving')} error={approve.error} />}
        {otherSendBackError && <SaveError label={t('review.errorSendingBack')} error={sendBack.error} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" disabled={busy} onClick={handleApprove}>
            {t('review.approve')}
          </button>
          {!writing && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => setWriting(true)}>
              {t('review.sendBack')}
            </button>
          )}
        </div>

        {writing && (
          <form className="space-y-4 border-t border-slate-200 pt-5" onSubmit={handleSendBack} noValidate>
            <div>
              <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
                {t('review.noteLabel')}
              </label>
              <textarea
                ref={focusOnMount}
                id={`${id}-note`}
                value={note}
                rows={5}
                maxLength={REVIEW_NOTE_MAX}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={`${id}-note-hint${noteError ? ` ${errorId}` : ''}`}
                onChange={(event) => setNote(event.target.value)}
                className="field mt-1 min-h-32 resize-y aria-[invalid=true]:border-danger"
              />
              <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-500">
                {t('review.noteHint', { max: REVIEW_NOTE_MAX })}
              </p>
              {noteError && (
                // Keyed by the press, so a second refusal in the same words is announced again.
                <p key={refusals} id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
                  {noteError}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('review.sendBack')}
              </button>
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => setWriting(false)}>
                {t('review.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}

/** Each distinct picture of what waits, small, with who is in it (none: nothing is said). */
function ReviewedPictures({ pictures }: { pictures: readonly (MediaView | null)[] }) {
  const { t } = useTranslation();
  const shown = [...new Map(pictures.flatMap((picture) => (picture ? [[picture.id, picture] as const] : []))).values()];
  if (shown.length === 0) return null;
  return (
    <div className="mt-5 space-y-3">
      <h3 className="text-lg font-semibold text-brand-900">{t('review.picturesHeading')}</h3>
      <p className="text-sm text-slate-700">{t('review.picturesIntro')}</p>
      <ul className="space-y-3">
        {shown.map((picture, index) => (
          <li key={picture.id} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <MediaImage image={picture} sizes="8rem" alt={t('review.pictureAlt', { position: index + 1 })} className="h-auto w-32 shrink-0 rounded-lg bg-slate-100 object-cover" />
            <div className="min-w-0 flex-1">
              <PictureTags mediaId={picture.id} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
