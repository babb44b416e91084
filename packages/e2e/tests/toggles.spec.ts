import { platformCommand } from './support/platform-cli';
import { expect, test } from './support/clock';

test.afterEach(() => {
  platformCommand('toggle', ['labs:wait-times', 'on']);
  platformCommand('toggle', ['labs:discovery-journey', 'on']);
  platformCommand('toggle', ['partners', 'on']);
  platformCommand('toggle', ['labs', 'on']);
});

test('a lab switched off loses its links, tile and route, and comes back when switched on', async ({
  page,
}) => {
  platformCommand('toggle', ['labs:wait-times', 'off']);
  platformCommand('toggle', ['labs:discovery-journey', 'off']);
  await page.goto('/');
  await expect(
    page.locator('[data-app="labs"]').getByRole('link', { name: /AR Menu Scanner/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Live Wait Times/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Wait Times' })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discovery Journey' }),
  ).toHaveCount(0);
  const off = await page.goto('/wait-times');
  expect(off?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  platformCommand('toggle', ['labs:wait-times', 'on']);
  platformCommand('toggle', ['labs:discovery-journey', 'on']);
  const on = await page.goto('/wait-times');
  expect(on?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Wait Times' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discovery Journey' }),
  ).toBeVisible();
});

test('a remote switched off disappears from header, footer, home and routes', async ({ page }) => {
  platformCommand('toggle', ['partners', 'off']);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Advertise' })).toHaveCount(
    0,
  );
  expect((await page.goto('/contact'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  platformCommand('toggle', ['labs', 'off']);
  await page.goto('/');
  await expect(page.locator('[data-app="labs"]')).toHaveCount(0);
  await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
  expect((await page.goto('/pizza-social'))?.status()).toBe(404);

  platformCommand('toggle', ['partners', 'on']);
  platformCommand('toggle', ['labs', 'on']);
  expect((await page.goto('/contact'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
});
