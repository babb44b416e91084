import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { createStaffAccount } from './support/accounts';
import { linkIn, mailTo } from './support/mail';

test.use({ ...devices['Pixel 5'] });

// What visitors write may hold a word wider than a phone's screen: a place's name and
// address from Add a Place, a contact message, an advertiser's business name. Wherever it
// is shown (the staff console, the restaurant page, the cards, the dashboard) it wraps
// instead of widening the page (packages/ui's global style).

/** How far the page is wider than the screen (0 when it is not). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoWiderThanScreen(page: Page, where: string) {
  expect(await overflow(page), where).toBeLessThanOrEqual(0);
}

test('long words a visitor wrote wrap on every page that shows them, on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Pizza${'z'.repeat(120)} ${stamp}`;
  const street = `201 E Main${'n'.repeat(120)} St`;
  const message = `Hello${'o'.repeat(300)}, do you list food trucks?`;
  const business = `Oven${'n'.repeat(150)} Pizza ${stamp}`;

  // A visitor adds a place and sends a message.
  await page.goto('/submit');
  await page.getByLabel(/Restaurant name/).fill(name);
  await page.getByLabel(/Address/).fill(`${street}, Round Rock, TX 78664`);
  await page.getByRole('button', { name: 'Submit Restaurant' }).tap();
  await expect(page).toHaveURL(/\/directory$/);
  await page.goto('/contact');
  await page.getByLabel('Name').fill(`Ada${'a'.repeat(90)}`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).tap();
  await expect(page.getByText('Message Sent!')).toBeVisible();

  // An advertiser signs up with a long business name and claims a place.
  const email = `long-${stamp}@example.com`;
  const password = 'our ovens run on oak and patience';
  await page.goto('/advertise/signup');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Your name').fill('Dana Ortiz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).tap();
  await expect(page.getByText('Check your email to finish')).toBeVisible();
  await page.goto(linkIn(await mailTo(email, 'Confirm your address for Pizza Atlas')));
  await page.getByRole('button', { name: 'Confirm my address' }).tap();
  await expect(page).toHaveURL('/advertiser/login?confirmed=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).tap();
  await expect(page).toHaveURL('/advertiser/dashboard');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(business);
  await expectNoWiderThanScreen(page, 'advertiser dashboard');
  await page.getByLabel("Your place's name").fill('Pizza');
  await page.getByRole('button', { name: 'Find My Place' }).tap();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Claim This Place' }).tap();
  await expect(page.getByRole('list', { name: 'Your claims' })).toContainText('Pending');
  await page.context().clearCookies();

  // Staff read them all in the console.
  const staff = createStaffAccount();
  await page.goto('/staff');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(staff.email);
  await form.getByLabel('Password').fill(staff.password);
  await form.getByRole('button', { name: 'Sign In' }).tap();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Platform' })).toBeVisible();

  await page.goto('/staff/inbox');
  await expect(page.getByText(message)).toBeVisible();
  await expectNoWiderThanScreen(page, 'staff inbox');
  await page.goto('/staff/claims');
  await expect(page.getByRole('main').getByText(business).first()).toBeVisible();
  await expectNoWiderThanScreen(page, 'staff claims');
  await page.goto('/staff/submissions');
  const submission = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(submission).toContainText(street);
  await expectNoWiderThanScreen(page, 'staff submissions');
  await submission.getByRole('button', { name: `Approve ${name}` }).tap();
  const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
  // The suggested pin is the ZIP centre (no geocoder here): approving it unmoved asks first.
  await expect(approval.getByLabel('Latitude')).not.toHaveValue('');
  await approval.getByRole('button', { name: 'Approve', exact: true }).tap();
  await expect(approval.getByRole('alert')).toContainText(/still at the (ZIP|city) centre/);
  await expectNoWiderThanScreen(page, 'staff approval');
  await approval.getByRole('button', { name: 'Approve with the approximate point' }).tap();
  await expect(page.getByTestId('toast')).toContainText(`${name} is in the directory`);

  // The place's card in the directory and its own page.
  await page.goto('/directory?location=78664&sort=distance');
  const card = page.getByTestId('result-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expectNoWiderThanScreen(page, 'directory card');
  await card.getByRole('link', { name }).tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(street).first()).toBeVisible();
  await expectNoWiderThanScreen(page, 'restaurant page');
});
