import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../src/db/client';
import { loadEnv } from '../src/env';
import { buildServer } from '../src/server';

/**
 * The API in this process on 127.0.0.1, with the answer cache off (the search benches time
 * the search itself; http.bench.ts times the cache) and an explicit environment, so a
 * YELP_API_KEY in the shell does not send searches to Yelp.
 */
export async function startUncachedApi(sql: Sql): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({
    env: loadEnv({ LOG_LEVEL: 'silent', SEED_SAMPLE_CATALOG: 'false', ANSWER_CACHE_SECONDS: '0' }),
    sql,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
