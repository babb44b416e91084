import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { E2E_TILE_PORT } from './support/e2e-env';
import { axe } from './support/axe';

const AUSTIN = '/directory?location=Austin%2C%20TX&radius=10';
const CHICAGO = '/directory?location=Chicago%2C%20IL&radius=10';

/** The places the map's markers and clusters stand for, together. */
function placesOnMap(map: Locator) {
  return map
    .locator('.pa-marker')
    .evaluateAll((all) =>
      all.reduce((sum, marker) => sum + Number(marker.getAttribute('data-cluster') ?? 1), 0),
    );
}

/** The corner of a marker's dot: round for a place, square for a group. */
const corner = (marker: Locator) =>
  marker.locator('span').evaluate((dot) => getComputedStyle(dot).borderTopLeftRadius);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the map shows, marker by marker. */
function markerLabels(map: Locator) {
  return map
    .locator('.pa-marker')
    .evaluateAll((all) => all.map((marker) => marker.getAttribute('aria-label')).join('|'));
}

/** A place's own marker: clusters are zoomed into (by click) until one shows. */
async function placeMarker(map: Locator): Promise<Locator> {
  const places = map.locator('.pa-marker[data-place]');
  for (let zooms = 0; (await places.count()) === 0 && zooms < 6; zooms += 1) {
    const shown = await markerLabels(map);
    await map.locator('.pa-cluster').first().click();
    await expect.poll(() => markerLabels(map)).not.toBe(shown);
  }
  return places.first();
}

async function openMap(page: Page, path: string) {
  await page.goto(path);
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.pa-marker').first()).toBeVisible();
  return map;
}

test('markers cluster where they would pile up, with counts and names, tied to the cards', async ({
  page,
}) => {
  const map = await openMap(page, CHICAGO);
  const cards = page.getByTestId('result-card');
  // Every card is on the map once: as its own marker or counted in a cluster.
  await expect.poll(() => placesOnMap(map)).toBe(await cards.count());
  const clusters = map.locator('.pa-cluster');
  expect(await clusters.count()).toBeGreaterThan(0);
  for (const cluster of await clusters.all()) {
    const count = (await cluster.innerText()).trim();
    await expect(cluster).toHaveAttribute('aria-label', `${count} places here, zoom in`);
    await expect(cluster).toHaveAttribute('role', 'button');
  }
  // A group looks unlike a place's pin: a square (with one behind it), not a round dot.
  expect(await corner(clusters.first())).toBe('8px');
  const names = await cards.getByRole('heading').allInnerTexts();
  for (const marker of await map.locator('.pa-marker[data-place]').all()) {
    const number = Number((await marker.innerText()).trim());
    await expect(marker).toHaveAttribute(
      'aria-label',
      new RegExp(`^${number}\\. ${escape(names[number - 1]!)}, \\d\\.\\d stars$`),
    );
  }

  // Pointing at a card lights up its marker, or the cluster it is in.
  await cards.nth(2).hover();
  await expect(map.locator('.pa-marker--on')).toHaveCount(1);

  // Pointing at a cluster marks every result it holds, and leaving it clears them; by
  // keyboard too (focus and blur).
  const marked = page.locator('[data-testid="result-card"][data-highlighted]');
  const cluster = clusters.first();
  const held = Number((await cluster.innerText()).trim());
  expect(held).toBeGreaterThan(1);
  await cluster.hover();
  await expect(marked).toHaveCount(held);
  await page.mouse.move(0, 0);
  await expect(marked).toHaveCount(0);
  await cluster.focus();
  await expect(marked).toHaveCount(held);
  await cluster.blur();
  await expect(marked).toHaveCount(0);

  // Enter on a cluster zooms in and leaves the focus on a marker there.
  const shown = await markerLabels(map);
  await clusters.first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => markerLabels(map)).not.toBe(shown);
  await expect(page.locator(':focus')).toHaveClass(/pa-marker/);

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

test('a marker opens a small card and marks its result, by click or by keyboard', async ({
  page,
}) => {
  const map = await openMap(page, AUSTIN);
  const marker = await placeMarker(map);
  expect(await corner(marker)).toBe('50%');
  const key = (await marker.getAttribute('data-place'))!;
  const result = page.locator(`[data-testid="result-card"][data-place="${key}"]`);
  const name = (await result.getByRole('heading').innerText()).trim();

  await marker.click();
  const card = map.getByRole('group', { name: `${name} on the map` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d\.\d · \d+ reviews/);
  await expect(result).toHaveAttribute('data-highlighted', 'true');
  await card.getByRole('button', { name: `Close ${name}` }).click();
  await expect(card).toHaveCount(0);

  // Pointing at a marker lights up its card in the list.
  await marker.hover();
  await expect(result).toHaveAttribute('data-highlighted', 'true');

  // By keyboard: Enter opens the card with its link focused, Escape goes back to the marker.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('link', { name })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/restaurant\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the map, with a card open, in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const map = await openMap(page, CHICAGO);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await (await placeMarker(map)).click();
    await expect(map.getByRole('group')).toBeVisible();
    const results = await axe(page)
      .include('[data-testid="results-map"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('Search this area runs the search where the map was moved to', async ({ page }) => {
  const map = await openMap(page, AUSTIN);
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

test('Search this area also follows a zoom, by the keyboard', async ({ page }) => {
  const map = await openMap(page, CHICAGO);
  await map.getByRole('button', { name: 'Zoom in', exact: true }).focus();
  await page.keyboard.press('Enter');
  const area = map.getByRole('button', { name: 'Search this area' });
  await area.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directory\?lat=[\d.]+&lng=-[\d.]+&radius=\d+&area=map$/);
  await expect(
    page.getByRole('status').filter({ hasText: /found near this map area/ }),
  ).toBeVisible();
  await expect(map.locator('.pa-marker').first()).toBeVisible();
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
  await expect(map.locator('.pa-marker')).toHaveAttribute(
    'aria-label',
    new RegExp(`^1\\. ${escape(name)}, \\d\\.\\d stars$`),
  );
});
