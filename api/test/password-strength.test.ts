import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { createTestAccount, SAME_ORIGIN, signIn } from './accounts-kit';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

// Issue 25, item 4: the server refuses a password people can guess, naming why, at sign-up
// and at a password change alike (one rule: src/accounts/password-strength.ts).

let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock('2026-11-25T09:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({
    env: testEnv({ TRUST_PROXY: 'true' }),
    sql: db.sql,
    logger: false,
    clock,
    accountLimit: { max: 1000, timeWindow: 60_000 },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

const signup = {
  businessName: 'Slice of Heaven',
  contactName: 'Rosa Marino',
  email: 'Rosa.Marino@Example.com',
  package: 'promoted-spotlight',
};

async function signUp(password: string, email = signup.email) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    headers: SAME_ORIGIN,
    remoteAddress: nextClientAddress(),
    payload: { ...signup, email, password },
  });
  return { status: response.statusCode, error: response.json().error };
}

const TOO_COMMON = /^This password is too common: \S/;

describe('a new password at sign-up', () => {
  it.each([
    ['eight spaces', '        ', 'PASSWORD_REPEATED', ACCOUNT_MESSAGES.passwordRepeated],
    ['one letter repeated', 'aaaaaaaaaaaa', 'PASSWORD_REPEATED', ACCOUNT_MESSAGES.passwordRepeated],
    [
      'one emoji repeated',
      '🍕🍕🍕🍕🍕🍕🍕🍕',
      'PASSWORD_REPEATED',
      ACCOUNT_MESSAGES.passwordRepeated,
    ],
    ['the email', 'rosa.marino@example.com', 'PASSWORD_IS_EMAIL', ACCOUNT_MESSAGES.passwordIsEmail],
    [
      'the email in capitals',
      'ROSA.MARINO@EXAMPLE.COM',
      'PASSWORD_IS_EMAIL',
      ACCOUNT_MESSAGES.passwordIsEmail,
    ],
    [
      "the email's local part",
      'Rosa.Marino',
      'PASSWORD_IS_EMAIL',
      ACCOUNT_MESSAGES.passwordIsEmail,
    ],
    [
      'the local part and a digit',
      'rosamarino1',
      'PASSWORD_IS_EMAIL',
      ACCOUNT_MESSAGES.passwordIsEmail,
    ],
    [
      'the business name',
      'Slice of Heaven',
      'PASSWORD_IS_BUSINESS_NAME',
      ACCOUNT_MESSAGES.passwordIsBusinessName,
    ],
    [
      'the business name run together',
      'sliceofheaven!',
      'PASSWORD_IS_BUSINESS_NAME',
      ACCOUNT_MESSAGES.passwordIsBusinessName,
    ],
  ])('refuses %s, naming why', async (_, password, code, message) => {
    const { status, error } = await signUp(password);
    expect(status).toBe(400);
    expect(error).toEqual({ code, message, fields: { password: [message] } });
  });

  it.each([
    'password1',
    'iloveyou',
    'Qwertyuiop',
    '12345678',
    'pizzaatlas',
    'P@ssw0rd2024',
    'abcdefgh',
  ])('refuses the common or guessable %j with what the estimator found', async (password) => {
    const { status, error } = await signUp(password);
    expect(status).toBe(400);
    expect(error.code).toBe('PASSWORD_COMMON');
    expect(error.message).toMatch(TOO_COMMON);
    expect(error.fields).toEqual({ password: [error.message] });
  });

  it('accepts a strong password and stores the account', async () => {
    const { status } = await signUp('ovens of oak and a little patience', 'strong@example.com');
    expect(status).toBe(202);
    const [row] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from accounts where email = 'strong@example.com'`;
    expect(row!.count).toBe(1);
  });

  it('refuses before storing anything', async () => {
    await signUp('password1', 'weak-only@example.com');
    const [row] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from accounts where email = 'weak-only@example.com'`;
    expect(row!.count).toBe(0);
  });
});

describe('a new password at a password change', () => {
  let headers: Record<string, string>;
  const current = 'the crust was crisp and the sauce bright';

  beforeAll(async () => {
    await createTestAccount(db.sql, {
      role: 'advertiser',
      email: 'ada.owner@example.com',
      password: current,
    });
    headers = (await signIn(app, 'ada.owner@example.com', current, nextClientAddress()))
      .writeHeaders;
  });

  async function change(newPassword: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers,
      remoteAddress: nextClientAddress(),
      payload: { currentPassword: current, newPassword },
    });
    return { status: response.statusCode, error: response.json().error };
  }

  it.each([
    ['zzzzzzzzzz', 'PASSWORD_REPEATED', ACCOUNT_MESSAGES.passwordRepeated],
    ['ada.owner@example.com', 'PASSWORD_IS_EMAIL', ACCOUNT_MESSAGES.passwordIsEmail],
    ['ada.owner', 'PASSWORD_IS_EMAIL', ACCOUNT_MESSAGES.passwordIsEmail],
    // createTestAccount names the business "Ada’s Pizzeria".
    ["Ada's Pizzeria", 'PASSWORD_IS_BUSINESS_NAME', ACCOUNT_MESSAGES.passwordIsBusinessName],
  ])('refuses %j on the new password field, naming why', async (password, code, message) => {
    const { status, error } = await change(password);
    expect(status).toBe(400);
    expect(error).toEqual({ code, message, fields: { newPassword: [message] } });
  });

  it('refuses a common one, spending none of the throttle', async () => {
    const { status, error } = await change('password123');
    expect(status).toBe(400);
    expect(error.code).toBe('PASSWORD_COMMON');
    expect(error.fields).toEqual({ newPassword: [error.message] });
    const [row] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from login_failures`;
    expect(row!.count).toBe(0);
  });
});
