import {
  ReleaseDefinitionsSchema,
  ShellDefinitionsSchema,
  type PageDefinition,
  type ReleaseDefinitions,
  type RemoteName,
  type ShellDefinitions,
  type WidgetDefinition,
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

function toDefinition({
  load,
  buildHead,
  ...fields
}: PageRoute<unknown>): z.input<typeof ReleaseDefinitionsSchema>['pages'][number] {
  return { ...fields, hasLoader: Boolean(load), hasHeadBuilder: Boolean(buildHead) };
}

/** The JSON a release carries (routes.json): every field but the functions, validated. */
export function toReleaseDefinitions(routes: RemoteRoutes): ReleaseDefinitions {
  return ReleaseDefinitionsSchema.parse({
    remote: routes.remote,
    area: routes.area,
    pages: routes.pages.map(toDefinition),
    widgets: (routes.widgets ?? []).map(({ load: _load, ...widget }) => widget),
  });
}

export function toShellDefinitions(pages: PageRoute<unknown>[]): ShellDefinitions {
  return ShellDefinitionsSchema.parse({ pages: pages.map(toDefinition) });
}

/** Page definitions as the router reads them (defaults applied). */
export function pageDefinitions(pages: PageRoute<unknown>[]): PageDefinition[] {
  return toShellDefinitions(pages).pages;
}

/** `RestaurantPage` → `restaurant-page`: the file in src/expose/ a module comes from. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
