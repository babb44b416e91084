import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { storeShellRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// Every page used to go through the shell files' wildcard route first, which read the
// build's folder and stat'ed the path before giving up (issue 13: about a third of a
// cached page's cost under load). Folder reads are counted here.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, readdir: jest.fn(actual.readdir) };
});
const readdir = fsPromises.readdir as unknown as jest.Mock;

const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div></body></html>`;

let db: TestDatabase;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-page-urls-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(path.join(shellDist, 'assets'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDist, 'routes.json'), JSON.stringify(SHELL_TEST_DEFINITIONS));
  writeFileSync(path.join(shellDist, 'assets', 'main.js'), 'console.log(1)');
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

const shellFolderReads = () =>
  readdir.mock.calls.filter(([folder]) => String(folder).startsWith(dir)).length;

describe('page URLs', () => {
  it('are answered as pages without reading the shell’s build from disk', async () => {
    readdir.mockClear();
    for (const url of ['/about', '/states/texas/austin', '/no-such-page?x=1']) {
      const response = await app.inject(url);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect(shellFolderReads()).toBe(0);
  });

  it('leave files and API paths to their own handling', async () => {
    expect((await app.inject('/assets/main.js')).body).toBe('console.log(1)');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/api/missing')).json().error.code).toBe('NOT_FOUND');
  });
});
