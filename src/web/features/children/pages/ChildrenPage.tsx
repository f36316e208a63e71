import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/ListStates';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useChildren, type Child, type ChildWork } from '../api/get-children';
import { useMyRequests, type MyGuardianRequest } from '../api/get-my-requests';
import { AskDialog, type Asking } from '../components/AskDialog';
import { ChildSection } from '../components/ChildSection';
import { MyRequests } from '../components/MyRequests';
import { NotGuardian } from '../components/NotGuardian';
import { ConsentPanel } from '../../../entities/consent/ConsentPanel';

/**
 * /children, "My children": a guardian's children, each with everything they wrote in every
 * state, read but never changed here (decision 0037). What is on the site, or was taken off it,
 * the guardian may ask the school to hide, and a child's account to erase; their requests follow,
 * with what was decided. A member who is no one's guardian is told what the page is for and how
 * an account is linked to a pupil.
 */
export function ChildrenPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!user) return <Spinner label={t('loading.text')} />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('children.documentTitle')}</title>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-4xl">
        {t('children.heading')}
      </h1>
      <Children userId={user.id} heading={heading} />
    </div>
  );
}

function Children({ userId, heading }: { userId: string; heading: RefObject<HTMLHeadingElement | null> }) {
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
      {(data) => <GuardianPage userId={userId} childList={data.children} heading={heading} />}
    </ListStates>
  );
}

/** Whether an open request already asks this: then it is said, instead of asking again. */
function openRequest(requests: MyGuardianRequest[] | undefined, asking: { kind: 'hide'; id: string } | { kind: 'erase'; childId: string }) {
  return (requests ?? []).some(
    (request) => request.state === 'open' && request.kind === asking.kind && (asking.kind === 'hide' ? request.thing?.id === asking.id : request.pupil.id === asking.childId),
  );
}

function GuardianPage({ userId, childList, heading }: { userId: string; childList: Child[]; heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation();
  const id = useId();
  const requests = useMyRequests(userId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function open(next: Asking) {
    setAnnouncement('');
    setAsking(next);
  }

  function workAction(child: Child, work: ChildWork) {
    // What waits or was sent back is on nobody's screen but the school's and the child's: nothing to hide yet.
    if (work.state !== 'published' && work.state !== 'unpublished') return null;
    if (openRequest(requests.data?.requests, { kind: 'hide', id: work.id })) return <p className="text-sm font-medium text-amber-900">{t('children.ask.hideOpen')}</p>;
    return (
      <button type="button" className="btn-secondary" onClick={() => open({ kind: 'hide', child, work })}>
        {t('children.ask.hide')}
        <span className="sr-only"> {t('children.ask.hideWhat', { title: work.title })}</span>
      </button>
    );
  }

  function childAction(child: Child) {
    if (openRequest(requests.data?.requests, { kind: 'erase', childId: child.id })) return <p className="text-sm font-medium text-amber-900">{t('children.ask.eraseOpen')}</p>;
    return (
      <button type="button" className="btn-secondary" onClick={() => open({ kind: 'erase', child })}>
        {t('children.ask.erase', { name: child.name, surname: child.surname })}
      </button>
    );
  }

  return (
    <>
      <p className="mt-3 text-lg text-slate-700">{t('children.intro')}</p>
      {/* Always on the page, so a request made is heard when it is said. */}
      <p role="status" className={announcement ? 'mt-6 rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 ring-1 ring-emerald-200' : 'sr-only'}>
        {announcement}
      </p>
      {childList.map((child) => (
        <ChildSection key={child.id} child={child} workAction={(work) => workAction(child, work)} childAction={childAction(child)}>
          <ConsentPanel pupilId={child.id} />
        </ChildSection>
      ))}
      <section aria-labelledby={`${id}-requests`} className="mt-14">
        <h2 id={`${id}-requests`} className="text-2xl font-bold text-brand-900">
          {t('children.requests.heading')}
        </h2>
        <p className="mt-2 mb-4 text-slate-700">{t('children.requests.intro')}</p>
        <MyRequests query={requests} />
      </section>
      {asking && (
        <AskDialog
          asking={asking}
          fallbackFocus={heading}
          onClose={() => setAsking(null)}
          onAsked={(words) => {
            setAsking(null);
            setAnnouncement(words);
          }}
        />
      )}
    </>
  );
}
