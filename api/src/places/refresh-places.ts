import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { NewPlace, PlaceCredit, PlaceSource } from './place';
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
  const known = await sql<{ i: number; own: boolean; credited_to: string | null }[]>`
    select c.i::int as i,
      exists (select 1 from catalog_restaurants r
              where r.source = c.source and r.source_id = c.source_id) as own,
      (select r.id from catalog_restaurants r
        where r.also_from @> jsonb_build_array(jsonb_build_object('source', c.source, 'source_id', c.source_id))
        order by r.removed_at nulls first, r.id limit 1) as credited_to
    from unnest(${sources}::text[], ${sourceIds}::text[]) with ordinality as c(source, source_id, i)`;
  const own: NewPlace[] = [];
  const credited: Placement['credited'] = [];
  const fresh: number[] = [];
  for (const row of known) {
    const place = places[row.i - 1]!;
    if (row.own) own.push(place);
    else if (row.credited_to) credited.push({ place, into: row.credited_to, merged: false });
    else fresh.push(row.i);
  }
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
 * Records credited places on the place that holds them: the credit once (refreshed if the
 * source changed it), the facts the place lacks filled in, and the run's mark.
 */
export async function writeCredits(
  sql: Db,
  credited: Placement['credited'],
  run: string,
): Promise<void> {
  for (const { place, into } of credited) {
    const credit = creditOf(place);
    await sql`
      update catalog_restaurants set
        also_from = (
          select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(also_from) e
          where not (e->>'source' = ${credit.source} and e->>'source_id' = ${credit.source_id})
        ) || jsonb_build_array(${sql.json(credit as unknown as postgres.JSONValue)}::jsonb),
        phone = case when phone = '' then ${place.phone} else phone end,
        display_phone = case when display_phone = '' then ${place.display_phone} else display_phone end,
        website = coalesce(website, ${place.website}),
        opening_hours = coalesce(opening_hours, ${place.opening_hours}),
        brand = coalesce(brand, ${place.brand ?? null}),
        zip_code = case when zip_code = '' then ${place.zip_code} else zip_code end,
        last_seen_run = ${run}, removed_at = null
      where id = ${into}`;
  }
}

/** Marks the run's own-key places seen (and listed again, if they had been removed). */
export async function markSeen(sql: Db, places: readonly NewPlace[], run: string): Promise<number> {
  if (places.length === 0) return 0;
  const revived = await sql<{ was_removed: boolean }[]>`
    update catalog_restaurants r set last_seen_run = ${run}, removed_at = null
    from unnest(${places.map((place) => place.source)}::text[],
                ${places.map((place) => place.source_id)}::text[]) as c(source, source_id)
    where r.source = c.source and r.source_id = c.source_id
    returning (select removed_at is not null from catalog_restaurants o where o.id = r.id) as was_removed`;
  return revived.filter((row) => row.was_removed).length;
}

function inArea(sql: Db, area: RefreshArea) {
  if (area.kind === 'all') return sql`true`;
  if (area.kind === 'state') return sql`r.state = ${area.state}`;
  const origin = sql`ll_to_earth(${area.latitude}, ${area.longitude})`;
  return sql`earth_box(${origin}, ${area.radiusMetres}) @> r.earth_point
    and cube_distance(r.earth_point, ${origin}::cube) <= ${area.radiusMetres}`;
}

/**
 * After a successful refresh of `source` in `area`: its places the run did not see leave
 * the site (removed_at), unless another source still credits them: then that source
 * becomes the place's own and the place stays. Credits of `source` on other places that
 * the run did not see are dropped. Returns how many places left the site.
 */
export async function retireUnseen(
  sql: Db,
  source: PlaceSource,
  area: RefreshArea,
  run: string,
  at: Date,
): Promise<number> {
  const where = inArea(sql, area);
  // Another source still lists it: promote its first credit, keep the id (and the reviews).
  await sql`
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
  await sql`
    update catalog_restaurants r set also_from = (
      select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(r.also_from) e
      where e->>'source' <> ${source})
    where r.source <> ${source} and r.last_seen_run is distinct from ${run}
      and r.also_from @> ${sql.json([{ source }])} and ${where}`;
  return removed.count;
}

/**
 * The sample steps aside after a real import: marked retired (never seeded again by
 * itself) and, unless kept, deleted (reviews and claims of sample places go with them).
 */
export async function retireSample(sql: Db, keep: boolean): Promise<number> {
  await sql`update catalog_state set sample_retired_at = coalesce(sample_retired_at, now())`;
  if (keep) return 0;
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
  await writeCredits(sql, credited, randomUUID());
  return { id: match.into, merged: true };
}
