import { WaitTimeSchema } from '@pizza-atlas/contracts';
import { expect, type Page } from '@playwright/test';

/** The wait card of the restaurant page the browser is on. */
export function waitCard(page: Page) {
  return page.getByRole('region', { name: 'Live Wait Times' });
}

/** The figure under "Current wait". */
export function currentWait(page: Page) {
  return waitCard(page)
    .getByText('Current wait', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

const QUICK = { timeout: 2_000 };
export const NO_REPORT = 'No wait reported here in the last 90 minutes.';

/**
 * The card shows what the API answers for this place at the run's instant: the reported
 * wait when visitors reported one, that nobody did otherwise (an estimate is not shown as
 * a live wait), when it opens next when it is closed. Both read the same server
 * clock; should an hour turn between the two reads, the card's next minute catches up.
 */
export async function expectWaitCardAsApiSays(page: Page) {
  const id = /\/restaurant\/([^/?#]+)/.exec(page.url())?.[1];
  expect(id, 'the browser is on a catalog restaurant page').toBeDefined();
  await expect(async () => {
    const answer = await page.request.get(`/api/restaurants/catalog/${id}/wait-times`);
    const wait = WaitTimeSchema.parse(await answer.json());
    const shown =
      wait.basis === 'closed'
        ? expect(waitCard(page)).toContainText(`Closed now. ${wait.nextAvailable}`, QUICK)
        : wait.basis === 'reports'
          ? expect(currentWait(page)).toHaveText(`${wait.currentWait} min`, QUICK)
          : expect(waitCard(page)).toContainText(NO_REPORT, QUICK);
    await shown;
  }).toPass({ timeout: 65_000 });
}
