import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { useInvitationPage } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationItem } from './InvitationItem';

type InvitationListProps = {
  userId: string;
  /** An administrator's list holds everyone's invitations, and names who made each. */
  showMaker: boolean;
};

/**
 * The invitations, newest first, a page at a time ("Show more" asks for those before the last
 * shown); each pending one may be withdrawn, after a question.
 */
export function InvitationList({ userId, showMaker }: InvitationListProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const revoke = useRevokeInvitation();
  // The pages shown so far, by the id each starts before (null: the newest).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  async function withdraw(id: string) {
    if (!(await confirm(t('invitations.withdrawQuestion')))) return;
    revoke.mutate(id);
  }

  return (
    <div className="space-y-4">
      {revoke.isSuccess && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {t('invitations.withdrawn')}
        </p>
      )}
      {revoke.isError && <SaveError label={t('invitations.errorWithdrawing')} error={revoke.error} />}
      {cursors.map((before, index) => (
        <InvitationPart
          key={before ?? 'newest'}
          userId={userId}
          before={before}
          last={index === cursors.length - 1}
          showMaker={showMaker}
          withdrawing={revoke.isPending ? revoke.variables : null}
          onWithdraw={(id) => void withdraw(id)}
          onMore={(next) => setCursors((shown) => [...shown, next])}
        />
      ))}
    </div>
  );
}

type PartProps = {
  userId: string;
  before: string | null;
  last: boolean;
  showMaker: boolean;
  withdrawing: string | null;
  onWithdraw: (id: string) => void;
  onMore: (before: string) => void;
};

/** One page of the list, and the way to the next when it is the last shown and more are there. */
function InvitationPart({ userId, before, last, showMaker, withdrawing, onWithdraw, onMore }: PartProps) {
  const { t } = useTranslation();
  const page = useInvitationPage(userId, before);
  return (
    <ListStates
      query={page}
      loadingLabel={t('invitations.loading')}
      errorLabel={t('invitations.errorFetching')}
      isEmpty={(data) => before === null && data.invitations.length === 0}
      empty={<EmptyText>{t('invitations.empty')}</EmptyText>}
    >
      {(data) => (
        <>
          <ul className="space-y-3">
            {data.invitations.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                showMaker={showMaker}
                withdrawing={withdrawing === invitation.id}
                onWithdraw={() => onWithdraw(invitation.id)}
              />
            ))}
          </ul>
          {last && data.hasMore && data.invitations.length > 0 && (
            <button type="button" className="btn-secondary" onClick={() => onMore(data.invitations.at(-1)!.id)}>
              {t('invitations.showMore')}
            </button>
          )}
        </>
      )}
    </ListStates>
  );
}
