import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, E2E_PORT } from './tests/support/e2e-env';

const systemChromium = '/usr/bin/chromium';

/**
 * Specs that change what every page shows (toggles, publishes and roll-backs, imports, a
 * review, staff's switches): they run one at a time, after every other spec has finished
 * (docs/decisions/0060). Every other spec reads the site, or writes records no other spec
 * can see, so two of them run at once. A new spec that changes the site for everyone goes
 * here.
 */
const SITE_WIDE = [
  'deploy',
  'discovery-journey',
  'discovery-removed-place',
  'discovery-wait-times',
  'labs-home-tiles',
  'labs-intelligence',
  'labs-journey',
  'labs-passport',
  'labs-quiz',
  'labs-scanner',
  'labs-wait-times',
  'release-documents',
  'staff-console',
  'toggles',
].map((spec) => new RegExp(`[\\\\/]${spec}\\.spec\\.ts$`));

export default defineConfig({
  testDir: './tests',
  // Two spec files at a time where they cannot see each other's writes (the project
  // `shared`); the specs that change the site for everyone alone, after them (`site-wide`).
  // A file's tests keep their order in one worker.
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // `site-wide` depends on `shared`, so Playwright runs every shared spec before it even
  // when one site-wide file is named: `playwright test --no-deps tests/toggles.spec.ts`
  // runs that file alone.
  projects: [
    {
      name: 'shared',
      testIgnore: SITE_WIDE,
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['shared'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    // Not /api/ready: the API answers that before the remotes are published through it.
    wait: { stdout: /Pizza Atlas e2e site is ready/ },
    // A fresh clone builds the shell and four remotes here (scripts/serve.mjs).
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
