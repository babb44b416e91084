import { createReadStream } from 'node:fs';
import { SOURCE_TEXT_FIELDS, sourceTextFacts } from '../../places/source-text-facts';
import { parseCsv, parseCsvStream, type CsvRecord } from './parse-csv';
import type { ReadBatch } from './import-places';
import type { PlaceCandidate } from './place-candidate';

/**
 * The CSV columns the importer reads (header names, any case and order). Only name,
 * latitude and longitude must be present; see README.md beside this file.
 */
export const CSV_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'latitude',
  'longitude',
  'phone',
  'website',
  'image_url',
  'price',
  'rating',
  'review_count',
  'categories',
  'features',
  'transactions',
  'opening_hours',
  'neighbourhood',
  ...SOURCE_TEXT_FIELDS,
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

const HEADER_ALIASES: Record<string, CsvColumn> = {
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  postcode: 'zip',
  zip_code: 'zip',
  neighborhood: 'neighbourhood',
  address1: 'address',
};
const REQUIRED: CsvColumn[] = ['name', 'latitude', 'longitude'];

export const CSV_DEFAULT_ATTRIBUTION = 'Imported from a CSV file';

function list(text: string): string[] {
  return text
    .split(/[;|]/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function coordinate(text: string): number {
  return text.trim() === '' ? NaN : Number(text);
}

type CsvCredit = { attribution?: string; license?: string | null };

/** Places per batch the streaming reader hands the importer (one transaction each). */
const BATCH_ROWS = 500;

/** The column each header cell names; throws when a required column is missing. */
function readHeader(header: CsvRecord | undefined): string[] {
  if (!header) throw new Error('The CSV file is empty.');
  const columns = header.fields.map((name) => {
    const key = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return HEADER_ALIASES[key] ?? key;
  });
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `The CSV header must name the columns ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  }
  return columns;
}

function toCandidate(
  columns: readonly string[],
  { line, fields }: CsvRecord,
  credit: CsvCredit,
): PlaceCandidate {
  const cell = (column: CsvColumn) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (fields[index] ?? '').trim();
  };
  const id = cell('id');
  return {
    ref: `line ${line}`,
    source: 'csv',
    sourceId: id ? `id:${id}` : null,
    name: cell('name'),
    address1: cell('address'),
    city: cell('city'),
    state: cell('state'),
    zip: cell('zip'),
    country: cell('country'),
    latitude: coordinate(cell('latitude')),
    longitude: coordinate(cell('longitude')),
    phone: cell('phone'),
    website: cell('website'),
    url: null,
    imageUrl: cell('image_url'),
    price: cell('price'),
    rating: cell('rating'),
    reviewCount: cell('review_count'),
    categories: ['pizza', ...list(cell('categories'))],
    features: list(cell('features')),
    transactions: list(cell('transactions')),
    openingHours: cell('opening_hours') || null,
    neighbourhood: cell('neighbourhood'),
    attribution: credit.attribution ?? CSV_DEFAULT_ATTRIBUTION,
    license: credit.license ?? null,
    facts: sourceTextFacts(cell),
  };
}

/** Places from CSV text in the format of CSV_COLUMNS; throws when the header lacks a required column. */
export function readCsvPlaces(text: string, credit: CsvCredit = {}): PlaceCandidate[] {
  const [header, ...rows] = parseCsv(text);
  const columns = readHeader(header);
  return rows.map((row) => toCandidate(columns, row, credit));
}

/**
 * readCsvPlaces for a file of any size: it is streamed and handed on in batches of
 * `batchRows` places, so memory stays the same whatever the file holds. Errors are those
 * of readCsvPlaces; an unclosed quote stops the import at the batch it is in (the batches
 * before it are already written, each in its own transaction).
 */
export async function* readCsvPlacesFile(
  file: string,
  options: CsvCredit & { batchRows?: number } = {},
): AsyncGenerator<ReadBatch> {
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const stream = createReadStream(file, { encoding: 'utf8' });
  try {
    let columns: string[] | undefined;
    let candidates: PlaceCandidate[] = [];
    for await (const record of parseCsvStream(stream as AsyncIterable<string>)) {
      if (!columns) {
        columns = readHeader(record);
        continue;
      }
      candidates.push(toCandidate(columns, record, options));
      if (candidates.length >= batchRows) {
        yield { candidates, skipped: [] };
        candidates = [];
      }
    }
    if (!columns) readHeader(undefined);
    if (candidates.length > 0) yield { candidates, skipped: [] };
  } finally {
    stream.destroy();
  }
}
