import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../shared/schemas/auth.js';
import { paths } from '../lib/paths';
import { useVisitorUntilKnown } from '../lib/session';
import { CloseIcon, MenuIcon } from '../components/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteSearch } from './SiteSearch';
import { projectName, useOpenProjects } from '../entities/projects/open-projects';

const PANEL_ID = 'mobile-nav';

/**
 * Below 1024 px: the header's links, plus PROFILE or SIGN IN, behind a hamburger. A
 * disclosure of plain links (the pattern for site navigation), not an application menu.
 * The panel is in the server's HTML, closed, so that the island of a page without the app
 * (shell/islands/mobile-menu.ts) opens it; the app adopts the state the island left.
 */
export function MobileNav({ user }: { user: SessionUser | null | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // Open for the page it was opened on: any navigation closes it. The page is the one shown or
  // the one in the address bar: a navigation's address comes first and its page a render later,
  // and a menu opened in between stays open when that page arrives.
  const [openOn, setOpenOn] = useState<readonly string[] | null>(null);
  const open = openOn?.includes(location.key) ?? false;
  // Forgotten once left, so that Back to that page does not open it again. Set while rendering:
  // React draws this again at once, before anything is shown.
  if (openOn && !open) setOpenOn(null);
  // Asked for once the menu opens, then kept.
  const projects = useOpenProjects(open);
  const visitorUntilKnown = useVisitorUntilKnown();
  // Opened by the island before the app ran: the app keeps it open (its attributes are the DOM's
  // already; from here on React writes them).
  useEffect(() => {
    if (button.current?.getAttribute('aria-expanded') === 'true') setOpenOn([location.key]);
    // Once, at the takeover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function close() {
    setOpenOn(null);
  }

  return (
    <div
      className="lg:hidden"
      data-island="mobile-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
    >
      {/* The name stays "Open menu"; aria-expanded says whether it is. */}
      <button
        ref={button}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        className="icon-button relative z-30"
        onClick={() => setOpenOn(open ? null : [location.key, addressKey()])}
      >
        {/* Both, one shown: the island shows the other without the app. */}
        <CloseIcon data-icon="open" className={'size-7' + (open ? '' : ' hidden')} />
        <MenuIcon data-icon="closed" className={'size-7' + (open ? ' hidden' : '')} />
      </button>
      {/* Dims the page, not the header bar (which sits above z-20); a tap on it closes. */}
      {open && createPortal(<div aria-hidden="true" className="fixed inset-0 z-20 bg-brand-950/40" onClick={close} />, document.body)}
      <nav
        id={PANEL_ID}
        hidden={!open}
        aria-label={t('nav.mobileLabel')}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100svh-4.5rem)] overflow-y-auto border-t border-white/10 bg-brand-900 px-4 pt-2 pb-6 shadow-xl"
      >
        {/* Any navigation closes the menu, a search's too. */}
        <div className="pb-2">
          <SiteSearch place="menu" />
        </div>
        <ul className="flex flex-col">
          <MobileLink to={paths.home()}>{t('nav.home')}</MobileLink>
          <li>
            <span className="block px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-brand-200">
              {t('nav.projects')}
            </span>
            <ul>
              {projects.data?.map((project) => (
                <MobileLink key={project.id} to={paths.projectSpace(project.slug)} inset>
                  {projectName(project, i18n.language)}
                </MobileLink>
              ))}
              <MobileLink to={paths.project()} inset allProjects>
                {t('nav.allProjects')}
              </MobileLink>
            </ul>
          </li>
          <MobileLink to={paths.about()}>{t('nav.about')}</MobileLink>
          <MobileLink to={paths.blog(1)}>{t('nav.blog')}</MobileLink>
          <MobileLink to={paths.contact()}>{t('nav.contact')}</MobileLink>
          {(user !== undefined || visitorUntilKnown) && (
            <li className="mt-2 border-t border-white/10 pt-2">
              {user ? (
                <Link to={paths.profile()} className={MOBILE_LINK}>
                  {t('nav.profile')}
                </Link>
              ) : (
                <Link to={paths.signIn()} className={MOBILE_LINK} data-sign-in>
                  {t('nav.signIn')}
                </Link>
              )}
            </li>
          )}
          <li className="mt-2 border-t border-white/10 pt-2">
            <LanguageSwitch place="menu" />
          </li>
        </ul>
      </nav>
    </div>
  );
}

/**
 * The key of the location in the address bar, which a navigation's render may not show yet: the
 * router keeps it in the history entry's state, and reads a first entry without one as "default".
 */
function addressKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : 'default';
}

const LINK_BASE = 'block rounded-lg py-3 pr-3 text-base text-white hover:bg-white/10 hover:text-accent-300';
const MOBILE_LINK = LINK_BASE + ' pl-3 font-semibold tracking-wide';
const PROJECT_LINK = LINK_BASE + ' pl-6 font-medium';

function MobileLink({ to, inset, allProjects, children }: { to: string; inset?: boolean; allProjects?: boolean; children: ReactNode }) {
  return (
    <li>
      {/* The island puts the projects it is told of before "All projects". */}
      <Link to={to} className={inset ? PROJECT_LINK : MOBILE_LINK} data-all-projects={allProjects ? '' : undefined}>
        {children}
      </Link>
    </li>
  );
}
