import type {
  PageDefinition,
  ReleaseDefinitionsSchema,
  RemoteName,
  WidgetDefinition,
} from '@pizza-atlas/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PageHead } from './head';

/** What a page's data loader gets on the server (and in the browser before navigation). */
export interface LoaderContext {
  params: Record<string, string>;
  /** The requested URL, for pages that read their query string. */
  url: URL;
  /** Fill it with the page's queries; the server dehydrates it into the HTML. */
  queryClient: QueryClient;
}

export interface HeadContext {
  params: Record<string, string>;
  url: URL;
  /** The head defaults of the page's definition. */
  defaults: PageHead;
}

type PageFields = Omit<
  z.input<typeof ReleaseDefinitionsSchema>['pages'][number],
  'hasLoader' | 'hasHeadBuilder'
>;

/** One page as a remote (or the shell) writes it: its definition plus its server hooks. */
export interface PageRoute<Data = unknown> extends PageFields {
  /** Loads what the page shows; its result goes to `buildHead`. A null result is a 404. */
  load?: (context: LoaderContext) => Promise<Data>;
  /** Head tags from the loaded data (title, description, JSON-LD). */
  buildHead?: (data: Data, context: HeadContext) => PageHead;
  /**
   * Where the loaded data says this page lives, when the URL spelled it another way
   * ('/states/IL' for '/states/illinois'): the server answers a 301 to it. The page
   * itself replaces the URL in the browser.
   */
  canonicalPath?: (data: Data, context: HeadContext) => string | undefined;
  /** The head of the page's not-found screen, when its loader finds nothing (a 404). */
  notFoundHead?: PageHead;
  /** The head of the page's "no longer listed" screen (a 410); notFoundHead without it. */
  goneHead?: PageHead;
}

/** One home-page widget as a remote writes it: its definition plus its server loader. */
export interface WidgetRoute extends WidgetDefinition {
  /** Fills the query client with what the widget shows, before the server renders it. */
  load?: (context: LoaderContext) => Promise<unknown>;
}

export interface RemoteRoutes {
  remote: RemoteName;
  area: string;
  // Each page has its own data type; the list holds them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  pages: PageRoute<any>[];
  widgets?: WidgetRoute[];
}

/** Typed helper for a remote's `src/routes.ts`. */
export function defineRemote(routes: RemoteRoutes): RemoteRoutes {
  return routes;
}

/** Typed helper for one page whose loader and head builder share a data type. */
export function definePage<Data>(page: PageRoute<Data>): PageRoute<Data> {
  return page;
}

export function toDefinition({
  load,
  buildHead,
  canonicalPath: _canonicalPath,
  notFoundHead: _notFoundHead,
  goneHead: _goneHead,
  ...fields
}: PageRoute<unknown>): z.input<typeof ReleaseDefinitionsSchema>['pages'][number] {
  return { ...fields, hasLoader: Boolean(load), hasHeadBuilder: Boolean(buildHead) };
}

/**
 * Page definitions as the router reads them: the schema's defaults applied, without zod,
 * so the browser does not carry it (docs/decisions/0016-javascript-before-first-paint.md).
 * The build has already validated these pages (`toShellDefinitions`, release-definitions.ts)
 * and refuses invalid ones; a test keeps the defaults equal to the schema's.
 */
export function pageDefinitions(pages: PageRoute<unknown>[]): PageDefinition[] {
  return pages.map((page) => {
    const { header, sitemap, ...fields } = toDefinition(page);
    return {
      ...fields,
      hasLoader: fields.hasLoader ?? false,
      hasHeadBuilder: fields.hasHeadBuilder ?? false,
      ...(header && { header: { ...header, placement: header.placement ?? 'nav' } }),
      ...(sitemap && {
        sitemap: {
          ...sitemap,
          changefreq: sitemap.changefreq ?? 'weekly',
          priority: sitemap.priority ?? 0.5,
        },
      }),
    };
  });
}

/** `RestaurantPage` → `restaurant-page`: the file in src/expose/ a module comes from. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
