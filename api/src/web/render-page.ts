import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import {
  BRAND,
  SNAPSHOT_GLOBAL,
  buildHeadTags,
  renderHeadTags,
  resolveRoute,
  type PageHead,
  type RouteMatch,
} from '@pizza-atlas/platform';

const HEAD_MARK = '<!--pa-head-->';
const SNAPSHOT_MARK = '<!--pa-snapshot-->';

/** Head tags crawlers see before the app runs; pages refine them in the browser. */
const PAGE_HEADS: Record<string, PageHead> = {
  '/': {
    title: 'AI Pizza Finder & AR Menu Scanner',
    description:
      'Find the best pizza near you: search any US city, state or ZIP, read reviews, see wait times, and try AI picks, a pizza personality quiz and an AR menu scanner.',
  },
  '/directory': {
    title: 'Pizza Directory',
    description:
      'Search pizza places by city, state or ZIP code with filters for price, rating and features.',
  },
  '/submit': {
    title: 'Add a Pizza Place',
    description: 'Tell us about a pizza place that is missing from Pizza Atlas.',
  },
  '/about': {
    title: 'About',
    description: 'What Pizza Atlas is, who builds it and where its data comes from.',
  },
  '/advertise': {
    title: 'Advertise',
    description: 'Advertising packages for pizza restaurant owners.',
  },
  '/contact': {
    title: 'Contact',
    description: 'Get in touch with the Pizza Atlas team.',
    robots: 'noindex, nofollow',
  },
  '/privacy': { title: 'Privacy Policy', description: 'How Pizza Atlas handles your information.' },
  '/terms': { title: 'Terms of Service', description: 'The terms for using Pizza Atlas.' },
  '/cookies': { title: 'Cookie Policy', description: 'The cookies Pizza Atlas uses and why.' },
  '/sitemap': { title: 'Site Map', description: 'Every section of Pizza Atlas.' },
};

const NOT_FOUND_HEAD: PageHead = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  robots: 'noindex',
};

function headFor(match: RouteMatch, pathname: string): PageHead {
  if (match.kind === 'not-found') return NOT_FOUND_HEAD;
  const key = match.kind === 'shell' ? match.path : match.route.path;
  return (
    PAGE_HEADS[key] ??
    PAGE_HEADS[pathname] ?? { title: BRAND.name, description: PAGE_HEADS['/']!.description }
  );
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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export class ShellTemplate {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly shellDist: string) {}

  /** The built index.html, re-read when a new shell build replaces it. */
  read(): string | null {
    const file = path.join(this.shellDist, 'index.html');
    try {
      const { mtimeMs } = statSync(file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      }
      return this.cached.html;
    } catch {
      return null;
    }
  }
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Fills the shell's HTML with head tags, the registry snapshot and the route's preloads. */
export function renderPage(
  template: string,
  options: { manifest: PlatformManifest; pathname: string; origin: string },
): RenderedPage {
  const match = resolveRoute(options.manifest, options.pathname);
  const head = renderHeadTags(
    buildHeadTags(headFor(match, options.pathname), options.origin, options.pathname),
  );
  const preloads: string[] = [];
  if (match.kind === 'remote') {
    const entry = options.manifest.remotes.find((remote) => remote.name === match.route.remote);
    if (entry) {
      const folder = entry.entry.replace(/mf-manifest\.json$/, '');
      preloads.push(
        `<link rel="preload" href="${escapeAttribute(entry.entry)}" as="fetch" crossorigin="anonymous">`,
        `<link rel="preload" href="${escapeAttribute(`${folder}remoteEntry.js`)}" as="script">`,
      );
    }
  }
  const snapshot = `<script>window.${SNAPSHOT_GLOBAL}=${scriptJson({ manifest: options.manifest })};</script>`;
  const html = template
    .replace(HEAD_MARK, () => [head, ...preloads].join('\n    '))
    .replace(SNAPSHOT_MARK, () => snapshot);
  return { status: match.kind === 'not-found' ? 404 : 200, html };
}
