import { placeSlug, US_STATES } from '@pizza-atlas/contracts';
import type { PlannedRequest } from './open-loop';

/** What the mix is made of: the searched cities and the places visitors open. */
export interface MixTargets {
  cities: { name: string; state: string }[];
  /** Catalog place ids visitors open: details, review lists and restaurant pages. */
  places: string[];
  /** Catalog place ids reviews are written of. */
  reviewed: string[];
}

export type Mix = readonly { kind: string; share: number }[];

/** Shares of the mix, in percent (they add up to 100): every kind of request. */
export const MIX: Mix = [
  { kind: 'search', share: 35 },
  { kind: 'details', share: 20 },
  { kind: 'reviews', share: 15 },
  { kind: 'page: home', share: 7 },
  { kind: 'page: directory', share: 5 },
  { kind: 'page: restaurant', share: 5 },
  { kind: 'page: city guide', share: 5 },
  { kind: 'review write', share: 8 },
];

/**
 * The site's mix with review writes at `percent` of all requests (BENCH_WRITE_PERCENT), the
 * reads keeping their proportions to one another.
 */
export function withWritePercent(mix: Mix, percent: number): Mix {
  const reads = mix.filter((entry) => entry.kind !== 'review write');
  const readShares = reads.reduce((sum, entry) => sum + entry.share, 0);
  const scaled = reads.map((entry) => ({
    kind: entry.kind,
    share: Math.round(((entry.share * (100 - percent)) / readShares) * 10) / 10,
  }));
  return percent > 0 ? [...scaled, { kind: 'review write', share: percent }] : scaled;
}

/**
 * BENCH_MIX=issue-13: the mix issue 13 measured main with (searches of 8 cities without
 * filters, details, review lists and the home page; no writes), to compare with its figures.
 */
export const ISSUE_13_MIX: Mix = [
  { kind: 'search', share: 40 },
  { kind: 'details', share: 25 },
  { kind: 'reviews', share: 25 },
  { kind: 'page: home', share: 10 },
];

/** Filters a visitor adds to a search, each as often as the others. */
const SEARCH_FILTERS = [
  '',
  '&sort_by=rating',
  '&price=1,2',
  '&minRating=4',
  '&open_now=true',
  '&offset=20',
];
/** What a browser sends: answers come compressed, as they would to a visitor. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A small seeded generator (mulberry32): the same run asks the same things in the same order. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The index-th request of a mixed run. Kinds are drawn by their share; each write comes
 * from an address of its own (X-Forwarded-For, with TRUST_PROXY set) with a text of its
 * own, so neither the rate limit nor the duplicate rule turns it away: every write
 * should be stored. `writeSerial` numbers writes across runs of one bench.
 */
export function createMix(
  targets: MixTargets,
  options: {
    seed: number;
    runId: string;
    writeSerial: () => number;
    /** Only these kinds, in their shares (BENCH_ONLY): what one kind costs on its own. */
    only?: string[];
    /** The shares (default MIX); ISSUE_13_MIX also searches without filters. */
    mix?: Mix;
  },
) {
  const mix = options.mix ?? MIX;
  const filters = mix === ISSUE_13_MIX ? [''] : SEARCH_FILTERS;
  const random = seeded(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const location = (city: MixTargets['cities'][number]) =>
    encodeURIComponent(`${city.name}, ${city.state}`);
  const get = (kind: string, path: string): PlannedRequest => ({
    kind,
    method: 'GET',
    path,
    headers: BROWSER,
    expect: 200,
  });

  const make: Record<string, () => PlannedRequest> = {
    search: () =>
      get(
        'search',
        `/api/restaurants/search?location=${location(pick(targets.cities))}${pick(filters)}`,
      ),
    details: () => get('details', `/api/restaurants/catalog/${pick(targets.places)}`),
    reviews: () => get('reviews', `/api/restaurants/catalog/${pick(targets.places)}/reviews`),
    'page: home': () => get('page: home', '/'),
    'page: directory': () =>
      get(
        'page: directory',
        `/directory?location=${location(pick(targets.cities))}${pick(SEARCH_FILTERS.slice(0, 3))}`,
      ),
    'page: restaurant': () => get('page: restaurant', `/restaurant/${pick(targets.places)}`),
    'page: city guide': () => {
      const city = pick(targets.cities);
      const state = US_STATES.find((entry) => entry.code === city.state)!;
      return get('page: city guide', `/states/${state.slug}/${placeSlug(city.name)}`);
    },
    'review write': () => {
      const serial = options.writeSerial();
      const rating = 1 + (serial % 5);
      return {
        kind: 'review write',
        method: 'POST',
        path: `/api/restaurants/catalog/${pick(targets.reviewed)}/reviews`,
        headers: {
          'content-type': 'application/json',
          // 10.0.0.1 onwards: one client address per write.
          'x-forwarded-for': `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
        },
        body: JSON.stringify({
          rating,
          reviewText: `${reviewMarker(options.runId)} Visit ${serial}: ${rating} of 5, crust and sauce as expected.`,
          reviewerName: `Bench visitor ${serial % 997}`,
        }),
        expect: 201,
      };
    },
  };

  const cumulative: { kind: string; upTo: number }[] = [];
  let sum = 0;
  for (const { kind, share } of mix)
    if (!options.only || options.only.includes(kind))
      cumulative.push({ kind, upTo: (sum += share) });
  if (cumulative.length === 0)
    throw new Error(`Kinds of request: ${MIX.map((entry) => entry.kind).join(', ')}.`);
  return (): PlannedRequest => {
    const roll = random() * sum;
    const kind = cumulative.find((entry) => roll < entry.upTo)!.kind;
    return make[kind]!();
  };
}

/** Part of every bench review's text, to count a run's stored reviews afterwards. */
export function reviewMarker(runId: string): string {
  return `[load ${runId}]`;
}
