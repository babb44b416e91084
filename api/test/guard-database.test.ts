import { createSql } from '../src/db/client';
import { DatabaseUnavailableError } from '../src/db/database-unavailable';
import { guardDatabase, type GuardedDatabase } from '../src/db/guard-database';
import { ClientGoneError, runForRequest } from '../src/db/request-scope';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';

let db: TestDatabase;
let guarded: GuardedDatabase;
let checksAnswer = true;
let pools = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`create table guard_notes (note text not null)`;
  guarded = guardDatabase({
    createPool: () => {
      pools += 1;
      return createSql(db.url, { max: 3 });
    },
    probe: () => (checksAnswer ? Promise.resolve() : Promise.reject(new Error('down'))),
    downIntervalMs: 50,
  });
});

afterAll(async () => {
  await guarded.close();
  await db.drop();
});

async function notes(): Promise<string[]> {
  const rows = await db.sql<{ note: string }[]>`select note from guard_notes order by note`;
  return rows.map((row) => row.note);
}

/** Once the breaker says `state` (it checks every 50 ms while down). */
const untilState = (health: GuardedDatabase['health'], state: 'up' | 'down') =>
  eventually(() => health.state === state, { what: `the database ${state}` });

/** Once PostgreSQL is running the query `text`. */
const untilRunning = (text: string) =>
  eventually(
    async () =>
      (
        await db.sql`select 1 from pg_stat_activity
          where query = ${text} and state = 'active' and pid <> pg_backend_pid()`
      ).length > 0,
    { what: `${text} running` },
  );

describe('the guarded pool', () => {
  it('works as the pool: queries, fragments, json, unsafe and transactions', async () => {
    const { sql } = guarded;
    const where = sql`where note = ${'kept'}`;
    await sql`insert into guard_notes ${sql({ note: 'kept' })}`;
    expect(await sql`select note from guard_notes ${where}`).toEqual([{ note: 'kept' }]);
    expect(await sql`select ${sql.json({ a: 1 })}::jsonb as value`).toEqual([{ value: { a: 1 } }]);
    expect(await sql.unsafe('select 2 as two')).toEqual([{ two: 2 }]);
    const inserted = await sql.begin(async (tx) => {
      await tx`insert into guard_notes (note) values ('in a transaction')`;
      return 'done';
    });
    expect(inserted).toBe('done');
    expect(await notes()).toEqual(['in a transaction', 'kept']);
  });

  it('refuses at once while down, cuts what was running, and takes queries again when back', async () => {
    const { sql, health } = guarded;
    const running = sql`select pg_sleep(30)`.then(
      () => 'finished',
      (error: unknown) => error,
    );
    await untilRunning('select pg_sleep(30)');
    const poolsBefore = pools;
    checksAnswer = false;
    health.markDown('a test');
    // The query on the old pool is cut rather than left to finish or to wait.
    expect(await running).toBeInstanceOf(DatabaseUnavailableError);
    expect(pools).toBe(poolsBefore + 1);
    await expect(sql`select 1`).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(sql.unsafe('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(sql.begin(async (tx) => tx`select 1`)).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );

    checksAnswer = true;
    await untilState(health, 'up');
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
  });

  it('has the database checked when a query loses its connection, and answers it 503', async () => {
    const { sql, health } = guarded;
    const [{ pid }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const killed = sql`select pg_sleep(30), ${pid}::int`;
    const outcome = killed.then(
      () => 'finished',
      (error: unknown) => error,
    );
    await untilRunning('select pg_sleep(30), $1::int');
    checksAnswer = false;
    await db.sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query like 'select pg_sleep(30), %' and pid <> pg_backend_pid()`;
    const error = await outcome;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    await untilState(health, 'down');
    checksAnswer = true;
    await untilState(health, 'up');
  });

  it('does not commit a transaction whose client has gone, nor send its writes', async () => {
    const { sql } = guarded;
    let gone = false;
    const transaction = runForRequest(
      () => gone,
      () =>
        sql.begin(async (tx) => {
          await tx`insert into guard_notes (note) values ('client left')`;
          gone = true;
        }),
    );
    await expect(transaction).rejects.toBeInstanceOf(ClientGoneError);
    const write = runForRequest(
      () => true,
      () => sql`insert into guard_notes (note) values ('never sent')`,
    );
    await expect(write).rejects.toBeInstanceOf(ClientGoneError);
    // Reads still run: their answer may be shared with other requests.
    expect(
      await runForRequest(
        () => true,
        () => sql`select 1 as one`,
      ),
    ).toEqual([{ one: 1 }]);
    expect(await notes()).toEqual(['in a transaction', 'kept']);
  });
});
