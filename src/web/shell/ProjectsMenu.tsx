import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { ChevronDownIcon } from '../components/icons';
import type { MenuStart } from './MenuOnDemand';
import { projectName, useOpenProjects } from '../entities/projects/open-projects';

/** The desktop PROJECTS menu: each open project's page, then all of them. Loaded on demand through MenuOnDemand (see Header). */
export function ProjectsMenu({ start, triggerClassName }: { start: MenuStart; triggerClassName: string }) {
  const { t, i18n } = useTranslation();
  const projects = useOpenProjects();
  return (
    // Not modal: a small link menu need not lock the page or hide it from screen readers.
    <DropdownMenu.Root modal={false} defaultOpen={start.defaultOpen}>
      <DropdownMenu.Trigger autoFocus={start.autoFocus} className={triggerClassName}>
        {t('nav.projects')}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the header's navigation landmark, where its links
          belong (axe: all content in landmarks); the popper places it above the page all the same. */}
      <DropdownMenu.Content align="start" sideOffset={8} className="menu-panel min-w-44">
        {projects.data?.map((project) => (
          <DropdownMenu.Item key={project.id} asChild className="menu-item">
            <Link to={paths.projectSpace(project.slug)}>{projectName(project, i18n.language)}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Item asChild className="menu-item">
          <Link to={paths.project()}>{t('nav.allProjects')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
