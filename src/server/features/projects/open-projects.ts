import type { FastifyInstance } from 'fastify';
import { projectList } from '../../../shared/schemas/projects.js';
import { CACHE_TAGS } from '../../core/events/cache-tags.js';
import { loadProjectSummaries } from '../../core/projects/summaries.js';
import { jsonBody } from '../../plugins/conditional-get.js';

/** GET /api/projects: the open projects, kept until a project changes. */
export function loadOpenProjects(app: FastifyInstance) {
  return app.publicCache.get(
    'projects:open',
    async () => {
      const view = { projects: await loadProjectSummaries(app.db, { archived: false }) };
      return { view, body: jsonBody(projectList, view) };
    },
    [CACHE_TAGS.projects],
  );
}
