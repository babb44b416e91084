import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';

// Each lab's way in from the home page shows only while that lab is on.
const LABS: [feature: string, label: RegExp | string, kind: 'link' | 'button', path?: string][] = [
  ['quiz', 'Take Personality Quiz', 'button'],
  ['pizza-intelligence', 'Explore Intelligence Hub', 'link', '/pizza-intelligence'],
  ['wait-times', /Live Wait Times/, 'link', '/wait-times'],
  ['ar-scanner', /AR Menu Scanner/, 'link', '/ar-scanner'],
  ['pizza-social', /Pizza Passport/, 'link', '/pizza-social'],
];

function labsArea(page: Page) {
  return page.locator('[data-app="labs"]');
}

test.afterEach(() => {
  for (const [feature] of LABS) platformCommand('toggle', [`labs:${feature}`, 'on']);
});

test('the home page has a way into each lab', async ({ page }) => {
  await page.goto('/');
  for (const [, label, kind, path] of LABS) {
    const control = labsArea(page).getByRole(kind, { name: label });
    await expect(control).toBeVisible();
    if (path) await expect(control).toHaveAttribute('href', path);
  }
});

test('a lab switched off loses its home tile, the others stay, and it comes back', async ({
  page,
}) => {
  for (const [feature, label, kind] of LABS) {
    platformCommand('toggle', [`labs:${feature}`, 'off']);
    await page.goto('/');
    await expect(labsArea(page).getByRole(kind, { name: label })).toHaveCount(0);
    for (const [other, otherLabel, otherKind] of LABS) {
      if (other !== feature)
        await expect(labsArea(page).getByRole(otherKind, { name: otherLabel })).toBeVisible();
    }
    platformCommand('toggle', [`labs:${feature}`, 'on']);
  }
  await page.goto('/');
  for (const [, label, kind] of LABS)
    await expect(labsArea(page).getByRole(kind, { name: label })).toBeVisible();
});
