import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { parsePrometheusText, sampleTotal } from './prometheus-text';
import { eventually } from './eventually';
import { CENTRAL, testClock, type TestClock } from './test-clock';
import { sampleCatalogForFile, testEnv } from './test-database';
import { REDIS_URL, itWithRedis, redisNamespaceForBlock } from './redis-namespace';
import { nextClientAddress } from './visitor-writes-app';

// Decision 0076: a kept answer asked again over a socket is sent before routing. These
// tests hold that it goes out exactly as Fastify sends it (every header but the request id
// and Node's date, the same bytes), and only while the answer cache would give it.

const TOKEN = 'replay-test-metrics-token-0123456789';
const SEARCH = '/api/restaurants/search?location=Austin%2C%20TX';

const apps: FastifyInstance[] = [];
const file = sampleCatalogForFile(apps);

interface Site {
  app: FastifyInstance;
  clock: TestClock;
  get: (path: string, headers?: Record<string, string>) => Promise<Got>;
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

async function site(
  options: { env?: Record<string, string>; logLines?: string[]; answerNamespace?: string } = {},
): Promise<Site> {
  const { env = {}, logLines, answerNamespace } = options;
  const clock = testClock(CENTRAL.fridayDinner);
  const app = await buildServer({
    env: testEnv({ METRICS_TOKEN: TOKEN, ...env }),
    sql: file.sql,
    ...(logLines ? { logStream: { write: (line) => logLines.push(line) } } : { logger: false }),
    clock,
    answerNamespace,
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Got>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
    });
  return { app, clock, get };
}

/**
 * Every header but those made per answer: the request id, Node's date, and the length (an
 * answer's first send in an encoding is its quick form, a later one the thorough form).
 */
function lasting(headers: http.IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, ...rest } = headers;
  return rest;
}

function decoded(got: Got): string {
  const encoding = got.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(got.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(got.body).toString('utf8');
  return got.body.toString('utf8');
}

async function firstAustinId(): Promise<string> {
  const [row] = await file.db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = 'Austin' order by id limit 1`;
  return row!.id;
}

describe('a kept answer asked again', () => {
  it('goes out as Fastify sent it, in every encoding, without routing', async () => {
    const { app, get } = await site();
    const id = await firstAustinId();
    const urls = [
      SEARCH,
      '/api/restaurants/featured',
      `/api/restaurants/catalog/${id}`,
      `/api/restaurants/catalog/${id}/reviews`,
      '/api/guides/states/TX',
    ];
    const encodings: Record<string, string>[] = [
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      {},
    ];
    for (const url of urls) {
      for (const headers of encodings) {
        const routed = await get(url, headers);
        expect([url, routed.status]).toEqual([url, 200]);
        const before = app.answerReplay.replayed();
        const again = await get(url, headers);
        expect([url, headers, app.answerReplay.replayed()]).toEqual([url, headers, before + 1]);
        expect(again.status).toBe(200);
        expect(lasting(again.headers)).toEqual(lasting(routed.headers));
        expect(decoded(again)).toBe(decoded(routed));
        expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(again.headers['x-request-id']).not.toBe(routed.headers['x-request-id']);
      }
    }
    // The security headers are among those kept.
    const last = await get(SEARCH, { 'accept-encoding': 'br' });
    expect(last.headers['content-security-policy']).toContain("default-src 'none'");
    expect(last.headers['x-frame-options']).toBe('DENY');
    expect(last.headers['content-encoding']).toBe('br');
  });

  it('names the request id a caller sent, and counts in the metrics as a hit of its route', async () => {
    const { app, get } = await site();
    await get(SEARCH);
    const scrape = async () =>
      parsePrometheusText(
        (await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .body,
      );
    const route = { route: '/api/restaurants/search', method: 'GET', status_code: '200' };
    const before = await scrape();
    const again = await get(SEARCH, { 'x-request-id': 'trace-42' });
    expect(again.headers['x-request-id']).toBe('trace-42');
    expect(app.answerReplay.replayed()).toBe(1);
    const after = await scrape();
    expect(sampleTotal(after, 'http_request_duration_seconds_count', route)).toBe(
      sampleTotal(before, 'http_request_duration_seconds_count', route) + 1,
    );
    const hits = { cache: 'answers', outcome: 'hit' };
    expect(sampleTotal(after, 'pa_cache_lookups_total', hits)).toBe(
      sampleTotal(before, 'pa_cache_lookups_total', hits) + 1,
    );
  });

  it('answers a client that holds it with the 304 Fastify sends, and routes a request with a body', async () => {
    const { app, get } = await site();
    const first = await get(SEARCH);
    const holds = { 'if-none-match': String(first.headers.etag) };
    const routed = await get(SEARCH, holds);
    expect(routed.status).toBe(304);
    expect(app.answerReplay.replayed()).toBe(0);
    const again = await get(SEARCH, holds);
    expect([again.status, app.answerReplay.replayed()]).toEqual([304, 1]);
    expect(lasting(again.headers)).toEqual(lasting(routed.headers));
    expect(again.body.length).toBe(0);
    // Another validator: the whole answer, replayed.
    const other = await get(SEARCH, { 'if-none-match': 'W/"something-else"' });
    expect([other.status, app.answerReplay.replayed()]).toEqual([200, 2]);
    expect(decoded(other)).toBe(first.body.toString('utf8'));
    const withBody = await get(SEARCH, { 'content-length': '0' });
    expect([withBody.status, app.answerReplay.replayed()]).toEqual([200, 2]);
  });

  it('is noted only from a request without credentials', async () => {
    const { app, get } = await site();
    const id = await firstAustinId();
    const details = `/api/restaurants/catalog/${id}`;
    await get(details, { cookie: 'pa_session=someone' });
    await get(details, { authorization: 'Bearer someone' });
    await get(details);
    expect(app.answerReplay.replayed()).toBe(0);
    // Noted now: the next request gets it, with credentials or without.
    const again = await get(details, { cookie: 'pa_session=someone' });
    expect([again.status, app.answerReplay.replayed()]).toEqual([200, 1]);
  });

  it('is never sent at LOG_LEVEL=debug, where every request is logged', async () => {
    const lines: string[] = [];
    const { app, get } = await site({ env: { LOG_LEVEL: 'debug' }, logLines: lines });
    await get(SEARCH);
    await get(SEARCH);
    expect(app.answerReplay.replayed()).toBe(0);
    const completed = lines.filter((line) => line.includes('"request completed"'));
    expect(completed.filter((line) => line.includes('/api/restaurants/search'))).toHaveLength(2);
  });

  it('is routed once the cache no longer gives it: a review, the clock', async () => {
    const { app, clock, get } = await site({ env: { ANSWER_CACHE_SECONDS: '20' } });
    const id = await firstAustinId();
    const details = `/api/restaurants/catalog/${id}`;
    const count = JSON.parse((await get(details)).body.toString()).review_count as number;
    await get(details);
    expect(app.answerReplay.replayed()).toBe(1);

    // A review of the place: its details are made again, with the new count.
    const review = await app.inject({
      method: 'POST',
      url: `/api/restaurants/catalog/${id}/reviews`,
      // Each review from its own visitor: a second review of a place from one waits for staff.
      remoteAddress: nextClientAddress(),
      payload: { rating: 5, reviewText: 'A crisp crust and a quick table.', reviewerName: 'Ana' },
    });
    expect(review.statusCode).toBe(201);
    const after = await get(details);
    expect(app.answerReplay.replayed()).toBe(1);
    expect(JSON.parse(after.body.toString()).review_count).toBe(count + 1);
    await get(details);
    expect(app.answerReplay.replayed()).toBe(2);

    // Past the answer's 20 s, on the server's clock.
    clock.set(new Date(Date.parse(CENTRAL.fridayDinner) + 30_000));
    await get(details);
    expect(app.answerReplay.replayed()).toBe(2);
  });
});

describe('a kept answer on app servers sharing a Redis', () => {
  const { namespace } = redisNamespaceForBlock('replay');

  itWithRedis(
    'is no longer sent once another server writes (runs only with REDIS_URL set)',
    async () => {
      const shared = { env: { REDIS_URL: REDIS_URL! }, answerNamespace: namespace };
      const writer = await site(shared);
      const reader = await site(shared);
      const details = `/api/restaurants/catalog/${await firstAustinId()}`;
      const count = JSON.parse((await reader.get(details)).body.toString()).review_count as number;
      await reader.get(details);
      expect(reader.app.answerReplay.replayed()).toBe(1);

      const review = await writer.app.inject({
        method: 'POST',
        url: `${details}/reviews`,
        remoteAddress: nextClientAddress(),
        payload: {
          rating: 4,
          reviewText: 'A good char on the crust, and kind staff.',
          reviewerName: 'Bo',
        },
      });
      expect(review.statusCode).toBe(201);
      // The reader hears of the write on a channel, when the message arrives; from then on
      // its note's answer is no longer the one kept, and the place is made again.
      await eventually(
        async () =>
          JSON.parse((await reader.get(details)).body.toString()).review_count === count + 1,
        { what: 'the other server shows the new review count' },
      );
      const replayedBefore = reader.app.answerReplay.replayed();
      const again = await reader.get(details);
      expect(JSON.parse(again.body.toString()).review_count).toBe(count + 1);
      expect(reader.app.answerReplay.replayed()).toBe(replayedBefore + 1);
    },
  );
});
