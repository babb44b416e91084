import { z } from 'zod';
import { ProviderNameSchema } from './restaurants';

const count = z.number().int().nonnegative();

/**
 * GET /api/site/sources: where this site's listings come from, for the about page's
 * credits. `catalog` counts the built-in catalog's places by source (the fictional sample
 * catalog, OpenStreetMap imports, CSV imports); `provider` is the outside listing provider
 * searches go to, or null when the built-in catalog answers them.
 */
export const SiteSourcesSchema = z.object({
  catalog: z.object({
    sample: count,
    osm: count,
    /** Overture Maps places (0 before the first Overture import). */
    overture: count,
    csv: count,
    /** Places visitors suggested and staff approved. */
    submission: count,
  }),
  provider: z
    .object({
      name: ProviderNameSchema,
      /** As the credit names it, e.g. 'Yelp'. */
      label: z.string().min(1),
      url: z.url(),
    })
    .nullable(),
});
export type SiteSources = z.infer<typeof SiteSourcesSchema>;

/**
 * GET /api/site/map: where the maps' tiles come from (the MAP_TILES setting) and their
 * credit; `tiles` is null when there is no tile source (markers on a plain background).
 */
export const MapSettingsSchema = z.object({
  tiles: z
    .object({
      /** A Leaflet URL template, e.g. '/tiles/{z}/{x}/{y}.png'. */
      url: z.string(),
      /** The credit the tile source requires, plain text. */
      attribution: z.string(),
      /** Where the credit links to. */
      attributionUrl: z.string(),
    })
    .nullable(),
  maxZoom: z.number().int().min(1).max(22),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;
