import { z } from 'zod';
import { CreditSchema, HoursIntervalSchema, WeeklyHoursDaySchema } from './restaurants';
import { UsStateSchema } from './us-states';
import { WEEKDAYS, type Weekday } from './guide-names';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A city of a state guide: the spec's major cities and every city where places are listed. */
export const GuideCitySchema = z.object({
  stateCode: z.string().regex(/^[A-Z]{2}$/),
  /** As GeoNames names it, e.g. 'St. Louis'. */
  name: z.string(),
  /** Lower-case hyphenated name: 'st-louis', 'new-york-city'. */
  slug,
  /** GeoNames population (0 when unknown). */
  population: z.number().int().nonnegative(),
  /** Catalog places in the city. */
  placeCount: z.number().int().nonnegative(),
  /** Sample guide listings in the city. */
  listingCount: z.number().int().nonnegative(),
});
export type GuideCity = z.infer<typeof GuideCitySchema>;

/** A static guide listing (spec section 3): a fictional sample place, shown as one. */
export const StaticListingSchema = z.object({
  id: z.string(),
  slug,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  stateCode: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string(),
  /** As shown, e.g. '(312) 555-0142'. */
  phone: z.string(),
  website: z.string().url(),
  /** Each weekday's hours as text, or 'Closed'. */
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as Record<Weekday, z.ZodString>,
  ),
  /**
   * The same hours read by the server's hours rule (decision 0031), Monday first: what the
   * pages show and schema.org gets. Null when the text cannot be read: the text is shown.
   */
  weeklyHours: z.array(WeeklyHoursDaySchema).nullable(),
  styles: z.array(z.string()),
  dietTags: z.array(z.string()),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  /** The first is the main photo; the rest make the gallery. */
  photos: z.array(z.string()),
  description: z.string(),
  /** Sample rating (1 to 5) and review count, as fictional as the place. */
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** Always true: the twelve listings are sample data. */
  isSample: z.literal(true),
});
export type StaticListing = z.infer<typeof StaticListingSchema>;

/** A listing on a city page: with today's hours where the place is, on the site's clock. */
export const CityListingSchema = StaticListingSchema.extend({
  today: z.object({
    /** The place's local weekday now (0 = Sunday). */
    weekday: z.number().int().min(0).max(6),
    /** Today's hours by the server's hours rule; null when it cannot read them (the text shows). */
    intervals: z.array(HoursIntervalSchema).nullable(),
    /** Today's public holiday in the place's state, or null. */
    holiday: z.string().nullable(),
  }),
});
export type CityListing = z.infer<typeof CityListingSchema>;

/**
 * A catalog place as a city guide lists it: the spec's city card (photo, name, website,
 * address, phone, hours, style tags) with its rating.
 */
export const CityPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  price: z.string().nullable(),
  categories: z.array(z.string()),
  imageUrl: z.string().nullable(),
  isSample: z.boolean(),
  /** As the place writes it ('(312) 555-0100'); empty when unknown. */
  phone: z.string(),
  /** The restaurant's own site, or null. */
  website: z.string().nullable(),
  /** Today where the place is, as its listing card reads it (intervals null: hours unknown). */
  today: CityListingSchema.shape.today,
  /**
   * The place's hours as its source writes them, when the card shows them so (the open
   * status's `text`: the rule cannot read them, leaves a day unknown, or corrected them);
   * null or absent otherwise.
   */
  hoursText: z.string().nullable().optional(),
  /** The comment of the hours' fallback rule ('call ahead on holidays', decision 0092). */
  hoursNote: z.string().optional(),
});
export type CityPlace = z.infer<typeof CityPlaceSchema>;

/** GET /api/guides: every state with its cities, and every listing (site map, sitemap.xml). */
export const GuideIndexSchema = z.object({
  states: z.array(
    UsStateSchema.extend({
      cities: z.array(GuideCitySchema.pick({ name: true, slug: true })),
    }),
  ),
  listings: z.array(
    StaticListingSchema.pick({ slug: true, name: true, city: true, stateCode: true }),
  ),
});
export type GuideIndex = z.infer<typeof GuideIndexSchema>;

/** GET /api/guides/states/:state */
export const StateGuideSchema = z.object({
  state: UsStateSchema,
  /** Every city of the guide, alphabetical. */
  cities: z.array(GuideCitySchema),
  /** The most populous cities, at most eight, biggest first. */
  popularCities: z.array(GuideCitySchema),
  /** Sum of the popular cities' populations. */
  topCitiesPopulation: z.number().int().nonnegative(),
  /** Catalog places in the whole state. */
  placeCount: z.number().int().nonnegative(),
  /** Paragraphs about the state's pizza. */
  about: z.array(z.string()),
});
export type StateGuide = z.infer<typeof StateGuideSchema>;

/** GET /api/guides/states/:state/cities/:city */
export const CityGuideSchema = z.object({
  state: UsStateSchema,
  city: GuideCitySchema,
  listings: z.array(CityListingSchema),
  /**
   * The city's catalog places, at most CITY_PLACE_LIMIT: those with reviews first, best
   * rated (then most reviewed), then the rest nearest the city centre first.
   */
  places: z.array(CityPlaceSchema),
  /**
   * One credit per source of the places listed (OpenStreetMap's, Overture's, a CSV's), each
   * linking the source's terms where it has them: shown with the list, as their terms ask.
   */
  sources: z.array(CreditSchema),
  /** What to search the directory for: 'Chicago, IL'. */
  directoryLocation: z.string(),
});
export type CityGuide = z.infer<typeof CityGuideSchema>;

/** GET /api/guides/listings/:listing */
export const ListingGuideSchema = z.object({
  listing: StaticListingSchema,
  state: UsStateSchema,
  city: GuideCitySchema.pick({ name: true, slug: true }),
});
export type ListingGuide = z.infer<typeof ListingGuideSchema>;

/** How many catalog places a city guide shows before it links to the directory. */
export const CITY_PLACE_LIMIT = 24;
/** How many cities the state page counts as its top cities (spec section 9). */
export const STATE_TOP_CITIES = 8;

/** 'St. Louis' → 'st-louis'; "Coeur d'Alene" → 'coeur-dalene'; accents dropped. */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'‘’`ʻ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
