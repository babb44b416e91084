import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';

// The wait-times demo: fixed figures labelled as such, details, directions, no pretend
// refreshes, and the way to the reported waits of restaurant pages.

test.afterEach(() => {
  platformCommand('toggle', ['labs:wait-times', 'on']);
});

test('the demo shows its figures, details and directions, and leads to live waits', async ({
  page,
}) => {
  await page.goto('/wait-times');
  await expect(page.getByRole('heading', { level: 1, name: 'Wait Times' })).toBeVisible();
  await expect(page.getByText('they are fixed and do not update')).toBeVisible();
  await expect(page.getByText(/Updated every/)).toHaveCount(0);
  const stats = page.getByRole('region', { name: 'Wait-time figures (demo)' });
  for (const figure of ['147', '12 min', '94%', '23']) await expect(stats).toContainText(figure);

  const places = page.getByRole('region', { name: /Sample restaurants/ }).getByRole('listitem');
  await expect(places).toHaveCount(3);
  const lab = page.getByRole('listitem', { name: 'The Dough Lab' });
  await expect(lab).toContainText('35 min');
  await expect(lab).toContainText('45 min');
  await expect(lab).toContainText('95%');
  await expect(lab).toContainText('8:30 PM');
  await expect(lab.getByText('Very Busy')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await expect(
    page.getByRole('listitem', { name: 'Marinara Mile' }).getByText('Not Busy'),
  ).toHaveCSS('background-color', 'rgb(21, 128, 61)');

  // Nothing on the page refreshes: a minute later it has asked the API for nothing.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
  });
  await page.clock.fastForward('01:00');
  expect(requests).toEqual([]);

  await lab.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'The Dough Lab' });
  await expect(dialog).toContainText('95% of seats are taken');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(lab.getByRole('button', { name: 'View Details' })).toBeFocused();

  const directions = lab.getByRole('link', { name: /^Get Directions/ });
  await expect(directions).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=Mission%20District%2C%20San%20Francisco%2C%20CA',
  );
  await expect(directions).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: "Find a restaurant's live wait" }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza Directory' })).toBeVisible();
});

test('wait times switched off disappears everywhere and comes back', async ({ page }) => {
  platformCommand('toggle', ['labs:wait-times', 'off']);
  await page.goto('/');
  await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
  await expect(page.locator('a[href="/wait-times"]')).toHaveCount(0);
  expect((await page.goto('/wait-times'))?.status()).toBe(404);

  platformCommand('toggle', ['labs:wait-times', 'on']);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Wait Times' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wait Times' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Marinara Mile' })).toBeVisible();
});
