import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, E2E_PORT } from './tests/support/e2e-env';

const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Toggle and publish journeys change the site for everyone: one worker, in order.
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
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
