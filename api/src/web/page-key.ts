import type { PlatformManifest } from '@pizza-atlas/contracts';

/** A number per object (a shell build, a loaded render bundle): a new build, a new number. */
const editions = new WeakMap<object, number>();
let lastEdition = 0;
function editionOf(thing: object | null | undefined): number {
  if (!thing) return 0;
  let edition = editions.get(thing);
  if (edition === undefined) editions.set(thing, (edition = lastEdition += 1));
  return edition;
}

/**
 * The page cache's key: everything a page's HTML depends on but its data (whose answers
 * drop the page when they go, and say when the clock next changes them) — the URL, the
 * origin its links and canonical use, the shell build and render bundle that made it, and
 * the active release and switch of every remote and lab (a publish, roll-back or toggle is
 * a new key).
 */
export function pageKey(page: {
  url: string;
  origin: string;
  manifest: PlatformManifest;
  shell: object;
  renderer: object | null | undefined;
}): string {
  const releases = page.manifest.remotes.map((remote) => `${remote.name}@${remote.version}`);
  return JSON.stringify([
    'page',
    page.url,
    page.origin,
    editionOf(page.shell),
    editionOf(page.renderer),
    releases,
    page.manifest.features,
  ]);
}
