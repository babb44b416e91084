#!/usr/bin/env node
// `npm test`: every test of the workspace. Unit and component tests of every app and package
// in one jest run (jest.config.js, a project per folder), the API's tests once, on Node 24
// LTS against TEST_DATABASE_URL when they are there (docs/decisions/0054), with the shell and
// the remotes built beside them, then the Playwright journeys in Chromium against the
// production build. Each stage's wall and CPU time and the load average end the output
// (decision 0069).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { installDependencies, pnpm, root } from './pnpm.mjs';
import { stageTable, startStageBeside, timeStage } from './stage-times.mjs';
import { nodeLtsBinary } from '../packages/node-lts/node-binary.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/**
 * Runs jest in `dir` (the root: every front-end project of jest.config.js) and adds its
 * results to the totals. jest is each package's own; the root takes the shell's copy.
 */
function runJest(dir, label, env = {}, nodeBinary = process.execPath) {
  const suffix = [env.PA_TEST_TARGET, nodeBinary !== process.execPath && 'node-lts']
    .filter(Boolean)
    .join('-');
  const outputFile = path.join(root, dir, 'test-results', `jest${suffix ? `-${suffix}` : ''}.json`);
  rmSync(outputFile, { force: true });
  mkdirSync(path.dirname(outputFile), { recursive: true });
  console.log(`\n▶ ${label}`);
  const jestArgs = ['--ci', '--json', `--outputFile=${outputFile}`];
  const status = runWithNode(nodeBinary, dir, jestArgs, env);
  if (existsSync(outputFile)) {
    const result = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    if (result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0) failures.push(label);
    if (result.numRuntimeErrorTestSuites > 0) totals.failed += result.numRuntimeErrorTestSuites;
  } else if (status !== 0) {
    failures.push(label);
    totals.failed += 1;
  }
}

/** Runs jest from `dir` under `nodeBinary` (the API's on Node 24 LTS when installed). */
function runWithNode(nodeBinary, dir, jestArgs, env) {
  const from = dir === '.' ? 'shell' : dir;
  const jest = path.join(root, from, 'node_modules', 'jest', 'bin', 'jest.js');
  const result = spawnSync(nodeBinary, [jest, ...jestArgs], {
    cwd: path.join(root, dir),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** nginx, redis-server and psql present, and PostgreSQL answering at the admin URL. */
function fleetCanRun() {
  const admin =
    process.env.FLEET_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const nginx = existsSync(process.env.NGINX ?? '/usr/sbin/nginx');
  const tools = ['redis-server', 'redis-cli', 'psql'].every(
    (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
  );
  return (
    nginx &&
    tools &&
    spawnSync('psql', [admin, '-XAtqc', 'select 1'], { stdio: 'ignore' }).status === 0
  );
}

timeStage('install', installDependencies);

timeStage('front-end jest', () =>
  runJest('.', 'front end: every app and package (one jest run, a project each)'),
);

// The shell and the remotes the end-to-end site publishes, built while the API's tests run
// (decision 0069): those wait on PostgreSQL and on timers much of the time, and the builds
// take their own minutes on the cores that leaves. Nothing in the API's or the fleet's tests
// reads these dist/ folders.
const e2e = process.env.SKIP_E2E !== '1';
const appsBuildLog = path.join(root, 'test-results', 'build-apps.log');
if (e2e) mkdirSync(path.dirname(appsBuildLog), { recursive: true });
const appsBuilt = e2e
  ? startStageBeside(
      'shell and remotes built',
      path.join(root, 'scripts', 'build-apps.mjs'),
      appsBuildLog,
    )
  : Promise.resolve(0);

// The API's tests, once (docs/decisions/0054): on Node 24 LTS, the version production runs
// (docs/decisions/0035), when installed for this platform, and against the machine's
// PostgreSQL when TEST_DATABASE_URL is set, the embedded one otherwise. This Node with the
// embedded PostgreSQL is what the end-to-end site runs on, below.
const nodeLts = nodeLtsBinary();
if (!nodeLts)
  console.log('\nNode 24 LTS is not installed for this platform: the API runs on this Node.');
const external = Boolean(process.env.TEST_DATABASE_URL);
timeStage('API jest', () =>
  runJest(
    'api',
    `api${external ? ' against TEST_DATABASE_URL' : ''}${nodeLts ? ' on Node 24 LTS' : ''}`,
    external ? { PA_TEST_TARGET: 'external' } : {},
    nodeLts,
  ),
);

// The fleet (three servers behind nginx on one PostgreSQL and Redis) when the machine has
// nginx, redis-server and a PostgreSQL to create its database in (scripts/fleet.test.mjs).
if (process.env.SKIP_FLEET !== '1' && fleetCanRun()) {
  console.log('\n▶ fleet (three servers behind nginx)');
  const fleet = timeStage('fleet', () =>
    spawnSync(process.execPath, ['--test', 'scripts/fleet.test.mjs'], {
      cwd: root,
      stdio: 'inherit',
    }),
  );
  if (fleet.status !== 0) {
    failures.push('fleet');
    totals.failed += 1;
  } else totals.passed += 1;
}

if (e2e) {
  const waitStart = performance.now();
  const built = await appsBuilt;
  console.log(
    `\n▶ shell and remotes built (${path.relative(root, appsBuildLog)}), waited ${((performance.now() - waitStart) / 1000).toFixed(0)} s for them`,
  );
  // The site's set-up builds again what is missing, and fails the stage with webpack's output.
  if (built !== 0)
    console.log(readFileSync(appsBuildLog, 'utf8').split('\n').slice(-40).join('\n'));
  // The API's files that read the pages as the builds render them (api/test/built-pages).
  if (built === 0)
    timeStage('API pages from the builds', () =>
      runJest(
        'api',
        'api: pages from the builds',
        { PA_BUILT_PAGES: '1', ...(external ? { PA_TEST_TARGET: 'external' } : {}) },
        nodeLts,
      ),
    );
  const resultsFile = path.join(root, 'packages', 'e2e', 'test-results', 'results.json');
  rmSync(resultsFile, { force: true });
  console.log('\n▶ end-to-end (Playwright, Chromium)');
  const status = timeStage('end-to-end (site set-up included)', () =>
    pnpm(['--filter', '@pizza-atlas/e2e', 'exec', 'playwright', 'test'], { allowFailure: true }),
  );
  if (existsSync(resultsFile)) {
    const { stats } = JSON.parse(readFileSync(resultsFile, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0 || status !== 0) failures.push('end-to-end');
  } else {
    failures.push('end-to-end');
    totals.failed += 1;
  }
}

console.log(`\n${stageTable()}\n`);
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
