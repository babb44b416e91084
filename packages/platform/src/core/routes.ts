import type { PageDefinition, PlatformManifest, RemoteEntry } from '@pizza-atlas/contracts';

/**
 * Everything the router needs, on the server and in the browser: the shell's own pages
 * (from its build) and the registry snapshot (each active remote's pages, from its release).
 */
export interface SiteRoutes {
  shellPages: readonly PageDefinition[];
  manifest: PlatformManifest;
}

export type RouteMatch =
  | {
      kind: 'shell';
      page: PageDefinition;
      params: Record<string, string>;
      /** The path this page is served at: lower-case static segments, no trailing slash. */
      canonicalPath: string;
    }
  | {
      kind: 'remote';
      remote: RemoteEntry;
      page: PageDefinition;
      params: Record<string, string>;
      canonicalPath: string;
    }
  | { kind: 'not-found' };

/** A page is on the site when its lab feature (if any) is switched on. */
export function isFeatureOn(manifest: PlatformManifest, feature: string | undefined): boolean {
  return feature ? manifest.features[feature] !== false : true;
}

/** The pages of every active remote whose lab feature is on, with their remote. */
export function remotePages(
  manifest: PlatformManifest,
): { remote: RemoteEntry; page: PageDefinition }[] {
  return manifest.remotes.flatMap((remote) =>
    remote.pages
      .filter((page) => isFeatureOn(manifest, page.feature))
      .map((page) => ({ remote, page })),
  );
}

export function isParamSegment(segment: string): boolean {
  return segment.startsWith(':');
}

/**
 * Matches a pathname against a pattern. Static segments match whatever their case and a
 * trailing slash is ignored; the canonical path says how the page is spelled, so the
 * server can redirect and the browser can replace the URL. Parameters keep their case.
 */
export function matchPattern(
  pattern: string,
  pathname: string,
): { params: Record<string, string>; canonicalPath: string } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const patternParts = pattern.split('/');
  const pathParts = trimmed.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  const canonical: string[] = [];
  for (let i = 0; i < patternParts.length; i += 1) {
    const want = patternParts[i]!;
    const got = pathParts[i]!;
    if (isParamSegment(want)) {
      if (!got) return null;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
      canonical.push(got);
    } else {
      if (want !== got.toLowerCase()) return null;
      canonical.push(want);
    }
  }
  return { params, canonicalPath: canonical.join('/') || '/' };
}

function staticSegments(pattern: string): number {
  return pattern.split('/').filter((segment) => segment && !isParamSegment(segment)).length;
}

/**
 * Which page serves `pathname`: the one matcher of the server and the browser. Shell
 * pages come first; among remote pages, the most specific pattern wins.
 */
export function resolveRoute(site: SiteRoutes, pathname: string): RouteMatch {
  for (const page of site.shellPages) {
    const match = matchPattern(page.path, pathname);
    if (match) return { kind: 'shell', page, ...match };
  }
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const { remote, page } of remotePages(site.manifest)) {
    const match = matchPattern(page.path, pathname);
    const score = match ? staticSegments(page.path) : -1;
    if (match && score > bestScore) {
      best = { kind: 'remote', remote, page, ...match };
      bestScore = score;
    }
  }
  return best ?? { kind: 'not-found' };
}
