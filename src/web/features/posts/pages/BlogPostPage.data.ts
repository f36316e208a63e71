import { isUuid } from '../../../../shared/ids.js';
import { ApiError } from '../../../lib/api-client';
import { describePageData } from '../../../lib/page-data';
import { postQueryOptions } from '../api/get-post';

/**
 * A post: asked for while its chunk loads. On the server, one that is not there (or not a
 * visitor's to read) is the same 404 the API would give, so the page shows its not-found text.
 */
export const pageData = describePageData({
  page: 'blogPost',
  query: ({ params }) => (isUuid(params.postId) ? postQueryOptions(params.postId) : null),
  prefetch: true,
  fromServer: (post, t) => {
    if (!post) throw new ApiError(404, 'not_found', t('blog.notFoundHeading'), { values: { what: 'post' } });
    return post;
  },
});
