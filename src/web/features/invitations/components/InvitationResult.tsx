import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { TextField } from '../../../components/TextField';
import { useDateFormat } from '../../../lib/format-date';
import type { InvitationCreated } from '../api/create-invitation';

const QR_SIZE = 200;

/** Focuses the heading it is given once, when it appears (a stable ref callback, so not at every render). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type InvitationResultProps = {
  created: InvitationCreated;
  onClose: () => void;
};

/**
 * A new invitation, shown this once: whether its mail went, its link to copy, and the card that
 * Print prints alone (site, role, expiry, QR code and address; `print-alone` in styles.css hides
 * the rest of the page on paper). The QR code is an image (the CSP allows data: images, and the
 * SVG is never put into the page's markup), as on the Security page.
 */
export function InvitationResult({ created, onClose }: InvitationResultProps) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const id = useId();
  const { invitation, link, qrSvg, mailed } = created;

  return (
    <div className="space-y-5">
      {/* Focused on arrival: the form it replaces had the focus, and this is what follows it. */}
      <h3 ref={focusOnMount} tabIndex={-1} className="text-lg font-bold text-brand-900 focus:outline-none">
        {t('invitations.createdHeading')}
      </h3>
      {invitation.email && (
        <p
          role="status"
          className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 ${mailed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
        >
          {mailed ? t('invitations.mailed', { email: invitation.email }) : t('invitations.notMailed', { email: invitation.email })}
        </p>
      )}
      <div className="space-y-2">
        <TextField
          id={`${id}-link`}
          label={t('invitations.link')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-once`}
          inputClassName="font-mono text-sm"
        />
        <CopyButton text={link} what={t('invitations.theLink')} />
      </div>
      <p id={`${id}-once`} className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        {t('invitations.shownOnce')}
      </p>

      <section
        aria-label={t('invitations.cardLabel')}
        className="print-alone mx-auto max-w-md rounded-2xl border-2 border-dashed border-brand-200 bg-white p-6 text-center print:max-w-2xl print:border-slate-400 print:p-10"
      >
        <p className="text-2xl font-bold tracking-tight text-brand-900 print:text-4xl">{t('app.name')}</p>
        <p className="mt-3 text-lg font-semibold text-slate-900 print:text-2xl">{t(`invitations.invited.${invitation.role}`)}</p>
        {invitation.guardianOf && (
          <p className="mt-1 font-semibold text-slate-800 print:text-xl">
            {t('invitations.guardianOfName', { name: t('memberCard.name', { name: invitation.guardianOf.name, surname: invitation.guardianOf.surname }) })}
          </p>
        )}
        {invitation.collaboration && (
          <p className="mt-1 text-slate-800 print:text-xl">{t('invitations.joinsCollaboration', { title: invitation.collaboration.title })}</p>
        )}
        <p className="mt-1 text-slate-700 print:text-xl">{t('invitations.validUntil', { date: formatDate(invitation.expiresAt) })}</p>
        <img
          src={'data:image/svg+xml;utf8,' + encodeURIComponent(qrSvg)}
          alt={t('invitations.qrAlt')}
          width={QR_SIZE}
          height={QR_SIZE}
          className="mx-auto mt-5 rounded-lg bg-white p-2 ring-1 ring-slate-200 print:size-80 print:ring-0"
        />
        <p className="mt-4 text-sm text-slate-700 print:text-lg">{t('invitations.scan')}</p>
        <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere] text-slate-900 print:text-base">{link}</p>
      </section>

      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {t('invitations.print')}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('invitations.another')}
        </button>
      </div>
    </div>
  );
}
