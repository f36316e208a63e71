import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrolment } from '../../../../shared/schemas/auth.js';
import { useConfirmFactor } from '../api/confirm-factor';
import { CopyButton } from '../../../components/CopyButton';
import { TextField } from '../../../components/TextField';
import { useFormChecks } from '../../../lib/use-form-checks';
import { focusOnMount } from './focus-on-mount';
import { groupKey } from './group-key';

const QR_SIZE = 200;

type ScanStepProps = {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
};

/**
 * Enrolment, after the password: the QR code (as an image: the CSP allows data: images, and
 * the SVG is never put into the page's markup), the same key as text, and the app's first
 * code, which turns the factor on.
 */
export function ScanStep({ enrolment, onConfirmed, onCancel }: ScanStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirmFactor();
  const checks = useFormChecks({ code: { missing: t('fieldErrors.code_required') } });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    confirm.mutate({ code }, { onSuccess: onConfirmed });
  }

  const error = confirm.isError ? confirm.error.message : null;
  return (
    <div>
      <h3 ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold text-brand-900 focus:outline-none">
        {t('security.scanHeading')}
      </h3>
      <ol className="mt-4 space-y-6">
        <Step number={1}>
          <p>{t('security.scanStep')}</p>
          <img
            src={'data:image/svg+xml;utf8,' + encodeURIComponent(enrolment.qrSvg)}
            alt={t('security.qrAlt')}
            width={QR_SIZE}
            height={QR_SIZE}
            className="mt-3 rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
        </Step>
        <Step number={2}>
          <p id={`${id}-key-label`}>{t('security.keyStep')}</p>
          <p className="mt-2">
            <code
              aria-labelledby={`${id}-key-label`}
              className="inline-block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base font-semibold tracking-wider break-words text-slate-900 select-all"
            >
              {groupKey(enrolment.secret)}
            </code>
          </p>
          <div className="mt-3">
            <CopyButton text={enrolment.secret} what={t('security.theKey')} />
          </div>
        </Step>
        <Step number={3}>
          <form onSubmit={handleSubmit} onChange={checks.forget} noValidate className="space-y-4">
            <p id={`${id}-code-hint`}>{t('security.codeStep')}</p>
            <TextField
              id={`${id}-code`}
              name="code"
              type="text"
              label={t('security.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              required
              aria-describedby={`${id}-code-hint`}
              error={checks.error('code') ?? error}
              announceError
              className="max-w-xs"
              inputClassName="font-mono text-lg tracking-[0.3em]"
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={confirm.isPending}>
                {t('security.confirm')}
              </button>
              <button type="button" className="btn-secondary" onClick={onCancel}>
                {t('security.cancel')}
              </button>
            </div>
          </form>
        </Step>
      </ol>
    </div>
  );
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
        {number}
      </span>
      <div className="min-w-0 flex-1 pt-1 text-slate-700">{children}</div>
    </li>
  );
}
