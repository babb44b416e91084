import type { HomeSlot } from '@pizza-atlas/contracts';

/**
 * The home page's slots below its first screen, on a phone and on most desktops: their
 * widgets' code is not among the page's first scripts; each loads as the visitor nears it.
 */
export const SLOTS_LOADED_WHEN_NEAR: ReadonlySet<HomeSlot> = new Set<HomeSlot>([
  'home.labs',
  'home.cta',
]);
