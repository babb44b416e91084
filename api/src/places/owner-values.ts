import type { Sql, TransactionSql } from '../db/client';

/**
 * What the owner of an approved claim set on a place (`owner_listings`, decision 0089), apart
 * from what its source says: a refresh rewrites the place's row and never this. Null: the
 * owner left the field to the source; '': the place has none. read-places.ts shows these over
 * the source's values.
 */
export interface OwnerValues {
  phone: string | null;
  display_phone: string | null;
  website: string | null;
  opening_hours: string | null;
  description: string | null;
}

export const NO_OWNER_VALUES: OwnerValues = {
  phone: null,
  display_phone: null,
  website: null,
  opening_hours: null,
  description: null,
};

/**
 * The values this account set on a place and when, or undefined when it set none (another
 * account's, kept from a claim since revoked, are not its to start from).
 */
export async function findOwnerValues(
  sql: Sql | TransactionSql,
  placeId: string,
  accountId: string,
): Promise<(OwnerValues & { updated_at: Date }) | undefined> {
  const [row] = await sql<(OwnerValues & { updated_at: Date })[]>`
    select phone, display_phone, website, opening_hours, description, updated_at
    from owner_listings where place_id = ${placeId} and account_id = ${accountId}`;
  return row;
}

/** Stores the owner's values of a place whole, in one statement (the last save wins). */
export async function saveOwnerValues(
  sql: Sql | TransactionSql,
  placeId: string,
  accountId: string,
  values: OwnerValues,
  now: Date,
): Promise<void> {
  await sql`
    insert into owner_listings (place_id, account_id, phone, display_phone, website,
                                opening_hours, description, updated_at)
    values (${placeId}, ${accountId}, ${values.phone}, ${values.display_phone}, ${values.website},
            ${values.opening_hours}, ${values.description}, ${now})
    on conflict (place_id) do update set
      account_id = excluded.account_id, phone = excluded.phone,
      display_phone = excluded.display_phone, website = excluded.website,
      opening_hours = excluded.opening_hours, description = excluded.description,
      updated_at = excluded.updated_at`;
}
