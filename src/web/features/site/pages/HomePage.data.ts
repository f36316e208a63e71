import { describePageData } from '../../../lib/page-data';
import { siteImagesQueryOptions } from '../../../entities/site/get-site-images';

/** Home shows the site's pictures (the first carousel picture is its LCP): asked for while its chunk loads. */
export const pageData = describePageData({ page: 'home', query: () => siteImagesQueryOptions, prefetch: true });
