import type { Sql } from '../db/client';
import { sampleIsShown } from '../places/read-places';
import type { StaticListing } from '@pizza-atlas/contracts';
import { STATIC_LISTINGS } from './static-listings';

/**
 * The spec's sample guide listings, while the sample catalog is the site's data: they are
 * fiction like it, so once a real import retired the sample and no sample place is left,
 * they leave the guides, the site map and sitemap, and their pages answer 404 (issue 23:
 * the sample steps aside for real data).
 */
export async function guideListings(sql: Sql): Promise<readonly StaticListing[]> {
  return (await sampleIsShown(sql)) ? STATIC_LISTINGS : [];
}
