import { randomUUID } from 'node:crypto';
import { createAnswerCache } from '../src/answers/answer-cache';
import { createSharedAnswers } from '../src/answers/shared-answers';
import { connectRedisPair, type RedisPair } from '../src/redis/redis-connection';
import { eventually } from './eventually';
import { testClock } from './test-clock';

// A server whose Redis comes back reads the generation again before it trusts what Redis
// keeps (shared-answers.ts, catchUp). Until then its answers are made afresh: the answers
// kept in Redis under the generation it knew may predate a write it took while Redis was
// away, which it tells the others of only once caught up (redis-faults.test.ts once read
// such an answer, 68 reviews where 69 were written, when the reply to the catch-up came
// after the other server had already heard of the write).
const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('answers while a server catches up with Redis (runs only with REDIS_URL)', () => {
  let pair: RedisPair | undefined;
  afterEach(async () => {
    await pair?.close();
  });

  it('makes answers afresh, and keeps none, until the generation is read again', async () => {
    pair = connectRedisPair(REDIS_URL!);
    const { client, subscriber } = pair;
    const shared = await createSharedAnswers({
      client,
      subscriber,
      namespace: `test-catch-up:${randomUUID()}:answers:`,
      warn: () => undefined,
    });
    const cache = createAnswerCache({
      ttlSeconds: 30,
      clock: testClock('2026-11-27T18:00:00Z'),
      shared,
    });
    expect(shared.connected()).toBe(true);
    // Kept here and in Redis, under the generation this server knows.
    expect((await cache.get('reviews', async () => '68 reviews')).body).toBe('68 reviews');

    // Redis is away for a moment: a write here cannot move the generation, and is owed.
    const send = client.eval.bind(client);
    let mode: 'away' | 'held' = 'away';
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let asked = () => {};
    const catchUpAsked = new Promise<void>((resolve) => (asked = resolve));
    client.eval = (async (...args: Parameters<typeof client.eval>) => {
      if (mode === 'away') throw new Error('Connection is closed.');
      // Back: the catch-up's read of the generation is held until the test lets it
      // through, as a reply that is slow to arrive.
      asked();
      await held;
      return send(...args);
    }) as typeof client.eval;
    await cache.invalidate();

    mode = 'held';
    client.emit('ready');
    await catchUpAsked;
    expect(shared.connected()).toBe(false);
    // Not the answer Redis keeps under the generation known before: made now, not kept.
    expect((await cache.get('reviews', async () => '69 reviews')).body).toBe('69 reviews');
    expect((await cache.get('reviews', async () => '70 reviews')).body).toBe('70 reviews');

    letThrough();
    await eventually(() => shared.connected(), { what: 'the catch-up ends' });
    // Caught up, with the owed write told (a new generation): answers are kept again.
    expect((await cache.get('reviews', async () => '71 reviews')).body).toBe('71 reviews');
    expect((await cache.get('reviews', async () => '72 reviews')).body).toBe('71 reviews');
  });
});
