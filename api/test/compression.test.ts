import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { storeShellRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// A page big enough to be worth compressing, like the real shell with its snapshot.
const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div>${'<p>pizza</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('slice '.repeat(500))});`;

let db: TestDatabase;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-compress-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(path.join(shellDist, 'assets'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDist, 'routes.json'), JSON.stringify(SHELL_TEST_DEFINITIONS));
  writeFileSync(path.join(shellDist, 'assets', 'main.0123456789.js'), SCRIPT);
  writeFileSync(path.join(shellDist, 'assets', 'crust.png'), Buffer.alloc(4096, 7));
  mkdirSync(path.join(dir, 'releases'));
  db = await createTestDatabase();
  // Pages are rendered from the active shell release (decision 0036): this build is one.
  await storeShellRelease(db.sql, shellDist);
  const env = testEnv({ SHELL_DIST: shellDist, RELEASES_DIR: path.join(dir, 'releases') });
  app = await buildServer({ env, sql: db.sql, serveWeb: true, logger: false });
});

afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  it('sends pages and scripts in gzip as the client asks', async () => {
    // A page's nonce is new in every answer: its gzip is made once and spliced (send-page.ts).
    const page = await app.inject({ url: '/', headers: BROWSER });
    expect(page.headers['content-encoding']).toBe('gzip');
    // Header names in Vary are case-insensitive; pages go out as cached answers do.
    expect(String(page.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');

    const script = await app.inject({
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves images, small answers and clients that ask for nothing alone', async () => {
    const image = await app.inject({ url: '/assets/crust.png', headers: BROWSER });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);

    const range = await app.inject({
      url: '/assets/main.0123456789.js',
      headers: { ...BROWSER, range: 'bytes=0-9' },
    });
    // The shell's files come from its release (0036), which answers whole files and does
    // not offer ranges (a server may ignore Range): the whole script, never a broken slice.
    expect(range.statusCode).toBe(200);
    expect(range.headers['accept-ranges']).not.toBe('bytes');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
      String(range.headers['content-encoding']) as 'br' | 'gzip'
    ];
    expect((decode ? decode(range.rawPayload) : range.rawPayload).toString()).toBe(SCRIPT);

    const health = await app.inject({ url: '/api/health', headers: BROWSER });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const plain = await app.inject('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

describe('request bodies', () => {
  it('are not inflated: a gzipped body is refused like any body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'A', email: 'a@example.com' })),
    });
    expect(response.statusCode).toBe(400);
    // Inflated, it would have reached validation (it lacks a message); it never parsed.
    expect(response.json().error.code).not.toBe('VALIDATION_ERROR');
  });
});

describe('page validators', () => {
  it('lets a CDN keep a page briefly and answers 304 to a browser that has it', async () => {
    const page = await app.inject('/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.headers.etag).toMatch(/^W\/"/);
    const again = await app.inject({
      url: '/',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps pages that are not found out of shared caches', async () => {
    const missing = await app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.etag).toBeUndefined();
  });
});
