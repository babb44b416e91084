import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { DatabaseUnavailableError } from '../src/db/database-unavailable';
import { guardDatabase } from '../src/db/guard-database';
import { ClientGoneError } from '../src/db/request-scope';
import { registerErrorHandling } from '../src/http/errors';
import { buildServer } from '../src/server';
import { writeShellBuild } from './fixtures/release-archive';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

/** An error as postgres.js raises it when the server closes a connection mid-query. */
function connectionClosed(): Error {
  return Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), {
    code: 'CONNECTION_CLOSED',
  });
}

function serverError(code: string): Error {
  return new postgres.PostgresError({ code, message: `server said ${code}` } as never);
}

describe('how database failures are answered', () => {
  let app: FastifyInstance;
  const failures: Record<string, () => Error> = {
    unavailable: () => new DatabaseUnavailableError(),
    closed: connectionClosed,
    'admin-shutdown': () => serverError('57P01'),
    'starting-up': () => serverError('57P03'),
    'statement-timeout': () => serverError('57014'),
    // ECONNREFUSED from anything but the guarded pool (Redis, a provider) is not the database.
    'other-refused': () =>
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    'unique-violation': () => serverError('23505'),
    'client-gone': () => new ClientGoneError(),
  };

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/api/fail/${name}`, async () => {
        throw failure();
      });
      app.get(`/page/${name}`, async () => {
        throw failure();
      });
    }
    await app.ready();
  });

  afterAll(() => app.close());

  it.each(['unavailable', 'closed', 'admin-shutdown', 'starting-up'])(
    'answers %s with 503 DATABASE_UNAVAILABLE and Retry-After, never a 500',
    async (name) => {
      const response = await app.inject(`/api/fail/${name}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is not answering right now. Please try again in a few seconds.',
        },
      });
    },
  );

  it('answers a statement timeout with 503 and says the database was too slow', async () => {
    const response = await app.inject('/api/fail/statement-timeout');
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database took too long to answer. Please try again in a few seconds.',
    });
  });

  it('leaves other failures alone: a refused socket elsewhere and a constraint stay 500', async () => {
    for (const name of ['other-refused', 'unique-violation']) {
      const response = await app.inject(`/api/fail/${name}`);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
    }
  });

  it('gives a browser the "we\'ll be right back" page, and the API JSON even to a browser', async () => {
    const page = await app.inject({ url: '/page/closed', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain("<h1>We'll be right back</h1>");
    expect(page.body).not.toContain('<script');
    const api = await app.inject({ url: '/api/fail/closed', headers: { accept: 'text/html' } });
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers a request whose client has gone with 499 CLIENT_GONE', async () => {
    const response = await app.inject('/api/fail/client-gone');
    expect(response.statusCode).toBe(499);
    expect(response.json().error.code).toBe('CLIENT_GONE');
  });
});

describe('the site while the database is down', () => {
  let db: TestDatabase;
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'pa-down-site-'));
    writeShellBuild(path.join(dir, 'shell'));
    // A database that never answers a check: the breaker stays open once marked down.
    const guarded = guardDatabase({
      createPool: () => postgres(db.url, { max: 2, onnotice: () => undefined }),
      probe: () => Promise.reject(new Error('down')),
    });
    close = guarded.close;
    const env = testEnv({
      SHELL_DIST: path.join(dir, 'shell'),
      RELEASES_DIR: path.join(dir, 'releases'),
    });
    app = await buildServer({
      env,
      sql: guarded.sql,
      database: guarded.health,
      serveWeb: true,
      logger: false,
    });
    await app.ready();
    guarded.health.markDown('a test');
  });

  afterAll(async () => {
    await app.close();
    await close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves every page as the 503 page, without the database', async () => {
    for (const url of ['/', '/directory', '/states/texas']) {
      const page = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain("We'll be right back");
      // Its one <style> runs under this answer's nonce; nothing else may load.
      const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce).toBeTruthy();
      const policy = page.headers['content-security-policy'];
      expect(policy).toContain(`style-src 'nonce-${nonce}'`);
      expect(policy).toContain("default-src 'none'");
    }
  });

  it('answers the API 503, /api/ready 503, and /api/health 200 saying the database is down', async () => {
    const search = await app.inject('/api/restaurants/featured');
    expect(search.statusCode).toBe(503);
    expect(search.json().error.code).toBe('DATABASE_UNAVAILABLE');
    expect((await app.inject('/api/ready')).statusCode).toBe(503);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'unavailable' });
  });
});
