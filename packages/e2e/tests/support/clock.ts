import { expect, test as base } from '@playwright/test';
import { E2E_CLOCK } from './e2e-env';
import { withHydration } from './hydration';

/**
 * `test` whose page runs at the run's instant, like the server (CLOCK_START). `install`
 * starts the page's clock at E2E_CLOCK and lets it flow, so timers such as the wait card's
 * 60 s refetch fire as usual and a test can fast-forward to them; `setFixedTime` would
 * freeze Date.now, and anything in the page that measures elapsed time with it.
 * `install` also replaces `performance`, so a spec that reads resource timings and shows
 * nothing about time (shared.spec.ts) keeps Playwright's own `test`.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.clock.install({ time: E2E_CLOCK });
    await provide(withHydration(page));
  },
});

export { expect };
