import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_CONSENT_LEVELS, CONSENT_NOTE_MAX, IMAGE_CONSENT_LEVELS, type AccountConsentLevel, type ImageConsentLevel } from '../../../shared/constants.js';
import type { ConsentView, PupilConsent } from '../../../shared/schemas/consent.js';
import { LoadError } from '../../components/LoadError';
import { SaveError } from '../../components/SaveError';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/use-confirm';
import { ApiError } from '../../lib/api-client';
import { useDateFormat } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { useFormChecks } from '../../lib/use-form-checks';
import { useConsent } from './get-consent';
import { useRecordConsent } from './record-consent';
import { useSetUnderFifteen } from './set-under-fifteen';

/**
 * A pupil's consents, for whoever may read them: a guardian gives or withdraws them from their
 * own account (consenting to the account names the privacy notice they were shown); an
 * administrator marks the pupil under 15 and records a signed paper form with a note; a teacher
 * reads them. What the reader may do comes from the server's answer (`canGive`, `canRecordPaper`),
 * the same rule that refuses anyone else.
 */
export function ConsentPanel({ pupilId, headingLevel = 3 }: { pupilId: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const consent = useConsent(pupilId);
  if (consent.isPending) return <Spinner label={t('consent.loading')} />;
  if (consent.isError) return <LoadError label={t('consent.errorFetching')} detail={consent.error.message} onRetry={() => void consent.refetch()} />;
  return <ConsentDetails consent={consent.data} headingLevel={headingLevel} />;
}

function ConsentDetails({ consent, headingLevel }: { consent: PupilConsent; headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const name = consent.pupil.name;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <Heading id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {t('consent.heading', { name })}
      </Heading>
      <AccountConsent consent={consent} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />
      <ImageConsent consent={consent} />
      <History consent={consent} />
    </section>
  );
}

/** Who gave a consent and when, in words. */
function useGivenWords() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  return (entry: ConsentView) => {
    const who = entry.givenBy ? `${entry.givenBy.name} ${entry.givenBy.surname}` : t('consent.someone');
    return entry.onPaper ? t('consent.byPaper', { who, date: formatDate(entry.createdAt), note: entry.note }) : t('consent.byAccount', { who, date: formatDate(entry.createdAt) });
  };
}

/** Whether the pupil may use Agora: the under-15 mark, the consent in force, and the ways to change them. */
function AccountConsent({ consent, headingLevel }: { consent: PupilConsent; headingLevel: 3 | 4 | 5 }) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirm();
  const record = useRecordConsent();
  const age = useSetUnderFifteen();
  const given = useGivenWords();
  const [done, setDone] = useState<string | null>(null);
  const giveChecks = useFormChecks({ agree: { missing: t('consent.agreeRequired') } });
  const paperChecks = useFormChecks({ note: { missing: t('fieldErrors.consent_note_required') } });
  // The box shows the press at once, and the kept value again once the server has answered (or refused).
  const [pressed, setPressed] = useState<boolean | null>(null);
  const { pupil, account } = consent;
  const name = pupil.name;
  const isGiven = account?.level === 'given';
  const Heading = `h${headingLevel}` as const;

  function start() {
    record.reset();
    age.reset();
    setDone(null);
  }

  function handleGive(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!giveChecks.passes(event.currentTarget)) return;
    start();
    record.mutate(
      { pupilId: pupil.id, kind: 'account', level: 'given', onPaper: false, note: '', privacyVersion: consent.privacyVersion },
      { onSuccess: () => setDone(t('consent.accountGiven', { name })) },
    );
  }

  async function handleWithdraw() {
    if (!(await confirm(t('consent.withdrawQuestion', { name })))) return;
    start();
    record.mutate({ pupilId: pupil.id, kind: 'account', level: 'withdrawn', onPaper: false, note: '', privacyVersion: null }, { onSuccess: () => setDone(t('consent.accountWithdrawn', { name })) });
  }

  function handlePaper(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!paperChecks.passes(form)) return;
    const data = new FormData(form);
    start();
    const level = data.get('level') === 'withdrawn' ? 'withdrawn' : 'given';
    record.mutate(
      { pupilId: pupil.id, kind: 'account', level, onPaper: true, note: String(data.get('note') ?? '').trim(), privacyVersion: null },
      {
        onSuccess: () => {
          setDone(level === 'given' ? t('consent.accountGiven', { name }) : t('consent.accountWithdrawn', { name }));
          form.reset();
        },
      },
    );
  }

  function handleAge(underFifteen: boolean) {
    start();
    setPressed(underFifteen);
    age.mutate(
      { pupilId: pupil.id, underFifteen },
      {
        onSuccess: () => setDone(underFifteen ? t('consent.markedUnderFifteen', { name }) : t('consent.markedNotUnderFifteen', { name })),
        onSettled: () => setPressed(null),
      },
    );
  }

  const failed = record.error ?? age.error;
  const noteError = record.error instanceof ApiError ? record.error.fields?.note : undefined;
  const agreeError = giveChecks.error('agree');
  return (
    <div className="mt-4 space-y-3">
      <Heading className="font-semibold text-slate-800">{t('consent.accountHeading')}</Heading>
      {consent.canRecordPaper && (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4" checked={pressed ?? pupil.underFifteen} disabled={age.isPending} onChange={(event) => handleAge(event.target.checked)} />
          {t('consent.underFifteen')}
        </label>
      )}
      <p className="text-slate-700">
        {!pupil.underFifteen
          ? t('consent.notNeeded', { name })
          : consent.canSignIn && account
            ? `${t('consent.mayUse', { name })} ${given(account)}`
            : t('consent.mayNotUse', { name })}
      </p>
      {consent.canGive && pupil.underFifteen && !isGiven && (
        <form onSubmit={handleGive} onChange={giveChecks.forget} noValidate className="space-y-3">
          <label className="flex items-start gap-2 text-slate-800">
            <input
              type="checkbox"
              name="agree"
              required
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={agreeError ? `${id}-agree-error` : undefined}
              className="mt-1 size-4"
            />
            <span>
              {t('consent.agreeBefore')}{' '}
              <Link to={paths.privacy()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900" target="_blank" rel="noopener">
                {t('consent.privacyNotice')}
              </Link>{' '}
              {t('consent.agreeAfter', { name })}
            </span>
          </label>
          {agreeError && (
            <p id={`${id}-agree-error`} className="text-sm font-medium text-danger">
              {agreeError}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={record.isPending}>
            {t('consent.give')}
          </button>
        </form>
      )}
      {consent.canGive && isGiven && !account?.onPaper && (
        <button type="button" className="btn-secondary text-danger" disabled={record.isPending} onClick={() => void handleWithdraw()}>
          {t('consent.withdraw')}
        </button>
      )}
      {consent.canRecordPaper && (
        <form onSubmit={handlePaper} onChange={paperChecks.forget} noValidate className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{t('consent.paperHeading')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {ACCOUNT_CONSENT_LEVELS.map((level) => (
                <label key={level} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name="level" value={level} defaultChecked={level === 'given'} className="size-4" />
                  {t(level === 'given' ? 'consent.paperGiven' : 'consent.paperWithdrawn')}
                </label>
              ))}
            </div>
          </fieldset>
          <NoteField id={`${id}-account-note`} error={paperChecks.error('note') ?? noteError} />
          <button type="submit" className="btn-secondary" disabled={record.isPending}>
            {t('consent.recordPaper')}
          </button>
        </form>
      )}
      {done && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {done}
        </p>
      )}
      {failed && <SaveError label={t('consent.errorSaving')} error={failed} />}
    </div>
  );
}

/** The administrator's note of a paper form: who signed it, and when. */
function NoteField({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('consent.note')}
      </label>
      <input
        id={id}
        name="note"
        required
        maxLength={CONSENT_NOTE_MAX}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="field mt-1 w-full"
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('consent.noteHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Who pictures of the pupil, their name and photo may reach, and the way to change it. */
function ImageConsent({ consent }: { consent: PupilConsent }) {
  const { t } = useTranslation();
  const id = useId();
  const record = useRecordConsent();
  const given = useGivenWords();
  const [chosen, setChosen] = useState<ImageConsentLevel | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const checks = useFormChecks({ note: { missing: t('fieldErrors.consent_note_required') } });
  const { pupil, images } = consent;
  const name = pupil.name;
  const current = (images?.level as ImageConsentLevel | undefined) ?? null;
  const value = chosen ?? current;
  const mayChange = consent.canGive || consent.canRecordPaper;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value) return;
    const form = event.currentTarget;
    if (!checks.passes(form)) return;
    const note = String(new FormData(form).get('note') ?? '').trim();
    record.reset();
    setDone(null);
    // A guardian gives it from their account; an administrator who is not the pupil's guardian records a paper form.
    const onPaper = !consent.canGive;
    record.mutate(
      { pupilId: pupil.id, kind: 'images', level: value, onPaper, note: onPaper ? note : '', privacyVersion: null },
      {
        onSuccess: () => {
          setDone(t('consent.imagesSaved', { name }));
          setChosen(null);
          form.reset();
        },
      },
    );
  }

  const noteError = record.error instanceof ApiError ? record.error.fields?.note : undefined;
  return (
    <form onSubmit={handleSubmit} onChange={checks.forget} noValidate className="mt-6 space-y-3">
      <fieldset disabled={!mayChange || record.isPending}>
        <legend className="font-semibold text-slate-800">{t('consent.imagesHeading', { name })}</legend>
        <p className="mt-1 text-sm text-slate-700">{images ? given(images) : t('consent.imagesNotGiven', { name })}</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {IMAGE_CONSENT_LEVELS.map((level) => (
            <label
              key={level}
              className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name={`${id}-images`}
                value={level}
                checked={value === level}
                onChange={() => setChosen(level)}
                aria-describedby={`${id}-${level}-hint`}
                className="mt-1 size-4"
              />
              <span>
                <span className="block font-semibold text-brand-900">{t(`consent.levels.${level}`)}</span>
                <span id={`${id}-${level}-hint`} className="block text-sm text-slate-600">
                  {t(`consent.levelHints.${level}`, { name })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {mayChange && !consent.canGive && <NoteField id={`${id}-images-note`} error={checks.error('note') ?? noteError} />}
      {mayChange && (
        <button type="submit" className="btn-secondary" disabled={record.isPending || !value || value === current}>
          {t('consent.saveImages')}
        </button>
      )}
      {done && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {done}
        </p>
      )}
      {record.error && <SaveError label={t('consent.errorSaving')} error={record.error} />}
    </form>
  );
}

/** The words of what a consent allowed, by its kind and level. */
function whatKey(entry: ConsentView) {
  return entry.kind === 'account' ? (`consent.what.account_${entry.level as AccountConsentLevel}` as const) : (`consent.what.images_${entry.level as ImageConsentLevel}` as const);
}

/** Every consent given, newest first: who allowed what, when, and how. */
function History({ consent }: { consent: PupilConsent }) {
  const { t } = useTranslation();
  const given = useGivenWords();
  if (consent.history.length === 0) return null;
  return (
    <details className="mt-6">
      <summary className="cursor-pointer font-semibold text-brand-800">{t('consent.history', { count: consent.history.length })}</summary>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {consent.history.map((entry) => (
          <li key={entry.id}>
            <span className="font-medium text-slate-900">{t(whatKey(entry))}</span> — {given(entry)}
          </li>
        ))}
      </ul>
    </details>
  );
}
