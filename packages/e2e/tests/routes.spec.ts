import { expect, test } from './support/clock';
import { inlinedManifest } from './support/site';

// Every route of the spec reaches the app that owns it (each app's src/routes.ts). axe checks
// each of these pages, not-found screens included, in accessibility.spec.ts.
// [path, app, heading, page title when it is not the heading, status when not 200]
const REMOTE_PAGES: [string, string, string, string?, number?][] = [
  ['/directory', 'discovery', 'Pizza Directory'],
  [
    '/directory?location=Austin%2C%20TX',
    'discovery',
    'Pizza Directory',
    'Pizza Places in Austin, TX',
  ],
  // An unknown restaurant is the page's not-found screen, with a real 404.
  ['/restaurant/some-place', 'discovery', 'Restaurant Not Found', undefined, 404],
  ['/submit', 'discovery', 'Add a Pizza Place'],
  ['/states/texas', 'guides', 'Texas Pizza Guide'],
  ['/states/texas/austin', 'guides', 'Pizza in Austin, Texas', 'Pizza in Austin, TX'],
  [
    '/p/east-austin-fire-pies',
    'guides',
    'East Austin Fire Pies',
    'East Austin Fire Pies, Austin (sample listing)',
  ],
  // Unknown guide pages are their not-found screens, with real 404s.
  ['/states/nowhere', 'guides', 'State Not Found', undefined, 404],
  ['/states/texas/atlantis', 'guides', 'City Not Found', undefined, 404],
  ['/p/some-listing', 'guides', 'Restaurant Not Found', undefined, 404],
  ['/discovery-journey', 'labs', 'Discovery Journey'],
  ['/pizza-intelligence', 'labs', 'Pizza Intelligence'],
  ['/wait-times', 'labs', 'Wait Times'],
  ['/ar-scanner', 'labs', 'AR Menu Scanner'],
  ['/pizza-social', 'labs', 'Pizza Passport'],
  ['/advertise', 'partners', 'Advertise with Pizza Atlas'],
  ['/advertise/signup', 'partners', 'Become a Founding Partner', 'Advertiser Sign Up'],
  ['/advertiser/login', 'partners', 'Advertiser Sign In'],
  ['/contact', 'partners', 'Get In Touch'],
];

const SHELL_PAGES: [string, string][] = [
  ['/about', 'About Pizza Atlas'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/sitemap', 'Site Map'],
];

for (const [path, app, heading, title = heading, status = 200] of REMOTE_PAGES) {
  test(`${path} is served by ${app}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    // One main landmark: the shell's; the remote's page is an area inside it.
    await expect(page.getByRole('main')).toHaveCount(1);
    const main = page.locator(`main [data-app="${app}"]`);
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Pizza Atlas: America's Pizza Directory`);
  });
}

for (const [path, heading] of SHELL_PAGES) {
  test(`${path} is a shell page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [data-app]')).toHaveCount(0);
  });
}

test('the home page composes shell, discovery and labs', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Perfect Slice' }),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
  await expect(
    page.locator('[data-app="discovery"]').getByText("Today's Featured Pizza Places"),
  ).toBeVisible();
  await expect(
    page.locator('[data-app="labs"]').getByRole('link', { name: /Live Wait Times/ }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    "AI Pizza Finder & AR Menu Scanner | Pizza Atlas: America's Pizza Directory",
  );

  await page.getByPlaceholder('Enter city, state, or zip code...').fill('  Austin, TX  ');
  await page.getByRole('button', { name: 'Find Pizza' }).click();
  await expect(page).toHaveURL(/\/directory\?location=Austin%2C%20TX$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Directory' })).toBeVisible();
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Perfect Slice' }),
  ).toBeVisible();
});

test('odd spellings of real routes reach the same page from the server and in the browser', async ({
  page,
}) => {
  const cases: [string, string, string][] = [
    ['/Directory', '/directory', 'Pizza Directory'],
    ['/STATES/texas/', '/states/texas', 'Texas Pizza Guide'],
    // The guide data names the canonical spelling of a state, city or listing.
    ['/states/TX', '/states/texas', 'Texas Pizza Guide'],
    ['/states/Illinois/CHICAGO', '/states/illinois/chicago', 'Pizza in Chicago, Illinois'],
    ['/p/Lakeview-Deep-Dish', '/p/lakeview-deep-dish', 'Lakeview Deep Dish'],
    ['/About/', '/about', 'About Pizza Atlas'],
  ];
  for (const [odd, canonical, heading] of cases) {
    const direct = await page.request.get(odd, { maxRedirects: 0 });
    expect([odd, direct.status(), direct.headers().location]).toEqual([odd, 301, canonical]);
    const response = await page.goto(odd);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(canonical);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The browser's router uses the same matcher: a client-side visit is put right too.
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/Directory/?location=Austin%2C%20TX');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/directory\?location=Austin%2C%20TX$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Directory' })).toBeVisible();
});

test("the inlined snapshot carries each remote's own page definitions", async ({ page }) => {
  await page.goto('/');
  const snapshot = await inlinedManifest(page);
  const pagesOf = (name: string) =>
    snapshot.remotes.find((remote) => remote.name === name)?.pages.map((entry) => entry.path);
  expect(pagesOf('discovery')).toEqual(['/directory', '/restaurant/:id', '/submit']);
  expect(pagesOf('guides')).toEqual(['/states/:state', '/states/:state/:city', '/p/:listing']);
  expect(pagesOf('partners')).toContain('/contact');
  expect(pagesOf('labs')).toContain('/wait-times');
  const restaurant = snapshot.remotes
    .find((remote) => remote.name === 'discovery')!
    .pages.find((entry) => entry.path === '/restaurant/:id');
  expect(restaurant).toMatchObject({ hasLoader: true, hasHeadBuilder: true });
});
