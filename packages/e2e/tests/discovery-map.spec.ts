import { expect, test } from './support/clock';
import { E2E_TILE_PORT } from './support/e2e-env';

const AUSTIN = '/directory?location=Austin%2C%20TX&radius=10';

test('the map beside the results has a numbered marker for each card, tied both ways', async ({
  page,
}) => {
  await page.goto(AUSTIN);
  const cards = page.getByTestId('result-card');
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map).toBeVisible();
  const markers = map.locator('.pa-marker');
  await expect(markers).toHaveCount(await cards.count());
  // Markers carry the cards' numbers and names, in the same order.
  const names = await cards.getByRole('heading').allInnerTexts();
  const labels = await markers.evaluateAll((all) => all.map((m) => m.getAttribute('aria-label')));
  expect([...labels].sort()).toEqual(names.map((name, index) => `${index + 1}. ${name}`).sort());

  // Pointing at a card lights up its marker; pointing at a marker lights up its card.
  const third = cards.nth(2);
  const thirdKey = await third.getAttribute('data-place');
  await third.hover();
  await expect(map.locator(`.pa-marker[data-place="${thirdKey}"]`)).toHaveClass(/pa-marker--on/);
  const secondKey = await cards.nth(1).getAttribute('data-place');
  await map.locator(`.pa-marker[data-place="${secondKey}"]`).hover();
  await expect(cards.nth(1)).toHaveAttribute('data-highlighted', 'true');

  // Choosing a marker (click or Enter) takes the visitor to its card.
  await map.locator(`.pa-marker[data-place="${thirdKey}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(third.getByRole('heading').getByRole('link')).toBeFocused();

  // The tiles come from the configured source: the local fake tile server here.
  const tiles = (await (
    await page.request.get(`http://127.0.0.1:${E2E_TILE_PORT}/requests`)
  ).json()) as string[];
  expect(tiles.length).toBeGreaterThan(0);
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
});

test('Search this area runs the search where the map was moved to', async ({ page }) => {
  await page.goto(AUSTIN);
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.pa-marker').first()).toBeVisible();
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80, { steps: 8 });
  await page.mouse.up();
  await map.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/\/directory\?lat=[\d.]+&lng=-[\d.]+&radius=\d+&area=map$/);
  await expect(
    page.getByRole('status').filter({ hasText: /found near this map area/ }),
  ).toBeVisible();
  await expect(map.locator('.pa-marker').first()).toBeVisible();
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
});

test('on a phone the map is behind a List/Map switch and loads only when asked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(AUSTIN);
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.pa-marker').first()).toBeVisible();
  await expect(page.getByTestId('result-card').first()).toBeHidden();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('result-card').first()).toBeVisible();
});

test('the restaurant page has a small map of the place', async ({ page }) => {
  await page.goto(AUSTIN);
  const first = page.getByTestId('result-card').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name }).click();
  const map = page.getByRole('region', { name: `Map of ${name}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.pa-marker')).toHaveCount(1);
  await expect(map.locator('.pa-marker')).toHaveAttribute('aria-label', `1. ${name}`);
});
