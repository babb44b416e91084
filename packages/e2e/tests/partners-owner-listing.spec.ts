import { OWNER_LISTING_MESSAGES } from '@pizza-atlas/contracts';
import type { APIRequestContext } from '@playwright/test';
import { createStaffAccount, E2E_PASSWORD, signInThroughApi } from './support/accounts';
import { expect, test } from './support/clock';
import { linkIn, mailTo } from './support/mail';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The headers of a cookie write: our origin and the session's CSRF token. */
async function writeHeaders(request: APIRequestContext) {
  const session = await (await request.get('/api/account/session')).json();
  return { ...SAME_ORIGIN, 'x-csrf-token': session.csrfToken as string };
}

test('an owner signs in, changes the hours with a preview of the week, and the place page shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const request = page.request;
  // An advertiser, confirmed from the mail, as the sign-up journey has it.
  const email = `keeper-${Date.now()}@example.com`;
  const signup = await request.post('/api/account/signup', {
    headers: SAME_ORIGIN,
    data: {
      businessName: 'Hours Keeper Pizza',
      contactName: 'Kai Keeper',
      email,
      password: E2E_PASSWORD,
      package: 'featured-listing',
    },
  });
  expect(signup.status()).toBe(202);
  const token = new URL(
    linkIn(await mailTo(email, 'Confirm your address for Pizza Atlas')),
    'http://x',
  ).searchParams.get('token');
  expect(
    (await request.post('/api/account/confirm', { headers: SAME_ORIGIN, data: { token } })).ok(),
  ).toBe(true);
  const staff = createStaffAccount();

  // The owner claims a place, and staff approve it (the first place no one owns yet).
  await signInThroughApi(page, email, E2E_PASSWORD);
  const places = (await (await request.get('/api/account/claimable-places?q=pizza')).json())
    .places as { id: string; name: string }[];
  let owned: { id: string; name: string } | undefined;
  for (const place of places) {
    await signInThroughApi(page, email, E2E_PASSWORD);
    const claim = await request.post('/api/account/claims', {
      headers: await writeHeaders(request),
      data: { restaurantId: place.id, message: 'The keys are mine.' },
    });
    expect(claim.status()).toBe(201);
    const claimId = (await claim.json()).id as string;
    await signInThroughApi(page, staff.email, staff.password);
    const approve = await request.post(`/api/staff/claims/${claimId}/approve`, {
      headers: await writeHeaders(request),
      data: {},
    });
    if (approve.ok()) {
      owned = place;
      break;
    }
  }
  expect(owned).toBeDefined();
  await signInThroughApi(page, email, E2E_PASSWORD);

  await page.goto('/advertiser/dashboard');
  const claims = page.getByRole('list', { name: 'Your claims' });
  const item = claims.getByRole('listitem').filter({ hasText: 'Approved' });
  await item.getByRole('button', { name: 'Edit Listing' }).click();
  const form = page.getByRole('form', { name: 'Edit your listing' });
  const hours = form.getByLabel('Opening hours');
  await expect(hours).toBeVisible();

  // Hours it cannot read are named, next to the field.
  await hours.fill('Mo-Su 09:30-');
  await form.getByRole('button', { name: 'Preview Week' }).click();
  await expect(form.getByText(/^The hours cannot be read at "Mo-Su 09:30-"/)).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');

  await hours.fill('Mo-Su 09:30-21:30');
  await form.getByRole('button', { name: 'Preview Week' }).click();
  const week = form.getByRole('status', { name: 'Your week as visitors will see it' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  await expect(week.getByRole('listitem').first()).toContainText('9:30 AM – 9:30 PM (today)');
  await form.getByRole('button', { name: 'Save Listing' }).click();
  await expect(form.getByText(OWNER_LISTING_MESSAGES.saved)).toBeVisible();

  // A visitor (signed out) sees the owner's hours on the place's page.
  await page.context().clearCookies();
  await page.goto(`/restaurant/${owned!.id}`);
  const contact = page.getByRole('region', { name: 'Location & Contact' });
  await expect(contact.getByRole('listitem').first()).toContainText('9:30 AM – 9:30 PM');
  await expect(contact.getByTestId('owner-updated')).toHaveText(
    /^Updated by the owner on \w{3} \d{1,2}, \d{4}\.$/,
  );
});
