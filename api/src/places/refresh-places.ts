import type postgres from 'postgres';
import type { NewPlace, PlaceCredit, PlaceSource } from './place';
import { chordFor } from './read-places';
import { isSamePlace, SAME_PLACE_METRES } from './same-place';

type Db = postgres.Sql | postgres.TransactionSql;

/** The area a refresh covers (ImportScope's area). */
export type RefreshArea =
  | { kind: 'all' }
  | { kind: 'state'; state: string }
  | { kind: 'circle'; latitude: number; longitude: number; radiusMetres: number };

export function creditOf(place: NewPlace): PlaceCredit {
  return {
    source: place.source,
    source_id: place.source_id,
    attribution: place.attribution,
    license: place.license,
    url: place.url,
  };
}

interface Placement {
  /** Places to write as their own rows (new, or already stored under their own key). */
  own: NewPlace[];
  /** Places another stored place already credits, or that this batch merges into one. */
  credited: { place: NewPlace; into: string; merged: boolean }[];
}

interface Nearby {
  i: number;
  id: string;
  source: PlaceSource;
  name: string;
  address1: string;
  brand: string | null;
  also_sources: PlaceSource[];
  metres: number;
}

/**
 * Which of a batch's places are already stored (own key or credited through also_from) and
 * which new ones are a place another source already gave: two set-based queries per
 * batch, never one per row.
 */
export async function placeBatch(sql: Db, places: readonly NewPlace[]): Promise<Placement> {
  if (places.length === 0) return { own: [], credited: [] };
  const sources = places.map((place) => place.source);
  const sourceIds = places.map((place) => place.source_id);
  const keys = places.map((place) => `${place.source}:${place.source_id}`);
  const stored = await sql<{ i: number }[]>`
    select c.i::int as i
    from unnest(${sources}::text[], ${sourceIds}::text[]) with ordinality as c(source, source_id, i)
    join catalog_restaurants r on r.source = c.source and r.source_id = c.source_id`;
  // Places that credit one of the batch's rows: one scan of the partial credit-key index
  // (0020, 0025), which only places with credits are in.
  const creditedTo = await sql<{ key: string; id: string }[]>`
    select distinct on (k.key) k.key, r.id
    from catalog_restaurants r, unnest(place_credit_keys(r.also_from)) as k(key)
    where r.also_from <> '[]'::jsonb and place_credit_keys(r.also_from) && ${keys}::text[]
      and k.key = any(${keys}::text[])
    order by k.key, r.removed_at nulls first, r.id`;
  const ownRows = new Set(stored.map((row) => row.i - 1));
  const holders = new Map(creditedTo.map((row) => [row.key, row.id]));
  const own: NewPlace[] = [];
  const credited: Placement['credited'] = [];
  const fresh: number[] = [];
  places.forEach((place, index) => {
    const into = holders.get(keys[index]!);
    if (ownRows.has(index)) own.push(place);
    else if (into) credited.push({ place, into, merged: false });
    else fresh.push(index + 1);
  });
  if (fresh.length === 0) return { own, credited };

  const freshPlaces = fresh.map((i) => places[i - 1]!);
  const nearby = await sql<Nearby[]>`
    select c.i::int as i, r.id, r.source, r.name, r.address1, r.brand,
      array(select e->>'source' from jsonb_array_elements(r.also_from) e) as also_sources,
      cube_distance(r.earth_point, ll_to_earth(c.latitude, c.longitude)::cube) as metres
    from unnest(
      ${freshPlaces.map((place) => place.latitude)}::float8[],
      ${freshPlaces.map((place) => place.longitude)}::float8[],
      ${freshPlaces.map((place) => place.source)}::text[]
    ) with ordinality as c(latitude, longitude, source, i)
    join catalog_restaurants r
      on earth_box(ll_to_earth(c.latitude, c.longitude), ${SAME_PLACE_METRES}) @> r.earth_point
      and cube_distance(r.earth_point, ll_to_earth(c.latitude, c.longitude)::cube) <= ${SAME_PLACE_METRES}
      and r.source <> c.source and r.source <> 'sample' and r.removed_at is null
    order by c.i, metres, r.id`;
  const byCandidate = new Map<number, Nearby[]>();
  for (const row of nearby) byCandidate.set(row.i, [...(byCandidate.get(row.i) ?? []), row]);
  // One stored place takes at most one description per source (never two places of one source).
  const taken = new Set<string>();
  freshPlaces.forEach((place, index) => {
    const match = (byCandidate.get(index + 1) ?? []).find(
      (row) =>
        !row.also_sources.includes(place.source) &&
        !taken.has(`${row.id}:${place.source}`) &&
        isSamePlace(place, row),
    );
    if (match) {
      taken.add(`${match.id}:${place.source}`);
      credited.push({ place, into: match.id, merged: true });
    } else own.push(place);
  });
  return { own, credited };
}

/**
 * Records credited places on the places that hold them, in one statement for the batch:
 * each credit once (replaced if the source changed it), the facts a place lacks filled in
 * from its credits, and the run's mark. A removed place a credit names is listed again;
 * returns how many were.
 */
export async function writeCredits(
  sql: Db,
  credited: Placement['credited'],
  /** The import run that saw them; null outside an import (staff approval). */
  run: string | null,
): Promise<number> {
  if (credited.length === 0) return 0;
  const column = <T>(pick: (place: NewPlace) => T) => credited.map(({ place }) => pick(place));
  const rows = await sql<{ restored: boolean }[]>`
    update catalog_restaurants r set
      also_from = (
        select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(r.also_from) e
        where not exists (
          select 1 from jsonb_array_elements(c.credits) k
          where k->>'source' = e->>'source' and k->>'source_id' = e->>'source_id')
      ) || c.credits,
      phone = case when r.phone = '' then coalesce(c.phone, '') else r.phone end,
      display_phone = case when r.display_phone = '' then coalesce(c.display_phone, '') else r.display_phone end,
      website = coalesce(r.website, c.website),
      opening_hours = coalesce(r.opening_hours, c.opening_hours),
      brand = coalesce(r.brand, c.brand),
      zip_code = case when r.zip_code = '' then coalesce(c.zip_code, '') else r.zip_code end,
      last_seen_run = coalesce(${run}::uuid, r.last_seen_run), removed_at = null
    from (
      select i.into_id,
        jsonb_agg(i.credit::jsonb order by i.n) as credits,
        (array_agg(i.phone order by i.n) filter (where i.phone <> ''))[1] as phone,
        (array_agg(i.display_phone order by i.n) filter (where i.display_phone <> ''))[1] as display_phone,
        (array_agg(i.website order by i.n) filter (where i.website is not null))[1] as website,
        (array_agg(i.opening_hours order by i.n) filter (where i.opening_hours is not null))[1] as opening_hours,
        (array_agg(i.brand order by i.n) filter (where i.brand is not null))[1] as brand,
        (array_agg(i.zip_code order by i.n) filter (where i.zip_code <> ''))[1] as zip_code
      from unnest(
        ${credited.map((entry) => entry.into)}::uuid[],
        ${credited.map(({ place }) => JSON.stringify(creditOf(place)))}::text[],
        ${column((place) => place.phone)}::text[],
        ${column((place) => place.display_phone)}::text[],
        ${column((place) => place.website)}::text[],
        ${column((place) => place.opening_hours)}::text[],
        ${column((place) => place.brand ?? null)}::text[],
        ${column((place) => place.zip_code)}::text[]
      ) with ordinality as i(into_id, credit, phone, display_phone, website, opening_hours, brand, zip_code, n)
      group by i.into_id
    ) c, catalog_restaurants before
    where r.id = c.into_id and before.id = r.id
    returning before.removed_at is not null as restored`;
  return rows.filter((row) => row.restored).length;
}

/**
 * Marks the run's own-key places seen (writePlaces marks those it writes, so a row is
 * written once) and lists again those that had been removed. Returns the ids of the places
 * listed again, so the run can count them restored.
 */
export async function markSeen(
  sql: Db,
  places: readonly NewPlace[],
  run: string,
): Promise<string[]> {
  if (places.length === 0) return [];
  // `before` is the row as the statement found it: its removed_at says the place comes back.
  const rows = await sql<{ id: string; restored: boolean }[]>`
    update catalog_restaurants r set last_seen_run = ${run}, removed_at = null
    from unnest(${places.map((place) => place.source)}::text[],
                ${places.map((place) => place.source_id)}::text[]) as c(source, source_id),
      catalog_restaurants before
    where r.source = c.source and r.source_id = c.source_id and before.id = r.id
      and (r.last_seen_run is distinct from ${run} or r.removed_at is not null)
    returning r.id, before.removed_at is not null as restored`;
  return rows.filter((row) => row.restored).map((row) => row.id);
}

function inArea(sql: Db, area: RefreshArea) {
  if (area.kind === 'all') return sql`true`;
  if (area.kind === 'state') return sql`r.state = ${area.state}`;
  const origin = sql`ll_to_earth(${area.latitude}, ${area.longitude})`;
  // The same circle test as search: cube_distance is a chord, compared with the chord of the radius.
  return sql`earth_box(${origin}, ${area.radiusMetres}) @> r.earth_point
    and cube_distance(r.earth_point, ${origin}::cube) <= ${chordFor(area.radiusMetres)}`;
}

/**
 * After a successful refresh of `source` in `area`: its places the run did not see leave
 * the site (removed_at), unless another source still credits them: then that source
 * becomes the place's own and the place stays. Credits of `source` on other places that
 * the run did not see are dropped. Returns how many places left the site, how many were
 * handed over to another source, and how many of `source` the area listed before: a
 * handed-over place leaves this source's listing as a removed one does, so the caller
 * weighs both against `listed` when it refuses too large a share.
 */
export async function retireUnseen(
  sql: Db,
  source: PlaceSource,
  scope: { key: string; area: RefreshArea; provider?: string },
  run: string,
  at: Date,
): Promise<{ removed: number; handedOver: number; listed: number }> {
  // Inside the area's shape, or seen by an earlier run of the same area (import_runs); of
  // a source several providers share (CSV), only the places this provider is credited for.
  const { provider } = scope;
  const where = sql`(${inArea(sql, scope.area)} or r.last_seen_run in (
    select i.run from import_runs i where i.scope_key = ${scope.key}))
    ${provider === undefined ? sql`` : sql`and r.attribution = ${provider}`}`;
  const credit = provider === undefined ? { source } : { source, attribution: provider };
  const [{ listed }] = await sql<{ listed: number }[]>`
    select count(*)::int as listed from catalog_restaurants r
    where r.source = ${source} and r.removed_at is null and ${where}`;
  // Another source still lists it: promote its first credit, keep the id (and the reviews).
  const handedOver = await sql`
    update catalog_restaurants r set
      source = r.also_from->0->>'source', source_id = r.also_from->0->>'source_id',
      attribution = r.also_from->0->>'attribution', license = r.also_from->0->>'license',
      url = r.also_from->0->>'url', also_from = r.also_from - 0, last_seen_run = null
    where r.source = ${source} and r.removed_at is null
      and r.last_seen_run is distinct from ${run}
      and jsonb_array_length(r.also_from) > 0 and ${where}
      and not exists (select 1 from catalog_restaurants o
                      where o.source = r.also_from->0->>'source'
                        and o.source_id = r.also_from->0->>'source_id')`;
  const removed = await sql`
    update catalog_restaurants r set removed_at = ${at}
    where r.source = ${source} and r.removed_at is null
      and r.last_seen_run is distinct from ${run} and ${where}`;
  // The credit's provider is its attribution; the place's own attribution is another's.
  const creditWhere = sql`(${inArea(sql, scope.area)} or r.last_seen_run in (
    select i.run from import_runs i where i.scope_key = ${scope.key}))`;
  await sql`
    update catalog_restaurants r set also_from = (
      select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(r.also_from) e
      where not (e @> ${sql.json(credit)}))
    where r.source <> ${source} and r.last_seen_run is distinct from ${run}
      and r.also_from <> '[]'::jsonb and r.also_from @> ${sql.json([credit])} and ${creditWhere}`;
  return { removed: removed.count, handedOver: handedOver.count, listed };
}

/**
 * The places as stored when they already are (under their own key or as a credit): their
 * attribution and licence kept. For a file run without a credit of its own, so a CSV run
 * again without --attribution does not re-credit another provider's places to the default.
 */
export async function withStoredCredits(sql: Db, places: readonly NewPlace[]): Promise<NewPlace[]> {
  if (places.length === 0) return [];
  const keys = places.map((place) => `${place.source}:${place.source_id}`);
  const stored = await sql<{ key: string; attribution: string; license: string | null }[]>`
    select r.source || ':' || r.source_id as key, r.attribution, r.license
    from catalog_restaurants r
    where (r.source, r.source_id) in (
      select * from unnest(${places.map((place) => place.source)}::text[],
                           ${places.map((place) => place.source_id)}::text[]))
    union all
    select k.key, e->>'attribution', e->>'license'
    from catalog_restaurants r, jsonb_array_elements(r.also_from) e,
      lateral (select (e->>'source') || ':' || (e->>'source_id') as key) k
    where r.also_from <> '[]'::jsonb and place_credit_keys(r.also_from) && ${keys}::text[]
      and k.key = any(${keys}::text[])`;
  const credits = new Map(stored.map((row) => [row.key, row]));
  return places.map((place, index) => {
    const credit = credits.get(keys[index]!);
    return credit ? { ...place, attribution: credit.attribution, license: credit.license } : place;
  });
}

/**
 * The sample steps aside after a real import: marked retired (never seeded again by
 * itself) and, unless kept, deleted (reviews, claims and wait reports of sample places go with them).
 */
export async function retireSample(sql: Db, keep: boolean, at: Date): Promise<number> {
  await sql`update catalog_state set sample_retired_at = coalesce(sample_retired_at, ${at})`;
  if (keep) return 0;
  // Wait reports name their place by text id (any provider's), with no foreign key to cascade.
  await sql`
    delete from wait_reports w using catalog_restaurants r
    where r.source = 'sample' and w.provider = 'catalog' and w.restaurant_id = r.id::text`;
  const deleted = await sql`delete from catalog_restaurants where source = 'sample'`;
  return deleted.count;
}

/**
 * Writes one place unless a listed place of another source within SAME_PLACE_METRES has a
 * similar name: then the place is credited there (staff approving a visitor's suggestion
 * of a place the catalog already has). Returns the id of the place that holds it.
 */
export async function writeOrCreditPlace(
  sql: Db,
  place: NewPlace,
  write: (place: NewPlace) => Promise<string>,
): Promise<{ id: string; merged: boolean }> {
  const { credited } = await placeBatch(sql, [place]);
  const [match] = credited;
  if (!match) return { id: await write(place), merged: false };
  await writeCredits(sql, credited, null);
  return { id: match.into, merged: true };
}
