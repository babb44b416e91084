import { randomUUID } from 'node:crypto';
import { PHOTO_UPLOAD, type CreateRestaurant, type StoredRestaurant } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { toStoredRestaurant, type RestaurantRow } from '../restaurants/stored-rows';
import { hashUploadToken, newUploadToken } from './upload-token';

export interface CreatedSubmission {
  restaurant: StoredRestaurant;
  uploadToken: string;
  uploadExpiresAt: Date;
}

function uploadExpiry(now: Date): Date {
  return new Date(now.getTime() + PHOTO_UPLOAD.tokenLifetimeMinutes * 60_000);
}

/**
 * Stores a visitor's pizza place. Whatever the payload says, it is user-submitted and
 * unapproved, with no provider id and no rating yet. Its submitter gets a token to add
 * photos for the next hour; the client's keyed hash is kept, so that its own first review of
 * the place is held for staff (decision 0044).
 */
export async function createRestaurantSubmission(
  sql: Sql,
  input: CreateRestaurant,
  now: Date,
  clientHash: string,
): Promise<CreatedSubmission> {
  const uploadToken = newUploadToken();
  const uploadExpiresAt = uploadExpiry(now);
  const row = await sql.begin(async (tx) => {
    const [created] = await tx<RestaurantRow[]>`
      insert into restaurants (
        name, address, phone, website, pizza_style, features, description, image_url,
        is_user_submitted, approved, created_at, client_hash
      ) values (
        ${input.name}, ${input.address}, ${input.phone}, ${input.website}, ${input.pizzaStyle},
        ${tx.array(input.features)}, ${input.description}, ${input.imageUrl}, true, false, ${now},
        ${clientHash}
      )
      returning *`;
    await tx`
      insert into restaurant_upload_grants (restaurant_id, token_hash, expires_at)
      values (${created.id}, ${hashUploadToken(uploadToken)}, ${uploadExpiresAt})`;
    return created;
  });
  return { restaurant: toStoredRestaurant(row), uploadToken, uploadExpiresAt };
}

/** What a bot that filled the honeypot sees: a believable answer, nothing stored. */
export function pretendRestaurantSubmission(input: CreateRestaurant, now: Date): CreatedSubmission {
  return {
    restaurant: {
      id: randomUUID(),
      name: input.name,
      address: input.address,
      phone: input.phone,
      website: input.website,
      pizzaStyle: input.pizzaStyle,
      features: input.features,
      description: input.description,
      rating: null,
      reviewCount: 0,
      imageUrl: input.imageUrl,
      providerId: null,
      isUserSubmitted: true,
      approved: false,
      createdAt: now.toISOString(),
    },
    uploadToken: newUploadToken(),
    uploadExpiresAt: uploadExpiry(now),
  };
}
