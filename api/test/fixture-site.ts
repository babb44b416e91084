import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { storeShellRelease, storeTestRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import { createTestDatabase, testEnv } from './test-database';

/** The shell's template as its build writes it: an inline theme script and first-paint style. */
export const FIXTURE_TEMPLATE = `<!doctype html><html><head>
<script>document.documentElement.setAttribute('data-theme', 'light');</script>
<style>html { background: #fffaf5; }</style>
<!--pa-head-->
<!--pa-snapshot--></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div>
<script defer src="/assets/main.js"></script></body></html>`;

/** An SVG with a script from this origin in it, as a hostile or careless release could carry. */
export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
<script href="/remotes/guides/1.0.0/remoteEntry.js"></script>
<rect width="40" height="40" fill="tomato"/></svg>`;

export interface FixtureSite {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The production web server on a small shell build (template, main.js and its source map,
 * a hashed chunk, the favicon) and a stored guides release with a source map.
 */
export async function startFixtureSite(env: Record<string, string> = {}): Promise<FixtureSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-fixture-site-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(path.join(shellDist, 'assets'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), FIXTURE_TEMPLATE);
  writeFileSync(path.join(shellDist, 'routes.json'), JSON.stringify(SHELL_TEST_DEFINITIONS));
  writeFileSync(path.join(shellDist, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(shellDist, 'assets', 'main.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(shellDist, 'assets', '112.0123456789.js'), 'console.log(2)');
  writeFileSync(path.join(shellDist, 'favicon.svg'), '<svg/>');
  const db = await createTestDatabase();
  await storeShellRelease(db.sql, shellDist);
  await storeTestRelease(db.sql, 'guides', '1.0.0', {
    files: {
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'var guides;',
      'remoteEntry.js.map': '{"sources":["secret.ts"]}',
      // An SVG that would run the release's script if opened as a document (decision 0042).
      'badge.svg': SCRIPTED_SVG,
    },
  });
  const app = await buildServer({
    env: testEnv({ SHELL_DIST: shellDist, RELEASES_DIR: path.join(dir, 'releases'), ...env }),
    sql: db.sql,
    serveWeb: true,
    logger: false,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
