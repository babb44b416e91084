import { useSyncExternalStore } from 'react';

/**
 * The visitor's own pizza passport: the places they said "I've been here" to, kept in this
 * browser only (no account). Discovery writes it from restaurant pages and labs reads it on
 * /pizza-social. Imported as `@pizza-atlas/platform/passport`, outside the shared root, so
 * each remote bundles it and a release needs no new shell; the stored shape is the contract.
 */
export const PASSPORT_STORAGE_KEY = 'pizza-atlas:passport';

/** One stamp: a place on one of the visitor's own calendar days. */
export interface PassportCheckIn {
  restaurantId: string;
  provider: string;
  name: string;
  city: string;
  state: string;
  /** Its street address, which tells a chain's branches apart; stamps before it have none. */
  street?: string;
  /** The visitor's local date, YYYY-MM-DD. */
  date: string;
}

export type PassportPlace = Omit<PassportCheckIn, 'date'>;

/** A passport is a record of visits, not a log: the oldest stamps go past this many. */
export const PASSPORT_LIMIT = 500;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The visitor's calendar date at `now` (their time zone, as a stamp would read). */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isCheckIn(value: unknown): value is PassportCheckIn {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    ['restaurantId', 'provider', 'name', 'city', 'state', 'date'].every(
      (field) => typeof entry[field] === 'string',
    ) &&
    entry.restaurantId !== '' &&
    (entry.street === undefined || typeof entry.street === 'string') &&
    DATE.test(entry.date as string)
  );
}

/** What was stored, newest first; anything malformed (an old shape, a hand edit) is dropped. */
export function parsePassport(raw: string | null): PassportCheckIn[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    const checkIns = (parsed as { checkIns?: unknown } | null)?.checkIns;
    if (!Array.isArray(checkIns)) return [];
    return checkIns
      .filter(isCheckIn)
      .map(({ restaurantId, provider, name, city, state, street, date }) => ({
        restaurantId,
        provider,
        name,
        city,
        state,
        ...(street && { street }),
        date,
      }));
  } catch {
    return [];
  }
}

const samePlace = (a: PassportPlace, b: PassportPlace) =>
  a.restaurantId === b.restaurantId && a.provider === b.provider;

/** Whether the visitor checked in at `place` on `date`. */
export function isCheckedIn(
  checkIns: readonly PassportCheckIn[],
  place: PassportPlace,
  date: string,
): boolean {
  return checkIns.some((entry) => samePlace(entry, place) && entry.date === date);
}

/** One stamp per place per day, newest first. */
export function addCheckIn(
  checkIns: readonly PassportCheckIn[],
  place: PassportPlace,
  date: string,
): PassportCheckIn[] {
  if (isCheckedIn(checkIns, place, date)) return [...checkIns];
  return [{ ...place, date }, ...checkIns].slice(0, PASSPORT_LIMIT);
}

export function removeCheckIn(
  checkIns: readonly PassportCheckIn[],
  place: PassportPlace,
  date: string,
): PassportCheckIn[] {
  return checkIns.filter((entry) => !(samePlace(entry, place) && entry.date === date));
}

// The browser half. Nothing here runs while rendering on the server: the hook's server
// snapshot is null ("not known yet"), and storage is read only in the browser.

const listeners = new Set<() => void>();
let cached: { raw: string | null; checkIns: PassportCheckIn[] } = { raw: null, checkIns: [] };

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(PASSPORT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored check-ins; the same array until the stored text changes. */
export function readPassport(): PassportCheckIn[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, checkIns: parsePassport(raw) };
  return cached.checkIns;
}

/** Stores the check-ins; false when the browser refuses (storage full or disabled). */
export function writePassport(checkIns: readonly PassportCheckIn[]): boolean {
  try {
    globalThis.localStorage?.setItem(PASSPORT_STORAGE_KEY, JSON.stringify({ checkIns }));
  } catch {
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's check-in shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PASSPORT_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const unknownOnServer = () => null;

/**
 * The visitor's check-ins, or null while not known: on the server and during hydration,
 * so both render the same HTML, then the browser's own.
 */
export function usePassport(): PassportCheckIn[] | null {
  return useSyncExternalStore(subscribe, readPassport, unknownOnServer);
}
