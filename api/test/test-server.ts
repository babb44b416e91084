import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../src/db/client';
import { buildServer, type ServerOptions } from '../src/server';
import { storeShellRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import {
  createSampleCatalogDatabase,
  createTestDatabase,
  testEnv,
  type TestDatabase,
} from './test-database';

export interface ServerForFile {
  /** The file's server: set before its first test. */
  readonly app: FastifyInstance;
  /** The file's own database: set before its first test. */
  readonly db: TestDatabase;
  /** With `shell`: the shell build's folder (beside it, `releases/`). */
  readonly shellDist: string;
}

export interface ServerForFileOptions extends Partial<
  Omit<ServerOptions, 'env' | 'sql' | 'logger'>
> {
  /** The database's rows: migrated and empty (the default), or the sample catalog. */
  catalog?: 'empty' | 'sample';
  /** Settings over those of `testEnv`. */
  env?: Record<string, string>;
  /** Rows to write before the server starts. */
  before?: (sql: Sql) => Promise<unknown>;
  /**
   * A shell build to serve the site from: its `index.html`, the test routes and these files
   * (path in the build → content), stored as the active shell release (decision 0036), in a
   * temporary folder removed after the file.
   */
  shell?: { template: string; files?: Record<string, string | Buffer> };
}

/**
 * For a test file: a database of its own, the rows `before` writes into it, then the API on
 * it (no logging, the settings of `testEnv` with `env` over them; serving the site when given
 * a `shell`), made before the file's tests; after them, the server is closed, the database
 * dropped and the shell's folder removed. Read `app`, `db` and `shellDist` inside tests and
 * hooks, not at the top of the file: they are set by the file's `beforeAll`.
 */
export function serverForFile(options: ServerForFileOptions = {}): ServerForFile {
  const { catalog = 'empty', env, before, shell, ...server } = options;
  const file = {} as { app: FastifyInstance; db: TestDatabase; shellDist: string };
  let dir: string | undefined;
  beforeAll(async () => {
    file.db =
      catalog === 'sample' ? await createSampleCatalogDatabase() : await createTestDatabase();
    const settings = { ...env };
    if (shell) {
      dir = mkdtempSync(path.join(os.tmpdir(), 'pa-site-'));
      file.shellDist = path.join(dir, 'shell');
      const files = {
        'index.html': shell.template,
        'routes.json': JSON.stringify(SHELL_TEST_DEFINITIONS),
        ...shell.files,
      };
      for (const [name, content] of Object.entries(files)) {
        const target = path.join(file.shellDist, name);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, content);
      }
      mkdirSync(path.join(dir, 'releases'));
      await storeShellRelease(file.db.sql, file.shellDist);
      Object.assign(settings, {
        SHELL_DIST: file.shellDist,
        RELEASES_DIR: path.join(dir, 'releases'),
        ...env,
      });
    }
    await before?.(file.db.sql);
    file.app = await buildServer({
      ...(shell && { serveWeb: true }),
      ...server,
      env: testEnv(settings),
      sql: file.db.sql,
      logger: false,
    });
    await file.app.ready();
  });
  afterAll(async () => {
    await file.app?.close();
    await file.db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return file;
}
