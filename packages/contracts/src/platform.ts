import { z } from 'zod';
import { FOOTER_GROUP_KEYS, HOME_SLOTS, LAB_FEATURES, REMOTE_NAMES } from './platform-names';

export {
  FOOTER_GROUP_KEYS,
  HOME_SLOTS,
  LAB_FEATURES,
  RELEASE_DEFINITIONS_FILE,
  REMOTE_NAMES,
} from './platform-names';

export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

export const LabFeatureSchema = z.enum(LAB_FEATURES);
export type LabFeature = z.infer<typeof LabFeatureSchema>;

export const HomeSlotSchema = z.enum(HOME_SLOTS);
export type HomeSlot = z.infer<typeof HomeSlotSchema>;

export const FooterGroupKeySchema = z.enum(FOOTER_GROUP_KEYS);
export type FooterGroupKey = z.infer<typeof FooterGroupKeySchema>;

const segment = '(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-zA-Z][a-zA-Z0-9]*)';
/** A route pattern: lower-case static segments and `:param` segments, no trailing slash. */
export const RoutePatternSchema = z
  .string()
  .regex(new RegExp(`^/(?:${segment}(?:/${segment})*)?$`), 'a path such as /states/:state');

/** An exposed module's name without the leading './'. */
export const ExposedModuleSchema = z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/);

const label = z.string().trim().min(1).max(60);

/** A link to the page in a navigation list; lists are sorted by `order`, then label. */
export const NavEntrySchema = z.object({ label, order: z.number().int().min(0).max(1000) });
export type NavEntry = z.infer<typeof NavEntrySchema>;

/** Head defaults of a page; a page's head builder refines them with its data. */
export const PageHeadDefaultsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(320),
  robots: z.string().max(80).optional(),
  /** The last crumb of the trail (Home > label). */
  breadcrumb: label.optional(),
});
export type PageHeadDefaults = z.infer<typeof PageHeadDefaultsSchema>;

/** One page a remote owns, as it ships in the release (functions stay in the remote's code). */
export const PageDefinitionSchema = z.object({
  path: RoutePatternSchema,
  module: ExposedModuleSchema,
  /** The lab feature that must be on for the page to exist. */
  feature: LabFeatureSchema.optional(),
  head: PageHeadDefaultsSchema,
  /** A link in the header bar; `placement: 'account'` is the button at its end. */
  header: NavEntrySchema.extend({
    placement: z.enum(['nav', 'account']).default('nav'),
  }).optional(),
  mobileMenu: NavEntrySchema.optional(),
  footer: NavEntrySchema.extend({ group: FooterGroupKeySchema }).optional(),
  /** Listed in the sitemap page and sitemap.xml (pages without parameters). */
  sitemap: z
    .object({
      label,
      changefreq: z.enum(['daily', 'weekly', 'monthly', 'yearly']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
    })
    .optional(),
  /**
   * How the fallback names this page when it is not the remote's area as a whole ("We
   * couldn't load the restaurant page."); the remote's `area` otherwise.
   */
  area: z.string().trim().min(1).max(80).optional(),
  /** The page's code has a data loader / head builder for the server render. */
  hasLoader: z.boolean().default(false),
  hasHeadBuilder: z.boolean().default(false),
});
export type PageDefinition = z.infer<typeof PageDefinitionSchema>;

/** A widget a remote offers to fill a home-page slot. */
export const WidgetDefinitionSchema = z.object({
  slot: HomeSlotSchema,
  module: ExposedModuleSchema,
  feature: LabFeatureSchema.optional(),
  /** How the fallback names this widget ("the featured places"); the remote's `area` otherwise. */
  area: z.string().trim().min(1).max(80).optional(),
  /**
   * The height the widget's area keeps while its code loads (or while the browser renders an
   * area the server left to it), as a CSS length such as '30rem' or '100vh': a tall widget
   * arriving must not push down what the visitor is already looking at.
   */
  reserve: z
    .string()
    .regex(/^\d{1,4}(\.\d{1,2})?(px|rem|vh)$/, 'A length in px, rem or vh, e.g. 30rem')
    .optional(),
});
export type WidgetDefinition = z.infer<typeof WidgetDefinitionSchema>;

/**
 * What a remote's build emits beside mf-manifest.json (`routes.json`), what publishing
 * records in the registry and what the snapshot carries to the shell and the server.
 */
export const ReleaseDefinitionsSchema = z.object({
  remote: RemoteNameSchema,
  /** How the fallback names this area: "We couldn't load the {area}." */
  area: z.string().trim().min(1).max(80),
  pages: z.array(PageDefinitionSchema).max(100),
  widgets: z.array(WidgetDefinitionSchema).max(20).default([]),
});
export type ReleaseDefinitions = z.infer<typeof ReleaseDefinitionsSchema>;

/** The shell's own pages (home, about, legal, site map), emitted by the shell's build. */
export const ShellDefinitionsSchema = z.object({ pages: z.array(PageDefinitionSchema).max(100) });
export type ShellDefinitions = z.infer<typeof ShellDefinitionsSchema>;

export const RemoteEntrySchema = z.object({
  name: RemoteNameSchema,
  version: z.string(),
  /** URL of the remote's mf-manifest.json, relative to the site origin or absolute. */
  entry: z.string(),
  area: z.string(),
  pages: z.array(PageDefinitionSchema),
  widgets: z.array(WidgetDefinitionSchema),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

/** What GET /api/platform/manifest answers and what the server inlines into the HTML. */
export const PlatformManifestSchema = z.object({
  remotes: z.array(RemoteEntrySchema),
  features: z.record(z.string(), z.boolean()),
});
export type PlatformManifest = z.infer<typeof PlatformManifestSchema>;

/** The process answers; `database` says what it knows of the database without asking it. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['ok', 'unavailable']).optional(),
  /** Only when the server is configured with Redis (REDIS_URL). */
  redis: z.enum(['ok', 'unavailable']).optional(),
});
export const ReadySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.literal('ok').optional(),
});
