import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { createStaffAccount } from './support/accounts';
import { platformCommand } from './support/platform-cli';

const partnersDist = path.resolve(__dirname, '..', '..', '..', 'mfe-partners', 'dist');

async function staffSignIn(page: Page) {
  const { email, password } = createStaffAccount();
  await page.goto('/staff');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // The console's own heading (the footer has a Platform heading too).
  await expect(page.getByRole('main').getByRole('heading', { name: 'Platform' })).toBeVisible();
  return email;
}

test.afterEach(() => {
  platformCommand('toggle', ['labs', 'on']);
});

test('staff switch the labs off and on from the console, and the site follows', async ({
  page,
}) => {
  const email = await staffSignIn(page);
  const labsSwitch = page.getByRole('switch', { name: 'labs remote' });
  await expect(labsSwitch).toHaveAttribute('aria-checked', 'true');
  await labsSwitch.click();
  await expect(page.getByTestId('toast')).toContainText('The labs remote is off');
  await expect(labsSwitch).toHaveAttribute('aria-checked', 'false');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Find Your Perfect Slice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take Personality Quiz' })).toHaveCount(0);
  expect((await page.goto('/wait-times'))!.status()).toBe(404);

  await page.goto('/staff/platform');
  await page.getByRole('switch', { name: 'labs remote' }).click();
  await expect(page.getByTestId('toast')).toContainText('The labs remote is on');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Take Personality Quiz' })).toBeVisible();

  await page.goto('/staff/audit');
  const log = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  await expect(log.nth(0)).toContainText('remote.enable');
  await expect(log.nth(0)).toContainText(email);
  await expect(log.nth(1)).toContainText('remote.disable');
});

test('a submitted place approved in the console appears in search and on its city page; its held review is approved, reported and hidden', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor adds a place in a town the sample catalog has none in.
  const name = `Round Rock Slice ${Date.now()}`;
  await page.goto('/submit');
  await page.getByLabel(/Restaurant name/).fill(name);
  await page.getByLabel(/Address/).fill('201 E Main St, Round Rock, TX 78664');
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  await expect(page).toHaveURL(/\/directory$/);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Submissions' }).click();
  const submission = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(submission).toContainText('Round Rock, TX 78664');
  await submission.getByRole('button', { name: `Approve ${name}` }).click();
  const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
  // No geocoder here (GEOCODER=none): the suggested pin is the ZIP centre, and approving it
  // unmoved asks first. Wait for the pin, so Approve is not pressed before it arrives.
  await expect(approval.getByLabel('Latitude')).not.toHaveValue('');
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approval.getByRole('alert')).toContainText(/still at the (ZIP|city) centre/);
  await approval.getByRole('button', { name: 'Approve with the approximate point' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${name} is in the directory`);
  await expect(page.getByRole('link', { name: 'Open its page' })).toBeVisible();

  // In search, nearest first from its ZIP code.
  await page.goto('/directory?location=78664&sort=distance');
  const card = page.getByTestId('result-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  // On its city page.
  await page.goto('/states/texas/round-rock');
  await expect(page.getByText(name)).toBeVisible();

  // Its submitter's first review of it is held for staff (decision 0044), approved in the
  // console, then reported by a visitor and hidden: gone from the page.
  await page.goto('/directory?location=78664&sort=distance');
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const text = `Test review to check ${Date.now()}`;
  await page.getByRole('button', { name: 'Write a Review' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Write a Review for ${name}` });
  await dialog.getByLabel('2 stars').check();
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByLabel('Your name').fill('Spammy');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(
    'Thanks — your review will appear after a quick check.',
  );
  await expect(page.getByRole('main').getByText(text)).toHaveCount(0);
  const restaurantUrl = page.url();

  const decide = async (verb: 'Approve' | 'Hide', reason: string) => {
    await page.goto('/staff/reviews');
    const review = page.getByRole('listitem').filter({ hasText: text });
    await review.getByRole('button', { name: `${verb} the review by Spammy of ${name}` }).click();
    const decision = page.getByRole('dialog', { name: `${verb} the review by Spammy` });
    await decision.getByLabel('Reason').fill(reason);
    await decision.getByRole('button', { name: verb, exact: true }).click();
    return review;
  };
  await page.goto('/staff/reviews');
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(
    'Held: First review of a place, by the visitor who added it',
  );
  await decide('Approve', 'Checked: a real visit.');
  await expect(page.getByTestId('toast')).toContainText('The review is published');
  await page.goto(restaurantUrl);
  await expect(page.getByRole('main').getByText(text)).toBeVisible();

  await page.getByRole('button', { name: 'Report the review by Spammy' }).click();
  await page.getByRole('radio', { name: 'Spam or advertising' }).check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for the report' })).toBeVisible();

  await page.goto('/staff/reviews');
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(
    'Reports: Spam or advertising (1)',
  );
  await decide('Hide', 'Reported as spam; it is.');
  await expect(page.getByTestId('toast')).toContainText('The review is hidden');
  await page.goto(restaurantUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByText('No reviews yet. Be the first to share your experience.'),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  await page.goto('/staff/audit');
  const hidden = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
  await expect(hidden).toContainText('review.hide');
  await expect(hidden).toContainText('Reported as spam; it is.');
});

test('a place already listed: the visitor is told, staff merge it; an approved place is removed and listed again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Halsted Twice ${Date.now()}`;
  const suggest = async (address: string) => {
    await page.goto('/submit');
    await page.getByLabel(/Restaurant name/).fill(name);
    await page.getByLabel(/Address/).fill(address);
    await page.getByRole('button', { name: 'Submit Restaurant' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    // The spec's toast, word for word, either way.
    await expect(page.getByTestId('toast')).toContainText('Restaurant submitted!');
  };
  await suggest('2314 N Halsted St, Chicago, IL 60614');
  await staffSignIn(page);
  await page.goto('/staff/submissions');
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await first.getByRole('button', { name: `Approve ${name}` }).click();
  const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
  // The address staff place the pin by is shown, and focused first (not the City field).
  await expect(approval.locator('p', { hasText: 'Submitted address:' })).toBeFocused();
  await expect(approval).toContainText('2314 N Halsted St, Chicago, IL 60614');
  await expect(approval.getByLabel('Latitude')).not.toHaveValue('');
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await approval.getByRole('button', { name: 'Approve with the approximate point' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${name} is in the directory`);
  const placePath = (await page.getByRole('link', { name: 'Open its page' }).getAttribute('href'))!;
  const placeId = placePath.split('/').pop()!;

  // The same place again, written another way: recorded, and the visitor told where it is.
  await suggest('2314 North Halsted Street, Chicago, IL 60614');
  const notice = page.getByRole('status').filter({ hasText: 'already listed' });
  await expect(notice).toContainText('A place with that name at that address is already listed');
  await expect(notice.getByRole('link', { name })).toHaveAttribute('href', placePath);

  await page.goto('/staff/submissions');
  const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(again.getByRole('note')).toContainText(
    `Possibly the same place as ${name} (2314 N Halsted St, Chicago, IL)`,
  );
  await again.getByRole('button', { name: `Same place: merge ${name} into ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Merge ${name} into ${name}?` })
    .getByRole('button', { name: 'Merge into it' })
    .click();
  await expect(page.getByTestId('toast')).toContainText(`${name} was merged into ${name}`);

  // The approved place of its own: off the directory (410), then listed again.
  await page.goto('/staff/submissions?status=approved');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(cards.filter({ hasText: 'Merged into' })).toHaveCount(1);
  const own = cards.filter({ hasNotText: 'Merged into' });
  await own.getByRole('button', { name: `Remove ${name} from the directory` }).click();
  const removal = page.getByRole('dialog', { name: `Remove ${name} from the directory?` });
  await removal.getByLabel('Reason').fill('Closed for good.');
  await removal.getByRole('button', { name: 'Remove from the directory' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${name} was taken off the directory`);
  expect((await page.request.get(`/api/restaurants/catalog/${placeId}`)).status()).toBe(410);
  await own.getByRole('button', { name: `List ${name} again` }).click();
  const relist = page.getByRole('dialog', { name: `List ${name} again?` });
  await relist.getByLabel('Reason').fill('Reopened.');
  await relist.getByRole('button', { name: 'List again' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${name} is listed again`);
  expect((await page.request.get(`/api/restaurants/catalog/${placeId}`)).status()).toBe(200);

  await page.goto('/staff/audit');
  const log = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  await expect(log.nth(0)).toContainText('place.relist');
  await expect(log.nth(1)).toContainText('place.remove');
  await expect(log.nth(1)).toContainText('Closed for good.');
  await expect(log.nth(2)).toContainText('submission.merge');
});

test('Approve waits while the suggested pin is being found, then asks about the centre', async ({
  page,
}) => {
  const name = `Waiting Slice ${Date.now()}`;
  await page.goto('/submit');
  await page.getByLabel(/Restaurant name/).fill(name);
  await page.getByLabel(/Address/).fill('300 E Main St, Round Rock, TX 78664');
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  await expect(page).toHaveURL(/\/directory$/);

  // The pin's answer is held until the test lets it through, as a slow geocoder would.
  let letPinThrough: () => void = () => undefined;
  const pinHeld = new Promise<void>((resolve) => {
    letPinThrough = resolve;
  });
  await page.route('**/api/staff/submissions/*/pin', async (route) => {
    await pinHeld;
    await route.continue();
  });
  const approvals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/approve')) approvals.push(request.url());
  });

  await staffSignIn(page);
  await page.goto('/staff/submissions');
  const submission = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await submission.getByRole('button', { name: `Approve ${name}` }).click();
  const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
  await expect(approval.getByRole('status')).toHaveText('Finding the address on the map…');
  const approve = approval.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toHaveAttribute('aria-disabled', 'true');
  await expect(approve).toHaveAccessibleDescription(
    'Approve waits until the address lookup answers.',
  );
  // By keyboard: the button keeps its focus, and pressing it sends nothing.
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(approve).toBeFocused();

  letPinThrough();
  await expect(approval.getByRole('status')).toHaveText(
    'Pin at the ZIP centre, not the address: move it to the door.',
  );
  // Any approval the early press started would have left before the pin came back.
  expect(approvals).toEqual([]);
  await expect(approve).not.toHaveAttribute('aria-disabled');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(approval.getByRole('alert')).toContainText('The pin is still at the ZIP centre');
  expect(approvals).toEqual([]);
  await approval.getByRole('button', { name: 'Cancel' }).click();
});

test('the approval dialog fits a laptop and a phone in both themes, its warning in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Fitting Slice ${Date.now()}`;
  await page.goto('/submit');
  await page.getByLabel(/Restaurant name/).fill(name);
  await page.getByLabel(/Address/).fill('400 E Main St, Round Rock, TX 78664');
  await page.getByRole('button', { name: 'Submit Restaurant' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await staffSignIn(page);

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const where = `${width}×${height}, ${colorScheme}`;
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/staff/submissions');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const submission = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) });
      await submission.getByRole('button', { name: `Approve ${name}` }).click();
      const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
      await expect(approval.getByLabel('Latitude')).not.toHaveValue('');
      await expect(approval.locator('.pa-pin')).toBeVisible();
      await approval.getByRole('button', { name: 'Approve', exact: true }).click();
      // The warning appears above Approve; its own button must not be left under the fold.
      await expect(
        approval.getByRole('button', { name: 'Approve with the approximate point' }),
      ).toBeInViewport({ ratio: 1 });
      // No sideways scrolling: not of the page, not inside the dialog, no dialog past the edge.
      const overflow = await approval.evaluate((dialog) => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        dialog: dialog.scrollWidth - dialog.clientWidth,
        pastEdge: Math.max(0, dialog.getBoundingClientRect().right - window.innerWidth),
      }));
      expect(overflow, where).toEqual({ page: 0, dialog: 0, pastEdge: 0 });
      await approval.getByRole('button', { name: 'Cancel' }).click();
    }
  }
});

test('staff roll a remote back to its earlier release from the console', async ({ page }) => {
  const version = `e2e-staff-${Date.now()}`;
  expect(
    platformCommand('publish-remote', ['partners', '--dist', partnersDist, '--version', version]),
  ).toContain(`partners: published ${version}`);
  await staffSignIn(page);
  const partners = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'partners', exact: true }) });
  const releases = partners.getByRole('table', { name: 'Releases of partners' });
  await expect(partners).toContainText(`Active version: ${version}`);
  const earlier = releases.getByRole('row').nth(2);
  const earlierVersion = (await earlier.getByRole('rowheader').innerText()).trim();
  await earlier.getByRole('button', { name: `Roll back: partners ${earlierVersion}` }).click();
  const dialog = page.getByRole('dialog', { name: `Make partners ${earlierVersion} active?` });
  await expect(dialog).toContainText(`partners remote goes from ${version} to ${earlierVersion}`);
  await dialog.getByRole('button', { name: 'Make active' }).click();
  await expect(page.getByTestId('toast')).toContainText(`partners now runs ${earlierVersion}`);
  await expect(partners).toContainText(`Active version: ${earlierVersion}`);
  // The site runs on it.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
});

test('the console is for staff only', async ({ page }) => {
  await page.goto('/staff/platform');
  await expect(page.getByRole('form', { name: 'Staff sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const answer = await page.request.get('/api/staff/platform');
  expect(answer.status()).toBe(401);
});
