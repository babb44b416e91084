import { OVERTURE_CREDIT } from '../../places/place-credits';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import type { FileMetaData } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import type { ReadBatch } from './import-places';
import type { PlaceCandidate, SkippedRow } from './place-candidate';
import { cuisineCategories, websiteOf } from './read-overpass-places';

export const OVERTURE_ATTRIBUTION = OVERTURE_CREDIT;
/** The categories of pizza places, in both the taxonomy and the older categories field. */
const PIZZA_CATEGORIES = new Set(['pizza_restaurant', 'pizza_delivery_service']);
/** Below this Overture is less sure the place exists than not (open-data.md §2; our choice). */
export const MIN_CONFIDENCE = 0.5;
/**
 * Rows decoded at a time at most. Reads follow the file's row groups (a read that crosses
 * one decodes both), and a row group bigger than this is read in slices of it, so memory
 * stays bounded whatever the writer chose (DuckDB writes 122,880 rows a group).
 */
const MAX_ROWS_PER_READ = 50_000;

/** [start, end) row ranges: each row group, in slices of at most MAX_ROWS_PER_READ. */
function readRanges(metadata: FileMetaData): [number, number][] {
  const ranges: [number, number][] = [];
  let groupStart = 0;
  for (const group of metadata.row_groups) {
    const groupEnd = groupStart + Number(group.num_rows);
    for (let start = groupStart; start < groupEnd; start += MAX_ROWS_PER_READ) {
      ranges.push([start, Math.min(groupEnd, start + MAX_ROWS_PER_READ)]);
    }
    groupStart = groupEnd;
  }
  return ranges;
}

/** The top-level columns read, of the raw places schema and of the operator's flat extract. */
const COLUMNS = [
  'id',
  'names',
  'name',
  'geometry',
  'bbox',
  'taxonomy',
  'categories',
  'category',
  'confidence',
  'websites',
  'phones',
  'brand',
  'addresses',
  'sources',
  'operating_status',
  'street',
  'city',
  'region',
  'zip',
  'postcode',
  'country',
  'lon',
  'lat',
];

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
/** The first of a list column; an extract may hold a single value instead. */
const first = (value: unknown): string => text(Array.isArray(value) ? value[0] : value);
const number = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : NaN;

/** A WKB point (geometry without GeoParquet metadata): byte order, type 1, x, y. */
function wkbPoint(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 21) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 1;
  if (view.getUint32(1, little) % 1000 !== 1) return null;
  return [view.getFloat64(5, little), view.getFloat64(13, little)];
}

/** Longitude and latitude: the GeoJSON point hyparquet makes of GeoParquet, WKB, a bbox, or lon/lat columns. */
function lonLat(row: Row): [number, number] {
  const geometry = row.geometry;
  if (geometry instanceof Uint8Array) {
    const point = wkbPoint(geometry);
    if (point) return point;
  }
  const geo = record(geometry);
  if (geo.type === 'Point' && Array.isArray(geo.coordinates)) {
    return [number(geo.coordinates[0]), number(geo.coordinates[1])];
  }
  const bbox = record(row.bbox);
  if ('xmin' in bbox) {
    return [
      (number(bbox.xmin) + number(bbox.xmax)) / 2,
      (number(bbox.ymin) + number(bbox.ymax)) / 2,
    ];
  }
  return [number(row.lon), number(row.lat)];
}

/** Every category a row names: taxonomy (current), categories (before Dec 2025), category (flat extract). */
function categoriesOf(row: Row): string[] {
  const taxonomy = record(row.taxonomy);
  const old = record(row.categories);
  return [
    text(taxonomy.primary),
    ...list(taxonomy.alternates).map(text),
    ...list(taxonomy.hierarchy).map(text),
    text(old.primary),
    ...list(old.alternate).map(text),
    text(row.category),
  ].filter(Boolean);
}

/** A region as Overture writes it: 'US-IL' per the schema, 'IL' in some releases. */
function stateOf(region: string): string {
  return region.replace(/^US-/i, '');
}

/** The credit of a row: Overture, with the licence of the dataset(s) it came from. */
function licenseOf(row: Row, fallback: string | null): string | null {
  const licenses = [...new Set(list(row.sources).map((source) => text(record(source).license)))]
    .filter(Boolean)
    .sort();
  return licenses.length > 0 ? licenses.join(' AND ') : fallback;
}

function toCandidate(row: Row, ref: string, fallbackLicense: string | null): PlaceCandidate {
  const address = record(list(row.addresses)[0]);
  const [longitude, latitude] = lonLat(row);
  const brand = record(row.brand);
  const brandName = text(record(brand.names).primary) || text(row.brand);
  const categories = categoriesOf(row);
  const italian = categories.some((category) => category.startsWith('italian_restaurant'));
  return {
    ref,
    source: 'overture',
    sourceId: text(row.id),
    name: text(record(row.names).primary) || text(row.name),
    address1: text(address.freeform) || text(row.street),
    city: text(address.locality) || text(row.city),
    state: stateOf(text(address.region) || text(row.region)),
    zip: (text(address.postcode) || text(row.zip) || text(row.postcode)).slice(0, 10),
    country: text(address.country) || text(row.country),
    latitude,
    longitude,
    phone: first(row.phones),
    website: websiteOf(first(row.websites)),
    // Overture has no page per place; its credit links its attribution docs.
    url: null,
    imageUrl: '',
    price: '',
    rating: '',
    reviewCount: '',
    categories: cuisineCategories(italian ? 'pizza;italian' : 'pizza'),
    features: [],
    transactions: [],
    openingHours: null,
    attribution: OVERTURE_ATTRIBUTION,
    license: licenseOf(row, fallbackLicense),
    facts: { brand: brandName === '' ? null : brandName.slice(0, 200) },
  };
}

/** Why a row is not imported, or undefined to import it. */
function skipReason(row: Row): SkippedRow['reason'] | undefined {
  if (!categoriesOf(row).some((category) => PIZZA_CATEGORIES.has(category))) {
    return 'not a pizza place (Overture category)';
  }
  if (text(row.operating_status) === 'permanently_closed') return 'permanently closed';
  const confidence = number(row.confidence);
  if (!Number.isNaN(confidence) && confidence < MIN_CONFIDENCE) {
    return `confidence below ${MIN_CONFIDENCE}`;
  }
  if (text(row.id) === '') return 'missing Overture id';
  return undefined;
}

type ParquetFile = Awaited<ReturnType<typeof asyncBufferFromFile>>;

async function openParquet(
  file: string,
): Promise<{ metadata: FileMetaData; columns: string[]; buffer: ParquetFile }> {
  let buffer: ParquetFile;
  let metadata: FileMetaData;
  try {
    buffer = await asyncBufferFromFile(file);
    metadata = await parquetMetadataAsync(buffer);
  } catch (error) {
    throw new Error(`${file} is not a readable Parquet file: ${(error as Error).message}`);
  }
  const present = new Set(
    metadata.schema
      .filter((element) => element.num_children !== undefined || element.type)
      .map((element) => element.name),
  );
  const columns = COLUMNS.filter((column) => present.has(column));
  if (!columns.includes('id') || !(columns.includes('names') || columns.includes('name'))) {
    throw new Error(
      `${file} is not an Overture places file: it needs an "id" column and "names" (the places theme) or "name" (an extract).`,
    );
  }
  return { metadata, columns, buffer };
}

/** Rows in a Parquet file, known from its footer before reading any. */
export async function countParquetRows(file: string): Promise<number> {
  return Number((await openParquet(file)).metadata.num_rows);
}

/**
 * Pizza places from an Overture Maps places file (GeoParquet, the raw `places` theme or
 * the flat extract of open-data.md §2), streamed: decoded a row group at a time and
 * handed on in batches, so memory stays flat however large the file. Rows that are not
 * pizza places, closed, or below MIN_CONFIDENCE are skipped with the reason.
 */
export async function* readOverturePlacesFile(
  file: string,
  options: { batchSize?: number; license?: string | null } = {},
): AsyncIterable<ReadBatch> {
  const { metadata, columns, buffer } = await openParquet(file);
  const batchSize = options.batchSize ?? 500;
  let batch: ReadBatch = { candidates: [], skipped: [] };
  for (const [start, end] of readRanges(metadata)) {
    let rows: Row[];
    try {
      rows = await parquetReadObjects({
        file: buffer,
        metadata,
        columns,
        rowStart: start,
        rowEnd: end,
        compressors,
      });
    } catch (error) {
      throw new Error(
        `${file}: rows ${start + 1}–${end} cannot be read: ${(error as Error).message}`,
      );
    }
    for (const [offset, row] of rows.entries()) {
      const ref = `row ${start + offset + 1}`;
      const reason = skipReason(row);
      if (reason)
        batch.skipped.push({ ref, reason, ...(text(row.id) ? { detail: text(row.id) } : {}) });
      else batch.candidates.push(toCandidate(row, ref, options.license ?? null));
      if (batch.candidates.length + batch.skipped.length >= batchSize) {
        yield batch;
        batch = { candidates: [], skipped: [] };
      }
    }
  }
  if (batch.candidates.length + batch.skipped.length > 0) yield batch;
}
