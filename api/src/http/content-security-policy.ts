import { randomBytes } from 'node:crypto';

// The Content-Security-Policies the server sends (docs/decisions/0024). Directive names in
// helmet's camelCase; every value list is a fresh array, so no answer can change another's.
export type Directives = Record<string, string[]>;

/** In every policy: nothing frames the site, plug-ins never run, no <base> moves URLs. */
export function baseDirectives(): Directives {
  return { frameAncestors: ["'none'"], objectSrc: ["'none'"], baseUri: ["'none'"] };
}

/** Helmet's options for a policy of exactly these directives (helmet adds none of its own). */
export function policyOptions(directives: Directives) {
  return { contentSecurityPolicy: { useDefaults: false, directives } } as const;
}

/** JSON answers, redirects, images: nothing in them may load or run anything. */
export function answerDirectives(): Directives {
  return { defaultSrc: ["'none'"], formAction: ["'none'"], ...baseDirectives() };
}

/**
 * A route's own policy, on top of the base directives: a docs UI, say, that needs its
 * scripts and styles. In the route's options: `{ securityHeaders: routePolicy({ scriptSrc: [...] }) }`.
 */
export function routePolicy(directives: Directives) {
  return policyOptions({ ...answerDirectives(), ...directives });
}

/**
 * A release's files. Scripts may run as workers (the menu scanner's OCR engine), and a
 * worker started from a URL lives under its script's policy: its own scripts, fetches and
 * WebAssembly from this origin.
 */
export function releaseFileDirectives(): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    formAction: ["'none'"],
    ...baseDirectives(),
  };
}

/**
 * A file a browser would open as a document of its own (an SVG, HTML, any XML): whatever it
 * holds, nothing in it runs when it is opened directly (decision 0042). As an image (`<img>`,
 * CSS) a browser never runs an SVG's scripts, so this changes nothing the site shows. The
 * base directives hold here too: nothing frames it, no plug-in, no <base>.
 */
export const INERT_DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; " +
  "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** True for content types a browser renders as a document that may run scripts. */
export function isDocumentType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type === 'text/html' ||
    type === 'text/xml' ||
    /^application\/([\w.-]+\+)?xml$/.test(type) ||
    type.endsWith('+xml')
  );
}

export interface PageSources {
  /** The map tiles' URL template (MAP_TILES; empty when none): its origin serves images. */
  mapTileUrl: string;
  /** The site is served over https: every request upgraded, plain-http images refused. */
  https: boolean;
}

/** A nonce for one answer: 128 random bits, as the CSP specification asks. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a page, built once; `withNonce` makes each answer's. Scripts: this origin
 * (the shell, remotes' chunks and remote entries, the OCR worker) and the answer's own
 * inline scripts (nonce), plus WebAssembly for the OCR engine; no inline script otherwise.
 * Styles: this origin and <style> elements with the nonce (styled-components' server and
 * runtime sheets, Leaflet's stylesheet); style="" attributes stay allowed (React writes
 * them). Images: places' photos come from anywhere on the web (imports, approved
 * submissions, Yelp), so any https host, the tile server, and data:/blob: images.
 */
export function pagePolicy(sources: PageSources) {
  const tiles = tileOrigin(sources.mapTileUrl);
  const images = ["'self'", 'data:', 'blob:', 'https:'];
  if (tiles && !tiles.startsWith('https:')) images.push(tiles);
  return {
    withNonce: (nonce: string) => {
      const directives: Directives = {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", `'nonce-${nonce}'`],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: [...images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'none'"],
        formAction: ["'self'"],
        ...baseDirectives(),
      };
      if (sources.https) directives.upgradeInsecureRequests = [];
      return policyOptions(directives);
    },
  };
}

/** The origin of a Leaflet URL template ('{s}' subdomains become a wildcard), or null. */
function tileOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain'));
    return url.host.startsWith('tile-subdomain.')
      ? `${url.protocol}//*.${url.host.slice('tile-subdomain.'.length)}`
      : url.origin;
  } catch {
    return null;
  }
}
