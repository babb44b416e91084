import { expect, test as base, type Page } from '@playwright/test';

/**
 * Pages arrive server-rendered: visible before the browser has made them interactive.
 * `goto` and `reload` also wait until the shell marks <html data-hydrated>, as a person
 * would wait for the page to respond, so a test never types into a form React has not
 * taken over yet. A page whose scripts never run (a test breaking the shell on purpose)
 * is returned after a short wait, for the test to check what it shows.
 */
export function withHydration(page: Page): Page {
  const waitForHydration = () =>
    page
      .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration();
    return response;
  };
  return page;
}

/** Playwright's own `test` (the page's real clock), with `goto` waiting for hydration. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(withHydration(page));
  },
});

export { expect };
