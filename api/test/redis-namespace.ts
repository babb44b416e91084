import { Redis } from 'ioredis';
import { uniqueSuffix } from './visitor-writes-app';

/** Servers sharing through Redis need one: run with REDIS_URL=redis://127.0.0.1:6379. */
export const REDIS_URL = process.env.REDIS_URL;
/** A test that needs a Redis runs only when REDIS_URL names one. */
export const itWithRedis = REDIS_URL ? it : it.skip;

/**
 * A key prefix of the calling describe block's own in the test Redis, and a client to read
 * it with (opened when first asked); after the block, its keys are deleted (when REDIS_URL
 * names a Redis).
 */
export function redisNamespaceForBlock(name: string): { namespace: string; client: () => Redis } {
  const namespace = `pa-test-${name}-${uniqueSuffix()}:`;
  let redis: Redis | undefined;
  const client = () => (redis ??= new Redis(REDIS_URL!));
  afterAll(async () => {
    if (!REDIS_URL) return;
    const connection = client();
    const keys = await connection.keys(`${namespace}*`);
    if (keys.length > 0) await connection.del(...keys);
    await connection.quit();
  });
  return { namespace, client };
}
