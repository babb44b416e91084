import type postgres from 'postgres';
import { seedSampleCatalog, seedSampleCatalogAtStart } from '../src/catalog/seed-sample-catalog';
import { createSql, type Sql } from '../src/db/client';
import { DatabaseUnavailableError } from '../src/db/database-unavailable';
import { guardDatabase, type GuardedDatabase } from '../src/db/guard-database';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';

// The API died while starting on a loaded machine: the breaker opened while the pool's first
// connection was still being set up, and ending the old pool failed postgres.js's own query
// for the array types (run on every new connection, before the query that opened it). That
// query's promise had no handler: an unhandled rejection, and the process ended.

let db: TestDatabase;
let locker: Sql;
let lock: postgres.ReservedSql | undefined;
let guarded: GuardedDatabase | undefined;
const unhandled: unknown[] = [];
const remember = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  db = await createTestDatabase();
  locker = createSql(db.url, { max: 1 });
  process.on('unhandledRejection', remember);
});

afterAll(async () => {
  process.off('unhandledRejection', remember);
  if (lock) await release(lock);
  await guarded?.close(0);
  await locker.end({ timeout: 5 });
  await db.drop();
});

/** Once a new connection's array-type query waits on the lock the test holds: its pid. */
const untilTypesQueryWaits = (held: postgres.ReservedSql) =>
  eventually(
    async () => {
      // Inside a transaction the activity is read once, then kept: read it afresh each time.
      await held`select pg_stat_clear_snapshot()`;
      const [waiting] = await held<{ pid: number }[]>`select pid from pg_stat_activity
        where query like '%typcategory%' and wait_event_type = 'Lock'
        and pid <> pg_backend_pid()`;
      return waiting?.pid;
    },
    { what: "the new connection's array-type query waiting on the lock" },
  );

/** Holds postgres.js's array-type query (run on each new connection) until released. */
async function holdTypeQueries(): Promise<postgres.ReservedSql> {
  const held = await locker.reserve();
  await held`begin`;
  await held`lock table pg_catalog.pg_type in access exclusive mode`;
  return held;
}

async function release(held: postgres.ReservedSql): Promise<void> {
  await held`rollback`;
  held.release();
  lock = undefined;
}

describe('the breaker opening while a connection of the pool is being set up', () => {
  it('fails the start-up step with 503 and leaves no rejection unhandled', async () => {
    lock = await holdTypeQueries();
    let checksAnswer = true;
    guarded = guardDatabase({
      createPool: () => createSql(db.url, { max: 1 }),
      probe: () => (checksAnswer ? Promise.resolve() : Promise.reject(new Error('down'))),
      // Checked only when the test asks.
      upIntervalMs: 3_600_000,
      downIntervalMs: 3_600_000,
    });
    const seeding = seedSampleCatalog(guarded.sql).then(
      () => 'seeded',
      (error: unknown) => error,
    );
    await untilTypesQueryWaits(lock);

    checksAnswer = false;
    guarded.health.probeSoon();
    expect(await seeding).toBeInstanceOf(DatabaseUnavailableError);
    // Unhandled rejections are reported once the microtask queue is empty: before the next
    // turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);

    // And it recovers: the database answers again, and so does the new pool.
    await release(lock);
    checksAnswer = true;
    guarded.health.probeSoon();
    await eventually(() => guarded?.health.state === 'up', { what: 'the database up' });
    expect(await guarded.sql`select array[1, 2]::int[] as numbers`).toEqual([{ numbers: [1, 2] }]);
  });
});

describe('a new connection whose array-type query is cancelled', () => {
  it('fails the query that opened it, leaves no rejection unhandled, and keeps answering', async () => {
    const pool = createSql(db.url, { max: 1 });
    try {
      lock = await holdTypeQueries();
      const first = pool`select 1 as one`.then(
        () => 'answered',
        (error: unknown) => error,
      );
      const pid = await untilTypesQueryWaits(lock);
      await lock`select pg_cancel_backend(${pid})`;
      expect(await first).toMatchObject({ code: '57014' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);

      await release(lock);
      // The connection stays in the pool and answers.
      expect(await pool`select 1 as one`).toEqual([{ one: 1 }]);
    } finally {
      await pool.end({ timeout: 5 });
    }
  });
});

// An import stood idle for 7 minutes under load, its database sessions idle (decision 0060).
// import-places takes its lock on `sql.reserve()`, the first thing it asks of a cold pool; a
// reserve waits in the pool's queue while its new connection fetches the array types. The
// breaker replacing that pool ends it with `end({ timeout: 0 })`: if the types answer before
// the zero timer, every connection ends by itself, the destroy step never runs, and nothing
// settled the queued reserve (porsager/postgres#1195). patches/postgres@3.4.9.patch does.
describe('a pool ended while a reserve waits for its new connection', () => {
  it('refuses the reserve instead of leaving it waiting for ever', async () => {
    const pool = createSql(db.url, { max: 2 });
    lock = await holdTypeQueries();
    let outcome: unknown = 'still waiting';
    const reserving = pool.reserve().then(
      (reserved) => {
        reserved.release();
        outcome = 'reserved';
      },
      (error: unknown) => {
        outcome = error;
      },
    );
    await untilTypesQueryWaits(lock);
    // A timeout long enough that only the connection ending by itself ends the pool: the
    // order that left the reserve unsettled, made certain instead of raced.
    const ending = pool.end({ timeout: 600 });
    await release(lock);
    await ending;
    // Settled in the same turn as end(): let its handlers run, then look.
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toMatchObject({ code: 'CONNECTION_ENDED' });
    await reserving;
  });
});

/** The seed's advisory lock (seed-sample-catalog.ts): servers starting together seed once. */
const SEED_LOCK_ID = 724_100_002;

describe('the sample seed at start-up', () => {
  it('is not cut when the breaker opens and replaces the serving pool', async () => {
    const fresh = await createTestDatabase();
    const holder = createSql(fresh.url, { max: 1 });
    let checksAnswer = true;
    const serving = guardDatabase({
      createPool: () => createSql(fresh.url, { max: 1 }),
      probe: () => (checksAnswer ? Promise.resolve() : Promise.reject(new Error('down'))),
      upIntervalMs: 3_600_000,
      downIntervalMs: 3_600_000,
    });
    try {
      // Another server is seeding: this one's seed waits on the lock, mid-transaction.
      const held = await holder.reserve();
      await held`select pg_advisory_lock(${SEED_LOCK_ID})`;
      const logged: string[] = [];
      const seeding = seedSampleCatalogAtStart(
        fresh.url,
        // A small catalog: what is tested is the transaction surviving, not its size.
        { placeCount: 40, cityCount: 4 },
        { log: (message) => logged.push(message) },
      );
      await eventually(
        async () =>
          (
            await held`select 1 from pg_stat_activity
              where wait_event = 'advisory' and pid <> pg_backend_pid()`
          ).length > 0,
        { what: 'the seed waiting on its lock' },
      );
      // A check goes unanswered (a loaded machine): the breaker opens, the pool is replaced.
      checksAnswer = false;
      serving.health.probeSoon();
      await eventually(() => serving.health.state === 'down', { what: 'the breaker open' });
      await held`select pg_advisory_unlock(${SEED_LOCK_ID})`;
      held.release();

      expect((await seeding).seeded).toBe(true);
      expect(logged).toEqual([]);
    } finally {
      await serving.close(0);
      await holder.end({ timeout: 5 });
      await fresh.drop();
    }
  }, 120_000);
});
