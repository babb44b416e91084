import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3112';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-sandbox'] });
const search = await (await fetch(`${base}/api/restaurants/search?location=Chicago%2C%20IL&term=pizza&limit=1`)).json();
const placePath = `/restaurant/${search.restaurants[0].id}`;
for (const scheme of ['light', 'dark']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme });
    const page = await context.newPage();
    const tag = `${width}-${scheme}`;
    await page.goto(`${base}/directory?location=Chicago%2C%20IL`);
    await page.getByTestId('result-card').first().waitFor();
    if (width === 390) await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await map.scrollIntoViewIfNeeded();
    await map.locator('.pa-marker').first().waitFor();
    await page.waitForTimeout(500);
    await map.screenshot({ path: `/tmp/hl-shots/map-${tag}.png` });
    const place = map.locator('.pa-marker[data-place]').first();
    if (await place.count()) {
      await place.click();
      await page.waitForTimeout(300);
      await map.screenshot({ path: `/tmp/hl-shots/map-card-${tag}.png` });
    }
    await page.goto(`${base}/states/illinois/chicago`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('article').first().screenshot({ path: `/tmp/hl-shots/city-card-${tag}.png` });
    await page.goto(`${base}${placePath}`);
    const reviews = page.getByRole('region', { name: /Customer Reviews/ });
    await reviews.getByRole('listitem').first().waitFor();
    await reviews.screenshot({ path: `/tmp/hl-shots/reviews-${tag}.png` });
    await page.screenshot({ path: `/tmp/hl-shots/header-${tag}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(tag, 'restaurant page overflow', overflow);
    await context.close();
  }
}
await browser.close();
