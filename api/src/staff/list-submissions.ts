import type { ListedPlaceMatch, StaffSubmission, SubmissionStatus } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { geocodeAddress } from '../geo/geocode-address';
import { findListedPlace } from '../places/find-listed-place';

/** Submitted places in one state, oldest first, each with its photos and where its address is. */
export async function listSubmissions(
  sql: Sql,
  status: SubmissionStatus,
): Promise<StaffSubmission[]> {
  const rows = await sql<
    {
      id: string;
      name: string;
      address: string;
      phone: string | null;
      website: string | null;
      pizzaStyle: string | null;
      features: string[];
      description: string | null;
      imageUrl: string | null;
      createdAt: Date;
      decidedAt: Date | null;
      catalogId: string | null;
      approved: boolean;
      rejected: boolean;
      merged: boolean;
      removedAt: Date | null;
    }[]
  >`
    select id, name, address, phone, website, pizza_style as "pizzaStyle", features,
           description, image_url as "imageUrl", created_at as "createdAt",
           decided_at as "decidedAt", catalog_id as "catalogId", approved, rejected,
           (catalog_id is not null and not exists (
             select 1 from catalog_restaurants own
             where own.id = s.catalog_id and own.source = 'submission'
               and own.source_id = s.id::text)) as merged,
           (select c.removed_at from catalog_restaurants c
            where c.id = s.catalog_id) as "removedAt"
    from restaurants s
    where is_user_submitted
      and ${
        status === 'pending'
          ? sql`not approved and not rejected`
          : status === 'approved'
            ? sql`approved`
            : sql`rejected`
      }
    order by created_at ${status === 'pending' ? sql`asc` : sql`desc`}, id
    limit 200`;
  const ids = rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await sql<
          { id: string; restaurantId: string; contentType: string; problem: string | null }[]
        >`
          select id, restaurant_id as "restaurantId", content_type as "contentType", problem
          from restaurant_photos where restaurant_id = any(${ids}::uuid[]) and not uploading
          order by created_at, id`;
  // Pending ones only: a decided submission's place is already known. One query each,
  // around its own address; pending submissions are few (at most 200 listed).
  const samePlaces = new Map<string, ListedPlaceMatch | null>();
  for (const row of rows) {
    if (row.approved || row.rejected) continue;
    samePlaces.set(row.id, await findListedPlace(sql, row));
  }
  return rows.map((row) => ({
    id: row.id,
    status: row.approved ? 'approved' : row.rejected ? 'rejected' : 'pending',
    name: row.name,
    address: row.address,
    phone: row.phone ?? '',
    website: row.website ?? '',
    pizzaStyle: row.pizzaStyle ?? '',
    features: row.features,
    description: row.description ?? '',
    imageUrl: row.imageUrl ?? '',
    photos: photos
      .filter((photo) => photo.restaurantId === row.id)
      .map((photo) => ({
        id: photo.id,
        url: `/api/staff/submissions/${row.id}/photos/${photo.id}`,
        contentType: photo.contentType,
        problem: photo.problem,
      })),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    catalogId: row.catalogId,
    path: row.catalogId ? `/restaurant/${row.catalogId}` : null,
    merged: row.merged,
    removedAt: row.removedAt?.toISOString() ?? null,
    samePlace: samePlaces.get(row.id) ?? null,
    geocode: geocodeAddress(row.address),
  }));
}
