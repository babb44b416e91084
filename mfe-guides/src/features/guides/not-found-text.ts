import { GUIDE_NOT_FOUND } from '@pizza-atlas/contracts';

// Each guide page's not-found screen (spec section 8): its title and text.
export const STATE_NOT_FOUND = { title: 'State Not Found', text: GUIDE_NOT_FOUND.state };
export const CITY_NOT_FOUND = { title: 'City Not Found', text: GUIDE_NOT_FOUND.city };
export const LISTING_NOT_FOUND = { title: 'Restaurant Not Found', text: GUIDE_NOT_FOUND.listing };
