import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Sql } from '../db/client';

export type ClientHasher = (ip: string) => Promise<string>;

/**
 * Keyed hashes of visitors' addresses for abuse tracing: the same client gives the same
 * hash on every app server, and the raw address is never stored. The key is the given
 * secret, or else the random one the migration put in the database.
 */
export function createClientHasher(sql: Sql, secret?: string): ClientHasher {
  let key: Promise<Buffer> | undefined = secret ? Promise.resolve(Buffer.from(secret)) : undefined;
  const loadKey = async () => {
    const [row] = await sql<{ value: Buffer }[]>`
      select value from visitor_write_secrets where name = 'client_hash'`;
    if (!row) throw new Error('visitor_write_secrets has no client_hash key');
    return row.value;
  };
  return async (ip) => {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    // IPv6 clients are hashed by their /64, as the rate limit counts them.
    return createHmac('sha256', await key)
      .update(normalizeIP(ip))
      .digest('hex');
  };
}
