import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashSessionToken } from '../src/accounts/session-store';
import { buildServer } from '../src/server';
import {
  createTestAccount,
  SAME_ORIGIN,
  sessionCookieOf,
  signIn,
  TEST_PASSWORD,
} from './accounts-kit';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock('2026-11-24T15:00:00Z');
let placeId: string;

const signup = {
  businessName: 'Slice of Heaven',
  contactName: 'Rosa Marino',
  email: 'Rosa@Example.com',
  password: 'a long pizza passphrase',
  package: 'promoted-spotlight',
};

async function buildApp(
  env: Record<string, string> = {},
  accountLimit = { max: 1000, timeWindow: 60_000 },
) {
  const built = await buildServer({
    env: testEnv({ TRUST_PROXY: 'true', ...env }),
    sql: db.sql,
    logger: false,
    clock,
    accountLimit,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp();
  const [place] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     address1, attribution)
    values ('csv', 'claim-1', 'Claimable 100% Pizza_House', 'Austin', 'TX', 30.27, -97.74,
            '1 Main St', 'Account test')
    returning id`;
  placeId = place!.id;
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

beforeEach(() => clock.set('2026-11-24T15:00:00Z'));

function post(url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextClientAddress(),
    ...extra,
    // A header set to undefined is one the request leaves out.
    headers: Object.fromEntries(
      Object.entries({ ...SAME_ORIGIN, ...extra.headers }).filter(
        ([, value]) => value !== undefined,
      ),
    ) as InjectOptions['headers'],
  });
}

async function sessionOf(cookie: string) {
  const response = await app.inject({ url: '/api/account/session', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{
    account: { email: string; role: string } | null;
    csrfToken: string | null;
  }>();
}

describe('sign-up', () => {
  it('creates an unconfirmed advertiser, stores only an argon2id hash and does not sign in', async () => {
    const response = await post('/api/account/signup', signup);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.checkEmail });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [row] = await db.sql<
      {
        password_hash: string;
        role: string;
        business_name: string;
        contact_name: string;
        package: string;
        email_confirmed_at: Date | null;
      }[]
    >`select * from accounts where email = 'rosa@example.com'`;
    expect(row).toMatchObject({
      role: 'advertiser',
      business_name: 'Slice of Heaven',
      contact_name: 'Rosa Marino',
      package: 'promoted-spotlight',
      email_confirmed_at: null,
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password_hash).not.toContain(signup.password);
  });

  it('signs in with a safe cookie whose token the database does not keep', async () => {
    const response = await post('/api/account/login', {
      email: 'rosa@example.com',
      password: signup.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ email: 'rosa@example.com' });
    expect(typeof response.json().csrfToken).toBe('string');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^pa_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);

    const token = sessionCookieOf(response.headers['set-cookie']).split('=')[1]!;
    const stored =
      await db.sql`select 1 from sessions where token_hash = ${hashSessionToken(token)}`;
    expect(stored).toHaveLength(1);
    const plain =
      await db.sql`select 1 from sessions where encode(token_hash, 'escape') = ${token}`;
    expect(plain).toHaveLength(0);
    expect((await sessionOf(sessionCookieOf(response.headers['set-cookie']))).account?.email).toBe(
      'rosa@example.com',
    );
  });

  it('answers a second sign-up for the same email, whatever its case, as the first and changes nothing', async () => {
    const response = await post('/api/account/signup', {
      ...signup,
      email: 'ROSA@example.COM',
      businessName: 'Someone Else',
      password: 'another long passphrase',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.checkEmail });
    const rows = await db.sql`select business_name from accounts where email = 'rosa@example.com'`;
    expect(rows).toEqual([{ business_name: 'Slice of Heaven' }]);
    const mails = await db.sql`
      select kind from mail_outbox where recipient = 'rosa@example.com' order by kind`;
    expect(mails).toEqual([{ kind: 'already-registered' }, { kind: 'confirm-address' }]);
  });

  it.each([
    ['password', { password: 'short' }, ACCOUNT_MESSAGES.passwordShort],
    ['password', { password: 'x'.repeat(257) }, ACCOUNT_MESSAGES.passwordLong],
    ['email', { email: 'not-an-email' }, ACCOUNT_MESSAGES.email],
    ['businessName', { businessName: '   ' }, ACCOUNT_MESSAGES.businessName],
    ['contactName', { contactName: '' }, ACCOUNT_MESSAGES.contactName],
    ['package', { package: 'gold' }, 'Please choose a package'],
  ])('refuses a bad %s with its field message', async (field, change, message) => {
    const response = await post('/api/account/signup', {
      ...signup,
      email: `other-${field}@example.com`,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toContain(message);
  });

  it('refuses the most common passwords, and accepts a long passphrase', async () => {
    for (const password of ['password1', 'iloveyou', 'Qwertyuiop', '12345678']) {
      const response = await post('/api/account/signup', {
        ...signup,
        email: 'common@example.com',
        password,
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('PASSWORD_COMMON');
      expect(error.fields.password).toEqual([error.message]);
      expect(error.message).toMatch(/^This password is too common: /);
    }
    const passphrase = 'my grandmother makes the best sicilian pie in all of brooklyn, honest';
    const response = await post('/api/account/signup', {
      ...signup,
      email: 'passphrase@example.com',
      password: passphrase,
    });
    expect(response.statusCode).toBe(202);
  });

  it('never makes a staff account, whatever the body says', async () => {
    const response = await post('/api/account/signup', {
      ...signup,
      email: 'sneaky@example.com',
      role: 'staff',
    });
    expect(response.statusCode).toBe(202);
    const rows = await db.sql`select role from accounts where email = 'sneaky@example.com'`;
    expect(rows).toEqual([{ role: 'advertiser' }]);
  });

  it('refuses a sign-up a browser says comes from another site', async () => {
    const response = await post(
      '/api/account/signup',
      { ...signup, email: 'cross@example.com' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_FAILED');
    const origin = await post(
      '/api/account/signup',
      { ...signup, email: 'cross@example.com' },
      { headers: { 'sec-fetch-site': undefined, origin: 'https://evil.example' } },
    );
    expect(origin.statusCode).toBe(403);
  });
});

describe('sign-in', () => {
  it('says only that the email or password is wrong, for a wrong password and an unknown email', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const wrongPassword = await post('/api/account/login', { email, password: 'not the password' });
    const unknown = await post('/api/account/login', {
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'BAD_LOGIN', message: ACCOUNT_MESSAGES.badLogin },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rotates the session: the token held before sign-in stops working', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const first = await signIn(app, email);
    const again = await post(
      '/api/account/login',
      { email, password: TEST_PASSWORD },
      {
        headers: { cookie: first.cookie },
      },
    );
    expect(again.statusCode).toBe(200);
    const second = sessionCookieOf(again.headers['set-cookie']);
    expect(second).not.toBe(first.cookie);
    expect((await sessionOf(first.cookie)).account).toBeNull();
    expect((await sessionOf(second)).account?.email).toBe(email);
  });

  it('throttles an account after five failures, from any client, until the window passes', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/account/login', { email, password: `wrong ${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, from a fresh client, waits.
    const blocked = await post('/api/account/login', { email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    });
    expect(blocked.headers['retry-after']).toBe('900');

    clock.advanceMinutes(16);
    const later = await post('/api/account/login', { email, password: TEST_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('limits sign-in attempts per client', async () => {
    const limited = await buildApp({}, { max: 3, timeWindow: 60_000 });
    try {
      const remoteAddress = nextClientAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/account/login',
          headers: SAME_ORIGIN,
          payload: { email: `spray-${attempt}@example.com`, password: 'guess guess' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes, and stay alive while used', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const client = await signIn(app, email);
    for (let step = 0; step < 6; step += 1) {
      clock.advanceMinutes(20);
      expect((await sessionOf(client.cookie)).account?.email).toBe(email);
    }
    clock.advanceMinutes(31);
    const ended = await app.inject({
      url: '/api/account/session',
      headers: { cookie: client.cookie },
    });
    expect(ended.json().account).toBeNull();
    // The browser is told to drop the dead cookie.
    expect(String(ended.headers['set-cookie'])).toMatch(/pa_session=;/);
  });

  it('end after 12 hours however active', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const client = await signIn(app, email);
    for (let step = 0; step < 36; step += 1) {
      clock.advanceMinutes(20);
      await sessionOf(client.cookie);
    }
    expect((await sessionOf(client.cookie)).account).toBeNull();
  });

  it('use a Secure __Host- cookie when the site is served over https', async () => {
    const secure = await buildApp({ PUBLIC_URL: 'https://pizza-atlas.example' });
    try {
      const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
      const response = await secure.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: SAME_ORIGIN,
        payload: { email, password: TEST_PASSWORD },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-pa_session=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Domain=/);
    } finally {
      await secure.close();
    }
  });
});

describe('writes with the session cookie', () => {
  it('need the CSRF token and our own origin', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const client = await signIn(app, email);
    const attempts: Array<Record<string, string | undefined>> = [
      { cookie: client.cookie }, // no token
      { cookie: client.cookie, 'x-csrf-token': 'forged' },
      { cookie: client.cookie, 'x-csrf-token': client.csrfToken, 'sec-fetch-site': 'cross-site' },
      {
        cookie: client.cookie,
        'x-csrf-token': client.csrfToken,
        'sec-fetch-site': undefined,
        origin: 'https://evil.example',
      },
    ];
    for (const headers of attempts) {
      const response = await post('/api/account/logout', undefined, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'CSRF_FAILED',
        message: ACCOUNT_MESSAGES.csrf,
      });
    }
    expect((await sessionOf(client.cookie)).account?.email).toBe(email);

    const out = await post('/api/account/logout', undefined, { headers: client.writeHeaders });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.signedOut });
    expect((await sessionOf(client.cookie)).account).toBeNull();
  });

  it('answer 401 without a session', async () => {
    const response = await post('/api/account/logout', undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('NOT_SIGNED_IN');
  });
});

describe('password change', () => {
  it('checks the current password, refuses common ones, and ends every other session', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);

    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' },
      { headers: here.writeHeaders },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toEqual([
      ACCOUNT_MESSAGES.currentPasswordWrong,
    ]);

    const common = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
      { headers: here.writeHeaders },
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('PASSWORD_COMMON');

    const changed = await post(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
      { headers: here.writeHeaders },
    );
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookieOf(changed.headers['set-cookie']);
    expect((await sessionOf(renewed)).account?.email).toBe(email);
    expect((await sessionOf(here.cookie)).account).toBeNull();
    expect((await sessionOf(elsewhere.cookie)).account).toBeNull();

    const old = await post('/api/account/login', { email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(app, email, 'a brand new passphrase');
  });
});

describe('listing claims', () => {
  it('lets an advertiser find a place and claim it once', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const client = await signIn(app, email);

    // LIKE wildcards in the text are literal: "100%" matches only the name with it.
    const found = await app.inject({
      url: '/api/account/claimable-places?q=100%25%20pizza_',
      headers: { cookie: client.cookie },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().places).toEqual([
      {
        id: placeId,
        name: 'Claimable 100% Pizza_House',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
      },
    ]);
    const none = await app.inject({
      url: '/api/account/claimable-places?q=_%25',
      headers: { cookie: client.cookie },
    });
    expect(none.json().places).toEqual([]);

    const claim = await post(
      '/api/account/claims',
      { restaurantId: placeId, message: 'I own it: call the number on the door.' },
      { headers: client.writeHeaders },
    );
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({
      status: 'pending',
      place: { id: placeId, name: 'Claimable 100% Pizza_House' },
      message: 'I own it: call the number on the door.',
      createdAt: '2026-11-24T15:00:00.000Z',
      decidedAt: null,
    });
    const twice = await post(
      '/api/account/claims',
      { restaurantId: placeId },
      { headers: client.writeHeaders },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ACCOUNT_MESSAGES.claimExists);

    const missing = await post(
      '/api/account/claims',
      { restaurantId: '00000000-0000-4000-8000-000000000000' },
      { headers: client.writeHeaders },
    );
    expect(missing.statusCode).toBe(404);
    // Turned away by the claim's foreign key to its place, in the one insert.
    expect(missing.json().error.code).toBe('NOT_FOUND');

    // A place its source no longer lists is neither found nor claimable (decision 0033).
    const [removed] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, address1, city, state, latitude,
                                       longitude, attribution, removed_at)
      values ('csv', 'claim-removed', 'Claimable Gone Pizza', '2 Main St', 'Austin', 'TX', 30.27,
              -97.74, 'Test', ${clock.now()})
      returning id`;
    const gone = await app.inject({
      url: '/api/account/claimable-places?q=claimable%20gone',
      headers: { cookie: client.cookie },
    });
    expect(gone.json().places).toEqual([]);
    const goneClaim = await post(
      '/api/account/claims',
      { restaurantId: removed!.id },
      { headers: client.writeHeaders },
    );
    expect(goneClaim.statusCode).toBe(410);
    expect(goneClaim.json().error.code).toBe('PLACE_REMOVED');

    const list = await app.inject({
      url: '/api/account/claims',
      headers: { cookie: client.cookie },
    });
    expect(list.json().claims.map((c: { place: { id: string } }) => c.place.id)).toEqual([placeId]);
  });

  it("shows each advertiser only its own claims, and staff none of the advertiser's routes", async () => {
    const other = await createTestAccount(db.sql, { role: 'advertiser' });
    const otherClient = await signIn(app, other.email);
    const list = await app.inject({
      url: '/api/account/claims',
      headers: { cookie: otherClient.cookie },
    });
    expect(list.json().claims).toEqual([]);

    const staff = await createTestAccount(db.sql, { role: 'staff' });
    const staffClient = await signIn(app, staff.email);
    const forbidden = await app.inject({
      url: '/api/account/claims',
      headers: { cookie: staffClient.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await app.inject({ url: '/api/account/claims' });
    expect(anonymous.statusCode).toBe(401);
  });
});
