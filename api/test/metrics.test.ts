import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { CENTRAL, testClock } from './test-clock';
import { parsePrometheusText, samplesOf, sampleTotal, type Exposition } from './prometheus-text';
import { sampleCatalogForFile, testEnv } from './test-database';

const TOKEN = 'metrics-test-token-0123456789';
const SEARCH = '/api/restaurants/search?location=Austin%2C%20TX';

const apps: FastifyInstance[] = [];
const file = sampleCatalogForFile(apps);

async function server(env: Record<string, string> = { METRICS_TOKEN: TOKEN }) {
  const app = await buildServer({
    env: testEnv(env),
    sql: file.sql,
    logger: false,
    clock: testClock(CENTRAL.fridayDinner),
  });
  apps.push(app);
  return app;
}

async function scrape(app: FastifyInstance) {
  const answer = await app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  return parsePrometheusText(answer.body);
}

/** The number of requests the latency histogram counted with these labels (0 if none). */
const requestCount = (scraped: Exposition, labels: Record<string, string>) =>
  sampleTotal(scraped, 'http_request_duration_seconds_count', labels);

const lookups = (scraped: Exposition, cache: string, outcome: string) =>
  sampleTotal(scraped, 'pa_cache_lookups_total', { cache, outcome });

describe('GET /api/metrics', () => {
  it('answers 404 as an unknown path when no token is set', async () => {
    const app = await server({});
    const answer = await app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint answers GET /api/metrics.' },
    });
  });

  it('refuses a missing or wrong token with the JSON error shape, uncached', async () => {
    const app = await server();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}` },
    ]) {
      const answer = await app.inject({ url: '/api/metrics', headers });
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 401 });
      expect(answer.json().error.code).toBe('UNAUTHORIZED');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer /);
    }
  });

  it('serves the Prometheus text format to the right token, uncached and off the API docs', async () => {
    const app = await server();
    const answer = await app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const scraped = parsePrometheusText(answer.body);
    for (const [name, type] of [
      ['http_request_duration_seconds', 'histogram'],
      ['pa_cache_lookups_total', 'counter'],
      ['pa_password_checks_total', 'counter'],
      ['pa_db_pool_max', 'gauge'],
      ['pa_db_connections', 'gauge'],
      ['pa_redis_state', 'gauge'],
      ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
      ['process_resident_memory_bytes', 'gauge'],
    ])
      expect({ name, type: scraped.types.get(name!) }).toEqual({ name, type });
    // No job queue plugged in: no queue series.
    expect(scraped.types.has('pa_job_queue_depth')).toBe(false);
    expect(samplesOf(scraped, 'pa_db_pool_max')).toEqual([
      { name: 'pa_db_pool_max', labels: {}, value: 4 },
    ]);
    // This scrape's own pool connection is one of the site's.
    expect(sampleTotal(scraped, 'pa_db_connections')).toBeGreaterThan(0);
    expect(sampleTotal(scraped, 'pa_redis_state', { state: 'not_configured' })).toBe(1);
    expect(sampleTotal(scraped, 'pa_redis_state', { state: 'up' })).toBe(0);

    const docs = await app.inject('/api/openapi.json');
    expect(Object.keys(docs.json().paths)).not.toContain('/api/metrics');
  });

  it('has the transfer bound of every GET, not the request bound: a slow scrape still answers', async () => {
    // The request bound is 1 s here; the transfer bound of GETs is 600 s.
    const app = await server({ METRICS_TOKEN: TOKEN, REQUEST_TIMEOUT_SECONDS: '1' });
    // The scrapes are held until the request bound has passed: until a write whose body
    // never arrives, sent after them, has been answered by that bound.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const scrapeText = app.metrics.registry.metrics.bind(app.metrics.registry);
    const slowScrape = jest
      .spyOn(app.metrics.registry, 'metrics')
      .mockImplementation(() => held.then(scrapeText));
    try {
      const settled = new Set<string>();
      const scrapes = (['GET', 'HEAD'] as const).map((method) =>
        app
          .inject({ method, url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
          .then((answer) => {
            settled.add(method);
            return [method, answer.statusCode];
          }),
      );
      const unfinished = new PassThrough();
      unfinished.write('{"name":');
      const witness = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: unfinished,
      });
      // (light-my-request announces no length for a stream: the bound's answer is 503.)
      expect([witness.statusCode, witness.json().error.code]).toEqual([503, 'TIMEOUT']);
      // Past the request bound, the scrapes are still waiting for their text; then they answer.
      expect([...settled]).toEqual([]);
      release();
      expect(await Promise.all(scrapes)).toEqual([
        ['GET', 200],
        ['HEAD', 200],
      ]);
      unfinished.destroy();
    } finally {
      release();
      slowScrape.mockRestore();
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const app = await server();
    const before = await scrape(app);
    const [first, second] = await file.db.sql<{ id: string }[]>`
      select id from catalog_restaurants order by id limit 2`;
    for (const id of [first!.id, second!.id, first!.id]) {
      expect((await app.inject(`/api/restaurants/catalog/${id}`)).statusCode).toBe(200);
    }
    expect((await app.inject('/api/no-such-thing/123')).statusCode).toBe(404);
    const after = await scrape(app);

    const details = { method: 'GET', route: '/api/restaurants/:provider/:id', status_code: '200' };
    expect(requestCount(after, details) - requestCount(before, details)).toBe(3);
    const unmatched = { route: 'unmatched', status_code: '404' };
    expect(requestCount(after, unmatched) - requestCount(before, unmatched)).toBe(1);
    const routes = samplesOf(after, 'http_request_duration_seconds_count').map(
      (s) => s.labels.route!,
    );
    expect(routes.filter((route) => route.includes(first!.id))).toEqual([]);
    expect(routes.filter((route) => route.includes('no-such-thing'))).toEqual([]);
    // The latency histogram has its buckets and a time for the requests counted.
    expect(
      sampleTotal(after, 'http_request_duration_seconds_bucket', { ...details, le: '+Inf' }),
    ).toBe(requestCount(after, details));
    expect(sampleTotal(after, 'http_request_duration_seconds_sum', details)).toBeGreaterThan(0);
  });

  it('counts a repeated search as a miss, then a hit of the answer cache', async () => {
    const app = await server({ METRICS_TOKEN: TOKEN, ANSWER_CACHE_SECONDS: '60' });
    const before = await scrape(app);
    expect((await app.inject(SEARCH)).statusCode).toBe(200);
    const once = await scrape(app);
    expect(lookups(once, 'answers', 'miss') - lookups(before, 'answers', 'miss')).toBe(1);
    expect(lookups(once, 'answers', 'hit')).toBe(lookups(before, 'answers', 'hit'));
    expect((await app.inject(SEARCH)).statusCode).toBe(200);
    const twice = await scrape(app);
    expect(lookups(twice, 'answers', 'hit') - lookups(once, 'answers', 'hit')).toBe(1);
    expect(lookups(twice, 'answers', 'miss')).toBe(lookups(once, 'answers', 'miss'));
  });

  it('reads the Redis state and the queue depth from what is plugged in, per server', async () => {
    const one = await server();
    const two = await server();
    let state: 'up' | 'down' = 'up';
    one.metrics.setRedisState(() => state);
    one.metrics.setQueueDepth(async () => ({ 'expire-sessions': 3 }));
    const redisOf = async (app: FastifyInstance) =>
      samplesOf(await scrape(app), 'pa_redis_state').find((s) => s.value === 1)?.labels.state;
    expect(await redisOf(one)).toBe('up');
    state = 'down';
    expect(await redisOf(one)).toBe('down');
    // Each server has its own registry: the other is untouched.
    expect(await redisOf(two)).toBe('not_configured');
    expect(samplesOf(await scrape(one), 'pa_job_queue_depth')).toEqual([
      { name: 'pa_job_queue_depth', labels: { queue: 'expire-sessions' }, value: 3 },
    ]);
    expect(samplesOf(await scrape(two), 'pa_job_queue_depth')).toEqual([]);
  });
});
