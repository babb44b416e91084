// Which folder may import which: one ordered list per source tree, lowest first. A folder
// (or top-level file) may import only what is listed before it, never what comes after, so
// imports point one way and no two folders can reach each other.
// eslint.config.mjs turns these lists into import-x/no-restricted-paths zones, and
// scripts/check-layers.mjs fails the lint on a folder or file that is in no list (and on
// module cycles, inside a folder too).
//
// A new folder goes into its list at the height of what it imports: above everything it
// uses, below everything that uses it. If it must import something above it, move the shared
// piece down, or invert the dependency (take a function or a registration from above).

/** The API (api/src): infrastructure at the bottom, then domains, then the entry points. */
const API = {
  root: 'api/src',
  // Infrastructure: knows nothing of any domain.
  infrastructure: [
    'load-env-file.ts',
    'env.ts',
    'clock.ts',
    'db',
    'redis',
    'http',
    'metrics',
    'answers',
  ],
  // Domains, each above what it uses.
  domains: [
    'geo',
    'hours',
    'places',
    'catalog',
    'providers',
    'photos',
    'platform',
    'mail',
    'accounts',
    'restaurants',
    'reviews',
    'submissions',
    'contact',
    'analytics',
    'wait-times',
    'guides',
    'site',
    'geocoding',
    'staff',
    'web',
  ],
  // What puts the server together and starts it.
  entries: ['close-on-signals.ts', 'jobs', 'server.ts', 'cli', 'main.ts'],
};

/** Each app's folders, lowest first; in a remote, its feature folders (src/features). */
const APPS = [
  {
    root: 'shell/src',
    order: ['api', 'remotes', 'test', 'frame', 'pages', 'staff', 'app', 'server'],
  },
  {
    // `restaurants` holds what every page of a place shares (hours, services, badges, API
    // calls); the pages sit above it.
    root: 'mfe-discovery/src/features',
    order: ['restaurants', 'map', 'submit', 'reviews', 'search', 'featured', 'restaurant'],
  },
  { root: 'mfe-guides/src/features', order: ['guides', 'city', 'state', 'listing'] },
  {
    root: 'mfe-labs/src/features',
    order: [
      'quiz',
      'showcase',
      'pizza-intelligence',
      'pizza-social',
      'wait-times',
      'discovery-journey',
      'ar-scanner',
    ],
  },
  { root: 'mfe-partners/src/features', order: ['advertise', 'contact', 'accounts'] },
];

/**
 * Every ordered list, lowest first: `root` is a folder of the repository, `order` the names
 * of its folders as they appear in it (and, where `files` is set, of its top-level files,
 * with their extension), and `infrastructure` those of them that must import no domain.
 */
export const LAYERS = [
  {
    root: API.root,
    order: [...API.infrastructure, ...API.domains, ...API.entries],
    infrastructure: API.infrastructure,
    files: true,
  },
  ...APPS.map((app) => ({ ...app, infrastructure: [], files: false })),
];
