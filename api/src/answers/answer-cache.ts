import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { weakEtag } from '../http/etag';
import { scopeIsAbout, scopeTouches, type AnswerScope } from './answer-scope';
import { createRefreshQueue } from './refresh-queue';
import { ScopeIndex } from './scope-index';
import type { SharedAnswers } from './shared-answers';

/** An answer ready to send: its body, a validator, and its compressed forms once made. */
export interface Answer {
  body: string;
  /** Weak, because the same answer goes out in several encodings. */
  etag: string;
  /** Its compressed forms, quick ones replaced by thorough ones once asked again (send-answer.ts). */
  encoded: Map<string, Buffer>;
  /** The places it depends on; unset: every place (see answer-scope.ts). */
  scope?: AnswerScope;
  /** The status it goes out with, when not 200 (a page's 404 or redirect, never kept). */
  status?: number;
  /**
   * A page's stand-in nonce: each answer puts its own fresh one in its place (web/send-page.ts).
   * The validator is of the body without it, so a page made again with a new stand-in but
   * the same content keeps its ETag.
   */
  nonce?: string;
  /** When it began to be made: an answer kept by its `until` is of no use to an earlier time. */
  madeAt?: number;
  /**
   * Set on an answer once kept: whether a look-up of its key now would find this very
   * answer, fresh (counted as a hit). A replay before routing asks it (answer-replay.ts).
   */
  stillKept?: () => boolean;
}

/** What a producer makes: a body, or a body with its scope, status and whether to keep it. */
export type Produced =
  string | { body: string; scope?: AnswerScope; status?: number; keep?: boolean; nonce?: string };

export interface AnswerCache {
  /**
   * The answer kept under `key`, or the one `produce` makes. Concurrent asks for a missing
   * key share one `produce`. An answer whose scope says when the clock next changes it
   * (`until`) is kept until then; any other is kept within its minute, so "open now" in
   * an answer is never older than the minute it was asked in.
   */
  get(key: string, produce: () => Promise<Produced>, options?: AskOptions): Promise<Answer>;
  /** Forgets every answer, here and (with Redis) on every app server: a write changed them. */
  invalidate(): Promise<void>;
  /**
   * A review changed one place's rating, review count and reviews: forgets the answers
   * that show that place (answer-scope.ts) and keeps the rest. With Redis, every answer on
   * every server, as invalidate().
   */
  placeChanged(id: string): Promise<void>;
  /**
   * Resolves once no answer is being made again in the background (sent meanwhile as the
   * one before): tests wait on it rather than for a while.
   */
  settled(): Promise<void>;
}

export interface AskOptions {
  /**
   * A current answer only, made now if need be: never one the clock has changed (the
   * minute before's, or one past its `until`), or an expired page, while the new one is
   * made. A page's data asks so, or the page would keep the older answer for its whole life.
   */
  current?: boolean;
}

export interface AnswerCacheOptions {
  /** How long an answer is kept; 0 makes every answer afresh (the cache is off). */
  ttlSeconds: number;
  clock: Clock;
  /** Answers shared between app servers; unset: this process only. */
  shared?: SharedAnswers;
  /** Memory for kept answers (default 64 MB). */
  maxBytes?: number;
  /** Caches made from this one's answers (pages): they forget whatever this one forgets. */
  followers?: AnswerCache[];
  /**
   * Past its TTL, an answer is still sent (for one more TTL at most) while a new one is
   * made in the background: for pages, whose TTL only bounds what no write signals here.
   */
  staleWhileRefreshing?: boolean;
  /**
   * A review of a place that an answer lists but is not about (answer-scope.ts) makes the
   * answer again in the background, sending the one before meanwhile: for pages, so a
   * stream of reviews does not hold requests behind renders. Answers about the place go
   * at once, so its own page shows a review on the next load.
   */
  refreshListsOnPlaceChange?: boolean;
  /**
   * While true, every answer is made afresh and none is kept: this server cannot hear of
   * other servers' writes (its Redis is away). Default: while `shared` is not connected.
   */
  suspended?: () => boolean;
  /** Told of every look-up's outcome (the metrics' hit and miss counts). */
  onLookup?: (outcome: 'hit' | 'stale' | 'miss') => void;
}

export function answerFrom(
  body: string,
  scope?: AnswerScope,
  status?: number,
  nonce?: string,
): Answer {
  const etag = weakEtag(nonce ? body.split(nonce).join('') : body);
  const answer: Answer = { body, etag, encoded: new Map() };
  if (scope) answer.scope = scope;
  if (status !== undefined && status !== 200) answer.status = status;
  if (nonce) answer.nonce = nonce;
  return answer;
}

function produced(made: Produced): { answer: Answer; keep: boolean } {
  if (typeof made === 'string') return { answer: answerFrom(made), keep: true };
  return {
    answer: answerFrom(made.body, made.scope, made.status, made.nonce),
    keep: made.keep ?? true,
  };
}

/** Room for a few thousand searches; a 20-place search answer is about 27 kB. */
const MAX_BYTES = 64 * 1024 * 1024;

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const { clock, shared } = options;
  const onLookup = options.onLookup ?? (() => {});
  const followers = options.followers ?? [];
  if (options.ttlSeconds <= 0) {
    return {
      get: async (_key, produce) => produced(await produce()).answer,
      invalidate: async () => {},
      placeChanged: async () => {},
      settled: async () => {},
    };
  }
  const ttl = options.ttlSeconds * 1000;
  const suspended = options.suspended ?? (() => shared !== undefined && !shared.connected());
  // Every kept answer by what it depends on, for a place change to find those it touches.
  const kept = new ScopeIndex();
  const local = new LRUCache<string, Answer>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (answer) => answer.body.length + 200,
    dispose: (_answer, key) => kept.remove(key),
    ttl,
    // Expiry follows the server's clock, so a test on a fixed clock decides when answers age.
    perf: { now: () => clock.now().getTime() },
    // Read the clock on each look-up rather than keep a reading for 1 ms with a timer.
    ttlResolution: 0,
    // An expired answer may still go out while its successor is made (see `recent`).
    noDeleteOnStaleGet: true,
  });
  // Answers a review left behind, sent while made again (refreshListsOnPlaceChange); kept
  // no longer than an answer is, and dropped once their successor is kept.
  const behind = new LRUCache<string, Answer>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (answer) => answer.body.length + 200,
    ttl,
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
  });
  const refreshes = createRefreshQueue();
  const inFlight = new Map<string, Promise<Answer>>();
  // Part of every key: an answer still being made when a write lands is kept under the
  // old generation, where nobody looks again.
  let generation = 0;
  const forget = () => {
    generation += 1;
    local.clear();
    behind.clear();
    for (const follower of followers) void follower.invalidate();
  };
  // Another server's write (or a lost connection to Redis): drop what this one keeps.
  shared?.onInvalidated(forget);

  // Place changes while answers are being made: an answer begun before a change that
  // touches it may hold the old rating, so it is given to those waiting but not kept.
  let changeCount = 0;
  const recentChanges: { count: number; id: string }[] = [];
  const changedSince = (count: number, scope: AnswerScope | undefined) =>
    recentChanges.some((change) => change.count > count && scopeTouches(scope, change.id));
  const beganAt = new Map<Promise<Answer>, number>();
  const forgetOldChanges = () => {
    const oldest = Math.min(...beganAt.values());
    while (recentChanges.length > 0 && recentChanges[0]!.count <= oldest) recentChanges.shift();
  };

  async function fill(
    sharedKey: string,
    produce: () => Promise<Produced>,
  ): Promise<{ answer: Answer; keep: boolean }> {
    const found = await shared?.read(sharedKey);
    if (found !== undefined) return { answer: answerFrom(found), keep: true };
    const made = produced(await produce());
    if (made.keep) await shared?.write(sharedKey, made.answer.body, ttl);
    return made;
  }

  const keysAt = (minute: number | 'clock', key: string) => {
    const sharedKey = `${shared?.generation() ?? 0}:${minute}:${key}`;
    return { sharedKey, localKey: `${generation}:${sharedKey}` };
  };
  /**
   * Where an answer of `key` asked in `minute` is kept: under the minute's key, or, when
   * it says when the clock next changes it (its scope's `until`), under one key for every
   * minute (`clockKey`). Answers shared through Redis carry no scope: there every answer is
   * the minute's.
   */
  interface Keys {
    sharedKey: string;
    localKey: string;
    clockKey?: string;
  }
  const keysFor = (key: string, minute: number): Keys => ({
    ...keysAt(minute, key),
    ...(!shared && { clockKey: keysAt('clock', key).localKey }),
  });
  /** What `cache` holds under either of the keys, the minute's first. */
  const heldUnder = (cache: LRUCache<string, Answer>, keys: Keys) =>
    cache.get(keys.localKey) ??
    (keys.clockKey === undefined ? undefined : cache.get(keys.clockKey));

  /** The answer if it was made no later than `now` (a clock set back finds none made after). */
  const madeBy = (found: Answer | undefined, now: number) =>
    found && (found.madeAt ?? 0) <= now ? found : undefined;

  /** A kept answer still true: within its TTL and, if it says so, before the clock changes it. */
  function fresh(keys: Keys, now: number): Answer | undefined {
    const found = local.get(keys.localKey);
    if (found || keys.clockKey === undefined) return found;
    const timed = madeBy(local.get(keys.clockKey), now);
    return timed && (timed.scope?.until ?? 0) > now ? timed : undefined;
  }

  /** Whether `key`, looked up now, finds `answer` fresh: a hit, counted as one. */
  function stillKept(key: string, answer: Answer): boolean {
    if (suspended()) return false;
    const now = clock.now().getTime();
    if (fresh(keysFor(key, Math.floor(now / 60_000)), now) !== answer) return false;
    onLookup('hit');
    return true;
  }

  /** Makes the answer of `keys`; concurrent asks share one `produce`. */
  function make(key: string, keys: Keys, produce: () => Promise<Produced>): Promise<Answer> {
    const pending = inFlight.get(keys.localKey);
    if (pending) return pending;
    const began = changeCount;
    const madeAt = clock.now().getTime();
    const making: Promise<Answer> = fill(keys.sharedKey, produce)
      .then(({ answer, keep }) => {
        answer.madeAt = madeAt;
        if (keep && !changedSince(began, answer.scope)) {
          const localKey =
            answer.scope?.until === undefined ? keys.localKey : (keys.clockKey ?? keys.localKey);
          behind.delete(localKey);
          local.set(localKey, answer);
          // An answer too big for the cache is not kept there.
          if (local.has(localKey)) {
            kept.add(localKey, answer.scope);
            answer.stillKept = () => stillKept(key, answer);
          }
        }
        return answer;
      })
      .finally(() => {
        inFlight.delete(keys.localKey);
        beganAt.delete(making);
        forgetOldChanges();
      });
    beganAt.set(making, began);
    inFlight.set(keys.localKey, making);
    return making;
  }

  /** An answer under `localKey` still fit to send while a new one is made, if any. */
  function recent(localKey: string | undefined, allowExpired: boolean): Answer | undefined {
    if (localKey === undefined) return undefined;
    const status: LRUCache.Status<string, Answer> = {};
    const found = local.get(localKey, { allowStale: allowExpired, status });
    return found && (status.remainingTTL ?? 0) > -ttl ? found : undefined;
  }

  async function answer(
    key: string,
    produce: () => Promise<Produced>,
    ask: AskOptions = {},
  ): Promise<Answer> {
    if (suspended()) return produced(await produce()).answer;
    const now = clock.now().getTime();
    const minute = Math.floor(now / 60_000);
    const keys = keysFor(key, minute);
    const found = fresh(keys, now);
    if (found) {
      onLookup('hit');
      return found;
    }
    const lagging = heldUnder(behind, keys);
    if (lagging) {
      onLookup('stale');
      refresh(key, keys, produce);
      return lagging;
    }
    // When the clock changes a kept answer (a place opens, or, for an answer that cannot
    // tell, the minute turns), the one before (same generation, within its TTL) goes out
    // while the new one is made, so nobody waits; its "open now" is late by that moment
    // only. Pages may also go out past their TTL while made again.
    const swr = options.staleWhileRefreshing ?? false;
    const older = ask.current
      ? undefined
      : (madeBy(recent(keys.clockKey, swr), now) ??
        (swr ? recent(keys.localKey, true) : undefined) ??
        recent(keysAt(minute - 1, key).localKey, swr));
    if (!older) {
      onLookup('miss');
      return make(key, keys, produce);
    }
    onLookup('stale');
    refresh(key, keys, produce);
    return older;
  }

  /** Makes the answer of `keys` again in the background (paced), unless under way. */
  function refresh(key: string, keys: Keys, produce: () => Promise<Produced>) {
    if (inFlight.has(keys.localKey)) return;
    refreshes.add(keys.localKey, async () => {
      if (!fresh(keys, clock.now().getTime())) await make(key, keys, produce);
    });
  }

  async function invalidate() {
    forget();
    await shared?.invalidate();
  }

  return {
    get: answer,
    invalidate,
    settled: () => refreshes.settled(),
    async placeChanged(id) {
      // Shared answers carry no scope, and other servers keep their own: drop them all.
      if (shared) return invalidate();
      changeCount += 1;
      if (beganAt.size > 0) recentChanges.push({ count: changeCount, id });
      for (const key of kept.touchedBy(id)) {
        const answer = local.peek(key, { allowStale: true });
        if (options.refreshListsOnPlaceChange && answer && !scopeIsAbout(kept.scopeOf(key), id))
          behind.set(key, answer);
        local.delete(key);
      }
      await Promise.all(followers.map((follower) => follower.placeChanged(id)));
    },
  };
}
