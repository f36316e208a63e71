import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useOpenedInvitation } from '../api/open-invitation';
import { isClosedInvitation } from '../closed-invitation';
import { ClosedInvitation } from '../components/ClosedInvitation';
import { JoinForm } from '../components/JoinForm';

/**
 * /join?token=…: the page an invitation's link opens. It says what the invitation is, then the
 * invitee chooses their name and password (and gives their email, for a link) and is signed in.
 * An invitation that opens nothing (unknown, expired, used up, withdrawn) gets its plain words
 * and a way home, no form. Drawn in the browser only: the token never reaches a cached page.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const opened = useOpenedInvitation(token);

  let body;
  if (!token) body = <ClosedInvitation words={t('fieldErrors.invitation_link_incomplete')} />;
  else if (opened.isPending) body = <Spinner label={t('join.loading')} />;
  else if (opened.isError) {
    body = isClosedInvitation(opened.error) ? (
      <ClosedInvitation words={opened.error.message} />
    ) : (
      <div className="mt-6">
        <LoadError label={t('join.errorOpening')} detail={opened.error.message} onRetry={() => void opened.refetch()} />
      </div>
    );
  } else body = <JoinForm token={token} invitation={opened.data} />;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <title>{t('join.documentTitle')}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('join.heading')}</h1>
        {body}
      </div>
    </div>
  );
}
