import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuardianRequestCount } from '../../../entities/guardian-requests/get-guardian-request-count';
import { useModerationCount } from '../../../entities/reports/get-moderation-count';
import { useReviewCount } from '../../../entities/review/get-review-count';
import { useSessionUser } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';
import { paths } from '../../../lib/paths';
import { REVIEWER_ROLES } from '../../../../shared/constants.js';

const CIRCLE =
  'grid size-24 place-items-center rounded-full text-white shadow-md transition sm:size-28 ' +
  'group-hover:shadow-lg group-focus-visible:ring-4 group-focus-visible:ring-accent-400 group-focus-visible:ring-offset-2';
const LINK_CIRCLE = CIRCLE + ' bg-brand-900 group-hover:bg-brand-700';
// Leaving is set apart by colour from the places the other buttons lead to.
const LOGOUT_CIRCLE = CIRCLE + ' bg-accent-600 group-hover:bg-accent-500 group-disabled:opacity-60';
const ITEM = 'group flex w-32 flex-col items-center gap-3 rounded-2xl p-2 text-center focus:outline-none';
// On the circle's edge, out of the flow: the count arriving moves nothing.
const COUNT_BADGE =
  'absolute -top-1 -right-1 grid h-8 min-w-8 place-items-center rounded-full bg-accent-600 px-2 text-sm font-bold text-white shadow ring-2 ring-white';

/**
 * The signed-in member's hub: the five round buttons, with Security (the second factor's
 * screen) before Logout, My children for guardians, Review, Guardians' requests and Reports with
 * how many wait and Invitations for teachers and admins, and Admin for admins.
 */
export function ProfileHubPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signOut = useSignOut();
  // Only a mirror of the server, which refuses members the queue and its count anyway.
  const reviewer = user ? REVIEWER_ROLES.includes(user.role) : false;
  const waiting = useReviewCount(reviewer).data?.waiting ?? 0;
  const asked = useGuardianRequestCount(reviewer).data?.open ?? 0;
  const reported = useModerationCount(reviewer).data?.open ?? 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <title>{t('profileHub.documentTitle')}</title>
      <h1 className="text-center text-3xl font-bold tracking-tight text-brand-900">
        {user ? t('profileHub.heading', { name: user.name }) : t('profileHub.headingFallback')}
      </h1>
      <ul className="mt-12 flex flex-wrap justify-center gap-x-6 gap-y-10 sm:gap-x-10">
        <HubLink to={paths.editProfile()} icon={<ProfileIcon />} label={t('profileHub.profile')} />
        <HubLink to={paths.collaboration()} icon={<CollaborationIcon />} label={t('profileHub.collaboration')} />
        <HubLink to={paths.blogCreation()} icon={<CreateBlogIcon />} label={t('profileHub.createBlog')} />
        <HubLink to={paths.yourBlogs(1)} icon={<BlogPostsIcon />} label={t('profileHub.blogPosts')} />
        <HubLink to={paths.security()} icon={<SecurityIcon />} label={t('profileHub.security')} />
        {/* A guardian's children and their work; a member who is no one's guardian has none to show. */}
        {user?.guardian && <HubLink to={paths.children()} icon={<ChildrenIcon />} label={t('profileHub.children')} />}
        {reviewer && (
          <HubLink
            to={paths.review()}
            icon={<ReviewIcon />}
            label={t('profileHub.review')}
            count={waiting > 0 ? { shown: waiting, said: t('profileHub.reviewWaiting', { count: waiting }) } : undefined}
          />
        )}
        {/* Teachers and admins bring people in (the server refuses others anyway). */}
        {reviewer && <HubLink to={paths.invitations()} icon={<InvitationsIcon />} label={t('profileHub.invitations')} />}
        {/* Teachers decide guardians' requests to hide, admins those and requests to erase. */}
        {reviewer && (
          <HubLink
            to={paths.guardianRequests()}
            icon={<GuardianRequestsIcon />}
            label={t('profileHub.guardianRequests')}
            count={asked > 0 ? { shown: asked, said: t('profileHub.guardianRequestsWaiting', { count: asked }) } : undefined}
          />
        )}
        {/* Teachers and admins decide on what members reported (decision 0044). */}
        {reviewer && (
          <HubLink
            to={paths.moderation()}
            icon={<ReportsIcon />}
            label={t('profileHub.moderation')}
            count={reported > 0 ? { shown: reported, said: t('profileHub.moderationWaiting', { count: reported }) } : undefined}
          />
        )}
        {/* Only a mirror of the server, which refuses members the admin API anyway. */}
        {user?.role === 'admin' && <HubLink to={paths.admin()} icon={<AdminIcon />} label={t('profileHub.admin')} />}
        <li>
          <button type="button" className={ITEM} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <span className={LOGOUT_CIRCLE}>
              <LogoutIcon />
            </span>
            <span className="font-semibold text-brand-900">{t('profileHub.logout')}</span>
          </button>
        </li>
      </ul>
      {signOut.isError && (
        <p role="alert" className="mt-8 text-center text-sm font-medium text-danger">
          {signOut.error.message}
        </p>
      )}
    </div>
  );
}

type HubCount = { shown: number; said: string };

/** A round button; `count` puts a number on its edge, which screen readers hear after the label ("Review (3 waiting)"). */
function HubLink({ to, icon, label, count }: { to: string; icon: ReactNode; label: string; count?: HubCount | undefined }) {
  return (
    <li>
      <Link to={to} className={ITEM}>
        <span className={`relative ${LINK_CIRCLE}`}>
          {icon}
          {count && (
            <span aria-hidden="true" className={COUNT_BADGE}>
              {count.shown}
            </span>
          )}
        </span>
        <span className="font-semibold text-brand-900">
          {label}
          {count && <span className="sr-only"> {count.said}</span>}
        </span>
      </Link>
    </li>
  );
}

function HubIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={40}
      height={40}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-10"
    >
      {children}
    </svg>
  );
}

function ProfileIcon() {
  return (
    <HubIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </HubIcon>
  );
}

function CollaborationIcon() {
  return (
    <HubIcon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2A5 5 0 0 1 21.5 19" />
    </HubIcon>
  );
}

function CreateBlogIcon() {
  return (
    <HubIcon>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </HubIcon>
  );
}

function BlogPostsIcon() {
  return (
    <HubIcon>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </HubIcon>
  );
}

function SecurityIcon() {
  return (
    <HubIcon>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </HubIcon>
  );
}

function ReportsIcon() {
  return (
    <HubIcon>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </HubIcon>
  );
}

function GuardianRequestsIcon() {
  return (
    <HubIcon>
      <circle cx="8" cy="9" r="3" />
      <path d="M2.5 21v-1.5a5.5 5.5 0 0 1 11 0V21" />
      <path d="M14 3h7v6h-3.5L15 11V9h-1z" />
    </HubIcon>
  );
}

function ChildrenIcon() {
  return (
    <HubIcon>
      <circle cx="8" cy="6" r="3" />
      <path d="M2.5 21v-3a5.5 5.5 0 0 1 11 0v3" />
      <circle cx="17" cy="10.5" r="2.2" />
      <path d="M13.8 21v-1.8a3.2 3.2 0 0 1 6.4 0V21" />
    </HubIcon>
  );
}

function ReviewIcon() {
  return (
    <HubIcon>
      <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1z" />
      <path d="M16 5h2a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2" />
      <path d="M9 13l2 2 4-4" />
    </HubIcon>
  );
}

function InvitationsIcon() {
  return (
    <HubIcon>
      <path d="M21 12V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h9" />
      <path d="M3 6l9 7 9-7" />
      <path d="M19 16v6M16 19h6" />
    </HubIcon>
  );
}

function AdminIcon() {
  return (
    <HubIcon>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </HubIcon>
  );
}

function LogoutIcon() {
  return (
    <HubIcon>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5M21 12H9" />
    </HubIcon>
  );
}
