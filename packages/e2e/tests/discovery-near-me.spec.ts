import { expect, test } from './support/clock';

// Near the Texas Capitol: the sample catalog has places around Austin.
const AUSTIN = { latitude: 30.2747, longitude: -97.7404 };

test.describe('location allowed', () => {
  test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

  test('Use my location on the home page searches around the visitor, distances from them', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Use my location/ }).click();
    await expect(page).toHaveURL('/directory?lat=30.2747&lng=-97.7404');
    const count = page.getByRole('status').filter({ hasText: /found near you/ });
    await expect(count).toHaveText(/^\d+ restaurants? found near you \(Austin, TX\)/);
    // Distances run from the visitor: the nearest card is close by, sorted by distance.
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByLabel('Sort by').selectOption('distance');
    const first = page.getByTestId('result-card').first();
    await expect(first).toContainText(/\d+\.\d mi/);
    const miles = Number(/(\d+\.\d) mi/.exec(await first.innerText())?.[1]);
    expect(miles).toBeLessThan(5);
  });

  test('Use my location in the directory replaces the typed place', async ({ page }) => {
    await page.goto('/directory?location=Dallas%2C%20TX');
    await expect(page.getByRole('status').filter({ hasText: /found near Dallas/ })).toBeVisible();
    await page.getByRole('button', { name: /Use my location/ }).click();
    await expect(page).toHaveURL(/\/directory\?lat=30\.2747&lng=-97\.7404/);
    await expect(
      page.getByRole('status').filter({ hasText: /found near you \(Austin, TX\)/ }),
    ).toBeVisible();
  });
});

test.describe('location refused', () => {
  test.use({ permissions: [] });

  test('says why and lets the visitor type a place instead', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await page.getByRole('button', { name: /Use my location/ }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Location access is off for this site. Type a city, state or ZIP code instead.',
    );
    const box = page.getByRole('combobox', { name: 'City, state, or ZIP code' });
    await expect(box).toBeFocused();
    await expect(page).toHaveURL('/');
    await box.fill('Austin, TX');
    await box.press('Enter');
    await expect(page).toHaveURL('/directory?location=Austin%2C%20TX');
  });
});
