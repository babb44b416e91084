import { Redis } from 'ioredis';

/**
 * Answers shared through Redis by every app server. A write bumps a generation number
 * that is part of every key, so all older answers stop being found at once, and tells
 * the other servers on a channel, so they drop the answers they keep in memory.
 */
export interface SharedAnswers {
  /** The generation this server last saw; part of every shared key. */
  generation(): number;
  read(key: string): Promise<string | undefined>;
  write(key: string, body: string, ttlMs: number): Promise<void>;
  invalidate(): Promise<void>;
  onInvalidated(listener: () => void): void;
  close(): Promise<void>;
}

export interface SharedAnswersSetup {
  url: string;
  /** Prefix of every key and channel, so several sites or test runs can share one Redis. */
  namespace?: string;
  warn: (error: unknown, message: string) => void;
}

export const DEFAULT_ANSWER_NAMESPACE = 'pizza-atlas:answers:';

export async function connectSharedAnswers(setup: SharedAnswersSetup): Promise<SharedAnswers> {
  const namespace = setup.namespace ?? DEFAULT_ANSWER_NAMESPACE;
  const generationKey = `${namespace}generation`;
  const channel = `${namespace}invalidated`;
  const options = {
    connectTimeout: 2000,
    // A cache must never make an answer slower than the database would: with Redis down
    // or slow, commands fail at once or after 200 ms, and the answer is made here.
    commandTimeout: 200,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    disconnectTimeout: 500,
  };
  const client = new Redis(setup.url, options);
  const subscriber = new Redis(setup.url, { ...options, enableOfflineQueue: true });
  client.on('error', (error) => setup.warn(error, 'answer cache Redis error'));
  subscriber.on('error', (error) => setup.warn(error, 'answer cache Redis error'));

  let current = 0;
  const listeners: (() => void)[] = [];
  const moveTo = (generation: number) => {
    if (generation > current) current = generation;
    for (const listener of listeners) listener();
  };
  const readGeneration = async () => {
    try {
      moveTo(Number((await client.get(generationKey)) ?? 0));
    } catch {
      // Redis unreachable: answers are made here until it is back.
    }
  };
  // After a lost connection, writes may have been missed: start again from Redis's number.
  client.on('ready', () => void readGeneration());
  subscriber.on('message', (_channel, message) => moveTo(Number(message)));
  await Promise.all([
    new Promise<void>((resolve) => {
      client.once('ready', resolve);
      setTimeout(resolve, options.connectTimeout).unref();
    }),
    subscriber.subscribe(channel).catch(() => undefined),
  ]);
  await readGeneration();

  const ready = () => client.status === 'ready';
  return {
    generation: () => current,
    async read(key) {
      if (!ready()) return undefined;
      try {
        return (await client.get(`${namespace}answer:${key}`)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async write(key, body, ttlMs) {
      if (!ready()) return;
      try {
        await client.set(`${namespace}answer:${key}`, body, 'PX', ttlMs);
      } catch {
        // Not kept: the next server to ask makes it again.
      }
    },
    async invalidate() {
      try {
        const next = await client.incr(generationKey);
        current = Math.max(current, next);
        await client.publish(channel, String(next));
      } catch (error) {
        // Other servers keep their answers until they expire (at most the cache's TTL).
        setup.warn(error, 'answer cache could not tell other servers about a write');
      }
    },
    onInvalidated(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.all(
        [client, subscriber].map((redis) =>
          redis.status === 'ready' ? redis.quit().then(() => undefined) : redis.disconnect(),
        ),
      );
    },
  };
}

/**
 * For a process that changed the catalog outside an app server (an import): app servers
 * sharing answers through Redis drop theirs at once; without Redis each server's own
 * answers age out within ANSWER_CACHE_SECONDS. Says which happened.
 */
export async function forgetSharedAnswers(redisUrl: string | undefined): Promise<string> {
  if (!redisUrl)
    return 'App servers drop their kept answers when they next read the catalog (every CATALOG_WATCH_SECONDS, 5 s by default).';
  let failed = false;
  const shared = await connectSharedAnswers({
    url: redisUrl,
    warn: () => {
      failed = true;
    },
  });
  await shared.invalidate();
  await shared.close();
  return failed
    ? 'Could not reach Redis: app servers drop their kept answers when they next read the catalog (CATALOG_WATCH_SECONDS).'
    : 'App servers dropped their kept answers.';
}
