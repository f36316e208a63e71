import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationState } from '../../../../shared/constants.js';
import { useDateFormat } from '../../../lib/format-date';
import type { InvitationView } from '../api/get-invitations';

const STATE_BADGE: Record<InvitationState, string> = {
  pending: 'bg-accent-100 text-accent-700 ring-accent-300',
  used: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  revoked: 'bg-red-50 text-danger ring-red-200',
};

type InvitationItemProps = {
  invitation: InvitationView;
  showMaker: boolean;
  withdrawing: boolean;
  onWithdraw: () => void;
};

/** One invitation of the list: to whom (an address, or a link), its state, its details, and Withdraw while it is pending. */
export function InvitationItem({ invitation, showMaker, withdrawing, onWithdraw }: InvitationItemProps) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  const { email, name, surname, role, guardianOf, collaboration, uses, maxUses, state, expiresAt, createdAt, createdBy } = invitation;
  // A class list names its invitees; other invitations are known by their address, or as a link.
  const named = name ? `${name} ${surname ?? ''}`.trim() : null;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-brand-900">{named ?? email ?? t('invitations.viaLink')}</p>
          {named && email && <p className="text-sm text-slate-700">{email}</p>}
        </div>
        <p className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_BADGE[state]}`}>{t(`invitations.states.${state}`)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Detail name={t('invitations.details.role')}>{t(`invitations.roles.${role}`)}</Detail>
        {guardianOf && <Detail name={t('invitations.details.guardianOf')}>{t('memberCard.name', { name: guardianOf.name, surname: guardianOf.surname })}</Detail>}
        <Detail name={t('invitations.details.collaboration')}>{collaboration?.title ?? t('invitations.none')}</Detail>
        <Detail name={t('invitations.details.uses')}>{t('invitations.usedOf', { uses, max: maxUses })}</Detail>
        <Detail name={t('invitations.details.validUntil')}>
          <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
        </Detail>
        {showMaker && (
          <Detail name={t('invitations.details.madeBy')}>{createdBy ? `${createdBy.name} ${createdBy.surname}` : t('invitations.formerMember')}</Detail>
        )}
      </dl>
      {state === 'pending' && (
        <button type="button" className="btn-secondary mt-4" disabled={withdrawing} onClick={onWithdraw}>
          {t('invitations.withdraw')}
          <span className="sr-only">
            {' '}
            {email ? t('invitations.withdrawEmail', { email }) : t('invitations.withdrawLink', { date: formatDateTime(createdAt) })}
          </span>
        </button>
      )}
    </li>
  );
}

function Detail({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{name}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
