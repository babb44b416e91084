import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { createTestAccount, SAME_ORIGIN, signIn, TEST_PASSWORD } from './accounts-kit';
import { eventually } from './eventually';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

// Issue 25, item 1: however many guesses arrive at once, from however many addresses, at
// most 5 passwords of one account are checked in 15 minutes. The guesses go over real HTTP
// to a listening server; X-Forwarded-For (TRUST_PROXY) gives each its own address, so the
// per-client route limit (kept at its default here) never is what stops them.

let db: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const clock = testClock('2026-11-25T09:00:00Z');
const NEW_PASSWORD = 'a fresh and rather long passphrase';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({
    env: testEnv({ TRUST_PROXY: 'true' }),
    sql: db.sql,
    logger: false,
    clock,
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

beforeEach(() => clock.set('2026-11-25T09:00:00Z'));

type Outcome = 'match' | 'mismatch' | 'throttled';
/** How many passwords the server checked (or refused unchecked) for a purpose so far. */
async function checks(purpose: 'sign_in' | 'password_change'): Promise<Record<Outcome, number>> {
  const metric = app.metrics.registry.getSingleMetric('pa_password_checks_total');
  const { values } = await metric!.get();
  const count = (outcome: Outcome) =>
    values.find((v) => v.labels.purpose === purpose && v.labels.outcome === outcome)?.value ?? 0;
  return { match: count('match'), mismatch: count('mismatch'), throttled: count('throttled') };
}

/** A POST over HTTP from its own client address; the answer's status and error code. */
async function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextClientAddress(),
      ...SAME_ORIGIN,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, code: json.error?.code, json };
}

function tally(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Rows the throttle holds for the window: failures and attempts being checked. */
async function attemptRows(): Promise<number> {
  const [row] = await db.sql<
    { count: number }[]
  >`select count(*)::int as count from login_failures`;
  return row!.count;
}

describe('sign-in throttle under concurrent guesses', () => {
  beforeEach(() => db.sql`delete from login_failures`);

  it('checks 5 of 19 wrong guesses and the right password sent at once from 20 addresses', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const before = await checks('sign_in');
    const wrong = Array.from({ length: 19 }, (_, i) =>
      send('/api/account/login', { email, password: `guess number ${i}` }),
    );
    const right = send('/api/account/login', { email, password: TEST_PASSWORD });
    const answers = await Promise.all([...wrong, right]);
    const after = await checks('sign_in');

    // Exactly five wrong passwords checked; the right one too only if it came early (its
    // attempt, once settled, is no failure).
    const wrongChecked = after.mismatch - before.mismatch;
    const rightChecked = after.match - before.match;
    expect(wrongChecked).toBe(5);
    expect(rightChecked).toBeLessThanOrEqual(1);
    expect(after.throttled - before.throttled).toBe(20 - wrongChecked - rightChecked);
    expect(tally(answers)).toEqual({
      401: 5,
      429: 15 - rightChecked,
      ...(rightChecked ? { 200: 1 } : {}),
    });
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await right).status).toBe(rightChecked ? 200 : 429);

    // Throttled now: the right password is refused with no hash checked.
    const again = await send('/api/account/login', { email, password: TEST_PASSWORD });
    expect(again).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    const last = await checks('sign_in');
    expect(last.match + last.mismatch).toBe(after.match + after.mismatch);
  });

  it('checks exactly 5 of 100 concurrent wrong guesses and refuses the right one meanwhile', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const before = await checks('sign_in');
    const wrong = Array.from({ length: 100 }, (_, i) =>
      send('/api/account/login', { email, password: `another guess ${i}` }),
    );
    // Once five attempts are reserved (most still being checked), the right password waits.
    await eventually(async () => (await attemptRows()) === 5, { what: 'five attempts reserved' });
    const right = await send('/api/account/login', { email, password: TEST_PASSWORD });
    const answers = await Promise.all(wrong);
    const after = await checks('sign_in');

    expect(right).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(tally(answers)).toEqual({ 401: 5, 429: 95 });
    expect(after.mismatch - before.mismatch).toBe(5);
    expect(after.match - before.match).toBe(0);
    expect(after.throttled - before.throttled).toBe(96);
    expect(await attemptRows()).toBe(5);
  });

  it('counts unknown emails the same way, and lets the owner in once the window passes', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const nobody = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('/api/account/login', { email: 'nobody@example.com', password: 'who knows really' }),
      ),
    );
    expect(tally(nobody)).toEqual({ 401: 5, 429: 15 });

    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send('/api/account/login', { email, password: `wrong again ${i}` }),
      ),
    );
    clock.advanceMinutes(14);
    expect((await send('/api/account/login', { email, password: TEST_PASSWORD })).status).toBe(429);
    clock.advanceMinutes(1);
    expect((await send('/api/account/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('does not count a right password as a failure', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    for (let i = 0; i < 4; i += 1) {
      expect((await send('/api/account/login', { email, password: `typo ${i} here` })).status).toBe(
        401,
      );
    }
    expect((await send('/api/account/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await send('/api/account/login', { email, password: 'one more typo' })).status).toBe(
      401,
    );
    expect((await send('/api/account/login', { email, password: TEST_PASSWORD })).status).toBe(429);
  });
});

describe('current-password throttle at a password change', () => {
  beforeEach(() => db.sql`delete from login_failures`);

  it('checks at most 5 of 20 concurrent guesses from one session, then refuses the right one', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const session = await signIn(app, email);
    const before = await checks('password_change');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          '/api/account/password',
          { currentPassword: `maybe this ${i}`, newPassword: NEW_PASSWORD },
          session.writeHeaders,
        ),
      ),
    );
    const after = await checks('password_change');

    expect(tally(guesses)).toEqual({ 400: 5, 429: 15 });
    expect(after.mismatch - before.mismatch).toBe(5);
    expect(after.throttled - before.throttled).toBe(15);
    const refused = guesses.find((g) => g.status === 429)!;
    expect(refused.json.error).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: ACCOUNT_MESSAGES.tooManyPasswordAttempts,
      fields: { currentPassword: [ACCOUNT_MESSAGES.tooManyPasswordAttempts] },
    });

    const right = await send(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      session.writeHeaders,
    );
    expect(right).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    const last = await checks('password_change');
    expect(last.match + last.mismatch).toBe(after.match + after.mismatch);
  });

  it('shares one budget per account across sessions and with sign-in', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const sessions = await Promise.all(
      Array.from({ length: 4 }, () => signIn(app, email, TEST_PASSWORD, nextClientAddress())),
    );
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(
          '/api/account/password',
          { currentPassword: `from many sessions ${i}`, newPassword: NEW_PASSWORD },
          sessions[i % 4]!.writeHeaders,
        ),
      ),
    );
    expect(tally(guesses)).toEqual({ 400: 5, 429: 35 });
    // The account's sign-in is throttled too, right password or not.
    expect((await send('/api/account/login', { email, password: TEST_PASSWORD })).status).toBe(429);
    clock.advanceMinutes(15);
    const changed = await send(
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      sessions[0]!.writeHeaders,
    );
    expect(changed.status).toBe(200);
  });
});
