import { z } from 'zod';
import {
  CITY_PLACE_LIMIT,
  CityGuideSchema,
  GuideIndexSchema,
  ListingGuideSchema,
  STATE_TOP_CITIES,
  StateGuideSchema,
  US_STATES,
  type CityGuide,
  type CityPlace,
  type GuideCity,
  type GuideIndex,
  type ListingGuide,
  type StateGuide,
  type UsState,
} from '@pizza-atlas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../answers/answer-cache';
import { UNCHANGED_BY_CLOCK, type AnswerScope } from '../answers/answer-scope';
import { asksForPage } from '../answers/collect-scopes';
import { sendAnswer } from '../answers/send-answer';
import type { Clock } from '../clock';
import type { Sql } from '../db/client';
import { findUsState } from '../geo/find-us-state';
import { notFound } from '../http/not-found';
import type { PlaceRow } from '../places/place';
import { listCredits } from '../places/place-credits';
import { bestPlacesInCity, countRealPlaces } from '../places/read-places';
import { placeOpenStatus } from '../hours/place-hours';
import { timeZoneAt } from '../hours/time-zones';
import { localDayAt } from '../hours/wall-clock';
import {
  findGazetteerCity,
  findGuideCity,
  guideCitySlug,
  loadGuideCities,
  type GuideCityEntry,
} from './guide-cities';
import { listingWithToday } from './listing-today';
import { stateAbout } from './state-about';
import { guideListings } from './guide-listings';

const segment = z.string().min(1).max(100);

/**
 * The state a guide URL names. Slugs match exactly; another spelling of the slug, the
 * state's name or its two-letter code in any case finds the state too, and the page then
 * moves to the canonical slug.
 */
export function findGuideState(text: string): UsState | undefined {
  return (
    US_STATES.find((state) => state.slug === text) ??
    US_STATES.find((state) => state.slug === text.toLowerCase()) ??
    findUsState(text.replace(/-/g, ' '))
  );
}

const publicCity = ({ catalogNames: _names, ...city }: GuideCityEntry): GuideCity => city;

export async function buildGuideIndex(sql: Sql): Promise<GuideIndex> {
  const [cities, listings] = await Promise.all([loadGuideCities(sql), guideListings(sql)]);
  return {
    states: US_STATES.map((state) => ({
      ...state,
      cities: (cities.get(state.code) ?? []).map(({ name, slug }) => ({ name, slug })),
    })),
    listings: listings.map(({ slug, name, city, stateCode }) => ({
      slug,
      name,
      city,
      stateCode,
    })),
  };
}

async function buildStateGuide(sql: Sql, state: UsState): Promise<StateGuide> {
  const cities = ((await loadGuideCities(sql)).get(state.code) ?? []).map(publicCity);
  const popularCities = [...cities]
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'en-US'))
    .slice(0, STATE_TOP_CITIES);
  const placeCount = cities.reduce((sum, city) => sum + city.placeCount, 0);
  const real = await countRealPlaces(sql, state.code);
  return {
    state,
    cities,
    popularCities,
    topCitiesPopulation: popularCities.reduce((sum, city) => sum + city.population, 0),
    placeCount,
    about: stateAbout(state, cities, placeCount, placeCount > 0 && real === 0),
  };
}

async function cityPlaces(
  sql: Sql,
  city: GuideCityEntry,
  at: Date,
): Promise<{ places: CityPlace[]; sources: CityGuide['sources']; until: number }> {
  if (city.catalogNames.length === 0) return { places: [], sources: [], until: UNCHANGED_BY_CLOCK };
  const centre = findGazetteerCity(city.name, city.stateCode);
  const rows = await bestPlacesInCity(
    sql,
    city.stateCode,
    city.catalogNames,
    CITY_PLACE_LIMIT,
    centre,
  );
  const places = rows.map((row) => toCityPlace(row, at));
  return {
    places: places.map((entry) => entry.place),
    sources: listCredits(rows),
    until: Math.min(UNCHANGED_BY_CLOCK, ...places.map((entry) => entry.until)),
  };
}

/**
 * A place as its city card shows it (spec section 2: photo, name, website, address, phone,
 * hours, style tags), with today's hours where it is, as a listing card's, and when that
 * day ends there.
 */
function toCityPlace(row: PlaceRow, at: Date): { place: CityPlace; until: number } {
  const timeZone = timeZoneAt(row.latitude, row.longitude, row.state);
  const status = placeOpenStatus(
    {
      openingHours: row.opening_hours,
      state: row.state,
      timeZone,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    at,
  );
  const today = status.week[0];
  return {
    place: {
      id: row.id,
      name: row.name,
      address: row.address1,
      rating: row.rating,
      reviewCount: row.review_count,
      price: row.price,
      categories: row.categories.slice(0, 2).map((category) => category.title),
      imageUrl: row.image_url,
      isSample: row.is_sample,
      phone: row.display_phone || row.phone,
      website: row.website,
      today: {
        weekday: status.today,
        intervals: today ? today.intervals : null,
        holiday: status.holiday,
      },
      hoursText: status.text,
      ...(status.note && { hoursNote: status.note }),
    },
    until: localDayAt(at.getTime(), timeZone).next,
  };
}

/**
 * A city guide, and the scope of its answer: the places it lists, and the first local
 * midnight of its listings and places, when a card's "today" turns.
 */
async function buildCityGuide(
  sql: Sql,
  state: UsState,
  citySegment: string,
  at: Date,
): Promise<{ guide: CityGuide; scope: AnswerScope } | undefined> {
  const cities = (await loadGuideCities(sql)).get(state.code) ?? [];
  const city = findGuideCity(cities, citySegment, state.code);
  if (!city) return undefined;
  // City listing match ignores case (spec section 2).
  const listings = (await guideListings(sql))
    .filter(
      (listing) =>
        listing.stateCode === state.code &&
        guideCitySlug(listing.city, listing.stateCode) === city.slug,
    )
    .map((listing) => listingWithToday(listing, at));
  const { places, sources, until } = await cityPlaces(sql, city, at);
  const guide: CityGuide = {
    state,
    city: publicCity(city),
    listings: listings.map((entry) => entry.listing),
    places,
    sources,
    directoryLocation: `${city.name}, ${state.code}`,
  };
  return {
    guide,
    scope: {
      places: guide.places.map((place) => place.id),
      until: Math.min(until, ...listings.map((entry) => entry.until)),
    },
  };
}

async function buildListingGuide(sql: Sql, slug: string): Promise<ListingGuide | undefined> {
  const listings = await guideListings(sql);
  const listing =
    listings.find((entry) => entry.slug === slug) ??
    listings.find((entry) => entry.slug === slug.toLowerCase());
  if (!listing) return undefined;
  const state = US_STATES.find((entry) => entry.code === listing.stateCode)!;
  return {
    listing,
    state,
    city: { name: listing.city, slug: guideCitySlug(listing.city, listing.stateCode) },
  };
}

/** The guides' reference data: states, cities and the sample listings (spec sections 2, 3). */
export const guideRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  answers: AnswerCache;
  answerSeconds: number;
  clock: Clock;
}> = async (app, { sql, answers, answerSeconds, clock }) => {
  // Guide data changes only when places are imported or approved: browsers ask again
  // (a 304 when nothing changed) and a CDN may keep it as long as the answer cache does.
  const cacheControl = `public, max-age=0${answerSeconds > 0 ? `, s-maxage=${answerSeconds}` : ''}`;
  // Guides list cities and count places, which no review changes (a city's list of
  // places, below, gives its own scope).
  const answer = (request: FastifyRequest, key: string, produce: () => Promise<unknown>) =>
    answers.get(
      `guides:${key}`,
      async () => ({
        body: JSON.stringify(await produce()),
        scope: { places: [], until: UNCHANGED_BY_CLOCK },
      }),
      { current: asksForPage(request) },
    );

  app.get(
    '/api/guides',
    {
      schema: {
        tags: ['guides'],
        summary: 'Every state with its guide cities, and every sample listing',
        response: { 200: GuideIndexSchema },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await answer(request, 'index', () => buildGuideIndex(sql)),
        cacheControl,
      ),
  );

  app.get(
    '/api/guides/states/:state',
    {
      schema: {
        tags: ['guides'],
        summary: 'A state guide: its cities, top cities and a word on its pizza',
        params: z.object({ state: segment }),
        response: { 200: StateGuideSchema },
      },
    },
    async (request, reply) => {
      const state = findGuideState(request.params.state);
      if (!state) throw notFound('state');
      const guide = await answer(request, `state:${state.code}`, () => buildStateGuide(sql, state));
      return sendAnswer(request, reply, guide, cacheControl);
    },
  );

  app.get(
    '/api/guides/states/:state/cities/:city',
    {
      schema: {
        tags: ['guides'],
        summary: "A city guide: sample listings and the catalog's places in the city",
        params: z.object({ state: segment, city: segment }),
        response: { 200: CityGuideSchema },
      },
    },
    async (request, reply) => {
      const state = findGuideState(request.params.state);
      if (!state) throw notFound('state');
      const citySegment = request.params.city.toLowerCase();
      const guide = await answers.get(
        `guides:city:${state.code}:${citySegment}`,
        async () => {
          const city = await buildCityGuide(sql, state, citySegment, clock.now());
          if (!city) throw notFound('city');
          return { body: JSON.stringify(city.guide), scope: city.scope };
        },
        { current: asksForPage(request) },
      );
      return sendAnswer(request, reply, guide, cacheControl);
    },
  );

  app.get(
    '/api/guides/listings/:listing',
    {
      schema: {
        tags: ['guides'],
        summary: 'A sample guide listing',
        params: z.object({ listing: segment }),
        response: { 200: ListingGuideSchema },
      },
    },
    async (request, reply) => {
      const guide = await buildListingGuide(sql, request.params.listing);
      if (!guide) throw notFound('listing');
      return sendAnswer(
        request,
        reply,
        await answer(request, `listing:${guide.listing.slug}`, async () => guide),
        cacheControl,
      );
    },
  );
};
