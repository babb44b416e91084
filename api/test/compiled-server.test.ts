import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';
import { freePort } from './embedded-drill';
import { readLogLines } from './log-lines';

// `npm run serve` runs the compiled API (issue 24, item 1): api/dist/main.js with plain node,
// no tsx and no TypeScript at run time, on a PostgreSQL it is given. The build is made here
// (esbuild, a few seconds) so the test checks what `npm run build` produces today, not an old
// dist/ left on disk.

const apiDir = path.resolve(__dirname, '..');
const main = path.join(apiDir, 'dist', 'main.js');

let db: TestDatabase;
let server: ChildProcess | undefined;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: apiDir, stdio: 'ignore' });
  db = await createTestDatabase();
});

afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
});

afterAll(async () => {
  await db.drop();
});

/** Starts dist/main.js with plain node, the way scripts/serve.mjs does. */
function startCompiled(env: Record<string, string>): ChildProcess {
  // Only what the server needs: no DATABASE_URL or PUBLIC_URL leaks in from the test's own env.
  return spawn(process.execPath, [main], {
    cwd: path.dirname(main),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

test('the build holds the server, its migrations and the operator CLIs as plain JavaScript', () => {
  for (const file of [
    'main.js',
    'publish-remote.js',
    'rollback-remote.js',
    'deploy-token.js',
    'staff.js',
    'toggle.js',
    'import-places.js',
    'prune-releases.js',
    'migrations',
  ]) {
    expect(existsSync(path.join(apiDir, 'dist', file))).toBe(true);
  }
});

test('the compiled server starts on a PostgreSQL it is given and answers ready', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = startCompiled({
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    PUBLIC_URL: origin,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_SAMPLE_CATALOG: 'false',
    LOG_LEVEL: 'info',
  });
  const log = readLogLines(server.stdout!);
  await log.waitFor((line) => /^Server listening at /.test(line.msg ?? ''), 'listening');

  // Ready once its own check of the database has passed, which may follow listening.
  const ready = await eventually(
    async () => {
      const answer = await fetch(`${origin}/api/ready`);
      return answer.ok ? answer : undefined;
    },
    { what: '/api/ready answering 200' },
  );
  expect(await ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
  const list = await fetch(`${origin}/api/restaurants`);
  expect(list.status).toBe(200);
});

test('a production start without DATABASE_URL or PUBLIC_URL stops with one clear line', async () => {
  server = startCompiled({ NODE_ENV: 'production' });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => server!.on('exit', resolve));
  expect(code).not.toBe(0);
  expect(stderr).toMatch(/NODE_ENV=production needs DATABASE_URL .* and PUBLIC_URL /);
});
