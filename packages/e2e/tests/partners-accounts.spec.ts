import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { expect, test } from './support/clock';
import { linkIn, mailTo } from './support/mail';

test('an advertiser signs up, confirms the address from the mail, claims a place, signs out and back in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/advertise');
  await page.getByRole('link', { name: 'Choose Promoted Spotlight' }).click();
  await expect(page).toHaveURL('/advertise/signup?package=promoted-spotlight');
  await expect(page.getByRole('radio', { name: /Promoted Spotlight/ })).toBeChecked();

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.businessName)).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordShort)).toBeVisible();

  const email = `owner-${Date.now()}@example.com`;
  const password = 'our ovens run on oak and patience';
  await page.getByLabel('Business name').fill('Oak & Patience Pizza');
  await page.getByLabel('Your name').fill('Dana Ortiz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/^This password is too common: /)).toBeVisible();
  await page.getByLabel('Password').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordIsEmail)).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The same answer for a new and a known email (decision 0043): the mail says which.
  await expect(page.getByText('Check your email to finish')).toBeVisible();

  const confirm = await mailTo(email, 'Confirm your address for Pizza Atlas');
  // The link opens a page; only its button confirms (a mail scanner's GET changes nothing).
  await page.goto(linkIn(confirm));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page).toHaveURL('/advertiser/login?confirmed=1');
  await expect(page.getByText('Your email address is confirmed. Please sign in.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/advertiser/dashboard');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('Oak & Patience Pizza');
  await expect(account).toContainText('Promoted Spotlight');
  // The session cookie: HttpOnly, SameSite, holding only a random token.
  const cookie = (await context.cookies()).find((c) => c.name === 'pa_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('pa_session');

  // Claim a listing found by name.
  await page.getByLabel("Your place's name").fill('Pizza');
  await page.getByRole('button', { name: 'Find My Place' }).click();
  const choice = page.getByRole('radio').first();
  const place = (await choice.locator('xpath=..').innerText()).split('·')[0]!.trim();
  await choice.check();
  await page.getByLabel('How can we check it is yours? (optional)').fill('Call the shop.');
  await page.getByRole('button', { name: 'Claim This Place' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.claimSent)).toBeVisible();
  const claims = page.getByRole('list', { name: 'Your claims' });
  await expect(claims).toContainText(place);
  await expect(claims).toContainText('Pending');

  // The header's account menu, then signing out.
  const menu = page.getByRole('button', { name: /Account/ });
  await menu.click();
  const header = page.getByRole('banner');
  await expect(header.getByText(/Signed in as/)).toContainText('Dana Ortiz');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/advertiser/dashboard');
  await expect(page).toHaveURL('/advertiser/login?next=%2Fadvertiser%2Fdashboard');

  // A wrong password says only that; the right one returns to the dashboard.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not our password at all');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.badLogin);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/advertiser/dashboard');
  await expect(page.getByRole('list', { name: 'Your claims' })).toContainText('Pending');
});

test('a forgotten password is set again through the mailed link, once', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `forgetful-${Date.now()}@example.com`;
  const signup = await page.request.post('/api/account/signup', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: {
      businessName: 'Forgetful Pies',
      contactName: 'Flo',
      email,
      password: 'the password I will forget',
      package: 'featured-listing',
    },
  });
  expect(signup.status()).toBe(202);

  await page.goto('/advertiser/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/advertiser/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the Link' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resetSent)).toBeVisible();

  const link = linkIn(await mailTo(email, 'Reset your Pizza Atlas password'));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a password I will remember now');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL('/advertiser/login?reset=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a password I will remember now');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/advertiser/dashboard');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('someone else tries it again');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.resetTokenUsed);
});

test('the account pages say nothing personal to the server render and are not indexed', async ({
  page,
}) => {
  for (const path of ['/advertise/signup', '/advertiser/login', '/advertiser/dashboard']) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('noindex, nofollow');
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
});
