import { ApiError } from '../../../lib/api-client';
import { describePageData } from '../../../lib/page-data';
import { projectQueryOptions } from '../api/get-project';

/**
 * A project's page: asked for while its chunk loads. On the server, an address no project has
 * is the same 404 the API would give, so the page shows its not-found text.
 */
export const pageData = describePageData({
  page: 'projectSpace',
  query: ({ params }) => (params.slug ? projectQueryOptions(params.slug.toLowerCase()) : null),
  prefetch: true,
  fromServer: (project, t) => {
    if (!project) throw new ApiError(404, 'not_found', t('project.notFoundHeading'), { values: { what: 'project' } });
    return project;
  },
});
