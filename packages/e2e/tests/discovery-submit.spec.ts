import { expect, test } from './support/hydration';
import postgres from 'postgres';
import { embeddedDatabaseUrl } from './support/embedded-database';

// A 1×1 PNG: a real image the API's byte check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('adding a pizza place with a photo stores both and opens the directory', async ({ page }) => {
  await page.goto('/submit');
  await expect(page.getByText(/appear in the directory once our staff approve it/)).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();

  const name = `E2E Slice ${Date.now()}`;
  await page.getByLabel(/Restaurant name/).fill(name);
  await page.getByLabel('Phone').fill('(512) 555-0100');
  await page.getByLabel(/Address/).fill('100 Congress Ave, Austin, TX 78701');
  await page.getByLabel('Pizza style').selectOption('detroit');
  await page.getByLabel('Website').fill('https://example.com/slice');
  await page.getByRole('checkbox', { name: 'Delivery' }).check();
  await page.getByRole('checkbox', { name: 'Outdoor Seating' }).check();
  await page.getByLabel('Description').fill('Crispy-edged squares.');

  const picker = page.getByLabel(/Drop photos here/);
  await picker.setInputFiles({
    name: 'menu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    page.getByText('menu.txt is not a PNG or JPG image, so it was not added.'),
  ).toBeVisible();
  await picker.setInputFiles({ name: 'oven.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Chosen photos' })).toContainText('oven.png');

  const upload = page.waitForResponse((response) =>
    /\/api\/restaurants\/[^/]+\/photos$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  expect((await upload).status()).toBe(201);
  await expect(page.getByTestId('toast')).toContainText('Restaurant submitted!');
  await expect(page.getByTestId('toast')).toContainText(
    'Thank you for adding a new pizza place to our directory.',
  );
  await expect(page).toHaveURL(/\/directory$/);
  // What happens next stays on the page after the toast has gone.
  await expect(page.getByRole('status').filter({ hasText: 'was submitted' })).toContainText(
    'Our staff check each new place before it appears',
  );

  const sql = postgres(embeddedDatabaseUrl(), { max: 1 });
  try {
    const [row] = await sql<{ approved: boolean; features: string[]; photos: number }[]>`
      select r.approved, r.features, count(p.id)::int as photos
      from restaurants r left join restaurant_photos p on p.restaurant_id = r.id
      where r.name = ${name} group by r.id`;
    expect(row).toEqual({ approved: false, features: ['delivery', 'outdoor'], photos: 1 });
  } finally {
    await sql.end();
  }
});

test('a failed submission shows the error toast and keeps the form', async ({ page }) => {
  await page.route('**/api/restaurants', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, body: 'down' })
      : route.continue(),
  );
  await page.goto('/submit');
  await page.getByLabel(/Restaurant name/).fill('Unlucky Slice');
  await page.getByLabel(/Address/).fill('1 Main St, Austin, TX');
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  await expect(page.getByTestId('toast')).toContainText('Error');
  await expect(page.getByTestId('toast')).toContainText(
    'Failed to submit restaurant. Please try again.',
  );
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByLabel(/Restaurant name/)).toHaveValue('Unlucky Slice');
});

test('the Phone field stays put when the name message appears beside it, at every width', async ({
  page,
}) => {
  // The Phone box's place and size inside the form (the page may scroll to the name).
  const phoneBox = () =>
    page.getByLabel('Phone').evaluate((input) => {
      const box = input.getBoundingClientRect();
      const form = input.closest('form')!.getBoundingClientRect();
      return { top: box.top - form.top, left: box.left - form.left, height: box.height };
    });
  for (const width of [320, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/submit');
    const before = await phoneBox();
    await page.getByRole('button', { name: 'Submit Restaurant' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    const after = await phoneBox();
    if (width >= 640) {
      // Side by side with the name: neither moved nor resized.
      expect(after, `at ${width} px`).toEqual(before);
    } else {
      // Stacked under the name: it moves down by the message's height, and keeps its size.
      expect(after.height, `at ${width} px`).toBe(before.height);
    }
  }
});
