import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationRole } from '../../../../shared/constants.js';
import { fieldIssue, fieldMessage } from '../../../../shared/error-messages.js';
import { isLanguage } from '../../../../shared/languages.js';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { fieldWords } from '../../../lib/refusal-words';
import { useCanMail } from '../api/get-mail-availability';
import { usePreviewClassList, type ClassListRequest } from '../api/preview-class-list';
import { useSendClassList, type ClassListSent } from '../api/send-class-list';
import { readClassList } from '../read-class-list';
import { ClassListTable } from './ClassListTable';
import { CollaborationField, DaysField, MailLanguageField, RoleField } from './InvitationFields';

/** Focuses what it is given once, when it appears (a stable ref callback, so not at every render). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type ClassListFormProps = {
  /**
   * The roles the maker may give a row: every one for an administrator, pupils for a teacher; a
   * guardian is never a row's, but comes with their pupil's (its guardians column).
   */
  roles: readonly InvitationRole[];
  onSent: () => void;
};

/**
 * "A whole class at once": a CSV class list, read in the browser, is checked by the server row by
 * row ("Check the list"), and the rows it finds ready are invited by mail ("Send N invitations").
 * What is sent is the list and role that were checked (choosing another file or role clears the
 * check), with the language, collaboration and days the form holds then. The server checks every
 * rule: a refusal of the file appears under it, others under their fields, and the form keeps
 * what was chosen. Once sent, the file is let go, so the same list is not invited twice by a
 * second press.
 */
export function ClassListForm({ roles: given, onSent }: ClassListFormProps) {
  const { t } = useTranslation();
  const roles = given.filter((role) => role !== 'guardian');
  const id = useId();
  const canMail = useCanMail();
  const preview = usePreviewClassList();
  const send = useSendClassList();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  // The browser could not read the chosen file (moved or changed since it was chosen).
  const [unreadable, setUnreadable] = useState(false);

  if (canMail === false) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">{t('invitations.classList.mailUnavailable')}</p>
    );
  }

  /** The choices that do not change what the check found: the mails' language, the collaboration, the days. */
  function mailOptions(form: HTMLFormElement): Pick<ClassListRequest, 'language' | 'collaborationId' | 'days'> {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const language = text('language');
    const collaborationId = text('collaborationId');
    return {
      ...(isLanguage(language) ? { language } : {}),
      collaborationId: collaborationId === '' ? null : collaborationId,
      // An empty or unreadable number goes as null (JSON's NaN): the server says what it takes.
      days: text('days') === '' ? null : Number(text('days')),
    };
  }

  /** What was checked no longer stands: another file or role is chosen. */
  function forgetCheck() {
    preview.reset();
    send.reset();
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    setFileName(event.currentTarget.files?.[0]?.name ?? null);
    setUnreadable(false);
    forgetCheck();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('csv');
    const role = (roles.length === 1 ? roles[0] : new FormData(form).get('role')) as InvitationRole;
    send.reset();
    setUnreadable(false);
    // No file chosen goes as an empty list: the server says what it needs.
    let csv = '';
    if (file instanceof File && file.size > 0) {
      try {
        csv = await readClassList(file);
      } catch {
        preview.reset();
        setUnreadable(true);
        return;
      }
    }
    preview.mutate({ csv, role, ...mailOptions(form) });
  }

  function handleSend() {
    const checked = preview.variables;
    if (!checked || !formRef.current) return;
    send.mutate(
      { csv: checked.csv, role: checked.role, ...mailOptions(formRef.current) },
      {
        onSuccess: () => {
          preview.reset();
          if (fileRef.current) fileRef.current.value = '';
          setFileName(null);
          onSent();
        },
      },
    );
  }

  const error = send.error ?? preview.error;
  const fields = error instanceof ApiError ? error.fields : undefined;
  const fileError = unreadable ? fieldWords(fieldIssue('class_list_unreadable'), fieldMessage('class_list_unreadable')) : fields?.csv;
  const fileDescribedBy = [`${id}-help`, fileError && `${id}-file-error`].filter(Boolean).join(' ');

  return (
    <div className="space-y-6">
      <form ref={formRef} className="grid gap-5 sm:grid-cols-2" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div id={`${id}-help`} className="space-y-2 text-slate-700 sm:col-span-2">
          <p>{t('invitations.classList.help')}</p>
          <p>{t('invitations.classList.helpGuardians')}</p>
          <p>{t('invitations.classList.helpCheck')}</p>
        </div>

        <div className="sm:col-span-2">
          <span id={`${id}-file-label`} className="block text-sm font-medium text-slate-700">
            {t('invitations.classList.file')}
          </span>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {/* The native input stays in the tab order and the accessibility tree; the label beside
                it is what sighted users see and press, in the page's language (not the browser's). */}
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              name="csv"
              accept=".csv,text/csv"
              className="peer sr-only"
              aria-labelledby={`${id}-file-label`}
              aria-describedby={fileDescribedBy}
              aria-invalid={fileError ? true : undefined}
              onChange={handleFile}
            />
            <label
              htmlFor={`${id}-file`}
              className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-focus-visible:outline-solid"
            >
              {fileName ? t('invitations.classList.chooseAnother') : t('invitations.classList.choose')}
            </label>
            <span className={`min-w-0 text-sm [overflow-wrap:anywhere] ${fileName ? 'font-medium text-slate-900' : 'text-slate-600'}`}>
              {fileName ?? t('invitations.classList.noFile')}
            </span>
          </div>
          {fileError && (
            <p id={`${id}-file-error`} className="mt-1.5 text-sm font-medium text-danger">
              {fileError}
            </p>
          )}
        </div>

        <RoleField
          id={`${id}-role`}
          roles={roles}
          error={fields?.role}
          label={t('invitations.classList.role')}
          hint={roles.length === 1 ? t('invitations.classList.roleHintTeacher') : undefined}
          initial="pupil"
          onChange={forgetCheck}
        />
        <MailLanguageField id={`${id}-language`} />
        <CollaborationField id={`${id}-collaboration`} error={fields?.collaborationId} />
        <DaysField id={`${id}-days`} error={fields?.days} />

        <div className="sm:col-span-2">
          <button type="submit" className="btn-secondary" disabled={preview.isPending || send.isPending} aria-busy={preview.isPending ? true : undefined}>
            {t('invitations.classList.check')}
          </button>
        </div>
        {preview.isError && (
          <div className="sm:col-span-2">
            <SaveError label={t('invitations.classList.errorChecking')} error={preview.error} />
          </div>
        )}
      </form>

      {preview.data && (
        <div className="space-y-4 border-t border-slate-200 pt-6">
          <h3 ref={focusOnMount} tabIndex={-1} className="text-lg font-bold text-brand-900 focus:outline-none">
            {t('invitations.classList.previewHeading')}
          </h3>
          <p className="font-semibold text-slate-900">
            {t(preview.data.guardians > 0 ? 'invitations.classList.summaryGuardians' : 'invitations.classList.summary', {
              ready: t('invitations.classList.ready', { count: preview.data.ready }),
              guardians: t('invitations.classList.guardians', { count: preview.data.guardians }),
              refused: t('invitations.classList.refused', { count: preview.data.refused }),
            })}
          </p>
          {preview.data.refused > 0 && <p className="text-sm text-slate-700">{t('invitations.classList.refusedNote')}</p>}
          <ClassListTable rows={preview.data.rows} />
          <button type="button" className="btn-primary" disabled={preview.data.ready === 0 || send.isPending} onClick={handleSend}>
            {/* Every mail that goes: the ready rows' and their guardians'. */}
            {t('invitations.classList.send', { count: preview.data.ready + preview.data.guardians })}
          </button>
          {send.isError && <SaveError label={t('invitations.classList.errorSending')} error={send.error} />}
        </div>
      )}

      {send.data && <SentResult sent={send.data} />}
    </div>
  );
}

/** What sending made: how many invitations, how many of their mails went, and what to do if some did not. */
function SentResult({ sent }: { sent: ClassListSent }) {
  const { t } = useTranslation();
  const allMailed = sent.mailed === sent.invited;
  return (
    <div className="space-y-2">
      {/* Focused on arrival: the Send button that had the focus is gone. */}
      <p
        ref={focusOnMount}
        tabIndex={-1}
        role="status"
        className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 focus:outline-none ${allMailed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
      >
        {t(sent.guardians > 0 ? 'invitations.classList.sentGuardians' : 'invitations.classList.sent', {
          invited: t('invitations.classList.invited', { count: sent.invited }),
          guardians: t('invitations.classList.invitedGuardians', { count: sent.guardians }),
          mailed: t('invitations.classList.mailed', { count: sent.mailed }),
        })}
      </p>
      {!allMailed && <p className="text-sm text-slate-700">{t('invitations.classList.notAllMailed')}</p>}
    </div>
  );
}
