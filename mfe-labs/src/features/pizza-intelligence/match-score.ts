import type { ListedRestaurant } from '@pizza-atlas/contracts';
import type { Mood, Weather } from './preferences';

/** The attributes a match is computed from: the place's own search-result fields. */
export type MatchablePlace = Pick<
  ListedRestaurant,
  'price' | 'categories' | 'transactions' | 'features' | 'rating' | 'review_count' | 'distance'
> & { open_status?: Pick<NonNullable<ListedRestaurant['open_status']>, 'state'> };

export interface Match {
  /** 80 to 99 (spec section 9). */
  score: number;
  /** What earned the points, in rule order, e.g. ['Deep Dish', 'delivery', 'rated 4.6']. */
  earnedBy: string[];
  reason: string;
}

/** A rule gives its points when it finds its attribute, and names what it found. */
type Rule = { points: number; find: (place: MatchablePlace) => string | null };

export const BASE_SCORE = 80;
export const MAX_SCORE = 99;
const METRES_PER_MILE = 1609.34;

const category =
  (...aliases: string[]) =>
  (place: MatchablePlace) =>
    place.categories.find((item) => aliases.includes(item.alias))?.title ?? null;
const price =
  (...levels: string[]) =>
  (place: MatchablePlace) =>
    place.price && levels.includes(place.price) ? `${place.price} prices` : null;
const feature = (key: string, label: string) => (place: MatchablePlace) =>
  place.features.includes(key) ? label : null;
const delivers = (place: MatchablePlace) =>
  place.transactions.includes('delivery') || place.features.includes('delivery')
    ? 'delivery'
    : null;
const pickup = (place: MatchablePlace) =>
  place.transactions.includes('pickup') || place.features.includes('takeout') ? 'takeout' : null;
const reservations = (place: MatchablePlace) =>
  place.transactions.includes('restaurant_reservation') ? 'reservations' : null;
const within = (miles: number) => (place: MatchablePlace) =>
  place.distance !== undefined && place.distance <= miles * METRES_PER_MILE
    ? `${(place.distance / METRES_PER_MILE).toFixed(1)} mi away`
    : null;
const dietOptions = (place: MatchablePlace) =>
  ['vegan', 'vegetarian', 'gluten_free'].some((key) => place.features.includes(key))
    ? 'vegan, vegetarian or gluten-free options'
    : null;
const reviews =
  (test: (count: number) => boolean, label: (count: number) => string) =>
  (place: MatchablePlace) => (test(place.review_count) ? label(place.review_count) : null);

/*
 * How a place earns points above the base of 80 (capped at 99). Every rule reads one of
 * the place's real attributes; the reason lists what each matched rule found.
 *
 * | input       | attribute (points)                                                     |
 * | ----------- | ---------------------------------------------------------------------- |
 * | adventurous | Artisan / Wood-Fired / Neapolitan / Vegan / Gluten-Free style (4),     |
 * |             | vegan, vegetarian or gluten-free options (2), under 100 reviews (2)    |
 * | comfort     | Deep Dish / Sicilian / Italian style (4), $ or $$ (3), delivery (2)    |
 * | social      | good for groups (4), 100+ reviews (3), reservations (2)                |
 * | romantic    | $$$ or $$$$ (3), Neapolitan / Wood-Fired / Artisan style (3),          |
 * |             | reservations (2), outdoor seating (2)                                  |
 * | quick       | pickup or takeout (3), within 2 miles (3), delivery (2), $ (1)         |
 * | indulgent   | Deep Dish / Sicilian style (4), $$$ or $$$$ (2), late night (2)        |
 * | sunny       | outdoor seating (4), within 1 mile (2)                                 |
 * | rainy       | delivery (4), within 2 miles (2)                                       |
 * | cold        | Deep Dish / Wood-Fired style (3), delivery (3)                         |
 * | warm        | outdoor seating (4), Neapolitan / Vegan style (2)                      |
 * | any         | rating 4.5+ (3), 4.0+ (2), 3.5+ (1); open now (2)                      |
 */
const MOOD_RULES: Record<Mood, Rule[]> = {
  adventurous: [
    { points: 4, find: category('artisan', 'woodfired', 'neapolitan', 'vegan', 'glutenfree') },
    { points: 2, find: dietOptions },
    {
      points: 2,
      find: reviews(
        (n) => n < 100,
        (n) => `a lesser-known spot (${n} reviews)`,
      ),
    },
  ],
  comfort: [
    { points: 4, find: category('deepdish', 'sicilian', 'italian') },
    { points: 3, find: price('$', '$$') },
    { points: 2, find: delivers },
  ],
  social: [
    { points: 4, find: feature('good_for_groups', 'good for groups') },
    {
      points: 3,
      find: reviews(
        (n) => n >= 100,
        (n) => `a crowd favourite (${n} reviews)`,
      ),
    },
    { points: 2, find: reservations },
  ],
  romantic: [
    { points: 3, find: price('$$$', '$$$$') },
    { points: 3, find: category('neapolitan', 'woodfired', 'artisan') },
    { points: 2, find: reservations },
    { points: 2, find: feature('outdoor_seating', 'outdoor seating') },
  ],
  quick: [
    { points: 3, find: pickup },
    { points: 3, find: within(2) },
    { points: 2, find: delivers },
    { points: 1, find: price('$') },
  ],
  indulgent: [
    { points: 4, find: category('deepdish', 'sicilian') },
    { points: 2, find: price('$$$', '$$$$') },
    { points: 2, find: feature('late_night', 'open late') },
  ],
};

const WEATHER_RULES: Record<Weather, Rule[]> = {
  sunny: [
    { points: 4, find: feature('outdoor_seating', 'outdoor seating') },
    { points: 2, find: within(1) },
  ],
  rainy: [
    { points: 4, find: delivers },
    { points: 2, find: within(2) },
  ],
  cold: [
    { points: 3, find: category('deepdish', 'woodfired') },
    { points: 3, find: delivers },
  ],
  warm: [
    { points: 4, find: feature('outdoor_seating', 'outdoor seating') },
    { points: 2, find: category('neapolitan', 'vegan') },
  ],
};

/** Rated at least `min` and below `below`: the three rating bands are exclusive. */
const rated = (min: number, below: number) => (place: MatchablePlace) =>
  place.rating >= min && place.rating < below ? `rated ${place.rating}` : null;

const GENERAL_RULES: Rule[] = [
  { points: 3, find: rated(4.5, 6) },
  { points: 2, find: rated(4, 4.5) },
  { points: 1, find: rated(3.5, 4) },
  // The server's one hours rule, at its clock: the page never reads the time.
  { points: 2, find: (place) => (place.open_status?.state === 'open' ? 'open now' : null) },
];

/**
 * How well a place suits a mood and the weather: a pure function of its attributes, so
 * the same inputs always give the same score and reason (the spec's random score is not
 * kept: a score should mean something).
 */
export function matchScore(place: MatchablePlace, mood: Mood, weather: Weather): Match {
  let points = 0;
  const earnedBy: string[] = [];
  for (const rule of [...MOOD_RULES[mood], ...WEATHER_RULES[weather], ...GENERAL_RULES]) {
    const found = rule.find(place);
    if (found === null) continue;
    points += rule.points;
    // Two rules can find the same thing (delivery for comfort and for rain): name it once.
    if (!earnedBy.includes(found)) earnedBy.push(found);
  }
  const score = Math.min(MAX_SCORE, BASE_SCORE + points);
  const reason = earnedBy.length
    ? `For a ${mood} mood on a ${weather} day: ${earnedBy.join(', ')}.`
    : `Nothing here is specific to a ${mood} mood on a ${weather} day; one of the best-rated nearby.`;
  return { score, earnedBy, reason };
}

/** Each place with its match, best match first; equal scores keep the search's order. */
export function rankMatches<Place extends MatchablePlace>(
  places: readonly Place[],
  mood: Mood,
  weather: Weather,
): (Place & { match: Match })[] {
  return places
    .map((place) => ({ ...place, match: matchScore(place, mood, weather) }))
    .sort((a, b) => b.match.score - a.match.score);
}
