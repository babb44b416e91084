import { CATEGORY_FILTERS, SEARCH_RANKED_NEAREST } from '@pizza-atlas/contracts';
import type postgres from 'postgres';
import type { Sql, TransactionSql } from '../db/client';
import { isPlaceOpenAt } from '../hours/place-hours';
import { timeZoneAt } from '../hours/time-zones';
import { PLACE_COLUMNS, STORED_ONLY_COLUMNS, type PlaceRow, type PlaceSource } from './place';

/** A piece of a statement, as `sql\`…\`` makes it. */
type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * What the owner of an approved claim set (`owner_listings` o, decision 0089) shown over what
 * the source says: the one place that decides what a visitor sees of a place, for every read
 * below (search, the place's page, guides, JSON-LD). An owner's null leaves the source's
 * value; an owner's '' says there is none.
 */
const OWNED_COLUMNS: Partial<Record<(typeof PLACE_COLUMNS)[number], string>> = {
  phone: 'coalesce(o.phone, r.phone)',
  display_phone: 'coalesce(o.display_phone, r.display_phone)',
  website: "nullif(coalesce(o.website, r.website), '')",
  opening_hours: 'coalesce(o.opening_hours, r.opening_hours)',
};

/**
 * The places with their owners' values beside them (`r` and `o`), for every read: the values
 * of the account whose claim of the place is approved now, so a revoked claim's stop showing
 * (they are kept, and show again if that claim is approved again).
 */
const PLACES = `catalog_restaurants r left join owner_listings o on o.place_id = r.id
  and exists (select 1 from listing_claims c where c.restaurant_id = r.id
    and c.account_id = o.account_id and c.status = 'approved')`;

// Column names are constants, never input. numeric comes back from postgres.js as text: the
// rating is read as a double so a PlaceRow's rating is a number, as it is written.
const COLUMNS = [
  ...['id', ...PLACE_COLUMNS, ...STORED_ONLY_COLUMNS].map((column) => {
    if (column === 'rating') return 'r.rating::float8 as rating';
    const owned = OWNED_COLUMNS[column as keyof typeof OWNED_COLUMNS];
    return owned ? `${owned} as ${column}` : `r.${column}`;
  }),
  "nullif(o.description, '') as description",
  'o.updated_at as owner_updated_at',
].join(', ');

/** A search of places (a provider search passes as one): where, what, which page. */
export interface PlaceQuery {
  latitude: number;
  longitude: number;
  term: string;
  limit: number;
  offset: number;
  sortBy: 'best_match' | 'rating' | 'review_count' | 'distance';
  /** Price levels 1..4. */
  price: number[];
  /** A category filter such as 'pizza,neapolitan', or undefined for all. */
  category?: string;
  minRating?: number;
  /** Metres, at most 40,000; ignored for a state search. */
  radius: number;
  /** A whole-state search: places anywhere in this state (two-letter code). */
  state?: string;
  /**
   * A whole-state search from no one's position (the point is only the state's biggest
   * city): no distances, and 'distance' ranks as best match.
   */
  unmeasured?: boolean;
  /**
   * A named area searched ('Brooklyn', 'Wicker Park'): places whose borough it is, or whose
   * source names it as their neighbourhood, rank first in best match.
   */
  area?: string;
  features: string[];
  openNow: boolean;
}

/** A place as search finds it: its row and metres from the search point. */
export type FoundPlace = PlaceRow & { distance?: number };

/**
 * A search counts its matches up to this many (decision 0061): past it the total says "at
 * least this many" (`totalCapped`). It equals the deepest offset a search may ask for
 * (SearchRequestSchema), so a capped search still has a result on every page one can reach.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** One page of a search and how many places match it, counted up to SEARCH_TOTAL_CAP. */
export interface FoundPage {
  rows: FoundPlace[];
  /** The matches, or SEARCH_TOTAL_CAP when there are more (then totalCapped is true). */
  total: number;
  /** More than `total` places match: the count stopped at the cap. */
  totalCapped: boolean;
  /**
   * An open-now search with more matches than it checks (decision 0072): open now was
   * checked on this many of them, the nearest within the radius or the first of the state in
   * the search's order, and `total` counts the open ones among them (more may be open beyond).
   */
  openNowChecked?: number;
}

/** A count of matches as a search reports it: at most the cap, and whether it was passed. */
function cappedTotal(matches: number): { total: number; totalCapped: boolean } {
  return matches > SEARCH_TOTAL_CAP
    ? { total: SEARCH_TOTAL_CAP, totalCapped: true }
    : { total: matches, totalCapped: false };
}

/** The directory's category filters' aliases: each has a bit in filter_bits (0038). */
export const FILTER_BIT_CATEGORIES = new Set(
  CATEGORY_FILTERS.map((filter) => categoryAlias(filter)!),
);

/** The category alias a spec filter names: 'pizza,neapolitan' → 'neapolitan'. */
export function categoryAlias(filter: string | undefined): string | undefined {
  if (!filter) return undefined;
  const aliases = filter
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);
  return aliases.find((alias) => alias !== 'pizza') ?? aliases[0];
}

/** earthdistance's earth radius in metres (the value of its earth() function). */
const EARTH_RADIUS = 6378168;

/** Straight-line (chord) length in metres of a great-circle distance, to compare with cube_distance. */
export function chordFor(metres: number): number {
  return 2 * EARTH_RADIUS * Math.sin(metres / (2 * EARTH_RADIUS));
}

interface Candidate {
  id: string;
  distance: number | null;
  opening_hours: PlaceRow['opening_hours'];
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Catalog search. `earth_box(...) @> earth_point` uses the GiST index on the stored
 * point, so only places near the point are read; a chord-length test on the same cubes
 * trims the box to a circle without calling ll_to_earth per row. A narrow first pass
 * ranks ids only; full rows are read for the page shown. "Open now" depends on each
 * place's local time, so it is applied to the narrow candidates in code.
 *
 * Where an index holds the order asked for (nearest first: the GiST index's `<->` walk; a
 * whole state by rank: 0037's indexes), the page is read by walking that index and stopping
 * at the page, and the total is counted apart (decision 0056). Any other order ranks every
 * match, which it must read anyway, and counts them in the same pass. The total is exact up
 * to SEARCH_TOTAL_CAP; past it the count stops and the answer says so (decision 0061).
 */
export async function searchPlaces(sql: Sql, query: PlaceQuery, now: Date): Promise<FoundPage> {
  const origin = sql`ll_to_earth(${query.latitude}, ${query.longitude})::cube`;
  const chord = sql`cube_distance(r.earth_point, ${origin})`;
  /** Metres along the earth for a chord: the row's own, or one a subquery read already. */
  const distanceOf = (chordOf: Fragment) =>
    sql`(${2 * EARTH_RADIUS} * asin(least(1.0, ${chordOf} / ${2 * EARTH_RADIUS})))`;
  const prices = query.price.map((level) => '$'.repeat(level));
  const alias = categoryAlias(query.category);
  /** The directory's categories have a bit each (0038); any other is read from the row. */
  const bitAlias = alias !== undefined && FILTER_BIT_CATEGORIES.has(alias) ? alias : undefined;
  const term = query.term.trim().toLowerCase();
  const pattern = `%${term.replace(/[%_\\]/g, '\\$&')}%`;
  // A whole-state search reads the state's places; any other, those within the radius.
  const where = query.state
    ? sql`r.state = ${query.state}`
    : sql`earth_box(${origin}, ${query.radius}) @> r.earth_point
    and ${chord} <= ${chordFor(query.radius)}`;
  const filters = sql`
    ${where}
    and r.removed_at is null
    and not r.is_closed
    ${prices.length > 0 ? sql`and r.price = any(${prices})` : sql``}
    ${alias && !bitAlias ? sql`and r.categories @> ${sql.json([{ alias }])}` : sql``}
    ${
      bitAlias || query.features.length > 0
        ? // Every bit of the filters' (0038): the category and each feature asked for.
          sql`and ~r.filter_bits & catalog_filter_bits(
            ${sql.json(bitAlias ? [{ alias: bitAlias }] : [])}, ${query.features}::text[]) = 0`
        : sql``
    }
    ${query.minRating ? sql`and r.rating >= ${query.minRating}` : sql``}
    ${
      term && term !== 'pizza'
        ? // Accents and apostrophes aside on both sides (0039, 0040): "giordanos" finds
          // "Giordano’s". The categories are the catalog's own words, written plainly. The
          // pattern is folded once, in an init plan, not once per place.
          sql`and (r.search_name ilike (select catalog_search_text(${pattern}))
            or r.categories::text ilike ${pattern})`
        : sql``
    }`;
  const inArea = query.area
    ? sql`(r.neighbourhood is not distinct from ${query.area}
        or lower(r.source_neighbourhood) is not distinct from lower(${query.area})) desc,`
    : sql``;
  // Across a whole state, the best anywhere in it: distance from its biggest city is no merit.
  const bestInState = sql`r.rating * ln(r.review_count + 2) desc, r.id`;
  /**
   * The page's order and the distance it shows, from a chord: `chord` on a row of the table,
   * or the column `r.chord` of the nearest walk below, which worked it out once per match.
   */
  const ranking = (chordOf: Fragment, nearestFirst: Fragment) => {
    // Places that rank alike come nearest first: most real places have no review yet, and
    // those would otherwise come in the order of their ids. A whole state keeps the order its
    // rank indexes hold (0037).
    const tie = query.state ? sql`` : sql`${nearestFirst} asc,`;
    return {
      order: {
        // Good, well-reviewed and near: rating weighted by review volume, discounted by distance.
        best_match: query.state
          ? bestInState
          : sql`${inArea} (r.rating * ln(r.review_count + 2)) / (1 + ${distanceOf(chordOf)} / 8000.0) desc, ${tie} r.id`,
        rating: sql`r.rating desc, r.review_count desc, ${tie} r.id`,
        review_count: sql`r.review_count desc, r.rating desc, ${tie} r.id`,
        distance: query.unmeasured ? bestInState : sql`${nearestFirst} asc, r.id`,
      }[query.sortBy],
      shownDistance: query.unmeasured ? sql`null::float8` : distanceOf(chordOf),
    };
  };
  // cube's `<->` is cube_distance (the chord), written as the GiST index's ordering operator.
  const { order, shownDistance } = ranking(chord, sql`r.earth_point <-> ${origin}`);
  // Orders an index walks in (decision 0056): nearest first, and a whole state by rank. A
  // word filter is read from each row itself: the count would then read every match's row a
  // second time, so such a search keeps the single ranking pass. (The directory's categories
  // and every feature are in the covering index as bits, 0038.)
  const readsRows = (alias !== undefined && !bitAlias) || (term !== '' && term !== 'pizza');
  const walksAnIndex =
    !readsRows && ((query.sortBy === 'distance' && !query.unmeasured) || query.state !== undefined);

  // Counting stops one past the cap: enough to know the cap is passed (decision 0061).
  const countMatches = sql`(select count(*) from (
      select 1 from catalog_restaurants r where ${filters} limit ${SEARCH_TOTAL_CAP + 1}) as matched)`;
  let page: { id: string; distance: number | null }[];
  let matches: number;
  let openNowChecked: number | undefined;
  if (query.openNow) {
    // Open now is evaluated in code, so it reads each candidate's hours from its row. It
    // checks at most SEARCH_RANKED_NEAREST matches (decision 0072). Across a state, the first
    // in the search's own order, read through 0037's rank indexes, one more to know whether
    // any lies past them. Within a radius, the nearest: the covering GiST index is walked
    // nearest first, reading no row, one past the bound. Under the bound the circle is read
    // as it always was; past it, only the box of the bound's last match (places tied with it
    // included). Walked with their rows, the planner sorted the whole circle instead (its
    // estimate of a box is a few dozen places); read by id after the walk, each row cost a
    // btree lookup (the national bench's open-now buffers p99 went 1,137 → 4,019).
    const bound = SEARCH_RANKED_NEAREST;
    // The bound is written into the statements, not sent as a value: with an unknown limit
    // the generic plan a prepared statement takes after five runs read the whole index
    // (3.4 → 57 ms for Denver within 28.3 km at 100,000 places).
    const inline = (count: number) => sql.unsafe(String(count));
    /**
     * The matches in the page's order: within `reach` (a chord; the whole circle or state
     * when undefined), at most `limit` of them.
     */
    const readCandidates = ({ reach, limit }: { reach?: number; limit?: number }) =>
      sql<Candidate[]>`
        select r.id, ${shownDistance} as distance, r.opening_hours, r.state, r.latitude,
          r.longitude
        from catalog_restaurants r where ${filters}
        ${
          reach === undefined
            ? sql``
            : // The chord comes back exactly (PostgreSQL prints a float8 in full), so the same
              // places fall within it; cube_enlarge by a chord is earth_box's box for it.
              sql`and cube_enlarge(${origin}, ${reach}, 3) @> r.earth_point and ${chord} <= ${reach}`
        }
        order by ${order}
        ${limit === undefined ? sql`` : sql`limit ${inline(limit)}`}`;
    let candidates: Candidate[];
    if (query.state) {
      const read = await readCandidates({ limit: bound + 1 });
      candidates = read.slice(0, bound);
      if (read.length > bound) openNowChecked = bound;
    } else {
      const [walk] = await sql<{ walked: string; reach: number | null }[]>`
        select count(*) as walked, (array_agg(chord order by chord))[${inline(bound)}] as reach
        from (select r.earth_point <-> ${origin} as chord
          from catalog_restaurants r where ${filters}
          order by r.earth_point <-> ${origin} limit ${inline(bound + 1)}) as walk`;
      if (Number(walk!.walked) > bound) {
        candidates = await readCandidates({ reach: walk!.reach! });
        // The answer says how many were checked, and its total counts the open ones.
        openNowChecked = candidates.length;
      } else {
        candidates = await readCandidates({});
      }
    }
    candidates = await withOwnersHours(sql, candidates);
    // Candidates come in the page's order, so once the page is filled and the count has
    // passed the cap, the rest cannot change the answer.
    const open: Candidate[] = [];
    for (const candidate of candidates) {
      if (open.length > SEARCH_TOTAL_CAP && open.length >= query.offset + query.limit) break;
      // The hours rule keeps each distinct value's evaluation until it changes (hours/).
      const isOpen = isPlaceOpenAt(
        {
          openingHours: candidate.opening_hours,
          state: candidate.state,
          timeZone: timeZoneAt(candidate.latitude, candidate.longitude, candidate.state),
          latitude: candidate.latitude,
          longitude: candidate.longitude,
        },
        now,
      );
      if (isOpen) open.push(candidate);
    }
    page = open.slice(query.offset, query.offset + query.limit);
    matches = open.length;
  } else {
    // A walked order stops at the page, so the total is an index-only count of its own (an
    // init plan run once, stopped one past the cap); a window count would make the walk
    // read every match. A ranking pass reads every match anyway and counts them as it goes;
    // within a radius it ranks the nearest SEARCH_RANKED_NEAREST matches, walked nearest first
    // through the GiST index and stopped there (decision 0068). Its columns are the ones the
    // index holds, so the walk reads no row unless a filter needs one. The walk's order is
    // the distance alone, which the index gives without a sort (a tie-breaking id would make
    // the planner sort the whole circle); places tied at the last distance all come in.
    // A nearest-first page is the same walk stopped at its last row: ordered by the distance
    // and id, the planner sorted the whole circle (4,129 entries for Los Angeles within 40 km).
    const counted = walksAnIndex ? countMatches : sql`count(*) over ()`;
    /**
     * The nearest `count` matches (and any tied with the last), walked through the index,
     * each with its chord. The ranking above reads that column: a window count buffers every
     * match, and a narrower row without the point cost it about a fifth less (decision 0077).
     */
    const nearest = (count: number) =>
      sql`(select r.id, r.earth_point <-> ${origin} as chord, r.rating, r.review_count,
            r.neighbourhood, r.source_neighbourhood
          from catalog_restaurants r where ${filters}
          order by r.earth_point <-> ${origin}
          fetch first ${sql.unsafe(String(Math.max(1, Math.trunc(count))))} rows with ties) r`;
    const [source, ranks] = query.state
      ? [sql`catalog_restaurants r where ${filters}`, { order, shownDistance }]
      : [
          nearest(walksAnIndex ? query.offset + query.limit : SEARCH_RANKED_NEAREST),
          ranking(sql`r.chord`, sql`r.chord`),
        ];
    const ranked = await sql<{ id: string; distance: number | null; total: string }[]>`
      select r.id, ${ranks.shownDistance} as distance, ${counted} as total
      from ${source}
      order by ${ranks.order} limit ${query.limit} offset ${query.offset}`;
    page = ranked;
    if (ranked.length > 0) matches = Number(ranked[0]!.total);
    else if (query.offset === 0) matches = 0;
    else {
      const [{ count }] = await sql<{ count: string }[]>`select ${countMatches} as count`;
      matches = Number(count);
    }
  }
  const total = { ...cappedTotal(matches), ...(openNowChecked ? { openNowChecked } : {}) };
  if (page.length === 0) return { rows: [], ...total };
  const distances = new Map(page.map((entry) => [entry.id, entry.distance]));
  const full = await placesByIds(sql, [...distances.keys()]);
  return {
    rows: full.map((row) => ({ ...row, distance: distances.get(row.id) ?? undefined })),
    ...total,
  };
}

/**
 * The candidates of an open-now search with their owners' hours where an owner set some
 * (decision 0089), read apart: joined into the candidates' own statement, the owners' table
 * turned a state's walk in rank order into a read of the whole state (the national bench's
 * state p99 went from 1,153 to 5,601 buffers).
 */
async function withOwnersHours(sql: Sql, candidates: Candidate[]): Promise<Candidate[]> {
  if (candidates.length === 0) return candidates;
  const owned = await sql<{ id: string; opening_hours: string }[]>`
    select o.place_id as id, o.opening_hours from owner_listings o
    where o.place_id = any(${candidates.map((candidate) => candidate.id)}::uuid[])
      and o.opening_hours is not null
      and exists (select 1 from listing_claims c where c.restaurant_id = o.place_id
        and c.account_id = o.account_id and c.status = 'approved')`;
  if (owned.length === 0) return candidates;
  const hours = new Map(owned.map((row) => [row.id, row.opening_hours]));
  return candidates.map((candidate) =>
    hours.has(candidate.id) ? { ...candidate, opening_hours: hours.get(candidate.id)! } : candidate,
  );
}

/** Full rows of these places, in the order given; a place gone since is left out. */
export async function placesByIds(sql: Sql, ids: string[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return [];
  const full = await sql<PlaceRow[]>`
    select ${sql.unsafe(COLUMNS)} from ${sql.unsafe(PLACES)} where r.id = any(${ids}::uuid[])`;
  const byId = new Map(full.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Up to `limit` listed places nearest a point within `radius` metres, nearest first, the
 * place `except` left out (the neighbours a removed place's page offers).
 */
export async function nearbyPlaces(
  sql: Sql,
  point: { latitude: number; longitude: number },
  options: { radius: number; limit: number; except?: string },
): Promise<PlaceRow[]> {
  const origin = sql`ll_to_earth(${point.latitude}, ${point.longitude})::cube`;
  return sql<PlaceRow[]>`
    select ${sql.unsafe(COLUMNS)} from ${sql.unsafe(PLACES)}
    where earth_box(${origin}, ${options.radius}) @> r.earth_point
      and cube_distance(r.earth_point, ${origin}) <= ${chordFor(options.radius)}
      and r.removed_at is null and not r.is_closed
      ${options.except ? sql`and r.id <> ${options.except}` : sql``}
    order by cube_distance(r.earth_point, ${origin}), r.id
    limit ${options.limit}`;
}

/** One place by id (a uuid: the caller checks), or undefined; a removed place too (its page answers 410). */
export async function findPlace(
  sql: Sql | TransactionSql,
  id: string,
): Promise<PlaceRow | undefined> {
  const [row] = await sql<
    PlaceRow[]
  >`select ${sql.unsafe(COLUMNS)} from ${sql.unsafe(PLACES)} where r.id = ${id}`;
  return row;
}

/** Whether a listed place with this id (a uuid: the caller checks) exists; a removed one does not. */
export async function placeExists(sql: Sql, id: string): Promise<boolean> {
  const [row] =
    await sql`select 1 from catalog_restaurants where id = ${id} and removed_at is null`;
  return row !== undefined;
}

/** When the place with this id (a uuid: the caller checks) left the site, or undefined while listed or unknown. */
export async function placeRemovedAt(sql: Sql, id: string): Promise<Date | undefined> {
  const [row] = await sql<{ removed_at: Date | null }[]>`
    select removed_at from catalog_restaurants where id = ${id}`;
  return row?.removed_at ?? undefined;
}

/** How many places each city has, as its places name the city and state. */
export async function countPlacesByCity(
  sql: Sql,
): Promise<{ city: string; state: string; places: number }[]> {
  return sql<{ city: string; state: string; places: number }[]>`
    select city, state, count(*)::int as places
    from catalog_restaurants
    where removed_at is null
    group by city, state`;
}

/**
 * Whether the catalog is empty for the sample seed: no place of any source (removed ones
 * included) and a sample that never retired (a real import retires it, decision 0033).
 */
export async function catalogIsEmpty(sql: Sql | TransactionSql): Promise<boolean> {
  const [{ empty }] = await sql<{ empty: boolean }[]>`
    select not exists (select 1 from catalog_restaurants)
      and not exists (select 1 from catalog_state where sample_retired_at is not null) as empty`;
  return empty;
}

/**
 * Whether the sample is still the site's data: a sample place is listed, or no real import
 * has retired the sample yet (a fresh catalog, seeded with it on start).
 */
export async function sampleIsShown(sql: Sql): Promise<boolean> {
  const [{ shown }] = await sql<{ shown: boolean }[]>`
    select exists (select 1 from catalog_restaurants where is_sample and removed_at is null)
      or not exists (select 1 from catalog_state where sample_retired_at is not null) as shown`;
  return shown;
}

/** How many of a state's places are real ones (not the fictional sample). */
export async function countRealPlaces(sql: Sql, state: string): Promise<number> {
  const [{ real }] = await sql<{ real: number }[]>`
    select count(*)::int as real from catalog_restaurants
    where state = ${state} and not is_sample and removed_at is null`;
  return real;
}

/**
 * A city's places (the city under any of the names its places use) for its guide: those
 * with reviews first, best rated, then the rest nearest `centre` (the city's centre).
 */
export async function bestPlacesInCity(
  sql: Sql,
  state: string,
  cityNames: string[],
  limit: number,
  centre?: { latitude: number; longitude: number },
): Promise<PlaceRow[]> {
  // Without a known centre, the middle of the city's own places.
  const [middle] = centre
    ? [centre]
    : await sql<{ latitude: number; longitude: number }[]>`
        select coalesce(avg(latitude), 0)::float8 as latitude,
          coalesce(avg(longitude), 0)::float8 as longitude
        from catalog_restaurants
        where state = ${state} and city = any(${cityNames}) and removed_at is null`;
  const { latitude, longitude } = middle!;
  const east = Math.cos((latitude * Math.PI) / 180);
  // Places with reviews first, best rated; then the rest nearest the centre (a name order
  // would leave the end of the alphabet off a list cut at the limit).
  return sql<PlaceRow[]>`
    select ${sql.unsafe(COLUMNS)}
    from ${sql.unsafe(PLACES)}
    where r.state = ${state} and r.city = any(${cityNames}) and r.removed_at is null
    order by (r.review_count > 0) desc,
      case when r.review_count > 0 then r.rating end desc nulls last,
      r.review_count desc,
      power(r.latitude - ${latitude}, 2) + power((r.longitude - ${longitude}) * ${east}, 2),
      r.id
    limit ${limit}`;
}

/** Places whose name holds the text (any case; LIKE's wildcards in it taken literally), by name. */
export async function findPlacesByName(sql: Sql, text: string, limit: number): Promise<PlaceRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return sql<PlaceRow[]>`
    select ${sql.unsafe(COLUMNS)}
    from ${sql.unsafe(PLACES)}
    where r.name ilike ${pattern} and r.removed_at is null
    order by r.name, r.city, r.id
    limit ${limit}`;
}

/**
 * Every listed real place's id and when its row last changed, in id order (the sitemap):
 * a sample place is fiction and a removed one answers 410, so neither is offered to crawlers.
 */
export async function placeChangeTimes(sql: Sql): Promise<{ id: string; updatedAt: Date }[]> {
  return sql<{ id: string; updatedAt: Date }[]>`
    select r.id, greatest(r.updated_at, o.updated_at) as "updatedAt" from ${sql.unsafe(PLACES)}
    where r.removed_at is null and not r.is_sample
    order by r.id`;
}

/** How many listed places came from each source ('sample', 'osm', ...); a source with none is left out. */
export async function countPlacesBySource(sql: Sql): Promise<Map<PlaceSource, number>> {
  const rows = await sql<{ source: PlaceSource; places: number }[]>`
    select source, count(*)::int as places from catalog_restaurants
    where removed_at is null group by source`;
  return new Map(rows.map((row) => [row.source, row.places]));
}

/** Whether the catalog lists any open place (featured or not). */
export async function hasOpenPlaces(sql: Sql): Promise<boolean> {
  const [{ listed }] = await sql<{ listed: boolean }[]>`
    select exists (
      select 1 from catalog_restaurants where not is_closed and removed_at is null) as listed`;
  return listed;
}

/**
 * Six well-reviewed places for the day (rated 4 or more from 20 reviews or more; with or
 * without a photo: a card without one shows the spec's fallback image, decision 0092): the
 * same six for everyone on a given UTC day and a different six on most days. Hashing the id
 * with the date shuffles without a scan of random() and stays stable across servers.
 */
export async function featuredPlaceIds(sql: Sql, day: string, count = 6): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select r.id
    from catalog_restaurants r
    where r.rating >= 4 and r.review_count >= 20 and not r.is_closed and r.removed_at is null
    order by md5(r.id::text || ${day})
    limit ${count}`;
  return rows.map((row) => row.id);
}
