import { expect, test } from './support/hydration';
import postgres from 'postgres';
import type { Page } from '@playwright/test';
import { embeddedDatabaseUrl } from './support/embedded-database';

test('the advertise page shows the packages, the launch special and where to go next', async ({
  page,
}) => {
  await page.goto('/advertise');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Advertise with Pizza Atlas' }),
  ).toBeVisible();
  for (const [name, price, regular] of [
    ['Featured Listing', '$49/month', '$196'],
    ['Promoted Spotlight', '$89/month', '$356'],
    ['Partnership Package', '$149/month', '$596'],
  ]) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText(price)).toBeVisible();
    await expect(card.locator('s')).toContainText(regular);
    await expect(card.getByText('75% OFF')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Launch special: 75% OFF' })).toBeVisible();
  await expect(page.getByText('Limited time')).toBeVisible();
  await expect(page.getByText(/founding partner/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Founding Partner' })).toHaveAttribute(
    'href',
    '/advertise/signup',
  );
  await expect(page.getByRole('link', { name: 'Advertiser Sign In' })).toHaveAttribute(
    'href',
    '/advertiser/login',
  );

  await page.getByRole('link', { name: 'Contact Us About Partnerships' }).click();
  await expect(page).toHaveURL(/\/contact\?type=partnership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByLabel('Inquiry type')).toHaveValue('partnership');
});

async function fill(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Do you list food trucks as well?');
}

test('the contact form checks each field, then sends and stores the message', async ({
  page,
  request,
}) => {
  // The server renders the type chosen by the address, so hydration changes nothing.
  const served = await (await request.get('/contact?type=advertiser')).text();
  expect(served).toMatch(/<option value="advertiser" selected="">/);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/contact?type=advertiser');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(problems).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  for (const blurb of ['Advertising', 'Partnerships', 'Support'])
    await expect(page.getByRole('heading', { level: 2, name: blurb })).toBeVisible();
  await expect(page.getByLabel('Inquiry type')).toHaveValue('advertiser');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('too short');
  await page.getByLabel('Inquiry type').selectOption('');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Please select an inquiry type')).toBeVisible();
  // Every refused control is outlined in the danger colour, the text inputs too (the
  // fields' own border rule once won over the invalid one for inputs); a valid one is not.
  const border = (label: string | RegExp) =>
    page.getByLabel(label).evaluate((control) => getComputedStyle(control).borderTopColor);
  const danger = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--pa-danger').trim(),
  );
  const dangerRgb = await page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, danger);
  for (const label of ['Name', 'Email', 'Message', 'Inquiry type'])
    expect(await border(label), label).toBe(dangerRgb);
  expect(await border(/Company/)).not.toBe(dangerRgb);

  const name = `E2E Contact ${Date.now()}`;
  await fill(page, name);
  await page.getByLabel(/Company/).fill('Slice Co');
  await page.getByLabel('Inquiry type').selectOption('partnership');
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();

  const sql = postgres(embeddedDatabaseUrl(), { max: 1 });
  try {
    const rows = await sql<{ company: string; type: string }[]>`
      select company, type from contact_messages where name = ${name}`;
    expect(rows).toEqual([{ company: 'Slice Co', type: 'partnership' }]);
  } finally {
    await sql.end();
  }

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('Inquiry type')).toHaveValue('advertiser');
});

test('a refused message shows the answer in a red box, the button disabled while sending', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Failed to store the message' } }),
    });
  });
  await page.goto('/contact');
  await expect(page.getByLabel('Inquiry type')).toHaveValue('general');
  await fill(page, 'Ada Baker');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
  release();
  const box = page.getByRole('alert');
  await expect(box).toHaveText('Failed to store the message');
  await expect(box).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a message that never reaches the server shows the network message', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort());
  await page.goto('/contact');
  await fill(page, 'Ada Baker');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const box = page.getByRole('alert');
  await expect(box).toHaveText('Network error. Please check your connection and try again.');
  await expect(box).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page.getByLabel('Name')).toHaveValue('Ada Baker');
});
