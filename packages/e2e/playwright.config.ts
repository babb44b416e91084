import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { E2E_ENV, E2E_PORT } from './tests/support/e2e-env';

/**
 * Specs that change the site for everyone (decision 0069): they flip a toggle, publish or roll
 * back a remote, import places, or fill the one browser's hourly upload budget. They run in
 * the `site-wide` project, one at a time, after every other spec has run; the rest only read
 * the site or write what is theirs alone (a review, an account, a message), two at a time.
 */
const SITE_WIDE = [
  'deploy.spec.ts',
  'discovery-removed-place.spec.ts',
  'discovery-submit.spec.ts',
  'discovery-wait-times.spec.ts',
  'labs-home-tiles.spec.ts',
  'labs-intelligence.spec.ts',
  'labs-journey.spec.ts',
  'labs-passport.spec.ts',
  'labs-quiz.spec.ts',
  'labs-scanner.spec.ts',
  'labs-wait-times.spec.ts',
  'release-documents.spec.ts',
  'staff-console.spec.ts',
  'toggles.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // Two browsers at a time for the shared lane; a spec file's tests stay in order on one
  // worker unless the file says otherwise. The site-wide lane has one (projects, below).
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(__dirname, 'test-results', 'results.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace is recorded on a failed test's retry (CI retries once), not for every test:
    // recording each action's snapshots for every test that passes took 18 % of the stage's
    // time on two cores (docs/quality.md, "The end-to-end stage's CPU"). Locally, --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'shared', testIgnore: SITE_WIDE, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      // After the shared lane, so no reader sees a toggle or a release change under it.
      dependencies: ['shared'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    // Not /api/ready: the API answers that before the remotes are published through it.
    wait: { stdout: /Pizza Atlas e2e site is ready/ },
    // Compiling the API, the shell's build when its sources changed, the database's first
    // start and seed, and four remotes built and published: past 300 s at load 14-20.
    timeout: 600_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL, to the server's process group: the API drains and stops its
    // embedded PostgreSQL, which runs in a process group of its own (decision 0023).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: E2E_ENV,
  },
});
