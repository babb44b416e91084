import postgres from 'postgres';
import type { Sql } from './client';

export interface DatabaseCheck {
  /** Resolves when `select 1` answers within the time bound; rejects otherwise. */
  run: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The health check's own connection, apart from the pool, so a check never waits behind
 * the pool's queries and a pool in trouble cannot make the check hang.
 */
export function createDatabaseCheck(url: string, timeoutMs = 1000): DatabaseCheck {
  let client: Sql | undefined;
  const open = () =>
    postgres(url, {
      max: 1,
      connect_timeout: timeoutMs / 1000,
      backoff: () => 0,
      fetch_types: false,
      onnotice: () => undefined,
      connection: { application_name: 'pizza-atlas-health', statement_timeout: timeoutMs },
    });
  return {
    run: async () => {
      const current = (client ??= open());
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          current`select 1`,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs);
          }),
        ]);
      } catch (error) {
        // Its socket may be hanging: drop it, and open a fresh one for the next check.
        client = undefined;
        void current.end({ timeout: 0 });
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      await client?.end({ timeout: 1 });
      client = undefined;
    },
  };
}
