import { SEARCH_CONTEXT_KEY, THEME_STORAGE_KEY } from '@pizza-atlas/platform';
import { PASSPORT_STORAGE_KEY } from '@pizza-atlas/platform/passport';

export type StorageKind = 'cookie' | 'local storage' | 'session storage';

/** One thing the site keeps in a visitor's browser, as the cookie policy lists it. */
export interface StoredItem {
  name: string;
  kind: StorageKind;
  purpose: string;
  lifetime: string;
}

const UNTIL_TAB_CLOSES = 'Until you close the tab';

/**
 * Every cookie and storage key any part of the site (shell, remotes) sets, the one list the
 * cookie policy renders. storage-inventory.test.ts reads every app's source for storage and
 * cookie calls and fails when a key is missing here or listed but no longer used.
 */
export const STORAGE_INVENTORY: readonly StoredItem[] = [
  {
    name: 'pa_session',
    kind: 'cookie',
    purpose:
      'Keeps an advertiser or staff member signed in. Set only when you sign in, never for visitors; HttpOnly (page scripts cannot read it) and sent only to Pizza Atlas. It holds a random token, not your details.',
    lifetime: 'Ends when you sign out, after 30 minutes without use, or after 12 hours at most',
  },
  {
    name: '__Host-pa_session',
    kind: 'cookie',
    purpose:
      'The same sign-in cookie under the name it has on the secure (https) site, where it is also sent only over encrypted connections.',
    lifetime: 'Ends when you sign out, after 30 minutes without use, or after 12 hours at most',
  },
  {
    name: THEME_STORAGE_KEY,
    kind: 'local storage',
    purpose: 'Your colour theme, light or dark, when you choose one instead of your system’s.',
    lifetime: 'Until you choose System again or clear this site’s data',
  },
  {
    name: 'pizza-atlas:featured',
    kind: 'local storage',
    purpose:
      'A copy of today’s featured places, so the home page shows them at once when you come back.',
    lifetime:
      'Replaced by each day’s list; a copy older than 24 hours is not used. Kept until you clear this site’s data',
  },
  {
    name: PASSPORT_STORAGE_KEY,
    kind: 'local storage',
    purpose:
      'Your Pizza Passport: the places you checked in at with I’ve been here (name, city, state and the day), counted into your achievements. It never leaves your browser.',
    lifetime: 'Until you undo a check-in or clear this site’s data',
  },
  {
    name: SEARCH_CONTEXT_KEY,
    kind: 'session storage',
    purpose:
      'Where you opened a restaurant from (home, a search and its location, a guide), for its Back button.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    name: 'pizza-atlas:discovery:last-search',
    kind: 'session storage',
    purpose:
      'Your last directory search with its filters and sort, so Back to Search Results returns to it.',
    lifetime: UNTIL_TAB_CLOSES,
  },
];
