import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/clock';
import { createStaffAccount } from './support/accounts';

// Issue 13: the site works under its Content-Security-Policy (docs/decisions/0024) with no
// violation on any route: every public page, the map, the quiz overlay, the staff console.
// A violation is caught twice: the page's own `securitypolicyviolation` events (listened
// for before any of its scripts run) and Chromium's console message about the policy.

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

/** Starts collecting the page's policy violations and policy complaints, for every page it loads. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|permissions.policy/i.test(message.text()))
      problems.push(`${new URL(page.url()).pathname}: console: ${message.text()}`);
  });
  return problems;
}

/** A page under the policy: it came with a nonce-based policy, and its scripts ran. */
async function visit(page: Page, path: string, status = 200): Promise<Response> {
  const response = (await page.goto(path))!;
  expect([path, response.status()]).toEqual([path, status]);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  // The shell marks the page once React has taken it over: its scripts were allowed.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return response;
}

test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

test('every public page loads and works with no policy violation', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = await watchPolicy(page);

  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A search, with the map of its results beside the list: Leaflet's stylesheet and tiles.
  await visit(page, '/directory?location=Austin%2C%20TX&radius=10');
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.pa-marker').first()).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const restaurant = await page
    .getByTestId('result-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  expect(restaurant).toMatch(/^\/restaurant\//);
  await visit(page, restaurant!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A guide's sample listing (left out of the sitemap: it is fictional).
  const { listings } = (await (await page.request.get('/api/guides')).json()) as {
    listings: { slug: string }[];
  };
  const listing = listings[0] && `/p/${listings[0].slug}`;
  expect(listing).toBeDefined();

  for (const path of [
    '/submit',
    '/states/texas',
    '/states/texas/austin',
    listing!,
    '/discovery-journey',
    '/pizza-intelligence',
    '/wait-times',
    '/ar-scanner',
    '/pizza-social',
    '/advertise',
    '/contact',
    '/advertise/signup',
    '/advertiser/login',
    '/about',
    '/privacy',
    '/terms',
    '/cookies',
    '/sitemap',
  ]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await visit(page, '/no-such-page', 404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(problems).toEqual([]);
});

test('the quiz overlay and the map behind the phone’s Map switch, with no policy violation', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await visit(page, '/');
  await page.getByRole('button', { name: 'Take Personality Quiz' }).click();
  const quiz = page.getByRole('dialog', { name: 'Pizza Personality Quiz' });
  for (let question = 1; question <= 5; question += 1) {
    await expect(quiz.getByText(`Question ${question} of 5`)).toBeVisible();
    await quiz.getByRole('listitem').first().getByRole('button').click();
  }
  await expect(quiz.getByText('Your pizza personality')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/directory?location=Austin%2C%20TX&radius=10');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Map of the results' }).locator('.pa-marker').first(),
  ).toBeVisible();

  expect(problems).toEqual([]);
});

test('the staff sign-in and console, with no policy violation', async ({ page }) => {
  const problems = await watchPolicy(page);
  const { email, password } = createStaffAccount();
  await visit(page, '/staff');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Platform' })).toBeVisible();
  await visit(page, '/staff/audit');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('the policy catches an inline script without the nonce (the watch works)', async ({
  page,
}) => {
  const problems = await watchPolicy(page);
  await visit(page, '/about');
  // What an injected script would be: the policy refuses it, and the watch sees that.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  expect(problems.join('\n')).toMatch(/script-src-elem blocked inline/);
});
