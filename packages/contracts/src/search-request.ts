import { z } from 'zod';
import { CATEGORY_FILTERS } from './restaurant-names';
import { FeatureKeySchema, ProviderNameSchema, SortBySchema } from './restaurants';
import { SEARCH_DEFAULT_RADIUS, SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET } from './search-limits';

/** "1,2" or ["1","2"] → ["1","2"]: query lists arrive either way. */
const list = (value: unknown) =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number().pipe(schema).optional(),
  );

/** Query of GET /api/restaurants/search. */
export const SearchRequestSchema = z
  .object({
    location: z.string().trim().max(200, 'Location is too long').optional(),
    latitude: optionalNumber(z.number().min(-90).max(90)),
    longitude: optionalNumber(z.number().min(-180).max(180)),
    term: z.string().trim().max(100).default('pizza'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_LIMIT, `limit is at most ${SEARCH_MAX_LIMIT}`)
      .default(20),
    offset: z.coerce.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
    sort_by: SortBySchema.default('best_match'),
    price: z.preprocess(list, z.array(z.coerce.number().int().min(1).max(4)).max(4)).default([]),
    category: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(CATEGORY_FILTERS, { message: `category is one of ${CATEGORY_FILTERS.join(' | ')}` })
        .optional(),
    ),
    minRating: optionalNumber(z.number().min(0).max(5)),
    radius: z.coerce
      .number()
      .int()
      .min(100)
      .max(40000, 'radius is at most 40000 metres')
      .default(SEARCH_DEFAULT_RADIUS),
    features: z.preprocess(list, z.array(FeatureKeySchema).max(10)).default([]),
    open_now: z
      .preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean())
      .default(false),
  })
  .refine(
    (query) =>
      Boolean(query.location) || (query.latitude !== undefined && query.longitude !== undefined),
    {
      message: 'Give a location (city, state or ZIP) or both latitude and longitude',
      path: ['location'],
    },
  );
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const RestaurantParamsSchema = z.object({
  provider: ProviderNameSchema,
  id: z.string().min(1).max(200),
});
