import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import type { Sql } from '../src/db/client';
import { setEnabled } from '../src/platform/set-enabled';
import { buildServer } from '../src/server';
import { storeShellRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import { CENTRAL, testClock } from './test-clock';
import { testEnv, type TestDatabase, createSampleCatalogDatabase } from './test-database';

// Whole pages are kept while the answers they were made of are (issue 13: every page was
// rendered afresh, about 10 ms of CPU each). A stand-in render bundle fetches its data
// through the API in-process, as the shell's does, and numbers its renders.

const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>`;

const BUNDLE = `
let renders = 0;
exports.createServerRenderer = function (options) {
  const json = async (url) => {
    const answer = await options.apiFetch(url);
    return answer.ok ? answer.json() : null;
  };
  return {
    render: async function ({ url, origin }) {
      const { pathname } = new URL(url, origin);
      renders += 1;
      const [, kind, arg] = pathname.split('/');
      if (kind === 'place') {
        const place = await json('/api/restaurants/catalog/' + arg);
        if (!place) return page(404, 'no such place', [{ module: 'PlacePage', error: new Error('404') }]);
        return page(200, place.name + ': ' + place.review_count + ' reviews');
      }
      if (kind === 'search') {
        const found = await json('/api/restaurants/search?location=' + arg);
        return page(200, found.total + ' places');
      }
      if (kind === 'health') return page(200, (await json('/api/health')).status);
      if (kind === 'broken') return page(200, 'half', [{ module: 'X', error: new Error('slow') }]);
      return page(200, 'static');
    },
  };
  function page(status, text, dataErrors) {
    return {
      kind: 'page', status, html: '<h1>' + text + ' (render ' + renders + ')</h1>', styles: '',
      head: { title: 'T', description: 'D' }, queries: {}, areas: [], dataErrors,
    };
  }
};
`;

let db: TestDatabase;
let app: FastifyInstance;
let dir: string;
let pool: Sql;
const clock = testClock(CENTRAL.fridayDinner);
/** Reads of the releases' page definitions (the whole manifest) since the last reset. */
let definitionReads = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-pages-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDist, 'routes.json'), JSON.stringify(SHELL_TEST_DEFINITIONS));
  writeFileSync(path.join(shellDist, 'server', 'render.js'), BUNDLE);
  db = await createSampleCatalogDatabase();
  // Pages are rendered from the active shell release (decision 0036): this build is one.
  await storeShellRelease(db.sql, shellDist);
  pool = postgres(db.url, {
    max: 5,
    onnotice: () => undefined,
    debug: (_connection, query) => {
      if (query.includes('r.definitions')) definitionReads += 1;
    },
  });
  const env = testEnv({
    SHELL_DIST: shellDist,
    RELEASES_DIR: path.join(dir, 'releases'),
    PUBLIC_URL: 'https://pizza.example',
  });
  app = await buildServer({
    env,
    sql: pool,
    serveWeb: true,
    logger: false,
    clock,
    writeLimit: { max: 1000, timeWindow: 60_000 },
  });
});

afterAll(async () => {
  await app.close();
  await pool.end({ timeout: 5 });
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function placeIn(city: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants where city = ${city} order by id limit 1`;
  return row!.id;
}

/** The page's text (with its render number) and status. */
async function page(url: string) {
  const response = await app.inject(url);
  return {
    status: response.statusCode,
    text: /<h1>(.*?)<\/h1>/.exec(response.body)?.[1] ?? '',
    etag: response.headers.etag,
  };
}

/**
 * The page made again in the background: the one this asks for, if already new, or else
 * (this ask sent `old` once more) the one made meanwhile, once the server has made it.
 */
async function newPage(url: string, old: { text: string }) {
  const next = await page(url);
  if (next.text !== old.text) return next;
  await app.answersSettled();
  const made = await page(url);
  if (made.text === old.text) throw new Error(`${url} was not made again`);
  return made;
}

let reviewsSent = 0;
async function review(id: string) {
  reviewsSent += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/api/restaurants/catalog/${id}/reviews`,
    payload: { rating: 4, reviewText: `Page review ${reviewsSent}.`, reviewerName: 'Pages' },
  });
  expect(response.statusCode).toBe(201);
}

describe('the page cache', () => {
  it('sends a whole page again without rendering it, with its validator', async () => {
    const first = await page('/static');
    expect(first.status).toBe(200);
    expect(await page('/static')).toEqual(first);
    const again = await app.inject({ url: '/static', headers: { 'if-none-match': first.etag! } });
    expect(again.statusCode).toBe(304);
  });

  it('gives every answer of a kept page a nonce of its own, in its policy and its gzip', async () => {
    const nonces = new Set<string>();
    const headings = new Set<string | undefined>();
    const answers = [
      await app.inject({ url: '/static', headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      await app.inject({ url: '/static', headers: { 'accept-encoding': 'gzip' } }),
      await app.inject('/static'),
    ];
    for (const answer of answers) {
      const html =
        answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.rawPayload).toString()
          : answer.body;
      const policy = String(answer.headers['content-security-policy']);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)![1]!;
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      // Every nonce in the page is the policy's: the snapshot, the shell's script, the meta.
      const inPage = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inPage.length).toBeGreaterThanOrEqual(3);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      headings.add(/<h1>(.*?)<\/h1>/.exec(html)?.[1]);
      nonces.add(nonce);
    }
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      undefined,
    ]);
    expect(nonces.size).toBe(3);
    // One page, rendered once.
    expect(headings.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('renders a place’s page again at once on a review of it, a list showing it in the background, others not', async () => {
    const search = await app.inject('/api/restaurants/search?location=Austin%2C%20TX');
    const austin: string = search.json().restaurants[0].id;
    const chicago = await placeIn('Chicago');
    const before = await page(`/place/${austin}`);
    const listing = await page('/search/Austin%2C%20TX');
    const far = await page(`/place/${chicago}`);

    await review(chicago);
    expect(await page(`/place/${austin}`)).toEqual(before);
    expect(await page('/search/Austin%2C%20TX')).toEqual(listing);
    expect((await page(`/place/${chicago}`)).text).not.toBe(far.text);

    await review(austin);
    const after = await page(`/place/${austin}`);
    const count = (text: string) => Number(/: (\d+) reviews/.exec(text)![1]);
    expect(count(after.text)).toBe(count(before.text) + 1);
    // The list that shows the place goes out once more while it is made again.
    expect(await page('/search/Austin%2C%20TX')).toEqual(listing);
    await newPage('/search/Austin%2C%20TX', listing);
  });

  it('keeps no page whose data came from outside the answer cache, failed or was not found', async () => {
    for (const url of ['/health', '/broken', '/place/00000000-0000-0000-0000-000000000000']) {
      const first = await page(url);
      expect((await page(url)).text).not.toBe(first.text);
    }
  });

  it('keeps a page for ANSWER_CACHE_SECONDS, then sends it once more while making it again', async () => {
    clock.set('2026-11-21T02:00:05Z');
    const first = await page('/static');
    clock.set('2026-11-21T02:00:34Z');
    expect(await page('/static')).toEqual(first);
    clock.set('2026-11-21T02:00:36Z');
    expect(await page('/static')).toEqual(first);
    expect((await newPage('/static', first)).text).not.toBe(first.text);
  });

  it('keeps a page through minutes that change nothing in it, and makes it again when its place opens or closes', async () => {
    const id = await placeIn('Houston');
    const url = `/place/${id}`;
    clock.set('2026-11-21T02:10:50Z');
    const before = await page(url);
    clock.set('2026-11-21T02:11:05Z');
    expect(await page(url)).toEqual(before);
    // Nor is it made again in the background.
    await app.answersSettled();
    expect(await page(url)).toEqual(before);

    // Friday 8:11 PM in Houston (UTC-6): the place's next change, or midnight's new day.
    const status = (await app.inject(`/api/restaurants/catalog/${id}`)).json().open_status;
    const changeAt = Math.min(
      status.next_change ? Date.parse(status.next_change.at) : Infinity,
      Date.parse('2026-11-21T00:00:00-06:00'),
    );
    clock.set(new Date(changeAt - 10_000));
    const latest = await newPage(url, before);
    clock.set(new Date(changeAt + 5000));
    expect(await page(url)).toEqual(latest);
    await newPage(url, latest);
  });

  it('reads the registry whole only when a release or a switch changed', async () => {
    await page('/static');
    definitionReads = 0;
    for (const url of ['/static', '/search/Chicago%2C%20IL', '/static']) await page(url);
    expect(definitionReads).toBe(0);
    const before = await page('/static');
    await setEnabled(pool, { kind: 'lab', key: 'quiz' }, false);
    // The snapshot in the page says the quiz is off: a new page, from a new manifest.
    const after = await page('/static');
    expect(definitionReads).toBe(1);
    expect(after.text).not.toBe(before.text);
    await setEnabled(pool, { kind: 'lab', key: 'quiz' }, true);
  });
});
