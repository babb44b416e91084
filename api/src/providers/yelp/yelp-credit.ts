import type { ProviderCredit } from '../listing-provider';

/** Yelp's display terms: name Yelp and link to it wherever its data is shown. */
export const YELP_CREDIT: ProviderCredit = { label: 'Yelp', url: 'https://www.yelp.com' };
