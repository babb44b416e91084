import { createHmac } from 'node:crypto';
import { expect, test } from './support/hydration';
import postgres from 'postgres';
import { E2E_CLOCK } from './support/e2e-env';
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

test('photos past the hourly upload budget: the place is kept and the visitor told why', async ({
  page,
}) => {
  const sql = postgres(embeddedDatabaseUrl(), { max: 1 });
  // This browser (127.0.0.1) has used its 200 MB this hour and the next two, as the server
  // counts it: the keyed hash of its address, per hour of the server's clock.
  const [secret] = await sql<{ value: Buffer }[]>`
    select value from visitor_write_secrets where name = 'client_hash'`;
  const client = createHmac('sha256', secret!.value).update('127.0.0.1').digest('hex');
  const hour = Math.floor(E2E_CLOCK.getTime() / 3_600_000) * 3_600_000;
  const hours = [0, 1, 2].map((n) => new Date(hour + n * 3_600_000));
  try {
    for (const start of hours) {
      await sql`
        insert into upload_byte_counts (client_hash, window_start, bytes)
        values (${client}, ${start}, ${200 * 1024 * 1024})
        on conflict (client_hash, window_start) do update set bytes = excluded.bytes`;
    }
    await page.goto('/submit');
    const name = `E2E Budget ${Date.now()}`;
    await page.getByLabel(/Restaurant name/).fill(name);
    await page.getByLabel(/Address/).fill('200 Congress Ave, Austin, TX 78701');
    // 9 MB: the browser is still sending when the API refuses it and closes the connection.
    const big = Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024)]);
    await page
      .getByLabel(/Drop photos here/)
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    const upload = page.waitForResponse((response) =>
      /\/api\/restaurants\/[^/]+\/photos$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Submit Restaurant' }).click();
    expect((await upload).status()).toBe(429);
    await expect(page.getByTestId('toast')).toContainText(
      /Your photos could not be uploaded: Photo uploads are limited to 200 MB an hour from each visitor, and this upload would go over it\. Please try again in \d+ minutes?\./,
    );
    await expect(page).toHaveURL(/\/directory$/);
    const [row] = await sql<{ photos: number }[]>`
      select count(p.id)::int as photos
      from restaurants r left join restaurant_photos p on p.restaurant_id = r.id
      where r.name = ${name} group by r.id`;
    expect(row).toEqual({ photos: 0 });
  } finally {
    await sql`delete from upload_byte_counts where client_hash = ${client}`;
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

// Decision 0066: a US phone number and an address in a real place, each refusal beside its
// field with focus on it; the address is checked by the API against the gazetteer.
test('a phone that is not one and a place that is none are refused beside their fields', async ({
  page,
}) => {
  await page.goto('/submit');
  const submit = page.getByRole('button', { name: 'Submit Restaurant' });
  await expect(submit).toBeEnabled();
  const phone = page.getByLabel('Phone');
  const address = page.getByLabel(/Address/);
  await page.getByLabel(/Restaurant name/).fill('Nowhere Slice');
  await phone.fill('abc');
  await address.fill('1 Main St, Nowhereville, ZZ');
  await submit.click();
  const phoneMessage = 'Please enter a US phone number with its area code, e.g. (312) 555-0123';
  await expect(page.getByText(phoneMessage)).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(
    `${phoneMessage} A US number with its area code.`,
  );

  await phone.fill('(512) 555-0100');
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/restaurants') && response.request().method() === 'POST',
  );
  await submit.click();
  expect((await refused).status()).toBe(400);
  const stateMessage =
    '"ZZ" is not a US state. Use the state\'s two-letter code, e.g. IL for Illinois.';
  await expect(page.getByText(stateMessage)).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(
    `${stateMessage} With the city and state, e.g. 123 Main St, Chicago, IL 60601.`,
  );
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await address.fill('1 Main St, Nowhereville, TX');
  await submit.click();
  await expect(
    page.getByText(
      'We could not find the city "Nowhereville" in Texas. Check its spelling, or add the ZIP code.',
    ),
  ).toBeVisible();
  await expect(address).toBeFocused();

  // A ZIP code Illinois cannot have, though the city alone would place the address.
  await address.fill('2121 N Clark St, Chicago, IL 99999');
  await submit.click();
  const zipMessage = 'We could not find the ZIP code 99999 in Illinois. Check it, or leave it out.';
  await expect(page.getByText(zipMessage)).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(
    `${zipMessage} With the city and state, e.g. 123 Main St, Chicago, IL 60601.`,
  );
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByLabel(/Restaurant name/)).toHaveValue('Nowhere Slice');
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
