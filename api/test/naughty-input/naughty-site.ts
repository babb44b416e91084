import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSession, createCsrfToken, findSession } from '../../src/accounts/session-store';
import { seedSampleCatalog } from '../../src/catalog/seed-sample-catalog';
import { createDeployToken } from '../../src/platform/create-deploy-token';
import { createDatabaseCheck } from '../../src/db/check-database';
import { createDatabaseBreaker } from '../../src/db/database-breaker';
import { buildServer } from '../../src/server';
import { createTestAccount, SAME_ORIGIN, signIn, TEST_PASSWORD } from '../accounts-kit';
import { storeShellRelease, storeTestRelease, writeShellBuild } from '../fixtures/release-archive';
import { testClock } from '../test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from '../test-database';

/** The metrics scrape's token on the naughty site: its one valid value. */
export const NAUGHTY_METRICS_TOKEN = 'naughty-site-metrics-token-0123456789';

/**
 * A render bundle standing in for the shell's: like the real loaders, it hands the page's
 * path segments and query to the API (in-process), and puts what it read into the page.
 */
const RENDER_BUNDLE = `
exports.createServerRenderer = function (options) {
  return {
    render: async function ({ url, origin }) {
      const { pathname, search } = new URL(url, origin);
      const parts = pathname.split('/').filter(Boolean);
      let api = null;
      if (parts[0] === 'directory') api = '/api/restaurants/search' + search;
      else if (parts[0] === 'states' && parts.length === 2) api = '/api/guides/states/' + parts[1];
      else if (parts[0] === 'states' && parts.length === 3)
        api = '/api/guides/states/' + parts[1] + '/cities/' + parts[2];
      else if (parts[0] === 'p' && parts.length === 2) api = '/api/guides/listings/' + parts[1];
      else if (parts[0] === 'restaurant' && parts.length === 2)
        api = '/api/restaurants/catalog/' + parts[1];
      let status = 200;
      let text = 'home';
      if (api) {
        const answer = await options.apiFetch(api);
        status = answer.status >= 400 && answer.status < 500 ? 404 : answer.status;
        text = String((await answer.text()).length);
      }
      return {
        kind: 'page',
        status,
        html: '<h1>' + text + '</h1>',
        styles: '',
        head: { title: 'Naughty page', description: 'A page under test' },
        queries: { mutations: [], queries: [] },
        areas: [],
      };
    },
  };
};
`;

export interface SignedIn {
  accountId: string;
  cookie: string;
  csrfToken: string;
}

/** What one lane of requests owns, so parallel lanes never decide each other's records. */
export interface Lane {
  index: number;
  /** A pending submission, put back to pending before each staff decision. */
  submissionId: string;
  /** A pending listing claim on a place of its own. */
  claimId: string;
  /** An advertiser whose password the password route changes, and its current session. */
  passwordAccount: SignedIn & { password: string };
  /** Distinct client addresses, so no rate limit ever answers for another lane. */
  nextAddress: () => string;
}

export interface NaughtySite {
  app: FastifyInstance;
  db: TestDatabase;
  staff: SignedIn;
  advertiser: SignedIn;
  /** An advertiser who owns a place (an approved claim), and a published review of it. */
  owner: SignedIn & { placeId: string; reviewId: string };
  deployToken: string;
  /** A catalog place, an approved submitted place and a fresh submission with its upload token. */
  catalogId: string;
  /** A catalog place the advertiser owns (an approved claim): its listing routes take writes. */
  ownedId: string;
  approvedId: string;
  /** A catalog review (staff hide and restore it) and a contact message (staff handle it). */
  reviewId: string;
  messageId: string;
  upload: { id: string; token: string };
  staffEmail: string;
  lanes: Lane[];
  /** A fresh session of the staff account (for the logout route, which ends it). */
  freshStaffSession: () => Promise<SignedIn>;
  resetSubmission: (id: string) => Promise<void>;
  resetClaim: (id: string) => Promise<void>;
  close: () => Promise<void>;
}

const CLOCK = testClock('2026-11-24T18:00:00Z');
const POLICY = { idleMinutes: 30, maxHours: 12 };
const PLENTY = { max: 1_000_000, timeWindow: 60_000 };

async function sessionOf(site: { db: TestDatabase }, accountId: string): Promise<SignedIn> {
  const { token } = await createSession(site.db.sql, accountId, CLOCK.now(), POLICY);
  const session = await findSession(site.db.sql, token, CLOCK.now(), POLICY);
  return {
    accountId,
    cookie: `pa_session=${token}`,
    csrfToken: createCsrfToken(session!.csrfSecret),
  };
}

/**
 * The whole site as production serves it (API, pages, release files) on a fresh database
 * with a small catalog, every limit raised, and the records the write routes act on.
 */
export async function startNaughtySite(laneCount: number): Promise<NaughtySite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-naughty-'));
  const shellDist = path.join(dir, 'shell');
  writeShellBuild(shellDist);
  mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  writeFileSync(path.join(shellDist, 'server', 'render.js'), RENDER_BUNDLE);
  const db = await createTestDatabase();
  await storeShellRelease(db.sql, shellDist);
  await seedSampleCatalog(db.sql, { placeCount: 40, cityCount: 4 });
  await storeTestRelease(db.sql, 'guides', '1.0.0', { now: CLOCK.now() });
  // As in production, /api/ready checks on a connection of its own, not behind the pool the
  // sweep keeps busy (with a generous bound: the sweep loads both cores).
  const check = createDatabaseCheck(db.url, 5000);
  const database = createDatabaseBreaker({ probe: check.run });
  const app = await buildServer({
    database,
    env: testEnv({
      SHELL_DIST: shellDist,
      RELEASES_DIR: path.join(dir, 'releases'),
      TRUST_PROXY: 'true',
      METRICS_TOKEN: NAUGHTY_METRICS_TOKEN,
    }),
    sql: db.sql,
    serveWeb: true,
    logger: false,
    clock: CLOCK,
    writeLimit: PLENTY,
    releaseLimit: PLENTY,
    accountLimit: PLENTY,
    replyLimit: PLENTY,
    ownerListingLimit: PLENTY,
  });
  await app.ready();
  const base = { db };

  const staffAccount = await createTestAccount(db.sql, { role: 'staff' });
  const staffSignedIn = await signIn(app, staffAccount.email);
  const staff = { accountId: staffAccount.account.id, ...staffSignedIn };
  const advertiserAccount = await createTestAccount(db.sql, { role: 'advertiser' });
  const advertiser = await sessionOf(base, advertiserAccount.account.id);
  const { token: deployToken } = await createDeployToken(db.sql, 'guides', 'naughty');

  const places = await db.sql<{ id: string }[]>`
    select id from catalog_restaurants order by name, id limit ${laneCount + 3}`;
  const catalogId = places[0]!.id;
  // The last two are owned, one by each advertiser: no lane claims them.
  const repliedId = places[laneCount + 1]!.id;
  const ownerAccount = await createTestAccount(db.sql, { role: 'advertiser' });
  await db.sql`
    insert into listing_claims (account_id, restaurant_id, status, created_at, decided_at)
    values (${ownerAccount.account.id}, ${repliedId}, 'approved', ${CLOCK.now()}, ${CLOCK.now()})`;
  const [ownedReview] = await db.sql<{ id: string }[]>`
    insert into catalog_reviews (restaurant_id, author_name, rating, text, created_at, by_visitor)
    values (${repliedId}, 'Nat', 4, 'Crisp crust, fair price.', ${CLOCK.now()}, true)
    returning id`;
  const owner = {
    ...(await sessionOf(base, ownerAccount.account.id)),
    placeId: repliedId,
    reviewId: ownedReview!.id,
  };
  // The advertiser's own place, whose listing it edits.
  const ownedId = places[laneCount + 2]!.id;
  await db.sql`
    insert into listing_claims (account_id, restaurant_id, status, message, created_at, decided_at)
    values (${advertiser.accountId}, ${ownedId}, 'approved', 'I own it', ${CLOCK.now()},
            ${CLOCK.now()})`;

  const submit = async (name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      remoteAddress: '203.0.113.1',
      payload: { name, address: '100 Congress Ave, Austin, TX 78701' },
    });
    if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
    const body = response.json<{ restaurant: { id: string }; photoUpload: { token: string } }>();
    return { id: body.restaurant.id, token: body.photoUpload.token };
  };
  const approved = await submit('Approved Naughty Pizza');
  // Approved as staff approve: it became a catalog place, which takes its reviews.
  await db.sql`
    update restaurants set approved = true, catalog_id = ${catalogId} where id = ${approved.id}`;
  const upload = await submit('Photo Naughty Pizza');
  const [review] = await db.sql<
    { id: string }[]
  >`select id from catalog_reviews order by id limit 1`;
  const [message] = await db.sql<{ id: string }[]>`
    insert into contact_messages (name, email, message, type, client_hash, created_at)
    values ('Nat', 'nat@example.com', 'A message of some length', 'general', ${'0'.repeat(64)},
            ${CLOCK.now()})
    returning id`;

  const lanes: Lane[] = [];
  for (let index = 0; index < laneCount; index += 1) {
    const submission = await submit(`Lane ${index} Pizza`);
    const [claim] = await db.sql<{ id: string }[]>`
      insert into listing_claims (account_id, restaurant_id, message, created_at)
      values (${advertiser.accountId}, ${places[index + 1]!.id}, 'I own it', ${CLOCK.now()})
      returning id`;
    const owner = await createTestAccount(db.sql, { role: 'advertiser' });
    let counter = 0;
    lanes.push({
      index,
      submissionId: submission.id,
      claimId: claim!.id,
      passwordAccount: { ...(await sessionOf(base, owner.account.id)), password: TEST_PASSWORD },
      nextAddress: () => {
        counter += 1;
        return `10.${index}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
      },
    });
  }

  return {
    app,
    db,
    staff,
    advertiser,
    owner,
    deployToken,
    catalogId,
    ownedId,
    approvedId: approved.id,
    reviewId: review!.id,
    messageId: message!.id,
    upload,
    staffEmail: staffAccount.email,
    lanes,
    freshStaffSession: () => sessionOf(base, staff.accountId),
    resetSubmission: async (id) => {
      await db.sql`
        update restaurants set approved = false, rejected = false, decided_at = null,
          catalog_id = null
        where id = ${id}`;
      await db.sql`delete from catalog_restaurants where source = 'submission' and source_id = ${id}`;
    },
    resetClaim: async (id) => {
      await db.sql`
        update listing_claims set status = 'pending', decided_at = null, decided_by = null,
          decision_note = ''
        where id = ${id}`;
    },
    close: async () => {
      await app.close();
      database.close();
      await check.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headers of a signed-in write: cookie, CSRF token, same origin. */
export function writeHeadersOf(who: SignedIn): Record<string, string> {
  return { cookie: who.cookie, 'x-csrf-token': who.csrfToken, ...SAME_ORIGIN };
}
