import type { Page } from '@playwright/test';
import { E2E_CLOCK } from './support/e2e-env';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';
import { axe } from './support/axe';

// The discovery journey on the page's clock: paused, then moved on by hand, so the test
// never waits for the 500 ms start or the 2 s steps.

const STEPS = [
  ['Setting Your Location', 'Finding the best pizza spots near you'],
  ['Analyzing Your Preferences', 'Understanding your taste preferences'],
  ['Scanning Local Favorites', 'Discovering highly-rated pizzerias'],
  ['Matching Your Profile', 'Finding your perfect pizza match'],
];

function stepStates(page: Page) {
  return page
    .getByRole('list')
    .filter({ hasText: 'Setting Your Location' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
}

/**
 * Runs the clock to the next step and waits for it to show: React sets each step's timer
 * after it renders the one before, so one long runFor would stop at the first step.
 */
async function runToStep(page: Page, step: number) {
  await page.clock.runFor(step === 1 ? 500 : 2000);
  await expect(page.getByText(`${step} of 4 steps`)).toBeVisible();
}

async function openPaused(page: Page) {
  await page.goto('/discovery-journey');
  // Stop the page's clock (a minute on from the run's instant) so only runFor moves it.
  await page.clock.pauseAt(new Date(E2E_CLOCK.getTime() + 60_000));
}

test('four steps on the clock, four matches, each to its restaurant page', async ({ page }) => {
  await openPaused(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery Journey' })).toBeVisible();
  for (const [title, description] of STEPS) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(description!)).toBeVisible();
  }
  await expect(page.getByText('0 of 4 steps')).toBeVisible();
  expect(await stepStates(page)).toEqual(['pending', 'pending', 'pending', 'pending']);

  let featuredCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/restaurants/featured') featuredCalls += 1;
  });

  await page.getByRole('button', { name: 'Start Your Discovery Journey' }).click();
  await expect(page.getByRole('button', { name: 'Reset Journey' })).toBeVisible();
  expect(await stepStates(page)).toEqual(['current', 'pending', 'pending', 'pending']);
  await page.clock.runFor(499);
  expect(await stepStates(page)).toEqual(['current', 'pending', 'pending', 'pending']);
  await page.clock.runFor(1);
  await expect(page.getByText('1 of 4 steps')).toBeVisible();
  expect(await stepStates(page)).toEqual(['done', 'current', 'pending', 'pending']);
  await page.clock.runFor(1999);
  await expect(page.getByText('1 of 4 steps')).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByText('2 of 4 steps')).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByText('3 of 4 steps')).toBeVisible();
  expect(await stepStates(page)).toEqual(['done', 'done', 'done', 'current']);
  // Nothing asked the API for matches before step 4 (the home page was not visited).
  expect(featuredCalls).toBe(0);

  await page.clock.runFor(2000);
  await expect(page.getByText('4 of 4 steps')).toBeVisible();
  // The answer arrives through the query cache's own timers: let the clock flow again.
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Discovery Complete' })).toBeVisible();
  await expect(page.getByText('We found 4 perfect matches for you')).toBeVisible();
  const matches = page.getByTestId('journey-match');
  await expect(matches).toHaveCount(4);
  for (let n = 1; n <= 4; n += 1) await expect(page.getByText(`Match #${n}`)).toBeVisible();
  expect(featuredCalls).toBe(1);
  await expect(page.getByRole('button', { name: 'Reset Journey' })).toHaveCount(0);
  // axe runs on timers of its own: only with the clock flowing.
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    audit.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  const second = matches.nth(1);
  const name = await second.getByRole('heading', { level: 3 }).innerText();
  const href = await second.getByRole('link', { name: /^View Details/ }).getAttribute('href');
  expect(href).toMatch(/^\/restaurant\/[^/?]+$/);
  await second.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Start Your Discovery Journey' })).toBeVisible();
});

test('Reset Journey stops the steps; Discover More Restaurants starts over', async ({ page }) => {
  await openPaused(page);
  await page.getByRole('button', { name: 'Start Your Discovery Journey' }).click();
  await runToStep(page, 1);
  await runToStep(page, 2);
  await page.getByRole('button', { name: 'Reset Journey' }).click();
  await expect(page.getByText('0 of 4 steps')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('0 of 4 steps')).toBeVisible();
  expect(await stepStates(page)).toEqual(['pending', 'pending', 'pending', 'pending']);

  await page.getByRole('button', { name: 'Start Your Discovery Journey' }).click();
  for (const step of [1, 2, 3, 4]) await runToStep(page, step);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Discovery Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Discover More Restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'Discovery Complete' })).toHaveCount(0);
  await expect(page.getByText('0 of 4 steps')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your Discovery Journey' })).toBeFocused();
});

test.describe('switched off', () => {
  test.afterEach(() => {
    platformCommand('toggle', ['labs:discovery-journey', 'on']);
  });

  test('the journey is a 404 while off and comes back when on', async ({ page }) => {
    platformCommand('toggle', ['labs:discovery-journey', 'off']);
    expect((await page.goto('/discovery-journey'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    platformCommand('toggle', ['labs:discovery-journey', 'on']);
    expect((await page.goto('/discovery-journey'))?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Start Your Discovery Journey' })).toBeVisible();
  });
});
