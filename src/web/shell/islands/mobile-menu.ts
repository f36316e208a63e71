// The phone's menu before the app runs (decision 0060): a visitor reading the site may never
// load the app, and the menu must open at once all the same. It works on the server's HTML of
// MobileNav.tsx: the button, its panel (rendered closed, `hidden`) and both icons. Once the app
// runs, MobileNav takes over and adopts the state this left (an open panel stays open), and
// this lets go.
import { MENU_KEPT_OPEN } from './language-switch';

/** The classes MobileNav gives its backdrop (the same classes, so the look does not change). */
const BACKDROP_CLASS = 'fixed inset-0 z-20 bg-brand-950/40';
/** The classes MobileNav gives a project's link in the panel. */
const PROJECT_LINK_CLASS = 'block rounded-lg py-3 pr-3 pl-6 text-base font-medium text-white hover:bg-white/10 hover:text-accent-300';

interface ProjectWords {
  slug: string;
  name: { en: string; el: string };
}

/** Makes the menu inside `container` (MobileNav's `[data-island="mobile-menu"]`) work; returns what undoes it. */
export function attachMobileMenu(container: HTMLElement): () => void {
  const button = container.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !panel) return () => {};
  let backdrop: HTMLElement | null = null;
  const added: HTMLElement[] = [];
  let attached = true;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    for (const icon of button.querySelectorAll<SVGElement>('[data-icon]')) icon.classList.toggle('hidden', (icon.dataset.icon === 'open') !== open);
    if (open && !backdrop) {
      backdrop = document.createElement('div');
      backdrop.setAttribute('aria-hidden', 'true');
      backdrop.className = BACKDROP_CLASS;
      backdrop.addEventListener('click', () => show(false));
      document.body.append(backdrop);
    } else if (!open) {
      backdrop?.remove();
      backdrop = null;
    }
    if (open) void addProjects();
  };

  // The panel lists the open projects, which the server's HTML of a closed menu has only on the
  // pages that show them (home, the projects' page): elsewhere they are asked for at the first
  // opening, as the app's menu asks (GET /api/site, where its query reads them).
  let asked = false;
  const addProjects = async () => {
    const allProjects = panel.querySelector<HTMLAnchorElement>('[data-all-projects]');
    if (asked || !allProjects || allProjects.parentElement?.previousElementSibling) return;
    asked = true;
    try {
      const response = await fetch('/api/site', { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const { projects } = (await response.json()) as { projects: ProjectWords[] };
      // The app took the page over meanwhile: the panel is its own now.
      if (!attached) return;
      const language = document.documentElement.lang;
      for (const project of projects) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        // paths.projectSpace: the projects' page's address and the slug (a test holds them together).
        link.href = `${allProjects.getAttribute('href')}/${encodeURIComponent(project.slug)}`;
        link.className = PROJECT_LINK_CLASS;
        link.textContent = (language === 'el' ? project.name.el : project.name.en) || project.name.en || project.name.el;
        item.append(link);
        allProjects.parentElement?.before(item);
        added.push(item);
      }
    } catch {
      // Offline: "All projects" still leads to every one of them.
    }
  };

  const onClick = () => show(!isOpen());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    show(false);
    button.focus();
  };
  // A page the browser keeps for Back opens as it was left: with its menu closed, as a new page would.
  const onPageHide = () => show(false);
  button.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);
  window.addEventListener('pagehide', onPageHide);
  // The language was switched from this menu: the page in the new language opens with it open,
  // its language switch in focus, as the app's switch leaves it.
  if (sessionStorage.getItem(MENU_KEPT_OPEN)) {
    sessionStorage.removeItem(MENU_KEPT_OPEN);
    show(true);
    panel.querySelector<HTMLButtonElement>('[data-island="language"] button[aria-pressed="true"]')?.focus();
  }
  return () => {
    attached = false;
    button.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('pagehide', onPageHide);
    // The app draws its own backdrop and project links from here on.
    backdrop?.remove();
    for (const item of added) item.remove();
  };
}
