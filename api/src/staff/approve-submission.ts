import type { Readable } from 'node:stream';
import {
  PHOTO_UPLOAD,
  PHOTOS_FLAGGED_MESSAGE,
  type ApproveSubmissionResponse,
  type FeatureKey,
  type FlaggedPhoto,
  formatUsPhone,
} from '@pizza-atlas/contracts';
import sharp from 'sharp';
import type { Sql, TransactionSql } from '../db/client';
import { distanceKm } from '../geo/distance-km';
import { toCategories } from '../catalog/catalog-categories';
import { HttpError } from '../http/errors';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import type { NewPlace, Transaction } from '../places/place';
import { writeCredits, writeOrCreditPlace } from '../places/refresh-places';
import { writePlaces } from '../places/write-places';
import { photoDecodeOptions } from '../photos/check-photo';
import type { PhotoType } from '../photos/detect-image-type';
import { photoUrl } from '../photos/photo-urls';
import { replacePhotoBytes } from '../photos/replace-photo-bytes';
import { streamPhoto } from '../photos/stream-photo';
import { geocodeAddress, streetOf } from '../geo/geocode-address';
import { recordStaffAction } from './record-staff-action';

/** Catalog category aliases of the add-place form's pizza styles. */
const STYLE_CATEGORIES: Record<string, string[]> = {
  neapolitan: ['neapolitan'],
  sicilian: ['sicilian'],
  chicago: ['deepdish'],
  detroit: ['detroit'],
  'new-york': ['newyork'],
  other: [],
};

/** The form's features as catalog feature keys and transactions. */
const FEATURES: Record<string, FeatureKey> = {
  delivery: 'delivery',
  takeout: 'takeout',
  vegan: 'vegan',
  outdoor: 'outdoor_seating',
};

/** Photos shown publicly are at most this wide or tall. */
export const PHOTO_MAX_SIDE = 1600;

/**
 * A photo as the public sees it: turned upright by its EXIF orientation, fitted within
 * 1600 px and encoded again, which drops every metadata block (EXIF, GPS, XMP, ICC
 * comments). sharp copies no metadata unless asked to.
 */
export async function cleanPhoto(
  source: Buffer | Readable,
  contentType: string,
): Promise<{ bytes: Buffer; contentType: PhotoType }> {
  // A stored photo streams in from the database: only the cleaned one is held whole.
  const input = Buffer.isBuffer(source)
    ? sharp(source, photoDecodeOptions())
    : sharp(photoDecodeOptions());
  if (!Buffer.isBuffer(source)) {
    source.on('error', (error) => input.destroy(error));
    source.pipe(input);
  }
  const image = input.rotate().resize({
    width: PHOTO_MAX_SIDE,
    height: PHOTO_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (contentType === 'image/png')
    return { bytes: await image.png().toBuffer(), contentType: 'image/png' };
  if (contentType === 'image/webp')
    return { bytes: await image.webp({ quality: 82 }).toBuffer(), contentType: 'image/webp' };
  return {
    bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    contentType: 'image/jpeg',
  };
}

/**
 * Approves a submitted place: finds where it is from its address (or staff's corrections),
 * makes it a catalog place (so search, its city page and the sitemap list it), cleans its
 * photos for the public and marks the submission approved, all at once, and records it.
 * A photo that cannot be cleaned (stored before uploads were decoded whole, or damaged
 * since) never makes it fail: nothing is approved yet, the photo is flagged with its
 * reason (kept for the staff list) and answered in `flaggedPhotos`; staff drop it
 * (`dropPhotos`, any of the place's photos) to approve the rest (decision 0042).
 */
export async function approveSubmission(
  sql: Sql,
  submissionId: string,
  corrections: {
    city?: string;
    state?: string;
    zipCode?: string;
    /** The point staff confirmed on the map; without it, the ZIP or city centre. */
    latitude?: number;
    longitude?: number;
    /** How staff placed the point (ApproveSubmissionRequest.pinFrom). */
    pinFrom?: 'map' | 'typed' | 'geocoder';
    /** Whether the console's map shows streets: a point dragged on a blank one stays approximate. */
    mapHasStreets?: boolean;
    /** Photos of this submission to leave out, and delete. */
    dropPhotos?: string[];
    /**
     * A listed place this submission is (staff said "Same place: merge into it"): its missing
     * facts and photos go there, and no place is made (decision 0086).
     */
    mergeInto?: string;
  },
  staffId: string,
  now: Date,
): Promise<ApproveSubmissionResponse> {
  if (!isUuid(submissionId)) throw notFound('submission');
  const [submission] = await sql<
    {
      name: string;
      address: string;
      phone: string | null;
      website: string | null;
      pizzaStyle: string | null;
      features: string[];
      imageUrl: string | null;
      approved: boolean;
      rejected: boolean;
    }[]
  >`
    select name, address, phone, website, pizza_style as "pizzaStyle", features,
           image_url as "imageUrl", approved, rejected
    from restaurants where id = ${submissionId} and is_user_submitted`;
  if (!submission) throw notFound('submission');
  if (submission.approved || submission.rejected) {
    throw new HttpError(409, 'ALREADY_DECIDED', 'This submission was already decided.');
  }
  const target = corrections.mergeInto ? await listedPlace(sql, corrections.mergeInto) : null;
  const geocoded = geocodeAddress(submission.address, {
    city: corrections.city || undefined,
    state: corrections.state || undefined,
    zipCode: corrections.zipCode || undefined,
  });
  // Merged into a listed place, it takes that place's point: its own address need not place.
  const place =
    geocoded ??
    (target && {
      city: target.city,
      state: target.state,
      zipCode: target.zipCode,
      latitude: target.latitude,
      longitude: target.longitude,
    });
  if (!place) {
    throw new HttpError(
      400,
      'ADDRESS_NOT_PLACED',
      'We could not place this address. Add its city and state, or its ZIP code, and approve again.',
    );
  }
  const point = target
    ? { latitude: target.latitude, longitude: target.longitude, pin: 'merged' as const }
    : confirmedPoint(place, corrections);
  // Photos are cleaned before the transaction: image work does not hold database locks.
  const photos = await sql<{ id: string; contentType: string; problem: string | null }[]>`
    select id, content_type as "contentType", problem from restaurant_photos
    where restaurant_id = ${submissionId} and not uploading order by created_at, id`;
  const dropping = new Set(corrections.dropPhotos ?? []);
  const dropped = photos.filter((photo) => dropping.has(photo.id));
  const kept = photos.filter((photo) => !dropping.has(photo.id));
  const results = await Promise.allSettled(
    kept.map((photo) => cleanPhoto(streamPhoto(sql, photo.id), photo.contentType)),
  );
  const cleaned: { id: string; bytes: Buffer; contentType: PhotoType }[] = [];
  const flaggedPhotos: FlaggedPhoto[] = [];
  for (const [index, result] of results.entries()) {
    const { id } = kept[index]!;
    if (result.status === 'fulfilled') cleaned.push({ id, ...result.value });
    else {
      const number = photos.findIndex((photo) => photo.id === id) + 1;
      flaggedPhotos.push({ id, reason: cleaningFailure(number, result.reason) });
    }
  }
  if (flaggedPhotos.length > 0) {
    for (const photo of flaggedPhotos) {
      await sql`update restaurant_photos set problem = ${photo.reason} where id = ${photo.id}`;
    }
    return { approved: false, flaggedPhotos, message: PHOTOS_FLAGGED_MESSAGE };
  }
  const droppedPhotos = dropped.map((photo) => ({
    id: photo.id,
    reason: photo.problem ?? 'Dropped by staff.',
  }));
  const phone = submission.phone ? formatUsPhone(submission.phone) : null;
  const features = [...new Set(submission.features.map((f) => FEATURES[f]).filter(Boolean))];
  const transactions: Transaction[] = [
    ...(submission.features.includes('delivery') ? (['delivery'] as const) : []),
    ...(submission.features.includes('takeout') ? (['pickup'] as const) : []),
  ];
  const photoUrls = cleaned.map((photo) => photoUrl(photo.id));
  const imageUrl = photoUrls[0] ?? (submission.imageUrl || null);
  const categories = toCategories([
    'pizza',
    ...(STYLE_CATEGORIES[submission.pizzaStyle ?? ''] ?? []),
  ]);
  const newPlace: NewPlace = {
    source: 'submission',
    source_id: submissionId,
    is_sample: false,
    name: submission.name,
    image_url: imageUrl,
    photos: photoUrls,
    url: null,
    website: submission.website || null,
    rating: 0,
    review_count: 0,
    price: null,
    categories,
    address1: streetOf(submission.address, place.city),
    city: place.city,
    state: place.state,
    zip_code: place.zipCode,
    country: 'US',
    latitude: point.latitude,
    longitude: point.longitude,
    phone: phone?.phone ?? '',
    display_phone: phone?.display_phone ?? '',
    is_closed: false,
    transactions,
    features,
    opening_hours: null,
    attribution: 'Suggested by a visitor',
    license: null,
  };

  return sql.begin(async (tx) => {
    const [locked] = await tx<{ approved: boolean; rejected: boolean }[]>`
      select approved, rejected from restaurants where id = ${submissionId} for update`;
    if (!locked || locked.approved || locked.rejected) {
      throw new HttpError(409, 'ALREADY_DECIDED', 'This submission was already decided.');
    }
    for (const photo of cleaned) {
      await replacePhotoBytes(tx, photo.id, photo.bytes, photo.contentType);
    }
    if (droppedPhotos.length > 0) {
      const ids = droppedPhotos.map((photo) => photo.id);
      await tx`
        delete from restaurant_photos
        where id = any(${ids}::uuid[]) and restaurant_id = ${submissionId}`;
    }
    // A place the catalog already has nearby under a similar name is linked, not doubled:
    // it credits the visitor (decision 0033).
    const { id: catalogId, merged } = target
      ? await mergeInto(tx, target.id, newPlace, now)
      : await writeOrCreditPlace(tx, newPlace, async (place) => {
          const { ids } = await writePlaces(tx, [place], { at: now });
          return ids[0]!;
        });
    // A place of its own whose point is a guess: its page sends directions to the address.
    if (!merged && APPROXIMATE.has(point.pin as PinOutcome)) {
      await tx`update catalog_restaurants set point_approximate = true where id = ${catalogId}`;
    }
    // Linked to a place the catalog had: the visitor's photos go with it, after its own
    // (and become its picture when it had none).
    if (merged && photoUrls.length > 0) {
      await tx`
        update catalog_restaurants
        set photos = photos || array(
              select url from unnest(${photoUrls}::text[]) with ordinality as added(url, n)
              where url <> all(photos) order by n),
            image_url = coalesce(image_url, ${photoUrls[0]!}),
            updated_at = ${now}
        where id = ${catalogId}`;
    }
    await tx`
      update restaurants
      set approved = true, decided_at = ${now}, catalog_id = ${catalogId}
      where id = ${submissionId}`;
    await recordStaffAction(tx, {
      staffId,
      action: target ? 'submission.merge' : 'submission.approve',
      target: `submission:${submissionId}`,
      before: { status: 'pending', address: submission.address },
      after: {
        status: target ? 'merged' : 'approved',
        ...(merged && { mergedInto: catalogId }),
        catalogId,
        ...place,
        ...point,
        pin: point.pin,
        ...(droppedPhotos.length > 0 && { droppedPhotos }),
      },
      at: now,
    });
    return {
      approved: true as const,
      catalogId: catalogId,
      path: `/restaurant/${catalogId}`,
      droppedPhotos,
    };
  });
}

/** A listed place a submission may be merged into: 404 when there is none by that id. */
async function listedPlace(sql: Sql, id: string) {
  if (!isUuid(id)) throw notFound('restaurant');
  const [row] = await sql<
    {
      id: string;
      latitude: number;
      longitude: number;
      city: string;
      state: string;
      zipCode: string;
      removed: boolean;
    }[]
  >`
    select id, latitude, longitude, city, state, zip_code as "zipCode",
           removed_at is not null or source = 'sample' as removed
    from catalog_restaurants where id = ${id}`;
  if (!row) throw notFound('restaurant');
  if (row.removed) {
    throw new HttpError(
      409,
      'PLACE_NOT_LISTED',
      'That place is not listed (removed, or a sample): approve this submission as a new place instead.',
    );
  }
  return row;
}

/**
 * Credits the visitor on a listed place staff chose: the facts it lacks (phone, website,
 * ZIP) from the submission, the submission's features added to its own. Photos follow in
 * approveSubmission, as for a place linked at approval.
 */
async function mergeInto(
  tx: TransactionSql,
  id: string,
  place: NewPlace,
  now: Date,
): Promise<{ id: string; merged: true }> {
  await writeCredits(tx, [{ place, into: id, merged: true }], null);
  await tx`
    update catalog_restaurants
    set features = array(select distinct f from unnest(features || ${place.features}::text[]) f order by f),
        transactions = array(select distinct t from unnest(transactions || ${place.transactions}::text[]) t order by t),
        updated_at = ${now}
    where id = ${id}`;
  return { id, merged: true };
}

/** Why a stored photo could not be cleaned, for staff: which photo, and the decoder's words. */
function cleaningFailure(number: number, error: unknown): string {
  const detail = error instanceof Error ? error.message.trim() : String(error);
  if (/pixel limit/i.test(detail)) {
    return `Photo ${number} is larger than ${PHOTO_UPLOAD.maxPixels / 1_000_000} megapixels (${detail}).`;
  }
  return `Photo ${number} could not be read as an image (${detail}).`;
}

/**
 * How far a confirmed pin may sit from the address's ZIP or city centre. A large city or a
 * rural ZIP spans tens of kilometres, so the door can be far from the centre; 50 km still
 * stops a pin dragged (or typed) into another city or state by mistake.
 */
export const MAX_PIN_DISTANCE_KM = 50;

/**
 * How the stored point was placed, as the audit log says it: at the door staff confirmed
 * (on a street map, or typed), the geocoder's address match, dragged on a map without
 * streets (a guess, decision 0034), or the ZIP/city centre. The last two are approximate.
 */
export type PinOutcome = 'confirmed' | 'address' | 'moved without a map' | 'centre';

const APPROXIMATE: ReadonlySet<PinOutcome> = new Set(['moved without a map', 'centre']);

/** The point to store: the staff's pin when sent and near the address, else the centre. */
function confirmedPoint(
  place: { latitude: number; longitude: number },
  sent: {
    latitude?: number;
    longitude?: number;
    pinFrom?: 'map' | 'typed' | 'geocoder';
    mapHasStreets?: boolean;
  },
): { latitude: number; longitude: number; pin: PinOutcome } {
  if (sent.latitude === undefined || sent.longitude === undefined) {
    return { latitude: place.latitude, longitude: place.longitude, pin: 'centre' };
  }
  const km = distanceKm(place.latitude, place.longitude, sent.latitude, sent.longitude);
  if (km > MAX_PIN_DISTANCE_KM) {
    throw new HttpError(
      400,
      'PIN_TOO_FAR',
      `The pin is ${Math.round(km)} km from this address's ZIP or city centre (at most ${MAX_PIN_DISTANCE_KM} km). Move it to the place's door, or correct the city, state or ZIP.`,
    );
  }
  const pin: PinOutcome =
    sent.pinFrom === 'geocoder'
      ? 'address'
      : sent.pinFrom === 'map' && !sent.mapHasStreets
        ? 'moved without a map'
        : 'confirmed';
  return { latitude: sent.latitude, longitude: sent.longitude, pin };
}

/** Rejects a pending submission (it never shows), with a note for the record. */
export async function rejectSubmission(
  sql: Sql,
  submissionId: string,
  note: string,
  staffId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(submissionId)) throw notFound('submission');
  await sql.begin(async (tx) => {
    const [row] = await tx<{ approved: boolean; rejected: boolean }[]>`
      select approved, rejected from restaurants
      where id = ${submissionId} and is_user_submitted for update`;
    if (!row) throw notFound('submission');
    if (row.approved || row.rejected) {
      throw new HttpError(409, 'ALREADY_DECIDED', 'This submission was already decided.');
    }
    await tx`update restaurants set rejected = true, decided_at = ${now} where id = ${submissionId}`;
    await recordStaffAction(tx, {
      staffId,
      action: 'submission.reject',
      target: `submission:${submissionId}`,
      before: { status: 'pending' },
      after: { status: 'rejected', note },
      at: now,
    });
  });
}
