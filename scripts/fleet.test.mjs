// The fleet test: three app servers from the build behind nginx on one PostgreSQL and one
// Redis, tried as an operator would (issue 24). Run by `npm test` when nginx and
// redis-server are on the machine and PostgreSQL answers (FLEET_DATABASE_ADMIN_URL, else
// the machine's postgres@127.0.0.1:5432); it creates and drops a database of its own.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import {
  compileApi,
  freePort,
  startFleet,
  startServer,
  stopFleet,
  waitUntilReady,
} from './fleet.mjs';
import { root } from './pnpm.mjs';

/** The product's bound: a write shows on every server within this. */
const VISIBLE_WITHIN_MS = 1000;
const admin = new URL(
  process.env.FLEET_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const databaseName = `pa_fleet_test_${process.pid}`;
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${databaseName}` }).href;

function psql(url, query) {
  return execFileSync('psql', [url, '-XAtqc', query], { encoding: 'utf8' }).trim();
}

let fleet;
let placeId;
let writer = 0;
/** Small builds of the shell and each remote (api/test/fixtures/write-fleet-builds.ts). */
let builds;
const tokens = {};

/** One of the build's operator commands (api/dist/NAME.js) on the fleet's database. */
function cli(name, args, input) {
  return execFileSync(process.execPath, [path.join(root, 'api', 'dist', `${name}.js`), ...args], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** Publishes the build of `owner` (shell or a remote) through the balancer, as an operator does. */
function publish(owner, version) {
  tokens[owner] ??= cli('deploy-token', ['create', owner, '--label', 'fleet test'])
    .trim()
    .split('\n')
    .at(-1);
  cli('publish-remote', [
    owner,
    '--dist',
    path.join(builds, owner),
    '--version',
    version,
    '--api-url',
    fleet.url,
    '--token',
    tokens[owner],
  ]);
}

/** A client address of its own per scenario (the servers trust the balancer's X-Forwarded-For). */
function client() {
  writer += 1;
  return `198.51.100.${writer}`;
}

async function json(url, init = {}) {
  const response = await globalThis.fetch(url, init);
  const body = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : await response.text();
  return { status: response.status, body, headers: response.headers };
}

function postReview(base, address, n, place = placeId) {
  return json(`${base}/api/restaurants/catalog/${place}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      rating: 5,
      reviewText: `Fleet check ${n} from ${address}: a thin crust that stayed crisp to the last slice.`,
      reviewerName: `Fleet ${address} ${n}`,
    }),
  });
}

/**
 * Asks every server at once, again and again, until each answers with the write; answers,
 * per server, how long after the write the last request that still got the old answer was
 * sent (0: none did). What is measured is how long a server serves the old answer, not how
 * long an answer takes: on a busy machine a request may take a second to be answered and
 * still be answered with the write. Asks for up to 20 s, so a miss reports how late it was.
 */
async function timeUntilVisible(check) {
  const start = performance.now();
  return Promise.all(
    fleet.serverUrls.map(async (url) => {
      let lastStale = 0;
      while (performance.now() - start < 20_000) {
        const sent = performance.now() - start;
        if (await check(url)) return Math.round(lastStale);
        lastStale = sent;
        await sleep(20);
      }
      return Infinity;
    }),
  );
}

async function assertReviewVisibleEverywhere(reviewId, reviewerName) {
  const times = {
    list: await timeUntilVisible(async (url) => {
      const { body } = await json(`${url}/api/restaurants/catalog/${placeId}/reviews?limit=50`);
      return body.reviews.some((review) => review.id === reviewId);
    }),
  };
  const { body: place } = await json(`${fleet.url}/api/restaurants/catalog/${placeId}`);
  const count = place.review_count;
  times.details = await timeUntilVisible(async (url) => {
    const { body } = await json(`${url}/api/restaurants/catalog/${placeId}`);
    return body.review_count === count;
  });
  times.search = await timeUntilVisible(async (url) => {
    const term = encodeURIComponent(place.name);
    const city = encodeURIComponent(`${place.location.city}, ${place.location.state}`);
    const { body } = await json(
      `${url}/api/restaurants/search?location=${city}&term=${term}&limit=50`,
    );
    return body.restaurants?.some((r) => r.id === placeId && r.review_count === count);
  });
  // The place's server-rendered page, from each server's page cache.
  times.page = await timeUntilVisible(async (url) => {
    const response = await globalThis.fetch(`${url}/restaurant/${placeId}`);
    return (await response.text()).includes(`: ${count} reviews`);
  });
  for (const [what, ms] of Object.entries(times)) {
    assert.ok(
      ms.every((t) => t <= VISIBLE_WITHIN_MS),
      `${reviewerName}: ${what} was still old on requests sent ${ms.join(', ')} ms after the write`,
    );
  }
  return times;
}

describe('a fleet of three servers behind nginx', { timeout: 240_000 }, () => {
  before(async () => {
    // The servers run the build, as `npm run serve` does: compiled from this tree first.
    compileApi();
    psql(admin.href, `DROP DATABASE IF EXISTS ${databaseName}`);
    psql(admin.href, `CREATE DATABASE ${databaseName}`);
    // Three servers started at once on this empty database.
    fleet = await startFleet({ databaseUrl, quiet: true });
    const { body } = await json(`${fleet.url}/api/restaurants/featured`);
    placeId = body.restaurants[0].id;
    // The shell and every remote published once, through the balancer, from small builds.
    builds = mkdtempSync(path.join(os.tmpdir(), 'pa-fleet-builds-'));
    execFileSync(
      path.join(root, 'api', 'node_modules', '.bin', 'tsx'),
      [path.join('test', 'fixtures', 'write-fleet-builds.ts'), builds],
      { cwd: path.join(root, 'api'), stdio: 'inherit' },
    );
    for (const owner of ['shell', 'discovery', 'guides', 'labs', 'partners']) {
      publish(owner, 'fleet-1');
    }
  });

  after(async () => {
    if (builds) rmSync(builds, { recursive: true, force: true });
    if (fleet) await stopFleet(fleet);
    psql(admin.href, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('applied each migration once when three servers started together', () => {
    const files = readdirSync(path.join(root, 'api', 'src', 'db', 'migrations')).filter((f) =>
      f.endsWith('.sql'),
    );
    assert.equal(Number(psql(databaseUrl, 'SELECT count(*) FROM schema_migrations')), files.length);
    // Each started first time: none stopped while another migrated or seeded.
    assert.deepEqual(fleet.startFailures, []);
  });

  it('shows a review taken by one server on every server within 1 s', async () => {
    const created = await postReview(fleet.serverUrls[0], client(), 1);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await assertReviewVisibleEverywhere(created.body.review.id, 'review');
  });

  it('renders every page from the one shell release, on every server', async () => {
    for (const url of fleet.serverUrls) {
      const page = await globalThis.fetch(`${url}/about`);
      assert.equal(page.status, 200, url);
      assert.match(await page.text(), /A page of the fleet shell/, url);
    }
  });

  it('shows the same featured places on every server', async () => {
    const chosen = await Promise.all(
      fleet.serverUrls.map(async (url) => {
        const { body } = await json(`${url}/api/restaurants/featured`);
        return body.restaurants.map((r) => r.id);
      }),
    );
    assert.ok(chosen[0].length > 0);
    assert.deepEqual(chosen[1], chosen[0]);
    assert.deepEqual(chosen[2], chosen[0]);
  });

  it('shows a publish and a rollback on every server within 1 s', async () => {
    const guidesVersion = (url) =>
      json(`${url}/api/platform/manifest`).then(
        ({ body }) => body.remotes.find((r) => r.name === 'guides')?.version,
      );
    publish('guides', 'fleet-2');
    const published = await timeUntilVisible(
      async (url) => (await guidesVersion(url)) === 'fleet-2',
    );
    assert.ok(
      published.every((t) => t <= VISIBLE_WITHIN_MS),
      `the publish was still old on requests sent ${published.join(', ')} ms after it`,
    );
    cli('rollback-remote', ['guides', '--api-url', fleet.url, '--token', tokens.guides]);
    const rolledBack = await timeUntilVisible(
      async (url) => (await guidesVersion(url)) === 'fleet-1',
    );
    assert.ok(
      rolledBack.every((t) => t <= VISIBLE_WITHIN_MS),
      `the rollback was still old on requests sent ${rolledBack.join(', ')} ms after it`,
    );
  });

  it('shows a staff toggle on every server within 1 s', async () => {
    const email = `fleet-staff-${process.pid}@example.com`;
    const password = 'a staff password long enough for the fleet';
    cli('staff', ['create', email, '--name', 'Fleet Staff', '--password-stdin'], password);
    const address = client();
    const login = await json(`${fleet.serverUrls[0]}/api/account/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ email, password }),
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const staff = {
      cookie: login.headers.get('set-cookie').split(';')[0],
      'x-csrf-token': login.body.csrfToken,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': address,
      'content-type': 'application/json',
    };
    const labsListed = (url) =>
      json(`${url}/api/platform/manifest`).then(({ body }) =>
        body.remotes.some((r) => r.name === 'labs'),
      );
    for (const enabled of [false, true]) {
      const toggled = await json(`${fleet.serverUrls[1]}/api/staff/remotes/labs/enabled`, {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify({ enabled }),
      });
      assert.equal(toggled.status, 200, JSON.stringify(toggled.body));
      const times = await timeUntilVisible(async (url) => (await labsListed(url)) === enabled);
      assert.ok(
        times.every((t) => t <= VISIBLE_WITHIN_MS),
        `labs ${enabled ? 'on' : 'off'} was still old on requests sent ${times.join(', ')} ms after`,
      );
    }
  });

  it('keeps a session from one server valid on the others', async () => {
    const address = client();
    const signup = await json(`${fleet.serverUrls[1]}/api/account/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        businessName: 'Fleet Pies',
        contactName: 'Fleet Tester',
        email: `fleet-${process.pid}@example.com`,
        password: 'a fleet password long enough',
        package: 'featured-listing',
      }),
    });
    // Sign-up answers "check your email" (decision 0043); the account can sign in at once.
    assert.equal(signup.status, 202, JSON.stringify(signup.body));
    const login = await json(`${fleet.serverUrls[1]}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        email: `fleet-${process.pid}@example.com`,
        password: 'a fleet password long enough',
      }),
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const cookie = login.headers.get('set-cookie').split(';')[0];
    for (const url of fleet.serverUrls) {
      const { status, body } = await json(`${url}/api/account/session`, { headers: { cookie } });
      assert.equal(status, 200);
      assert.equal(body.account?.email ?? body.email, `fleet-${process.pid}@example.com`, url);
    }
  });

  it('limits writes per client across the servers, not per server', async () => {
    const address = client();
    // Ten places near the first: a second review of one place from a client would be held
    // for staff (decision 0087), and what is checked here is the limit and the burst rule.
    const { body: first } = await json(`${fleet.url}/api/restaurants/catalog/${placeId}`);
    const near = `${first.coordinates.latitude},${first.coordinates.longitude}`;
    const { body: found } = await json(
      `${fleet.url}/api/restaurants/search?location=${encodeURIComponent(near)}&limit=20`,
    );
    const places = found.restaurants.map((place) => place.id);
    assert.ok(places.length >= 10, `only ${places.length} places near the first`);
    const statuses = [];
    for (let n = 0; n < 12; n += 1) {
      const { status } = await postReview(
        fleet.serverUrls[n % 3],
        address,
        100 + n,
        places[n % 10],
      );
      statuses.push(status);
    }
    // 10 a minute per client: the 11th and 12th are refused whichever server takes them. The
    // burst rule counts across servers too (decision 0044): from the 6th review in 10 minutes
    // a client's reviews are held for staff (202), not published (201).
    assert.deepEqual(statuses.slice(0, 10), [...Array(5).fill(201), ...Array(5).fill(202)]);
    assert.deepEqual(statuses.slice(10), [429, 429]);
  });

  it('loses no acknowledged write when one server is killed under steady load', async () => {
    const acknowledged = [];
    let failed = 0;
    let stop = false;
    // Four writers through the balancer, each as its own client (under the write limit).
    const writers = [0, 1, 2, 3].map(async (w) => {
      const address = client();
      for (let n = 0; n < 9 && !stop; n += 1) {
        try {
          const { status, body } = await postReview(fleet.url, address, 200 + n);
          // Published (201) or, from a client's 6th review in 10 minutes, held (202): stored both.
          if (status === 201 || status === 202) acknowledged.push(body.review.id);
          else failed += 1;
        } catch {
          failed += 1;
        }
        await sleep(50 + w * 10);
      }
    });
    while (acknowledged.length < 6) await sleep(10);
    const killed = fleet.serverUrls[2];
    fleet.servers[2].kill('SIGKILL');
    await Promise.all(writers);
    stop = true;
    assert.ok(
      acknowledged.length >= 20,
      `only ${acknowledged.length} writes acknowledged (${failed} failed)`,
    );
    const ids = acknowledged.map((id) => `'${id}'`).join(',');
    const stored = Number(
      psql(databaseUrl, `SELECT count(*) FROM catalog_reviews WHERE id IN (${ids})`),
    );
    assert.equal(stored, acknowledged.length);
    for (const url of fleet.serverUrls.slice(0, 2)) {
      assert.equal((await globalThis.fetch(`${url}/api/ready`)).status, 200, url);
    }
    assert.equal((await globalThis.fetch(`${fleet.url}/api/restaurants/featured`)).status, 200);
    await assert.rejects(
      globalThis.fetch(`${killed}/api/health`),
      'the killed server still answers',
    );
    // Back in for the scenarios that follow.
    await startServer(fleet, 2);
  });

  it('shows a write everywhere within 1 s after Redis lost its data', async () => {
    // Every server holds the place's answers first, so a lost generation would keep them.
    const { body: place } = await json(`${fleet.url}/api/restaurants/catalog/${placeId}`);
    const city = encodeURIComponent(`${place.location.city}, ${place.location.state}`);
    for (const url of fleet.serverUrls) {
      await json(`${url}/api/restaurants/catalog/${placeId}`);
      await json(`${url}/api/restaurants/catalog/${placeId}/reviews?limit=50`);
      await json(
        `${url}/api/restaurants/search?location=${city}&term=${encodeURIComponent(place.name)}&limit=50`,
      );
    }
    execFileSync('redis-cli', ['-u', fleet.redisUrl, 'FLUSHDB']);
    const created = await postReview(fleet.serverUrls[1], client(), 300);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await assertReviewVisibleEverywhere(created.body.review.id, 'review after FLUSHDB');
  });

  it('takes a server that cannot reach Redis out of rotation (/api/ready 503)', async () => {
    const closed = await freePort();
    const port = await freePort();
    const index = fleet.ports.length;
    fleet.ports.push(port);
    fleet.serverUrls.push(`http://127.0.0.1:${port}`);
    const child = await startServer(fleet, index, { REDIS_URL: `redis://127.0.0.1:${closed}/0` });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/api/health`, child);
      const ready = await globalThis.fetch(`http://127.0.0.1:${port}/api/ready`);
      assert.equal(ready.status, 503);
    } finally {
      fleet.ports.pop();
      fleet.serverUrls.pop();
      child.kill('SIGTERM');
    }
  });
});
