import { OWNER_REPLY_MESSAGES } from '@pizza-atlas/contracts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/clock';
import { ownerOfAPlace } from './support/owner';

test('an owner replies to a review from the dashboard, edits it, and visitors see it under the review', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const place = await ownerOfAPlace(page, browser);

  await page.goto('/advertiser/dashboard');
  const section = page.getByRole('region', { name: 'Reviews of your places' });
  await expect(section.getByRole('heading', { name: place.name })).toBeVisible();
  const first = section.getByRole('listitem').first();
  const field = first.getByLabel('Your public reply');
  // Whitespace alone is refused at the field, naming the limit.
  await field.fill('   ');
  await first.getByRole('button', { name: 'Publish Reply' }).click();
  await expect(first.getByRole('alert')).toHaveText(OWNER_REPLY_MESSAGES.required);
  await field.fill('  Thank you for the kind words, come back soon!  ');
  await field.press('Tab');
  await page.keyboard.press('Enter');
  const reply = first.getByLabel('Your reply');
  await expect(reply).toContainText('Thank you for the kind words, come back soon!');
  await expect(reply).toBeFocused();

  await reply.getByRole('button', { name: 'Edit' }).click();
  await first.getByLabel('Your public reply').fill('Thank you! The oven is hotter now.');
  await first.getByRole('button', { name: 'Save Reply' }).click();
  await expect(first.getByLabel('Your reply')).toContainText('The oven is hotter now.');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // Visitors: under the review on the place's page, at once.
  await page.goto(`/restaurant/${place.id}`);
  const reviews = page.getByRole('region', { name: /Customer Reviews/ });
  const answered = reviews.getByRole('listitem').filter({ hasText: 'Response from the owner' });
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText('Thank you! The oven is hotter now.');
  await expectAccessible(page);
});
