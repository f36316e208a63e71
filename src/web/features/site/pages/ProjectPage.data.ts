import { describePageData } from '../../../lib/page-data';
import { siteImagesQueryOptions } from '../../../entities/site/get-site-images';

/** Project shows the site's pictures (its gallery): asked for while its chunk loads. */
export const pageData = describePageData({ page: 'project', query: () => siteImagesQueryOptions, prefetch: true });
