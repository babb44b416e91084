import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';
import { axe } from './support/axe';

// The personality quiz over the home page, to the directory with and without the
// visitor's position. Austin has sample places in the catalog.
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

function quiz(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Pizza Personality Quiz' });
}

/** Answers each question with the option of that letter (A to D). */
async function answer(page: Page, letters: string) {
  for (const [index, letter] of [...letters].entries()) {
    await expect(quiz(page).getByText(`Question ${index + 1} of 5`)).toBeVisible();
    await quiz(page).getByRole('listitem').nth('ABCD'.indexOf(letter)).getByRole('button').click();
  }
}

async function expectFocusInside(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

test.describe('location allowed', () => {
  test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

  test('five questions, the result, and the directory near the visitor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Take Personality Quiz' }).click();
    await expect(quiz(page)).toBeVisible();
    await expect(quiz(page).getByText('Question 1 of 5')).toBeVisible();
    await expect(quiz(page).getByText('20%')).toBeVisible();
    await expect(quiz(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await expect(quiz(page).getByRole('heading', { level: 3 })).toBeFocused();
    await expect(quiz(page).getByRole('listitem')).toHaveCount(4);

    // Focus stays in the overlay, forwards and backwards.
    await expectFocusInside(page, quiz(page), 'Tab');
    await expectFocusInside(page, quiz(page), 'Shift+Tab');
    const audit = await axe(page).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    // Connoisseur and social both reach 2; connoisseur got there first.
    await answer(page, 'DCDCA');
    await expect(quiz(page).getByRole('heading', { name: 'The Pizza Connoisseur' })).toBeVisible();
    await expect(quiz(page).getByText('Your pizza personality')).toBeVisible();
    await expect(quiz(page).getByRole('listitem')).toHaveCount(8);

    await quiz(page).getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(quiz(page).getByText('Question 1 of 5')).toBeVisible();
    await answer(page, 'AAAAB');
    await expect(
      quiz(page).getByRole('heading', { name: 'The Adventurous Explorer' }),
    ).toBeVisible();

    await quiz(page).getByRole('button', { name: 'Find My Pizza Places' }).click();
    const ask = page.getByRole('dialog', { name: 'Find pizza places near you' });
    // Escape on the location question goes back to the result.
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(quiz(page)).toBeVisible();

    await quiz(page).getByRole('button', { name: 'Find My Pizza Places' }).click();
    await ask.getByRole('button', { name: 'Allow Location' }).click();
    await expect(page).toHaveURL(
      '/directory?lat=30.2672&lng=-97.7431&personality=adventurer&quiz=completed',
    );
    await expect(
      page.getByText('Your pizza personality: Adventurer. Here are the pizza places near you.'),
    ).toBeVisible();
    await expect(page.getByTestId('result-card').first()).toBeVisible();
    await expect(quiz(page)).toHaveCount(0);
  });
});

test.describe('location refused', () => {
  test.use({ permissions: [] });

  test('the directory opens with the personality only', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await page.getByRole('button', { name: 'Take Personality Quiz' }).click();
    await answer(page, 'CCCAB');
    await expect(quiz(page).getByRole('heading', { name: 'The Social Sharer' })).toBeVisible();
    await quiz(page).getByRole('button', { name: 'Find My Pizza Places' }).click();
    await page
      .getByRole('dialog', { name: 'Find pizza places near you' })
      .getByRole('button', { name: 'Allow Location' })
      .click();
    await expect(page).toHaveURL('/directory?personality=social&quiz=completed');
    await expect(page.getByText(/Your pizza personality: Social\./)).toBeVisible();
  });
});

// Decision 0066: no way out of the location question strands the visitor on the home page.
test('Skip Location opens the directory at its top with the personality, asking where', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Take Personality Quiz' }).click();
  await answer(page, 'AAAAB');
  await quiz(page).getByRole('button', { name: 'Find My Pizza Places' }).click();
  const ask = page.getByRole('dialog', { name: 'Find pizza places near you' });
  await ask.getByRole('button', { name: 'Skip Location' }).click();
  await expect(page).toHaveURL('/directory?personality=adventurer&quiz=completed');
  await expect(
    page.getByText(
      'Your pizza personality: Adventurer. Enter a city, state, or zip code below to see pizza places there.',
    ),
  ).toBeVisible();
  await expect(quiz(page)).toHaveCount(0);
  await expect(ask).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a typed city searches there with the personality; a blank one is asked for', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Take Personality Quiz' }).click();
  await answer(page, 'BBBBB');
  await quiz(page).getByRole('button', { name: 'Find My Pizza Places' }).click();
  const ask = page.getByRole('dialog', { name: 'Find pizza places near you' });
  const place = ask.getByLabel('Or search a city, state, or zip code');
  await ask.getByRole('button', { name: 'Show Places' }).click();
  await expect(place).toBeFocused();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(ask.getByRole('alert')).toHaveText(
    'Enter a city, state, or zip code, or choose Allow Location.',
  );
  await place.fill('Austin, TX');
  await place.press('Enter');
  await expect(page).toHaveURL(
    '/directory?location=Austin%2C+TX&personality=traditionalist&quiz=completed',
  );
  await expect(
    page.getByText(
      'Your pizza personality: Traditionalist. Here are the pizza places in Austin, TX.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('Escape closes the quiz and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Take Personality Quiz' });
  await opener.click();
  await answer(page, 'BB');
  await page.keyboard.press('Escape');
  await expect(quiz(page)).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(quiz(page).getByText('Question 1 of 5')).toBeVisible();
});

test.describe('switched off', () => {
  test.afterEach(() => {
    platformCommand('toggle', ['labs:quiz', 'on']);
  });

  test('the quiz button leaves the home page and comes back', async ({ page }) => {
    platformCommand('toggle', ['labs:quiz', 'off']);
    await page.goto('/');
    await expect(
      page.locator('[data-app="labs"]').getByRole('link', { name: 'Explore Intelligence Hub' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take Personality Quiz' })).toHaveCount(0);

    platformCommand('toggle', ['labs:quiz', 'on']);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Take Personality Quiz' })).toBeVisible();
  });
});
