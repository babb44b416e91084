import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { weakEtag } from '../http/etag';
import type { SharedAnswers } from './shared-answers';

/** A JSON answer ready to send: its body, a validator, and its compressed forms once made. */
export interface Answer {
  body: string;
  /** Weak, because the same answer goes out in several encodings. */
  etag: string;
  encoded: Map<string, Buffer>;
}

export interface AnswerCache {
  /**
   * The answer kept under `key`, or the one `produce` makes. Concurrent asks for a missing
   * key share one `produce`. Keys carry the clock's minute, so "open now" in an answer is
   * never older than the minute it was asked in.
   */
  get(key: string, produce: () => Promise<string>): Promise<Answer>;
  /** Forgets every answer, here and (with Redis) on every app server: a write changed them. */
  invalidate(): Promise<void>;
}

export interface AnswerCacheOptions {
  /** How long an answer is kept; 0 makes every answer afresh (the cache is off). */
  ttlSeconds: number;
  clock: Clock;
  /** Answers shared between app servers; unset: this process only. */
  shared?: SharedAnswers;
}

export function answerFrom(body: string): Answer {
  return { body, etag: weakEtag(body), encoded: new Map() };
}

/** Room for a few thousand searches; a 20-place search answer is about 27 kB. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const { clock, shared } = options;
  if (options.ttlSeconds <= 0) {
    return {
      get: async (_key, produce) => answerFrom(await produce()),
      invalidate: async () => {},
    };
  }
  const ttl = options.ttlSeconds * 1000;
  const local = new LRUCache<string, Answer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.body.length + 200,
    ttl,
    // Expiry follows the server's clock, so a test on a fixed clock decides when answers age.
    perf: { now: () => clock.now().getTime() },
    // Read the clock on each look-up rather than keep a reading for 1 ms with a timer.
    ttlResolution: 0,
  });
  const inFlight = new Map<string, Promise<Answer>>();
  // Part of every key: an answer still being made when a write lands is kept under the
  // old generation, where nobody looks again.
  let generation = 0;
  const forget = () => {
    generation += 1;
    local.clear();
  };
  // Another server's write (or a lost connection to Redis): drop what this one keeps.
  shared?.onInvalidated(forget);

  async function fill(sharedKey: string, produce: () => Promise<string>): Promise<Answer> {
    const kept = await shared?.read(sharedKey);
    if (kept !== undefined) return answerFrom(kept);
    const body = await produce();
    await shared?.write(sharedKey, body, ttl);
    return answerFrom(body);
  }

  const keysAt = (minute: number, key: string) => {
    const sharedKey = `${shared?.generation() ?? 0}:${minute}:${key}`;
    return { sharedKey, localKey: `${generation}:${sharedKey}` };
  };

  return {
    async get(key, produce) {
      const minute = Math.floor(clock.now().getTime() / 60_000);
      const { sharedKey, localKey } = keysAt(minute, key);
      const kept = local.get(localKey);
      if (kept) return kept;
      let pending = inFlight.get(localKey);
      if (!pending) {
        pending = fill(sharedKey, produce)
          .then((answer) => {
            local.set(localKey, answer);
            return answer;
          })
          .finally(() => inFlight.delete(localKey));
        inFlight.set(localKey, pending);
      }
      // At the turn of a minute every kept answer misses at once. The one of the minute
      // before (same generation, within its TTL) goes out while the new one is made, so
      // the turn makes nobody wait; its "open now" is late by that moment only.
      const previous = local.get(keysAt(minute - 1, key).localKey);
      if (previous) {
        pending.catch(() => undefined);
        return previous;
      }
      return pending;
    },
    async invalidate() {
      forget();
      await shared?.invalidate();
    },
  };
}
