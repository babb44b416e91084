import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedisPair, firstAttempt } from '../redis/redis-connection';

/**
 * Answers shared through Redis by every app server. A write moves the generation, which
 * is part of every key, so all older answers stop being found at once, and tells the
 * other servers on a channel, so they drop the answers they keep in memory.
 *
 * The generation is `epoch.count`, both kept in one Redis hash (decision 0037). When Redis
 * loses its data (a restart without persistence, a failover, FLUSHDB) the hash goes with
 * it, and the next write starts a new epoch: every server takes that as a new generation,
 * even though the count starts again from 1, rather than keep the one it knew (and the
 * answers written under it since the loss) until they expire.
 */
export interface SharedAnswers {
  /** The generation this server last saw; part of every shared key. */
  generation(): string;
  /** Whether Redis can be used now: if not, this server hears of no other server's write. */
  connected(): boolean;
  read(key: string): Promise<string | undefined>;
  write(key: string, body: string, ttlMs: number): Promise<void>;
  invalidate(): Promise<void>;
  onInvalidated(listener: () => void): void;
}

export interface SharedAnswersSetup {
  client: Redis;
  /** A connection of its own for the channel (a subscribed connection can do nothing else). */
  subscriber: Redis;
  /** Prefix of every key and of the channel (REDIS_PREFIX + 'answers:'). */
  namespace: string;
  warn: (error: unknown, message: string) => void;
}

// Moves the generation and tells every server, in one step, so the channel carries the
// generations in the order Redis made them. Starts a new epoch if the hash was lost.
const INVALIDATE = `
redis.call('HSETNX', KEYS[1], 'epoch', ARGV[1])
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local generation = redis.call('HGET', KEYS[1], 'epoch') .. '.' .. count
redis.call('PUBLISH', ARGV[2], generation)
return generation`;

// The current generation, starting an epoch if there is none.
const CURRENT = `
redis.call('HSETNX', KEYS[1], 'epoch', ARGV[1])
return redis.call('HGET', KEYS[1], 'epoch') .. '.' .. (redis.call('HGET', KEYS[1], 'count') or '0')`;

interface Generation {
  epoch: string;
  count: number;
}

function parse(text: string): Generation | undefined {
  const dot = text.lastIndexOf('.');
  const count = Number(text.slice(dot + 1));
  if (dot <= 0 || !Number.isSafeInteger(count)) return undefined;
  return { epoch: text.slice(0, dot), count };
}

export async function createSharedAnswers(setup: SharedAnswersSetup): Promise<SharedAnswers> {
  const { client, subscriber, namespace, warn } = setup;
  const generationKey = `${namespace}generation`;
  const channel = `${namespace}invalidated`;
  const newEpoch = () => randomUUID().slice(0, 8);

  // Until Redis is first reached, a generation no server writes under.
  let current: Generation = { epoch: 'none', count: 0 };
  const listeners: (() => void)[] = [];
  const forget = () => {
    for (const listener of listeners) listener();
  };
  // Takes a generation heard or read; drops the kept answers if it is not the one known.
  // The count only moves up within an epoch; another epoch means Redis lost its data.
  const adopt = (next: Generation) => {
    if (next.epoch === current.epoch && next.count <= current.count) return;
    current = next;
    forget();
  };

  let heard = 0;
  // A write this server could not tell the others of (Redis away): told once it is back.
  let owed = false;
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    const next = parse(message);
    if (!next) return;
    heard += 1;
    adopt(next);
  });

  const invalidateInRedis = async () => {
    const made = parse(
      String(await client.eval(INVALIDATE, 1, generationKey, newEpoch(), channel)),
    );
    if (made) adopt(made);
  };

  // After a lost connection (or at start) writes may have been missed and Redis may be
  // another (a failover) or empty (a restart): drop what this server keeps and read the
  // generation again. Until that is done the server counts as not connected, so its answers
  // are made afresh: the generation it knew may be the one the answers kept in Redis before
  // the loss were written under, and a write it took meanwhile is not yet in it (it moves
  // the generation only once told, below).
  const settleGeneration = async () => {
    forget();
    const heardBefore = heard;
    let read: Generation | undefined;
    try {
      read = parse(String(await client.eval(CURRENT, 1, generationKey, newEpoch())));
    } catch {
      return; // Still unreachable: answers are made here until it is back.
    }
    // A message that came meanwhile is newer than what was read.
    if (owed) {
      owed = false;
      await invalidateInRedis().catch(() => {
        owed = true;
      });
      return;
    }
    if (!read || heard !== heardBefore) return;
    if (read.epoch === current.epoch && read.count < current.count) {
      // Redis went back in time (a replica that missed the last writes): answers kept
      // there under the counts it lost may predate writes; move past them.
      current = read;
      await invalidateInRedis().catch(() => undefined);
      return;
    }
    current = read;
  };
  let catchingUp = 0;
  const catchUp = async () => {
    catchingUp += 1;
    try {
      await settleGeneration();
    } finally {
      catchingUp -= 1;
    }
  };
  client.on('ready', () => void catchUp());
  subscriber.on('ready', () => void catchUp());

  await Promise.all([firstAttempt(client), subscriber.subscribe(channel).catch(() => undefined)]);
  await catchUp();

  const ready = () => client.status === 'ready' && catchingUp === 0;
  const keyOf = (key: string) => `${namespace}answer:${key}`;
  return {
    generation: () => `${current.epoch}.${current.count}`,
    connected: ready,
    async read(key) {
      if (!ready()) return undefined;
      try {
        return (await client.get(keyOf(key))) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async write(key, body, ttlMs) {
      if (!ready()) return;
      try {
        await client.set(keyOf(key), body, 'PX', ttlMs);
      } catch {
        // Not kept: the next server to ask makes it again.
      }
    },
    async invalidate() {
      try {
        await invalidateInRedis();
      } catch (error) {
        // Told when Redis is back (catchUp); until then other servers may keep answers
        // without this write, for at most the cache's TTL.
        owed = true;
        warn(error, 'answer cache could not tell other servers about a write');
      }
    },
    onInvalidated(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * For a process that changed the catalog outside an app server (an import): app servers
 * sharing answers through Redis drop theirs at once; without Redis each server's own
 * answers age out within ANSWER_CACHE_SECONDS. Says which happened.
 */
export async function forgetSharedAnswers(
  redisUrl: string | undefined,
  prefix: string,
): Promise<string> {
  if (!redisUrl)
    return 'App servers drop their kept answers when they next read the catalog (every CATALOG_WATCH_SECONDS, 5 s by default).';
  let failed = false;
  const redis = connectRedisPair(redisUrl);
  for (const each of [redis.client, redis.subscriber]) each.on('error', () => undefined);
  const shared = await createSharedAnswers({
    ...redis,
    namespace: answerNamespace(prefix),
    warn: () => {
      failed = true;
    },
  });
  await shared.invalidate();
  await redis.close();
  return failed
    ? 'Could not reach Redis: app servers drop their kept answers when they next read the catalog (CATALOG_WATCH_SECONDS).'
    : 'App servers dropped their kept answers.';
}

/** Where the answer cache keeps its keys and channel under the site's REDIS_PREFIX. */
export const answerNamespace = (prefix: string) => `${prefix}answers:`;
