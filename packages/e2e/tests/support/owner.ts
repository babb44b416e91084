import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ReviewsResponse } from '@pizza-atlas/contracts';
import { createStaffAccount, signInThroughApi } from './accounts';
import { linkIn, mailTo } from './mail';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** A write made as the dashboard makes it: the session's CSRF token, from our own origin. */
async function sessionPost(request: APIRequestContext, url: string, data: unknown) {
  const { csrfToken } = await (await request.get('/api/account/session')).json();
  const response = await request.post(url, {
    data,
    headers: { ...SAME_ORIGIN, 'x-csrf-token': csrfToken },
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** An advertiser, signed in on `page`, whose claim on a sample place with reviews is approved. */
export async function ownerOfAPlace(page: Page, browser: Browser) {
  const email = `replier-${Date.now()}@example.com`;
  const password = 'answers every review kindly';
  const signup = await page.request.post('/api/account/signup', {
    headers: SAME_ORIGIN,
    data: {
      businessName: 'Kind Replies Pizza',
      contactName: 'Kim',
      email,
      password,
      package: 'featured-listing',
    },
  });
  expect(signup.status()).toBe(202);
  const link = linkIn(await mailTo(email, 'Confirm your address for Pizza Atlas'));
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  expect(
    (
      await page.request.post('/api/account/confirm', { headers: SAME_ORIGIN, data: { token } })
    ).status(),
  ).toBe(200);
  await signInThroughApi(page, email, password);

  const staff = createStaffAccount();
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/');
  await signInThroughApi(staffPage, staff.email, staff.password);
  const { csrfToken: staffToken } = await (
    await staffPage.request.get('/api/account/session')
  ).json();

  // A place with reviews that nobody owns yet: from the end of a search other specs claim
  // the first of; one another run's owner holds answers 409 and the next is taken.
  const { places } = await (await page.request.get('/api/account/claimable-places?q=Pizza')).json();
  let place: { id: string; name: string } | undefined;
  for (const candidate of [...places].reverse()) {
    const reviews: ReviewsResponse = await (
      await page.request.get(`/api/restaurants/catalog/${candidate.id}/reviews`)
    ).json();
    if (reviews.reviews.length === 0) continue;
    const claim = await sessionPost(page.request, '/api/account/claims', {
      restaurantId: candidate.id,
      message: 'Call the shop.',
    });
    const approved = await staffPage.request.post(`/api/staff/claims/${claim.id}/approve`, {
      data: { note: 'Checked by phone.' },
      headers: { ...SAME_ORIGIN, 'x-csrf-token': staffToken },
    });
    if (approved.ok()) {
      place = candidate;
      break;
    }
  }
  await staffContext.close();
  if (!place) throw new Error('no sample place with reviews left to own');
  return place;
}
