import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_ROLES, REVIEWER_ROLES, TEACHER_INVITATION_ROLES } from '../../../../shared/constants.js';
import { RefusedPage } from '../../../components/RefusedPage';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import type { InvitationCreated } from '../api/create-invitation';
import { ClassListForm } from '../components/ClassListForm';
import { InvitationForm } from '../components/InvitationForm';
import { InvitationList } from '../components/InvitationList';
import { InvitationResult } from '../components/InvitationResult';

const SECTION = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * /invitations: teachers and administrators invite people (there is no open sign-up) and see
 * the invitations they made (an administrator, everyone's). A new invitation's link and QR code
 * are shown once, in place of the form; a whole class is invited from a CSV list, checked first. Other members are told plainly it is not for them, as on
 * the review queue.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const id = useId();
  const user = useSessionUser();
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  // A new invitation starts the list again from the newest, whatever pages were shown.
  const [made, setMade] = useState(0);

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  // Only a mirror of the server, which refuses members invitations anyway.
  if (!user || !REVIEWER_ROLES.includes(user.role)) {
    return <RefusedPage documentTitle={t('invitations.documentTitle')} heading={t('invitations.heading')} text={t('apiErrors.reviewers_only')} />;
  }
  const admin = user.role === 'admin';

  return (
    // Printing the card prints it alone: the page around it is hidden on paper (styles.css).
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('invitations.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('invitations.heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('invitations.intro')}</p>
      {!admin && <p className="mt-2 text-slate-700">{t('invitations.introTeacher')}</p>}

      <section aria-labelledby={`${id}-form`} className={`mt-8 ${SECTION}`}>
        <h2 id={`${id}-form`} className="mb-5 text-xl font-bold text-brand-900">
          {t('invitations.formHeading')}
        </h2>
        {created ? (
          <InvitationResult created={created} onClose={() => setCreated(null)} />
        ) : (
          <InvitationForm
            roles={admin ? INVITATION_ROLES : TEACHER_INVITATION_ROLES}
            onCreated={(answer) => {
              setCreated(answer);
              setMade((count) => count + 1);
            }}
          />
        )}
      </section>

      <section aria-labelledby={`${id}-class`} className={`mt-8 ${SECTION}`}>
        <h2 id={`${id}-class`} className="mb-5 text-xl font-bold text-brand-900">
          {t('invitations.classList.heading')}
        </h2>
        <ClassListForm roles={admin ? INVITATION_ROLES : TEACHER_INVITATION_ROLES} onSent={() => setMade((count) => count + 1)} />
      </section>

      <section aria-labelledby={`${id}-list`} className="mt-10">
        <h2 id={`${id}-list`} className="mb-4 text-xl font-bold text-brand-900">
          {admin ? t('invitations.listHeadingAll') : t('invitations.listHeadingOwn')}
        </h2>
        <InvitationList key={made} userId={user.id} showMaker={admin} />
      </section>
    </div>
  );
}
