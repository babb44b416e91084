import { z } from 'zod';
import { PhotoSizesSchema } from './photos';
import { findUsStateByName } from './us-state-list';
import { FEATURE_FILTERS, PROVIDER_NAMES, SORT_OPTIONS, type FeatureKey } from './restaurant-names';

export const ProviderNameSchema = z.enum(PROVIDER_NAMES);
export type ProviderName = z.infer<typeof ProviderNameSchema>;

export const FeatureKeySchema = z.enum(
  Object.keys(FEATURE_FILTERS) as [FeatureKey, ...FeatureKey[]],
);

export const SortBySchema = z.enum(SORT_OPTIONS);

export const CategorySchema = z.object({ alias: z.string(), title: z.string() });

export const LocationSchema = z.object({
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  display_address: z.array(z.string()),
});

export const CoordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** One opening interval; day 0 is Sunday, times are four-digit HHMM. */
export const OpenIntervalSchema = z.object({
  day: z.number().int().min(0).max(6),
  start: z.string().regex(/^\d{4}$/),
  end: z.string().regex(/^\d{4}$/),
  is_overnight: z.boolean().optional(),
});

/** A local time 'HH:MM'; '24:00' ends a day. */
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One open interval of a day, in the place's local time. */
export const HoursIntervalSchema = z.object({
  start: LocalTimeSchema,
  end: LocalTimeSchema,
  /** The interval ends after midnight, on the next day ('5 PM – 2 AM'). */
  next_day: z.boolean(),
  /**
   * The source's comment on the interval: 'kitchen closes 30 minutes earlier' of
   * `Su 16:00-21:00 "kitchen closes 30 minutes earlier"`, 'cash only' of
   * `Mo-Fr 11:00-22:00 open "cash only"`. Absent when it has none.
   */
  comment: z.string().optional(),
  /**
   * true: the source does not say the place is open then, nor closed (a rule with only a
   * comment, `unknown`, a fallback `|| "by appointment"`). Shown in the week, never counted
   * as open (the provider shape's intervals and schema.org leave it out).
   */
  unknown: z.boolean().optional(),
  /**
   * true: the source gives the start only (`Mo-Su 17:00+`); `end` is a guess, never shown
   * ('from 5 PM (closing time not given)'). Unknown as well.
   */
  open_end: z.boolean().optional(),
});
export type HoursInterval = z.infer<typeof HoursIntervalSchema>;

/** One local day of a place's week, from today. */
export const HoursRowSchema = z.object({
  /** Local date 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** 0 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  /** Empty when closed all day. */
  intervals: z.array(HoursIntervalSchema),
  /** The public holiday of the place's state that day, e.g. "Lincoln's Birthday". */
  holiday: z.string().nullable(),
});
export type HoursRow = z.infer<typeof HoursRowSchema>;

/** One weekday of a weekly table without dates (a guide listing's hours per weekday). */
export const WeeklyHoursDaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  intervals: z.array(HoursIntervalSchema),
});
export type WeeklyHoursDay = z.infer<typeof WeeklyHoursDaySchema>;

/**
 * Whether a place is open at the server's clock, decided by one rule for every source
 * (decision 0031): the place's OpenStreetMap `opening_hours` value, evaluated in its own
 * time zone with its state's public holidays. Display-ready: the remotes format it with
 * the contracts' hours helpers and compute nothing.
 */
export const OpenStatusSchema = z.object({
  state: z.enum(['open', 'closed', 'closed-permanently', 'unknown']),
  /** When the state next changes; null for 24/7, unknown, closed for good, or no change within a week. */
  next_change: z
    .object({
      /** ISO instant. */
      at: z.string(),
      /** Local weekday (0 = Sunday) and time at that instant. */
      weekday: z.number().int().min(0).max(6),
      time: LocalTimeSchema,
      /** Local days from today: 0 today, 1 tomorrow. */
      days_ahead: z.number().int().min(0),
    })
    .nullable(),
  /** The place's local weekday now (0 = Sunday). */
  today: z.number().int().min(0).max(6),
  /** IANA zone, e.g. 'America/Denver' for El Paso. */
  time_zone: z.string(),
  /** Today's public holiday in the place's state, or null. */
  holiday: z.string().nullable(),
  /**
   * The stored opening_hours text, shown as the source wrote it: when the state is 'unknown'
   * (it cannot be evaluated, or the rule leaves now unknown), when the week has a day the
   * rule leaves unknown all day, or when the library corrected its syntax (`corrected`).
   */
  text: z.string().nullable(),
  /**
   * The library read the value only after correcting its syntax (`Mon-Fri 11-9`, read as
   * 11:00-09:00): the hours are its reading, shown with `text` beside them. Absent otherwise.
   */
  corrected: z.literal(true).optional(),
  /**
   * The value is not the same every week (a date, a public holiday, a season, alternating
   * weeks): the week's rows hold for their dates only (schema.org gets them dated).
   */
  week_varies: z.literal(true).optional(),
  /**
   * The value is not the same every week only because of the state's public holidays
   * (`Mo-Su 11:00-22:00; PH off`): the hours of every other day of the next 8 weeks, one
   * row per weekday from today, for schema.org's weekly form; the week's holiday rows are
   * its special hours. Details answer only; absent otherwise (the same every week, or not
   * regular apart from holidays: every other week, a season, a date).
   */
  regular_week: z.array(WeeklyHoursDaySchema).optional(),
  /** The 7 local days from today; empty when the hours are unknown or the place closed for good. */
  week: z.array(HoursRowSchema),
  /**
   * The week's intervals the provider shape (`hours[0].open`, open intervals only) cannot
   * say, each under its weekday: one the source leaves unknown (an open end, a comment-only
   * rule, "by appointment") or qualifies with a comment ('cash only'). A list answer's week
   * is `hours[0].open` with these (`listedHoursWeek`), so it reads as the page's rows do.
   * Absent when there are none.
   */
  noted_intervals: z
    .array(HoursIntervalSchema.extend({ day: z.number().int().min(0).max(6) }))
    .optional(),
  /**
   * When the state is 'unknown' because the rule says so now (a commented or unknown
   * interval), not because it cannot be read: today's intervals, for the open-now line of a
   * card ('Hours today: 4 PM – 9 PM (kitchen closes 30 minutes earlier)'). Absent otherwise.
   */
  today_hours: z.array(HoursIntervalSchema).optional(),
  /**
   * The comment of the value's fallback rule (`… || "call ahead on holidays"`), said once
   * beside the hours (`hoursNoteText`). The stretches such a rule fills are not opening
   * hours: they are not in the week and read closed (decision 0092). Absent otherwise.
   */
  note: z.string().optional(),
});
export type OpenStatus = z.infer<typeof OpenStatusSchema>;

/** Where a listing comes from, and the credit the UI must show for it. */
export const AttributionSchema = z.object({
  provider: ProviderNameSchema,
  /** e.g. 'Pizza Atlas sample catalog', 'Yelp', 'OpenStreetMap contributors' */
  name: z.string(),
  /** Link to the listing at its source, when there is one. */
  url: z.string().nullable(),
  license: z.string().nullable(),
  /** Where the licence is explained (a results list's credit links it); absent on a place. */
  license_url: z.string().nullable().optional(),
  /** True for fictional sample data: the UI labels it. */
  is_sample: z.boolean(),
});
export type Attribution = z.infer<typeof AttributionSchema>;

/** One source a place's facts come from, as its page and card credit it. */
export const CreditSchema = z.object({
  /** '© OpenStreetMap contributors', 'Overture Maps Foundation', a CSV's --attribution. */
  name: z.string(),
  /** The place at that source (the OSM object page), when there is one. */
  url: z.string().nullable(),
  license: z.string().nullable(),
  license_url: z.string().nullable(),
});
export type Credit = z.infer<typeof CreditSchema>;

/**
 * Whose reviews a place's rating counts: only a rating from our own visitors' reviews may be
 * published as an aggregateRating (a source's stated totals or the sample's invented ones are not).
 */
export const RatingSourceSchema = z.enum(['visitors', 'source', 'mixed', 'none']);
export type RatingSource = z.infer<typeof RatingSourceSchema>;

/** A restaurant in the provider shape of the spec (section 3). */
export const RestaurantSchema = z.object({
  id: z.string(),
  provider: ProviderNameSchema,
  name: z.string(),
  image_url: z.string().nullable(),
  photos: z.array(z.string()),
  /**
   * Sizes and variants of the visitor photos among `image_url` and `photos`, by URL; a photo
   * not here (a sample illustration, one not yet sized) is shown at its URL as it is.
   */
  photo_sizes: z.record(z.string(), PhotoSizesSchema).optional(),
  /** The listing at its source (the OSM object, the Yelp page): the "View on …" link. */
  url: z.string().nullable(),
  /** The place's own website, as its source gives it; null or absent when it names none. */
  website: z.string().nullable().optional(),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().min(0),
  /** '$' to '$$$$', or null when unknown. */
  price: z.string().nullable(),
  categories: z.array(CategorySchema),
  location: LocationSchema,
  coordinates: CoordinatesSchema,
  /**
   * True when `coordinates` is only near the place (a visitor's place never pinned on a
   * street map): directions go to the address instead. Absent: the point is the place's.
   */
  coordinates_approximate: z.boolean().optional(),
  phone: z.string(),
  display_phone: z.string(),
  is_closed: z.boolean(),
  transactions: z.array(z.enum(['delivery', 'pickup', 'restaurant_reservation'])),
  /** Feature keys the place offers (delivery, takeout, outdoor_seating, ...). */
  features: z.array(z.string()),
  /** The chain the place belongs to, as its source names it ("Domino's"); null or absent for none. */
  brand: z.string().nullable().optional(),
  /** The owner's own words about the place (decision 0089); absent when they gave none. */
  description: z.string().optional(),
  /**
   * When the owner of an approved claim last changed the listing (ISO instant): the page says
   * it is kept by its owner. Absent when no owner ever did.
   */
  owner_updated_at: z.string().optional(),
  /**
   * Metres from the search point; present in search results, except a whole state's searched
   * without the visitor's position (its centre is no one's).
   */
  distance: z.number().optional(),
  /** Among the most reviewed of its search answer (its top tenth); present in search results. */
  popular: z.boolean().optional(),
  hours: z.array(
    z.object({ open: z.array(OpenIntervalSchema), is_open_now: z.boolean().optional() }),
  ),
  /** Open now or not, and until or from when; absent from providers that cannot say. */
  open_status: OpenStatusSchema.optional(),
  attribution: AttributionSchema,
  /** Every source of the place, the first one first; absent from answers made before credits. */
  credits: z.array(CreditSchema).optional(),
  /** Whose reviews `rating` and `review_count` count; absent: unknown, so not published. */
  rating_source: RatingSourceSchema.optional(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

/**
 * Open now or not in a list (decision 0070): the status without its week of dated rows. A
 * card, the map and the labs read the state and the next change; the quick view makes its
 * hours from `hours[0].open` and `today` (`listedHoursWeek`). The details answer keeps the week.
 */
export const ListedOpenStatusSchema = OpenStatusSchema.omit({
  week: true,
  week_varies: true,
  regular_week: true,
});
export type ListedOpenStatus = z.infer<typeof ListedOpenStatusSchema>;

/**
 * A restaurant as a list carries it (search, featured, a removed place's nearby places):
 * every provider field of the spec (section 3), `hours[0].open` included, and its open
 * status without the week's rows, which only the restaurant page shows (decision 0070).
 */
export const ListedRestaurantSchema = RestaurantSchema.extend({
  open_status: ListedOpenStatusSchema.optional(),
});
export type ListedRestaurant = z.infer<typeof ListedRestaurantSchema>;

export const SearchResponseSchema = z.object({
  restaurants: z.array(ListedRestaurantSchema),
  /** How many places match; with total_capped, a lower bound ("1,000+"). */
  total: z.number().int().min(0),
  /**
   * true when more than `total` places match: the search stopped counting at `total`
   * (decision 0061). Every page up to the deepest offset a search may ask for still has
   * results. Absent: `total` is exact.
   */
  total_capped: z.boolean().optional(),
  /**
   * An open-now search with more matches than it checks (decision 0072): open now was
   * checked on this many of them (the nearest within the radius; across a state, the first
   * in the search's order), and `total` counts the open ones among them. More places may be
   * open beyond them. Absent: every match was checked.
   */
  open_now_checked: z.number().int().min(1).optional(),
  /**
   * A search with a price filter that found nothing, where no place matching the rest of
   * the search lists a price: how many places match without the price filter (with capped,
   * a lower bound). Absent otherwise.
   */
  unpriced_matches: z
    .object({ total: z.number().int().min(1), capped: z.literal(true).optional() })
    .optional(),
  region: z.object({ center: CoordinatesSchema }),
  /** The place the location text resolved to, e.g. 'Austin, TX', 'Chicago, IL 60614', 'Texas'. */
  location_label: z.string().optional(),
  /**
   * 'state' when a whole state was searched (best places across it; distances only when the
   * search sent the visitor's latitude and longitude beside the state's name).
   */
  location_kind: z.enum(['city', 'zip', 'coordinates', 'state']).optional(),
  /** Other places the same words name, to offer: 'Springfield, IL' for 'Springfield'. */
  alternatives: z.array(z.string()).optional(),
  /** The visitor's words, when they were read as a near miss of location_label. */
  corrected_from: z.string().optional(),
  /** For a state search: the cities of the places found, most places first ('Houston, TX'). */
  top_cities: z.array(z.string()).optional(),
  attribution: z.array(AttributionSchema).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** GET /api/restaurants/featured: six places for the day and the credit of their sources. */
export const FeaturedResponseSchema = z.object({
  restaurants: z.array(ListedRestaurantSchema),
  attribution: z.array(AttributionSchema),
  /** The UTC day the selection is for, 'YYYY-MM-DD'. */
  day: z.string(),
  /**
   * Why the list is empty, when the catalog lists places but none is featured yet: a place
   * is featured once visitors have reviewed it well (20 reviews or more, rated 4 or more;
   * a photo is not needed, the card has its fallback image), and open data brings no
   * reviews. 'reviews-and-photos' is what an API before decision 0092 sent for the same.
   * Absent otherwise (an empty catalog, or a list).
   */
  awaiting: z.enum(['reviews', 'reviews-and-photos']).optional(),
});
export type FeaturedResponse = z.infer<typeof FeaturedResponseSchema>;

/** GET /api/places/suggest?q=: places to offer as the visitor types a location. */
export const PlaceSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a city, state or ZIP').max(100, 'At most 100 characters'),
});

export const PlaceSuggestionSchema = z.object({
  kind: z.enum(['city', 'zip', 'state']),
  /** What the list shows: 'Springfield, IL', '60614 · Chicago, IL', 'Texas (whole state)'. */
  label: z.string(),
  /** What goes into the search box when chosen: 'Springfield, IL', '60614', 'Texas'. */
  value: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSuggestionsSchema = z.object({ suggestions: z.array(PlaceSuggestionSchema) });
export type PlaceSuggestions = z.infer<typeof PlaceSuggestionsSchema>;

const US_STATE_MESSAGE = 'Enter a US state by its two-letter code or its name, e.g. IL or Illinois';

/**
 * GET /api/places/city?city=&state=: is this a city the gazetteer knows? Pizza Intelligence
 * asks before it searches there (decision 0066); the state is a code or a name.
 */
export const PlaceCityQuerySchema = z.object({
  city: z.string().trim().min(1, 'Enter a city').max(100, 'At most 100 characters'),
  state: z
    .string()
    .trim()
    .max(40, US_STATE_MESSAGE)
    .refine((value) => findUsStateByName(value) !== undefined, US_STATE_MESSAGE),
});

/** The city as the gazetteer names it: 'Chicago, IL' for 'chicgo, illinois'. */
export const PlaceCitySchema = z.object({
  city: z.string(),
  /** Two-letter code. */
  state: z.string(),
  label: z.string(),
});
export type PlaceCity = z.infer<typeof PlaceCitySchema>;

/**
 * The 410 answer for a catalog place its source no longer lists (decision 0033): why, the
 * place as it was known, and up to six listed places nearest to it.
 */
export const RemovedPlaceAnswerSchema = z.object({
  error: z.object({ code: z.literal('PLACE_REMOVED'), message: z.string() }),
  removed: z.object({
    id: z.string(),
    name: z.string(),
    /** Its street address, which tells a chain's branch from the others; '' when unknown. */
    address1: z.string().optional(),
    city: z.string(),
    state: z.string(),
    removed_at: z.string().datetime(),
    /** The place's local date then ('2026-11-30'), in its own time zone: the day the page names. */
    removed_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  nearby: z.array(ListedRestaurantSchema),
});
export type RemovedPlaceAnswer = z.infer<typeof RemovedPlaceAnswerSchema>;
