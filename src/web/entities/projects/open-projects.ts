import { useQuery } from '@tanstack/react-query';
import { wordsIn } from '../../../shared/project-words.js';
import type { ProjectSummary } from '../../../shared/schemas/projects.js';
import { siteImagesQueryOptions } from '../site/get-site-images';

/**
 * The open projects in their order, for the circles and the Projects menus: they come with the
 * site's answer (GET /api/site), which home and the projects' pages already hold. A menu asks
 * only once opened (`enabled`): a page that shows no project asks for nothing.
 */
export function useOpenProjects(enabled = true) {
  return useQuery({ ...siteImagesQueryOptions, select: (site) => site.projects, enabled });
}

/** A project's name in the reader's language, or in the other when an administrator left it empty. */
export function projectName(project: Pick<ProjectSummary, 'name'>, language: string): string {
  return wordsIn(project.name, language);
}
