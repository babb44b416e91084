import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ENV } from './e2e-env';
import { builtCommand, COMMAND_TIMEOUT_MS } from './platform-cli';

const apiDir = path.resolve(__dirname, '..', '..', '..', '..', 'api');

/** A password no common-password list holds. */
export const E2E_PASSWORD = 'e2e pizza passphrase 2026';

/**
 * Makes a staff account on the e2e site's database with the staff command, as an operator
 * would (staff accounts never come from sign-up). Answers its email and password.
 */
export function createStaffAccount(
  name = 'Sam Staff',
  password = E2E_PASSWORD,
): { email: string; password: string } {
  const email = `staff-${randomBytes(4).toString('hex')}@pizza-atlas.test`;
  execFileSync(
    process.execPath,
    [builtCommand('staff'), 'create', email, '--name', name, '--password-stdin'],
    {
      cwd: apiDir,
      env: { ...process.env, ...E2E_ENV },
      input: password,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: COMMAND_TIMEOUT_MS,
    },
  );
  return { email, password };
}

/** Signs the page's browser context in through the API, as the sign-in form does. */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/account/login', {
    data: { email, password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
