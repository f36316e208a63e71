import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { REVIEWER_ROLES } from '../../shared/constants.js';
import type { SessionUser } from '../../shared/schemas/auth.js';
import { useSessionUser, useVisitorUntilKnown } from '../lib/session';
import { paths } from '../lib/paths';
import { ChevronDownIcon, LogoMark, SearchIcon } from '../components/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuOnDemand, type MenuStart } from './MenuOnDemand';
import { MobileNav } from './MobileNav';
import { NotificationBell } from '../entities/notifications/NotificationBell';
import { ReviewCountLink } from '../entities/review/ReviewCountLink';
import { SiteSearch } from './SiteSearch';

// The Radix menu behind PROJECTS is most of the header's code; it loads after the first page
// is usable (main.tsx) or at the first hover or press, whichever comes first.
export const loadProjectsMenu = () => import('./ProjectsMenu');
const ProjectsMenu = lazy(() =>
  loadProjectsMenu().then(
    (module) => ({ default: module.ProjectsMenu }),
    // Offline, or a deploy replaced the chunk: every item leads to /project, so a link will do
    // (rather than the whole page failing).
    () => ({ default: ProjectsLink }),
  ),
);

const DEFAULT_AVATAR = '/default-avatar.svg';
// These pages open with their own full-width picture on desktop.
const PATHS_WITHOUT_DESKTOP_BAND = new Set([paths.home(), paths.about(), paths.project()]);

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const projectsTriggerClass = headerLinkClass(path === paths.project()) + ' inline-flex items-center gap-1';

  return (
    <header className="relative bg-brand-900 text-white">
      <div className="relative z-30 mx-auto flex h-16 max-w-7xl items-center gap-3 bg-brand-900 px-4 sm:px-6 lg:h-20 lg:gap-4 lg:px-8">
        <Link
          to={paths.home()}
          aria-label={t('nav.homeLink')}
          className="flex shrink-0 items-center gap-2.5 rounded-lg text-xl font-bold tracking-tight"
        >
          <LogoMark width={36} height={36} className="size-9" />
          <span>{t('app.name')}</span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex items-center gap-1">
            <li>
              <HeaderLink to={paths.home()} end>
                {t('nav.home')}
              </HeaderLink>
            </li>
            <li>
              <MenuOnDemand
                preload={loadProjectsMenu}
                triggerClassName={projectsTriggerClass}
                triggerContent={
                  <>
                    {t('nav.projects')}
                    <ChevronDownIcon className="size-4" />
                  </>
                }
                renderMenu={(start) => <ProjectsMenu start={start} triggerClassName={projectsTriggerClass} />}
              />
            </li>
            <li>
              <HeaderLink to={paths.about()}>{t('nav.about')}</HeaderLink>
            </li>
            <li>
              <HeaderLink to={paths.blog(1)}>{t('nav.blog')}</HeaderLink>
            </li>
            <li>
              <HeaderLink to={paths.contact()}>{t('nav.contact')}</HeaderLink>
            </li>
          </ul>
        </nav>

        {/* The box where there is room for it; between 1024 and 1280 px the menu's five links
            take that room in Greek, and a magnifier leads to the search page instead. */}
        <div className="ml-auto hidden items-center lg:flex">
          <div className="hidden xl:block">
            <SiteSearch place="header" />
          </div>
          <Link to={paths.search()} aria-label={t('siteSearch.label')} className="icon-button size-9 xl:hidden">
            <SearchIcon className="size-5" />
          </Link>
        </div>

        <div className="hidden lg:block">
          <LanguageSwitch place="header" />
        </div>

        {/* A fixed box: the avatar, SIGN IN or (while the session loads) nothing take the same
            room, so nothing moves when the answer arrives; wide enough for a reviewer's three
            buttons (the review queue's count, the bell, the avatar). */}
        <div className="ml-auto flex h-10 w-32 shrink-0 items-center justify-end lg:ml-0">
          <AccountControl user={user} />
        </div>

        <MobileNav user={user} />
      </div>
      <div
        aria-hidden="true"
        data-testid="header-band"
        className={
          'h-2 bg-gradient-to-r from-accent-500 via-accent-400 to-brand-500' +
          (PATHS_WITHOUT_DESKTOP_BAND.has(path) ? ' lg:hidden' : '')
        }
      />
    </header>
  );
}

function headerLinkClass(active: boolean) {
  return (
    'rounded-md px-2 py-2 text-sm font-semibold xl:px-3 tracking-wide transition-colors hover:bg-white/10 hover:text-accent-300 ' +
    (active ? 'text-accent-300' : 'text-white')
  );
}

function HeaderLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => headerLinkClass(isActive)}>
      {children}
    </NavLink>
  );
}

function ProjectsLink({ triggerClassName }: { start: MenuStart; triggerClassName: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.project()} className={triggerClassName}>
      {t('nav.projects')}
    </Link>
  );
}

function AccountControl({ user }: { user: SessionUser | null | undefined }) {
  const { t } = useTranslation();
  const visitorUntilKnown = useVisitorUntilKnown();
  if (user === undefined && !visitorUntilKnown) return null;
  if (!user) {
    return (
      <Link to={paths.signIn()} className="btn-accent h-10" data-sign-in>
        {t('nav.signIn')}
      </Link>
    );
  }
  const reviewer = REVIEWER_ROLES.includes(user.role);
  return (
    <div className={`flex items-center ${reviewer ? 'gap-1' : 'gap-2'}`}>
      {reviewer && <ReviewCountLink />}
      <NotificationBell userId={user.id} />
      <AvatarLink user={user} />
    </div>
  );
}

function AvatarLink({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.profile()} className="rounded-full">
      <img
        src={user.image ?? DEFAULT_AVATAR}
        alt={t('nav.avatarAlt')}
        width={40}
        height={40}
        className="size-10 rounded-full bg-brand-100 object-cover ring-2 ring-accent-400"
      />
    </Link>
  );
}
