import type { PageDefinition, PlatformManifest } from '@pizza-atlas/contracts';
import {
  SNAPSHOT_GLOBAL,
  buildHeadTags,
  renderHeadTags,
  resolveRoute,
  type PageHead,
  type PageSnapshot,
  type RouteMatch,
} from '@pizza-atlas/platform/core';

const HEAD_MARK = '<!--pa-head-->';
const SNAPSHOT_MARK = '<!--pa-snapshot-->';

const NOT_FOUND_HEAD: PageHead = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  robots: 'noindex',
};

/** The page's head defaults from its definition (the shell's build or the remote's release). */
function headFor(match: RouteMatch): PageHead {
  return match.kind === 'not-found' ? NOT_FOUND_HEAD : match.page.head;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The registry snapshot as script JSON, made once per manifest: the manifest reader hands
 * out the same object until the registry changes, and it is most of a page's snapshot.
 */
const manifestJson = new WeakMap<PlatformManifest, string>();

/** `scriptJson(snapshot)` (a PageSnapshot), with the manifest's part made once. */
function snapshotJson(
  snapshot: Required<Pick<PageSnapshot, 'manifest' | 'origin'>> & Pick<PageSnapshot, 'queries'>,
): string {
  let manifest = manifestJson.get(snapshot.manifest);
  if (manifest === undefined) {
    manifest = scriptJson(snapshot.manifest);
    manifestJson.set(snapshot.manifest, manifest);
  }
  const queries =
    snapshot.queries === undefined ? '' : `,"queries":${scriptJson(snapshot.queries)}`;
  return `{"manifest":${manifest},"origin":${scriptJson(snapshot.origin)}${queries}}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface ShellBuild {
  html: string;
  /** The shell's own pages, from the routes.json of its active release (active-shell.ts). */
  pages: PageDefinition[];
}

/** What the shell's server bundle rendered for the page (see server-render.ts). */
export interface ServerRenderedPage {
  status: 200 | 404 | 410;
  html: string;
  styles: string;
  head: PageHead;
  queries: unknown;
}

/** A remote area to preload: its release's mf-manifest.json and its module's chunks. */
export interface PreloadedArea {
  entry: string;
  chunks: string[];
}

const ROOT = '<div id="root"></div>';
/** The shell template's one script with a source: its entry (main.js), deferred. */
const ENTRY_SCRIPT = /<script\b[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
/**
 * The latest a rendered page's scripts start, after its HTML is parsed, whatever its load
 * event does: a photo whose host hangs holds the load event back until the browser gives
 * up on it, and the page must not stay unhydrated that long.
 */
export const SCRIPTS_START_BY_MS = 10_000;

/**
 * A rendered page's scripts start after its first paint (decision 0075): this inline script,
 * at the end of the body, adds the preloads and the shell's entry once the window's load
 * event has come (the HTML, its styles and its eager photos, the largest paint's among them)
 * and a frame has been drawn; in a hidden tab, which draws no frames, at the load event;
 * and at the latest SCRIPTS_START_BY_MS after the HTML is parsed.
 * The page is on screen from its HTML, and its photo no longer shares a slow line with
 * about 200 KB of scripts; hydration follows.
 */
function scriptStarter(entry: string, preloads: [href: string, as: 'fetch' | 'script'][]): string {
  return (
    '(function(d,w,p,e){var s=0,i=0;function go(){if(s)return;s=1;next()}' +
    // One element a task (decision 0079): each append starts a request, ~20 ms on a slow phone.
    // A hidden tab, where nobody taps and timers are slowed to one a second, adds them at once.
    'function next(){if(i<p.length){var l=d.createElement("link");l.rel="preload";l.href=p[i][0];l.as=p[i][1];' +
    'if(p[i][1]==="fetch")l.crossOrigin="anonymous";else l.setAttribute("fetchpriority","low");i++;d.head.appendChild(l);' +
    'if(d.visibilityState==="hidden")next();else setTimeout(next,0)}' +
    'else{var t=d.createElement("script");t.src=e;d.body.appendChild(t)}}' +
    'function loaded(){if(d.visibilityState==="hidden")go();else w.requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'if(d.readyState==="complete")loaded();else w.addEventListener("load",loaded);' +
    `setTimeout(go,${SCRIPTS_START_BY_MS})` +
    `})(document,window,${scriptJson(preloads)},${scriptJson(entry)})`
  );
}
/** The template's own <script> and <style> tags (the theme script, the first-paint colours). */
const TEMPLATE_TAG = /<(script|style)\b(?![^>]*\snonce=)/gi;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

export type RenderedPage =
  | { status: number; html: string }
  /** The page lives at another spelling of the path (case, trailing slash). */
  | { status: 301; location: string };

/**
 * Fills the shell's HTML with head tags, the registry snapshot and the route's preloads,
 * and, when the server rendered the page, its HTML, styles and queries.
 */
export function renderPage(
  shell: ShellBuild,
  options: {
    manifest: PlatformManifest;
    pathname: string;
    search?: string;
    origin: string;
    /**
     * The answer's Content-Security-Policy nonce: on the template's inline tags, the
     * snapshot script, and in <meta property="csp-nonce"> where styled-components and
     * Leaflet's stylesheet read it in the browser.
     */
    nonce: string;
    rendered?: ServerRenderedPage;
    /** Each remote area the page shows, with its module's chunks (release-relative). */
    areas?: PreloadedArea[];
  },
): RenderedPage {
  const match = resolveRoute(
    { shellPages: shell.pages, manifest: options.manifest },
    options.pathname,
  );
  if (match.kind !== 'not-found' && match.canonicalPath !== options.pathname) {
    return { status: 301, location: `${match.canonicalPath}${options.search ?? ''}` };
  }
  const { rendered } = options;
  const head = renderHeadTags(
    buildHeadTags(rendered?.head ?? headFor(match), options.origin, options.pathname),
  );
  // What the browser loads before it hydrates: each area's release manifest, container
  // and module chunks, fetched at once instead of one after the other. The scripts go at
  // low priority: the page is already on screen, and its largest paint (a photo fetched
  // at high priority) should not share the line with them (docs/quality.md).
  const areas: PreloadedArea[] =
    options.areas ?? (match.kind === 'remote' ? [{ entry: match.remote.entry, chunks: [] }] : []);
  const fetched = new Map<string, 'fetch' | 'script'>();
  for (const area of areas) {
    const folder = area.entry.replace(/mf-manifest\.json$/, '');
    fetched.set(area.entry, 'fetch');
    for (const file of ['remoteEntry.js', ...area.chunks])
      fetched.set(`${folder}${file}`, 'script');
  }
  // A rendered page starts its scripts and preloads after its first paint (decision 0075);
  // any other page, a template for the browser to fill, at once.
  const entry = rendered ? ENTRY_SCRIPT.exec(shell.html)?.[1]?.replace(/&amp;/g, '&') : undefined;
  const preloads = entry
    ? []
    : [...fetched].map(([href, as]) =>
        as === 'fetch'
          ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`
          : `<link rel="preload" href="${escapeAttribute(href)}" as="script" fetchpriority="low">`,
      );
  const data = { manifest: options.manifest, origin: options.origin, queries: rendered?.queries };
  const nonce = escapeAttribute(options.nonce);
  const snapshot = `<script nonce="${nonce}">window.${SNAPSHOT_GLOBAL}=${snapshotJson(data)};</script>`;
  const nonceMeta = `<meta property="csp-nonce" nonce="${nonce}">`;
  // The template's tags first, before any page content is in the HTML; a rendered page
  // drops the template's <noscript> while the HTML is still the small template.
  // The entry script is replaced while the HTML is still the small template: its first
  // script with a source, as the head and the page put none in.
  const template = shell.html.replace(TEMPLATE_TAG, (tag) => `${tag} nonce="${nonce}"`);
  const started =
    entry === undefined
      ? template
      : template.replace(
          ENTRY_SCRIPT,
          () => `<script nonce="${nonce}">${scriptStarter(entry, [...fetched])}</script>`,
        );
  const html = (rendered ? started.replace(NOSCRIPT, '') : started)
    .replace(HEAD_MARK, () =>
      [nonceMeta, head, ...preloads, ...(rendered ? [rendered.styles] : [])].join('\n    '),
    )
    .replace(SNAPSHOT_MARK, () => snapshot);
  if (rendered)
    return {
      status: rendered.status,
      html: html.replace(ROOT, () => `<div id="root">${rendered.html}</div>`),
    };
  return { status: match.kind === 'not-found' ? 404 : 200, html };
}
