import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

export interface SqlOptions {
  max?: number;
  /** Milliseconds a statement may run before PostgreSQL cancels it; 0 or unset: no limit. */
  statementTimeoutMs?: number;
}

/**
 * How long opening a connection may take (postgres.js waits 30 s by default). A database
 * that is down refuses at once; one that is unreachable is given up on after this.
 */
export const CONNECT_TIMEOUT_SECONDS = 2;

export function createSql(url: string, options: SqlOptions = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // After failed connections postgres.js waits longer and longer before the next try
    // (up to 20 s), and queued queries wait with it. Keep the wait short: the breaker
    // (guard-database.ts) is what stops the retrying while the server is down.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    // Notices (e.g. "relation already exists, skipping") are not errors.
    onnotice: () => undefined,
    connection: {
      application_name: 'pizza-atlas',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
  });
}
