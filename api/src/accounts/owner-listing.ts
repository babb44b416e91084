import {
  formatUsPhone,
  OWNER_LISTING_LIMITS,
  OWNER_LISTING_MESSAGES,
  type HoursPreview,
  type OwnerListing,
  type OwnerListingUpdate,
} from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { ownsPlace } from './owns-place';
import { recordAccountAction } from './record-account-action';
import { checkOwnerHours } from '../hours/owner-hours';
import { placeOpenStatus } from '../hours/place-hours';
import { timeZoneAt } from '../hours/time-zones';
import { HttpError } from '../http/errors';
import { isUuid } from '../http/is-uuid';
import { notFound } from '../http/not-found';
import type { PlaceRow } from '../places/place';
import { findPlace } from '../places/read-places';
import {
  findOwnerValues,
  NO_OWNER_VALUES,
  saveOwnerValues,
  type OwnerValues,
} from '../places/owner-values';

type Db = Sql | TransactionSql;

/**
 * The place whose approved claim this account holds (decision 0089), or a 4xx: 404 for an id
 * that names no place, 403 NOT_OWNER for a place the account does not own (another's, a
 * claim still pending, refused or revoked), 410 for a place its source stopped listing.
 * `lock` holds the claim's row to the end of the transaction: a revocation (which locks it
 * too) and two saves of the place wait for each other.
 */
async function ownedPlace(
  sql: Db,
  accountId: string,
  placeId: string,
  lock: boolean,
): Promise<PlaceRow> {
  if (!isUuid(placeId)) throw notFound('restaurant');
  const claim = await ownsPlace(sql, accountId, placeId, lock ? 'update' : 'share');
  const place = await findPlace(sql, placeId);
  if (!place) throw notFound('restaurant');
  if (!claim) throw new HttpError(403, 'NOT_OWNER', OWNER_LISTING_MESSAGES.notOwner);
  if (place.removed_at) {
    throw new HttpError(410, 'PLACE_REMOVED', OWNER_LISTING_MESSAGES.placeRemoved);
  }
  return place;
}

/** The listing as visitors see it (`place`, read with its owner's values) and who set each. */
function listingOf(
  place: PlaceRow,
  owner: OwnerValues | undefined,
  updatedAt: Date | null,
): OwnerListing {
  const set = owner ?? NO_OWNER_VALUES;
  return {
    place: {
      id: place.id,
      name: place.name,
      address: place.address1,
      city: place.city,
      state: place.state,
    },
    phone: { value: place.display_phone, byOwner: set.phone !== null },
    website: { value: place.website ?? '', byOwner: set.website !== null },
    openingHours: { value: place.opening_hours ?? '', byOwner: set.opening_hours !== null },
    description: { value: place.description ?? '', byOwner: set.description !== null },
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
}

export async function getOwnerListing(
  sql: Sql,
  accountId: string,
  placeId: string,
): Promise<OwnerListing> {
  const place = await ownedPlace(sql, accountId, placeId, false);
  const owner = await findOwnerValues(sql, placeId, accountId);
  return listingOf(place, owner, owner?.updated_at ?? null);
}

/** An owner's values with an update applied, or the update's field problems. */
function applyUpdate(
  place: PlaceRow,
  current: OwnerValues,
  update: OwnerListingUpdate,
): { values: OwnerValues } | { problems: Record<string, string[]> } {
  const values = { ...current };
  const problems: Record<string, string[]> = {};
  if (update.phone !== undefined) {
    // The importer's form: '+13125550123' stored, '(312) 555-0123' shown (the schema checked it).
    const formatted = update.phone ? formatUsPhone(update.phone) : null;
    values.phone = update.phone === null ? null : (formatted?.phone ?? '');
    values.display_phone = update.phone === null ? null : (formatted?.display_phone ?? '');
  }
  if (update.website !== undefined) values.website = update.website;
  if (update.openingHours !== undefined) {
    if (update.openingHours === null) values.opening_hours = null;
    else {
      const checked = checkOwnerHours(
        update.openingHours,
        place.state,
        OWNER_LISTING_LIMITS.openingHours,
      );
      if (checked.ok) values.opening_hours = checked.value;
      else problems.openingHours = [checked.message];
    }
  }
  // A place's description is its owner's alone: none is none, whether '' or null.
  if (update.description !== undefined) values.description = update.description || null;
  return Object.keys(problems).length > 0 ? { problems } : { values };
}

/** What visitors see of each field an owner can change, to record what a save changed. */
function shownFields(place: PlaceRow): Record<string, string> {
  return {
    phone: place.display_phone,
    website: place.website ?? '',
    openingHours: place.opening_hours ?? '',
    description: place.description ?? '',
  };
}

/**
 * Saves an owner's change to their place's listing (decision 0089), in one transaction with
 * the audit log's entry of what visitors saw before and see now (the fields that changed).
 * Two saves of the place wait for each other on the claim's row: the last one wins whole.
 * `changed` is false when the update changes nothing (nothing is written then);
 * `hoursChanged` says the hours visitors see changed, which moves the place in and out of
 * open-now searches that do not show it (not only the answers that do).
 */
export async function updateOwnerListing(
  sql: Sql,
  accountId: string,
  placeId: string,
  update: OwnerListingUpdate,
  now: Date,
): Promise<{ listing: OwnerListing; changed: boolean; hoursChanged: boolean }> {
  return sql.begin(async (tx) => {
    const place = await ownedPlace(tx, accountId, placeId, true);
    const owner = await findOwnerValues(tx, placeId, accountId);
    const current: OwnerValues = owner
      ? {
          phone: owner.phone,
          display_phone: owner.display_phone,
          website: owner.website,
          opening_hours: owner.opening_hours,
          description: owner.description,
        }
      : NO_OWNER_VALUES;
    const applied = applyUpdate(place, current, update);
    if ('problems' in applied) {
      const [field, [message]] = Object.entries(applied.problems)[0]!;
      throw new HttpError(400, 'VALIDATION_ERROR', `${field}: ${message}`, applied.problems);
    }
    const { values } = applied;
    const same = (Object.keys(values) as (keyof OwnerValues)[]).every(
      (key) => values[key] === current[key],
    );
    if (same)
      return {
        listing: listingOf(place, owner, owner?.updated_at ?? null),
        changed: false,
        hoursChanged: false,
      };
    await saveOwnerValues(tx, placeId, accountId, values, now);
    const saved = (await findPlace(tx, placeId))!;
    const before = shownFields(place);
    const after = shownFields(saved);
    const changedFields = Object.keys(after).filter((key) => before[key] !== after[key]);
    // The audit log keeps every edit of what visitors see, an owner's as a staff member's.
    await recordAccountAction(tx, {
      accountId,
      action: 'listing.owner_edit',
      target: `place:${placeId}`,
      before: Object.fromEntries(changedFields.map((key) => [key, before[key]!])),
      after: Object.fromEntries(changedFields.map((key) => [key, after[key]!])),
      at: now,
    });
    return {
      listing: listingOf(saved, values, now),
      changed: true,
      hoursChanged: changedFields.includes('openingHours'),
    };
  });
}

/**
 * The week an owner's hours would give their place from now, as its page would show it, with
 * the value as it would be stored; a 400 naming the problem when the hours cannot be read.
 */
export async function previewOwnerHours(
  sql: Sql,
  accountId: string,
  placeId: string,
  text: string,
  now: Date,
): Promise<HoursPreview> {
  const place = await ownedPlace(sql, accountId, placeId, false);
  const checked = checkOwnerHours(text, place.state, OWNER_LISTING_LIMITS.openingHours);
  if (!checked.ok) {
    throw new HttpError(400, 'VALIDATION_ERROR', `openingHours: ${checked.message}`, {
      openingHours: [checked.message],
    });
  }
  const status = placeOpenStatus(
    {
      openingHours: checked.value,
      state: place.state,
      timeZone: timeZoneAt(place.latitude, place.longitude, place.state),
      latitude: place.latitude,
      longitude: place.longitude,
    },
    now,
  );
  return { openingHours: checked.value, week: status.week };
}
