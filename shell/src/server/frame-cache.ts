// The site frame's header and footer, rendered once per frame key and put into each page
// the server renders (decision 0074; the slots are in frame/frame-parts.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { PlatformManifest, SiteSources } from '@pizza-atlas/contracts';
import { headerLinks, mobileMenuLinks, type SiteRoutes } from '@pizza-atlas/platform/core';
import { siteSourcesQueryOptions } from '../api/get-site-sources';
import { frameSlotHtml } from '../frame/frame-parts';
import type { StyleRule } from './render-to-html';

export interface RenderedFrame {
  /** The header's HTML: one `<header>` element. */
  header: string;
  /** The footer's HTML: one `<footer>` element. */
  footer: string;
  /** The styles the frame inserted before the page's place, then after it, in order. */
  rules: { before: StyleRule[]; after: StyleRule[] };
}

/** Frames kept per registry snapshot: a key is a handful of values, so a few are enough. */
const MAX_FRAMES_PER_MANIFEST = 32;

const HEADER_SLOT = frameSlotHtml('header');
const PAGE_SLOT = frameSlotHtml('page');
const FOOTER_SLOT = frameSlotHtml('footer');

/** The path part of a link's target, as the router compares it (case aside). */
function linkPath(to: string): string {
  return new URL(to, 'http://localhost').pathname.toLowerCase();
}

/** The paths the header's menus link to, worked out once per registry snapshot. */
const menuPaths = new WeakMap<PlatformManifest, ReadonlySet<string>>();

function menuPathsOf(site: SiteRoutes): ReadonlySet<string> {
  let paths = menuPaths.get(site.manifest);
  if (!paths) {
    paths = new Set(
      [...headerLinks(site).nav, ...mobileMenuLinks(site)].map((link) => linkPath(link.to)),
    );
    menuPaths.set(site.manifest, paths);
  }
  return paths;
}

/**
 * Everything the header and footer read besides the registry snapshot, which keys the
 * cache itself. A change to what they show must be added here, and `render.test.ts`
 * holds the joined pages byte for byte against the whole render.
 * - the page's own path, only when a menu link points at it (that link is `aria-current`);
 * - the site's origin (the footer's share links);
 * - whether the catalog holds sample places, when the page loaded its sources (the footer's
 *   disclaimer);
 * - the year (the footer's copyright line).
 */
export function frameKey({
  pathname,
  site,
  origin,
  queryClient,
  year,
}: {
  pathname: string;
  site: SiteRoutes;
  origin: string;
  queryClient: QueryClient;
  year: number;
}): string {
  const path = pathname.toLowerCase();
  const current = menuPathsOf(site).has(path) ? path : '';
  const sources = queryClient.getQueryData<SiteSources>(siteSourcesQueryOptions().queryKey);
  const sample = sources ? String(sources.catalog.sample > 0) : 'unknown';
  return JSON.stringify([current, origin, sample, year]);
}

/** The one element `tag` in `html`, or null when there is not exactly one. */
function onlyElement(html: string, tag: 'header' | 'footer'): string | null {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`);
  if (start < 0 || end < start) return null;
  if (html.indexOf(`<${tag}`, start + 1) >= 0 || html.indexOf(`</${tag}>`, end + 1) >= 0)
    return null;
  return html.slice(start, end + tag.length + 3);
}

/**
 * The header and footer out of a frame render's HTML (its page's place a slot). Null when
 * the HTML is not the frame's expected shape: the page is then rendered whole.
 */
export function cutFrame(
  html: string,
  rules: StyleRule[],
  pageSlotAt: number | null,
): RenderedFrame | null {
  const page = html.indexOf(PAGE_SLOT);
  if (page < 0 || pageSlotAt === null || html.indexOf(PAGE_SLOT, page + 1) >= 0) return null;
  const header = onlyElement(html.slice(0, page), 'header');
  const footer = onlyElement(html.slice(page + PAGE_SLOT.length), 'footer');
  if (header === null || footer === null) return null;
  return {
    header,
    footer,
    rules: { before: rules.slice(0, pageSlotAt), after: rules.slice(pageSlotAt) },
  };
}

/**
 * A page rendered without its header and footer, with the frame's put into their slots:
 * the header's slot is the first of its kind (it comes before the page), the footer's the
 * last (after it). Null when a slot is missing.
 */
export function joinFrame(pageHtml: string, frame: RenderedFrame): string | null {
  const header = pageHtml.indexOf(HEADER_SLOT);
  const footer = pageHtml.lastIndexOf(FOOTER_SLOT);
  if (header < 0 || footer < header) return null;
  return (
    pageHtml.slice(0, header) +
    frame.header +
    pageHtml.slice(header + HEADER_SLOT.length, footer) +
    frame.footer +
    pageHtml.slice(footer + FOOTER_SLOT.length)
  );
}

/**
 * Frames by registry snapshot (the manifest reader hands out one object until the
 * registry changes) and key. A frame being rendered is shared by the pages that wait for
 * it; one that failed is forgotten, so the next page tries again.
 */
export class FrameCache {
  private readonly frames = new WeakMap<
    PlatformManifest,
    Map<string, Promise<RenderedFrame | null>>
  >();

  /** The frame of `key`, rendered by `render` when there is none yet. */
  get(
    manifest: PlatformManifest,
    key: string,
    render: () => Promise<{ frame: RenderedFrame | null; keep: boolean }>,
  ): Promise<RenderedFrame | null> {
    let byKey = this.frames.get(manifest);
    if (!byKey) {
      byKey = new Map();
      this.frames.set(manifest, byKey);
    }
    const found = byKey.get(key);
    if (found) return found;
    if (byKey.size >= MAX_FRAMES_PER_MANIFEST) byKey.delete(byKey.keys().next().value!);
    const frames = byKey;
    const forget = () => {
      if (frames.get(key) === rendering) frames.delete(key);
    };
    const rendering = render().then(
      ({ frame, keep }) => {
        if (!keep) forget();
        return frame;
      },
      () => {
        forget();
        return null;
      },
    );
    byKey.set(key, rendering);
    return rendering;
  }
}
