import { expect, test } from './support/clock';

test('the header navigates between apps without reloading the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Directory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Directory' })).toBeVisible();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  await nav.getByRole('link', { name: 'AI Intelligence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Intelligence' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/advertiser\/login$/);
  // Still the same document: one router, no full reloads.
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a stored dark theme applies before the first paint and the toggle switches it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
    // Record the theme at the moment the document starts parsing the body.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { firstTheme: string | null }).firstTheme =
          document.documentElement.getAttribute('data-theme');
      }
    });
  });
  await page.goto('/about');
  expect(
    await page.evaluate(() => (window as unknown as { firstTheme: string | null }).firstTheme),
  ).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(22, 18, 16)');
  await page.getByRole('button', { name: /Theme: Dark/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the system theme is followed when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('head tags: canonical, social card and robots on the page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await page.request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Add Place' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Pizza Place' })).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });
});

test('nothing in the header runs off the narrowest phone, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/directory?location=Austin%2C%20TX', '/advertiser/login']) {
    await page.goto(path);
    const menu = page.getByRole('button', { name: 'Menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(320);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(320);
  }
  // Where the word shows (past 420 px), it is not broken to fit ("Men" over "u").
  await page.setViewportSize({ width: 430, height: 640 });
  const label = page.getByRole('button', { name: 'Menu' }).locator('.label');
  expect(await label.evaluate((word) => word.getClientRects().length)).toBe(1);
});

test('the site can be installed: its manifest, icons and a theme colour per scheme', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Pizza Atlas', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
  const themeColors = page.locator('meta[name="theme-color"]');
  await expect(themeColors).toHaveCount(2);
  for (const meta of await themeColors.all())
    await expect(meta).toHaveAttribute('content', '#c2410c');
  // The browser's bar takes the site's theme: dark here.
  // On a light system the first click shows dark (a cycle through light did nothing).
  await page.getByRole('button', { name: /^Theme: Light \(as your system\)/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const meta of await themeColors.all())
    await expect(meta).toHaveAttribute('content', '#161210');
});
