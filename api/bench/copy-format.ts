// PostgreSQL's COPY text format: one line per row, columns split by tabs, \N for null.
// Hand-encoding the rows keeps a million-row load free of per-row parameter handling.
import { PLACE_COLUMNS } from '../src/places/place';
import type { NewPlace } from '../src/places/place';

export type RestaurantColumn = (typeof PLACE_COLUMNS)[number];

/** Backslash, tab, newline and carriage return would end a field or a row early. */
export function copyText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/** A text[] literal: every element quoted, so commas, braces and spaces stay inside it. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** One column of a place as a COPY field. */
export function copyField(place: NewPlace, column: RestaurantColumn): string {
  if (column === 'categories' || column === 'hours') return copyText(JSON.stringify(place[column]));
  const value = place[column];
  if (value === null || value === undefined) return '\\N';
  // The JSON columns went above; the arrays left are the text[] ones (photos, features…).
  if (Array.isArray(value)) return copyText(arrayLiteral(value as readonly string[]));
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return copyText(String(value));
}

/** Every column of PLACE_COLUMNS as COPY fields, in that order. */
export function copyFields(place: NewPlace): string[] {
  return PLACE_COLUMNS.map((column) => copyField(place, column));
}

export const COPY_RESTAURANTS = `copy catalog_restaurants (${PLACE_COLUMNS.join(', ')}) from stdin`;
