// The platform's fixed names, without zod: browser code that needs only a list (the
// footer's columns, say) imports it from here through the package's side-effect-free
// re-exports, and the schemas built from the lists stay out of the page
// (docs/decisions/0016-javascript-before-first-paint.md).

/** The four remotes of the platform. The shell is not in the registry. */
export const REMOTE_NAMES = ['discovery', 'guides', 'labs', 'partners'] as const;

/** Lab features that staff can switch on and off inside the labs remote. */
export const LAB_FEATURES = [
  'quiz',
  'discovery-journey',
  'pizza-intelligence',
  'wait-times',
  'ar-scanner',
  'pizza-social',
] as const;

/** Places on the home page that remote widgets fill, in the shell's layout order. */
export const HOME_SLOTS = [
  'home.hero',
  'home.featured',
  'home.labs',
  'home.cta',
  'home.overlay',
] as const;

/** Footer columns that remote pages can join (the shell adds its own pages to them). */
export const FOOTER_GROUP_KEYS = ['features', 'platform', 'legal'] as const;

/** The file name of the definitions inside a release (and the shell's build). */
export const RELEASE_DEFINITIONS_FILE = 'routes.json';
