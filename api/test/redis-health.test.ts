import { Redis } from 'ioredis';
import { FAIL_FAST } from '../src/redis/redis-connection';
import { RedisHealth } from '../src/redis/redis-health';
import { eventually } from './eventually';

// A server whose Redis is away logs it once a minute, not at every reconnection attempt.

describe('the Redis health of an app server', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('says down and logs the outage once a minute, however often the clients fail', async () => {
    // Where no Redis listens: every attempt (each 0.1–1 s) fails with ECONNREFUSED.
    const client = new Redis('redis://127.0.0.1:1', FAIL_FAST);
    const subscriber = new Redis('redis://127.0.0.1:1', FAIL_FAST);
    clients.push(client, subscriber);
    let now = 0;
    const logged: string[] = [];
    const health = new RedisHealth({
      client,
      watched: [client, subscriber],
      warn: (_error, message) => logged.push(message),
      info: (message) => logged.push(message),
      now: () => now,
    });
    let errors = 0;
    client.on('error', () => (errors += 1));

    await eventually(() => errors >= 3, { what: 'three failed attempts to connect' });
    expect(health.state).toBe('down');
    expect(await health.check()).toBe(false);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Redis unavailable/);

    // A minute on (on the health's own clock), the next failure is logged again.
    now += 60_000;
    const seen = errors;
    await eventually(() => errors > seen, { what: 'another failed attempt' });
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(/^Redis unavailable for 60 s/);
  });
});
