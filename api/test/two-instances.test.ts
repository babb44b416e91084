import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createDeployToken } from '../src/platform/create-deploy-token';
import { buildServer } from '../src/server';
import { storeShellRelease, writeRemoteBuild, writeShellBuild } from './fixtures/release-archive';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

const run = promisify(execFile);
const apiDir = path.resolve(__dirname, '..');

let db: TestDatabase;
let dir: string;
let token: string;
const servers: { app: FastifyInstance; url: string; cacheDir: string }[] = [];
const builds: string[] = [];

// Two app servers on one database, each with its own disk: nothing is shared but PostgreSQL.
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-two-'));
  db = await createTestDatabase();
  token = (await createDeployToken(db.sql, 'guides', 'two instances')).token;
  writeShellBuild(path.join(dir, 'shell'));
  await storeShellRelease(db.sql, path.join(dir, 'shell'));
  for (const name of ['first', 'second']) {
    const shellDist = path.join(dir, name, 'shell');
    const cacheDir = path.join(dir, name, 'releases');
    writeShellBuild(shellDist);
    const env = testEnv({ SHELL_DIST: shellDist, RELEASES_DIR: cacheDir });
    const app = await buildServer({ env, sql: db.sql, serveWeb: true, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ app, url, cacheDir });
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.app.close()));
  await db.drop();
  for (const folder of [dir, ...builds]) rmSync(folder, { recursive: true, force: true });
});

/** The real release command, as a team runs it: it knows only the API's URL and a token. */
function releaseCommand(command: string, args: string[], apiUrl: string) {
  const tsx = require.resolve('tsx/cli', { paths: [apiDir] });
  return run(
    process.execPath,
    [tsx, `src/cli/${command}.ts`, ...args, '--api-url', apiUrl, '--token', token],
    // DATA_DIR points nowhere useful: the command must not need the API's disk or database.
    { cwd: apiDir, env: { ...process.env, DATA_DIR: path.join(dir, 'client'), DATABASE_URL: '' } },
  );
}

describe('two app servers on one database', () => {
  it('serves through the second a release published through the first, and a rollback', async () => {
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const build = writeRemoteBuild('guides');
    builds.push(build);
    const published = await releaseCommand(
      'publish-remote',
      ['guides', '--dist', build, '--version', '1.0.0'],
      first.url,
    );
    expect(published.stdout).toContain('guides: published 1.0.0');
    await releaseCommand(
      'publish-remote',
      ['guides', '--dist', build, '--version', '1.1.0'],
      first.url,
    );

    const page = await fetch(`${second.url}/states/texas`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>State Pizza Guide | Pizza Atlas');
    expect(html).toContain(
      '<link rel="preload" href="/remotes/guides/1.1.0/remoteEntry.js" as="script" fetchpriority="low">',
    );

    for (const [file, cacheControl] of [
      ['mf-manifest.json', 'no-cache'],
      ['remoteEntry.js', 'no-cache'],
      ['__federation_expose_StatePage.0123456789.js', 'public, max-age=31536000, immutable'],
      ['112.abcdef0123.js', 'public, max-age=31536000, immutable'],
    ]) {
      const response = await fetch(`${second.url}/remotes/guides/1.1.0/${file}`);
      expect([file, response.status, response.headers.get('cache-control')]).toEqual([
        file,
        200,
        cacheControl,
      ]);
      expect((await response.text()).length).toBeGreaterThan(0);
    }
    // The second server filled its own cache; the first, which stored the release, served nothing.
    expect(readdirSync(path.join(second.cacheDir, 'guides', '1.1.0'))).toHaveLength(4);
    expect(existsSync(path.join(first.cacheDir, 'guides'))).toBe(false);

    const rolledBack = await releaseCommand('rollback-remote', ['guides'], second.url);
    expect(rolledBack.stdout).toContain('guides: active release 1.1.0 -> 1.0.0');
    const after = await (await fetch(`${first.url}/states/texas`)).text();
    expect(after).toContain('href="/remotes/guides/1.0.0/remoteEntry.js"');

    const listed = await releaseCommand('rollback-remote', ['guides', '--list'], first.url);
    expect(listed.stdout).toMatch(/^\* 1\.0\.0 /m);
    // Four release commands, each a new Node process compiling TypeScript: on a busy machine
    // that alone can pass the suite's 30 s.
  }, 120_000);

  it('turns away a release command with a wrong token, saying why', async () => {
    const tsx = require.resolve('tsx/cli', { paths: [apiDir] });
    const attempt = run(
      process.execPath,
      [
        tsx,
        'src/cli/rollback-remote.ts',
        'guides',
        '--api-url',
        servers[0]!.url,
        '--token',
        'nope',
      ],
      { cwd: apiDir },
    );
    await expect(attempt).rejects.toMatchObject({
      stderr: expect.stringContaining('guides: This deploy token is not valid or was revoked.'),
    });
  });
});
