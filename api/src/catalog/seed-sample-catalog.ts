import { createSql, type Sql } from '../db/client';
import { whileDatabaseWakes, type WakeOptions } from '../db/while-database-wakes';
import { catalogIsEmpty } from '../places/read-places';
import { chunk, writePlaces } from '../places/write-places';
import { generateSampleCatalog, type SampleCatalogOptions } from './sample/generate-sample-catalog';

const REVIEW_COLUMNS = [
  'id',
  'restaurant_id',
  'author_name',
  'rating',
  'text',
  'created_at',
] as const;

/** Arbitrary constant: one advisory lock so two servers starting together seed once. */
const SEED_LOCK_ID = 724_100_002;

export interface SeedResult {
  /** False when the catalog had places or the sample had retired, and nothing was written. */
  seeded: boolean;
  restaurants: number;
  reviews: number;
  milliseconds: number;
}

/**
 * Writes the sample catalog into an empty catalog (no place of any source, removed ones
 * included) whose sample has never retired; a no-op otherwise. A real import retires it
 * (decision 0033), so sample places deleted after one do not come back at the next start. All in one transaction, so a failed seed leaves nothing behind. The server
 * passes today (its clock) as `referenceDate`, so a fresh install does not look stale;
 * without it the catalog's fixed reference date keeps tests repeatable.
 */
export async function seedSampleCatalog(
  sql: Sql,
  options: SampleCatalogOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const result = await sql.begin(async (tx) => {
    // Start-up work, not a request: servers starting together wait here for the first
    // one's seed, and the seed itself may take longer than a request's statement bound
    // (DATABASE_STATEMENT_TIMEOUT_MS) on a busy machine. Neither is cancelled.
    await tx`set local statement_timeout = 0`;
    await tx`select pg_advisory_xact_lock(${SEED_LOCK_ID})`;
    if (!(await catalogIsEmpty(tx))) return { seeded: false, restaurants: 0, reviews: 0 };
    const catalog = generateSampleCatalog(options);
    await writePlaces(tx, catalog.restaurants);
    for (const reviews of chunk(catalog.reviews, 2000)) {
      await tx`insert into catalog_reviews ${tx(reviews, ...REVIEW_COLUMNS)}`;
    }
    return {
      seeded: true,
      restaurants: catalog.restaurants.length,
      reviews: catalog.reviews.length,
    };
  });
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}

/**
 * The seed at start-up, on a connection of its own as the migrations have (decision 0023),
 * not on the serving pool: the breaker replaces that pool when a 1 s check goes unanswered,
 * which on a loaded machine cut the seed's transaction at each try, however healthy the
 * database. A lost connection is still a failed try, tried again while the database wakes.
 */
export async function seedSampleCatalogAtStart(
  url: string,
  catalog: SampleCatalogOptions,
  wake: WakeOptions,
): Promise<SeedResult> {
  const sql = createSql(url, { max: 1 });
  try {
    return await whileDatabaseWakes(() => seedSampleCatalog(sql, catalog), wake);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
