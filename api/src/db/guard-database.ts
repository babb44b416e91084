import type { Sql, TransactionSql } from './client';
import {
  createDatabaseBreaker,
  type BreakerOptions,
  type DatabaseHealth,
} from './database-breaker';
import { DatabaseUnavailableError, isConnectionFailure } from './database-unavailable';
import { ClientGoneError, currentRequestGone } from './request-scope';

export interface GuardedDatabase {
  /** Use it as the pool: `sql\`…\``, `sql.begin`, `sql.unsafe`, `sql.json`… */
  sql: Sql;
  health: DatabaseHealth;
  /** Stops the checks and closes the pool, waiting up to `timeoutSeconds` for queries. */
  close: (timeoutSeconds?: number) => Promise<void>;
}

/**
 * The parts of a postgres.js query this guard relies on (postgres 3.x, src/query.js): a
 * query is sent by calling `handler(query)` once it is awaited, and fails through
 * `reject`. test/guard-database.test.ts holds this to the installed version.
 */
interface QueryInternals {
  handler: (query: QueryInternals) => void;
  reject: (error: unknown) => void;
  strings: readonly string[];
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|merge)\b/i;

function isTemplate(value: unknown): boolean {
  return Array.isArray(value) && 'raw' in value;
}

/**
 * Wraps a postgres.js pool so that a database outage costs a request one fast 503
 * instead of a hang:
 * - while the breaker is open, queries and transactions fail at once with
 *   DatabaseUnavailableError, without touching the pool;
 * - a query that fails on its connection has the database checked at once;
 * - when the breaker opens, the pool is replaced: queries queued or hanging on the old
 *   one fail now (instead of running minutes later, when their clients have long gone),
 *   and the new pool starts without postgres.js's reconnect backoff;
 * - a write whose client has gone is not sent, and a transaction whose client has gone
 *   rolls back instead of committing.
 */
export function guardDatabase(options: {
  createPool: () => Sql;
  probe: BreakerOptions['probe'];
  log?: (message: string, level?: number) => void;
  upIntervalMs?: number;
  downIntervalMs?: number;
}): GuardedDatabase {
  const log = options.log ?? (() => undefined);
  let pool = options.createPool();
  let generation = 0;
  const breaker = createDatabaseBreaker({
    probe: options.probe,
    upIntervalMs: options.upIntervalMs,
    downIntervalMs: options.downIntervalMs,
    onDown: (reason) => {
      log(`the database is unavailable (${reason}): answering 503 until it is back`, 50);
      const old = pool;
      pool = options.createPool();
      generation += 1;
      void old.end({ timeout: 0 });
    },
    onUp: (downForMs) => log(`the database is back after ${(downForMs / 1000).toFixed(1)} s`),
  });
  /** A lost connection has the database checked, and is answered 503 (not 500). */
  const failure = (sentOn: number, error: unknown): unknown => {
    if (!isConnectionFailure(error)) return error;
    // Failures of a pool already replaced say nothing new.
    if (sentOn === generation) breaker.probeSoon();
    return new DatabaseUnavailableError(undefined, { cause: error });
  };

  const guardQuery = <T>(made: T): T => {
    const query = made as unknown as QueryInternals;
    const send = query.handler;
    // The request the query was made for, whoever awaits it.
    const gone = currentRequestGone();
    query.handler = (sent) => {
      if (breaker.state === 'down') return sent.reject(new DatabaseUnavailableError());
      if (WRITE_STATEMENT.test(sent.strings[0] ?? '') && gone())
        return sent.reject(new ClientGoneError());
      const sentOn = generation;
      const reject = sent.reject;
      sent.reject = (error) => reject(failure(sentOn, error));
      send(sent);
    };
    return made;
  };

  const begin = (...args: unknown[]): Promise<unknown> => {
    if (breaker.state === 'down') return Promise.reject(new DatabaseUnavailableError());
    const gone = currentRequestGone();
    const work = args.pop() as (tx: TransactionSql) => unknown;
    const commitIfWanted = async (tx: TransactionSql) => {
      const made = work(tx);
      const result = Array.isArray(made) ? await Promise.all(made) : await made;
      // Last thing before postgres.js sends COMMIT: nobody will see this answer, so the
      // write is rolled back rather than stored behind the client's back.
      if (gone()) throw new ClientGoneError();
      return result;
    };
    const sentOn = generation;
    const run = pool.begin as unknown as (...rest: unknown[]) => Promise<unknown>;
    return run(...args, commitIfWanted).catch((error: unknown) => {
      throw failure(sentOn, error);
    });
  };

  const close = async (timeoutSeconds = 5) => {
    breaker.close();
    await pool.end({ timeout: timeoutSeconds });
  };

  const sql = new Proxy(pool, {
    apply: (_target, thisArg, args: unknown[]) => {
      const made = Reflect.apply(pool, thisArg, args) as unknown;
      return isTemplate(args[0]) ? guardQuery(made) : made;
    },
    get: (_target, property) => {
      if (property === 'begin') return begin;
      if (property === 'unsafe')
        return (...args: Parameters<Sql['unsafe']>) => guardQuery(pool.unsafe(...args));
      if (property === 'end')
        return (endOptions?: { timeout?: number }) => close(endOptions?.timeout);
      return Reflect.get(pool, property) as unknown;
    },
  });
  return { sql, health: breaker, close };
}
