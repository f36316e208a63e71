import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/ListStates';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useChildren } from '../api/get-children';
import { ChildSection } from '../components/ChildSection';
import { NotGuardian } from '../components/NotGuardian';

/**
 * /children, "My children": a guardian's children, each with everything they wrote in every
 * state, read but never changed here (decision 0037). A member who is no one's guardian is told
 * what the page is for and how an account is linked to a pupil.
 */
export function ChildrenPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return <Spinner label={t('loading.text')} />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('children.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('children.heading')}</h1>
      <Children userId={user.id} />
    </div>
  );
}

function Children({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const children = useChildren(userId);
  return (
    <ListStates
      query={children}
      loadingLabel={t('children.loading')}
      errorLabel={t('children.errorFetching')}
      isEmpty={(data) => data.children.length === 0}
      empty={<NotGuardian />}
    >
      {(data) => (
        <>
          <p className="mt-3 text-lg text-slate-700">{t('children.intro')}</p>
          {data.children.map((child) => (
            <ChildSection key={child.id} child={child} />
          ))}
        </>
      )}
    </ListStates>
  );
}
