import type { Page } from '@playwright/test';
import type { PlatformManifest } from '@pizza-atlas/contracts';

/** The registry snapshot the server inlined into the current page. */
export function inlinedManifest(page: Page): Promise<PlatformManifest> {
  return page.evaluate(
    () =>
      (window as unknown as { __PIZZA_ATLAS__: { manifest: PlatformManifest } }).__PIZZA_ATLAS__
        .manifest,
  );
}

export function activeVersion(manifest: PlatformManifest, remote: string): string | undefined {
  return manifest.remotes.find((entry) => entry.name === remote)?.version;
}

/** Collects the URLs the page requests, to see which release folders it loads from. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}
