import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrolment } from '../../../../shared/schemas/auth.js';
// The signed-in member's email heads the backup codes file.
import { useSessionUser } from '../../../lib/session';
import { useDisableFactor } from '../api/disable-factor';
import { useEnableFactor } from '../api/enable-factor';
import { useFactor } from '../api/get-factor';
import { BackupCodes } from './BackupCodes';
import { focusOnMount } from './focus-on-mount';
import { PhoneIcon } from './icons';
import { PasswordPrompt } from './PasswordPrompt';
import { ScanStep } from './ScanStep';

/** Where the member is in setting up or turning off the app; 'idle' shows what the server holds. */
type Flow =
  | { step: 'idle'; notice: 'enabled' | 'turnedOff' | null }
  | { step: 'password' }
  | { step: 'scan'; enrolment: Enrolment }
  | { step: 'codes'; backupCodes: string[] }
  | { step: 'turnOff' };

const IDLE: Flow = { step: 'idle', notice: null };

/**
 * The member's second factor of sign-in: set up an authenticator app (password, QR code,
 * first code, backup codes shown once), or see the app in use and turn it off with the
 * password.
 */
export function SecondFactorSection() {
  const { t } = useTranslation();
  const id = useId();
  const factor = useFactor();
  const user = useSessionUser();
  const enable = useEnableFactor();
  const disable = useDisableFactor();
  const [flow, setFlow] = useState<Flow>(IDLE);

  function cancel() {
    enable.reset();
    disable.reset();
    setFlow(IDLE);
  }

  let body;
  if (flow.step === 'password') {
    body = (
      <PasswordPrompt
        hint={t('security.enablePasswordHint')}
        submitLabel={t('security.continue')}
        pending={enable.isPending}
        error={enable.isError ? enable.error.message : null}
        onSubmit={(password) =>
          enable.mutate({ password }, { onSuccess: (enrolment) => setFlow({ step: 'scan', enrolment }) })
        }
        onCancel={cancel}
      />
    );
  } else if (flow.step === 'scan') {
    body = (
      <ScanStep
        enrolment={flow.enrolment}
        onConfirmed={() => setFlow({ step: 'codes', backupCodes: flow.enrolment.backupCodes })}
        onCancel={cancel}
      />
    );
  } else if (flow.step === 'codes') {
    body = <BackupCodes codes={flow.backupCodes} email={user?.email} onDone={() => setFlow({ step: 'idle', notice: 'enabled' })} />;
  } else if (factor.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        {t('security.loadingFactor')}
      </p>
    );
  } else if (factor.isError) {
    body = (
      <div>
        <div role="alert">
          <p className="font-semibold text-danger">{t('security.errorFetchingFactor')}</p>
          <p className="mt-1 text-slate-700">{factor.error.message}</p>
        </div>
        <button type="button" className="btn-secondary mt-4" onClick={() => void factor.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (factor.data.factor) {
    const { factorType, status, issuer } = factor.data.factor;
    body = (
      <>
        {/* After "Done" the codes are gone: the app's row takes the focus they had. */}
        <ul
          aria-label={t('security.factorsLabel')}
          ref={flow.step === 'idle' && flow.notice === 'enabled' ? focusOnMount : undefined}
          tabIndex={-1}
          className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 focus:outline-none"
        >
          <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-900">
                <PhoneIcon />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{t('security.appName')}</p>
                <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                  <div className="flex gap-1">
                    <dt>{t('security.type')}</dt>
                    <dd className="font-mono text-slate-800">{t(`security.factorTypeNames.${factorType}`)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('security.status')}</dt>
                    <dd className="font-medium text-emerald-700">{t(`security.factorStatusNames.${status}`)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('security.issuer')}</dt>
                    <dd className="text-slate-800">{issuer}</dd>
                  </div>
                </dl>
              </div>
            </div>
            {flow.step !== 'turnOff' && (
              <button type="button" className="btn-secondary shrink-0 self-start sm:self-center" onClick={() => setFlow({ step: 'turnOff' })}>
                {t('security.turnOff')}
              </button>
            )}
          </li>
        </ul>
        {flow.step === 'turnOff' && (
          <div className="mt-5">
            <PasswordPrompt
              hint={t('security.disablePasswordHint')}
              submitLabel={t('security.turnOff')}
              pending={disable.isPending}
              error={disable.isError ? disable.error.message : null}
              onSubmit={(password) =>
                disable.mutate({ password }, { onSuccess: () => setFlow({ step: 'idle', notice: 'turnedOff' }) })
              }
              onCancel={cancel}
            />
          </div>
        )}
      </>
    );
  } else {
    body = (
      <>
        {flow.step === 'idle' && flow.notice === 'turnedOff' && (
          <p
            ref={focusOnMount}
            tabIndex={-1}
            role="status"
            className="mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 focus:outline-none"
          >
            {t('security.turnedOff')}
          </p>
        )}
        <p className="text-slate-600">{t('security.noFactor')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => setFlow({ step: 'password' })}>
          {t('security.setUp')}
        </button>
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {t('security.secondFactor')}
      </h2>
      <p className="mt-2 mb-5 text-slate-600">{t('security.secondFactorIntro')}</p>
      {body}
    </section>
  );
}

