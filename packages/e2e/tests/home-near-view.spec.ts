import { devices } from '@playwright/test';
import { expect, test } from './support/hydration';

// The home page's labs section sits far down the page: its code is not among the page's
// first scripts, and loads as the visitor scrolls near it (shell's NearView).
test.use({ ...devices['Pixel 5'] });

const LABS_FILES = /\/remotes\/labs\//;

test('the labs section loads its code as the visitor nears it, and its quiz opens', async ({
  page,
}) => {
  const labsRequests: string[] = [];
  page.on('request', (request) => {
    if (LABS_FILES.test(request.url())) labsRequests.push(request.url());
  });
  const response = await page.goto('/');
  // Nothing of labs is preloaded, and the page hydrated without it.
  expect(await response!.text()).not.toMatch(/<link rel="preload" href="\/remotes\/labs\//);
  const area = page.locator('[data-area-near="labs/LabsShowcase"]');
  await expect(area).toBeAttached();
  expect(await area.getAttribute('data-area-ready')).toBeNull();
  expect(labsRequests).toEqual([]);
  // The server rendered the section all the same.
  await expect(area.getByRole('heading', { level: 2 })).toHaveText(
    /Pizza Intelligence|Pizza Atlas Labs/,
  );

  await area.scrollIntoViewIfNeeded();
  await expect(area).toHaveAttribute('data-area-ready', '');
  expect(labsRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
  await area.getByRole('button', { name: 'Take Personality Quiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Pizza Personality Quiz' })).toBeVisible();
});

test('a tap on the quiz button before the labs code has arrived still opens the quiz', async ({
  page,
}) => {
  // Hold labs' files back until the tap has happened.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LABS_FILES, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const area = page.locator('[data-area-near="labs/LabsShowcase"]');
  const button = area.getByRole('button', { name: 'Take Personality Quiz' });
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  expect(await area.getAttribute('data-area-ready')).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Pizza Personality Quiz' })).toBeHidden();
  release();
  await expect(area).toHaveAttribute('data-area-ready', '');
  await expect(page.getByRole('dialog', { name: 'Pizza Personality Quiz' })).toBeVisible();
});
