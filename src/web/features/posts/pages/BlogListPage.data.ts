import { describePageData } from '../../../lib/page-data';
import { paths } from '../../../lib/paths';
import { postsQueryOptions } from '../../../entities/posts/get-posts';
import { projectParam, readPageParam } from '../components/page-param';

/**
 * A page of the blog: asked for while its chunk loads, as its reader reads it (members read the
 * posts for members too). Rendered on the server as a visitor reads it, whoever asks (decision
 * 0017); an address like /blog/02 is sent to /blog/2 there (the page does it in the browser).
 */
export const pageData = describePageData({
  page: 'blogList',
  query: ({ params, query }, reader) => postsQueryOptions(readPageParam(params.page).page, reader, projectParam(query)),
  prefetch: true,
  redirect: ({ params }) => {
    const { page, canonical } = readPageParam(params.page);
    return canonical ? null : paths.blog(page);
  },
});
