import { formatUsPhone, type ListedPlaceMatch } from '@pizza-atlas/contracts';
import type postgres from 'postgres';
import { geocodeAddress, streetOf } from '../geo/geocode-address';
import { chordFor } from './read-places';
import { normaliseStreetAddress, SAME_PLACE_METRES, similarNames } from './same-place';

type Db = postgres.Sql | postgres.TransactionSql;

/**
 * How far from the address's ZIP or city centre a listed place is looked for: the same
 * bound a confirmed pin may sit from it (MAX_PIN_DISTANCE_KM), so a place anywhere in a
 * large ZIP is found.
 */
const LOOK_WITHIN_METRES = 50_000;

/** What a visitor suggested, as the duplicate check reads it. */
export interface SuggestedPlace {
  name: string;
  /** The address as typed: "2314 N Halsted St, Chicago, IL 60614". */
  address: string;
  phone: string | null;
  /** The suggested (or staff's) pin, when there is one; else the gazetteer's centre is used. */
  point?: { latitude: number; longitude: number } | null;
}

function houseNumberOf(street: string): string | undefined {
  return /^\s*(\d+)/.exec(street)?.[1];
}

/**
 * A listed place (not removed, not sample) that is plausibly the one a visitor suggests:
 * a similar name (decision 0033's rule) and the same street address once normalised, or the
 * same phone, or a point within SAME_PLACE_METRES of the suggested pin. Null when none is, or
 * when the address cannot be placed at all. One query around the address's centre, never
 * a scan of the catalog.
 */
export async function findListedPlace(
  sql: Db,
  suggested: SuggestedPlace,
): Promise<ListedPlaceMatch | null> {
  const centre = geocodeAddress(suggested.address);
  const around = suggested.point ?? centre;
  if (!around) return null;
  const street = streetOf(suggested.address, centre?.city);
  const number = houseNumberOf(street);
  const phone = suggested.phone ? (formatUsPhone(suggested.phone)?.phone ?? null) : null;
  const pin = suggested.point ?? null;
  const origin = sql`ll_to_earth(${around.latitude}, ${around.longitude})`;
  const pinOrigin = pin ? sql`ll_to_earth(${pin.latitude}, ${pin.longitude})::cube` : null;
  const rows = await sql<
    {
      id: string;
      name: string;
      address1: string;
      city: string;
      state: string;
      phone: string;
      nearPin: boolean;
    }[]
  >`
    select r.id, r.name, r.address1, r.city, r.state, r.phone,
      ${pinOrigin ? sql`cube_distance(r.earth_point, ${pinOrigin}) <= ${chordFor(SAME_PLACE_METRES)}` : sql`false`} as "nearPin"
    from catalog_restaurants r
    where earth_box(${origin}, ${LOOK_WITHIN_METRES}) @> r.earth_point
      and r.removed_at is null and r.source <> 'sample'
      and (${phone ? sql`r.phone = ${phone}` : sql`false`}
        or ${number ? sql`r.address1 ~ ${`^\\s*${number}\\M`}` : sql`false`}
        or ${pinOrigin ? sql`cube_distance(r.earth_point, ${pinOrigin}) <= ${chordFor(SAME_PLACE_METRES)}` : sql`false`})
    order by r.id
    limit 200`;
  const normalisedStreet = normaliseStreetAddress(street);
  for (const row of rows) {
    if (!similarNames(suggested.name, row.name)) continue;
    const because: ListedPlaceMatch['because'] = [];
    if (row.address1 && normaliseStreetAddress(row.address1) === normalisedStreet) {
      because.push('address');
    }
    if (phone && row.phone === phone) because.push('phone');
    if (row.nearPin) because.push('pin');
    if (because.length === 0) continue;
    return {
      id: row.id,
      name: row.name,
      address: [row.address1, row.city, row.state].filter(Boolean).join(', '),
      path: `/restaurant/${row.id}`,
      because,
    };
  }
  return null;
}
