import { expect, test as base, type Page, type Response } from '@playwright/test';

/**
 * Pages arrive server-rendered: visible before the browser has made them interactive.
 * `goto` and `reload` also wait until the shell marks <html data-hydrated>, as a person
 * would wait for the page to respond, so a test never types into a form React has not
 * taken over yet. A page whose scripts never run (a test breaking the shell on purpose)
 * is returned once that wait gives up, for the test to check what it shows. The wait is
 * long (30 s) so that a machine busy with other work only makes it slower, never lets a
 * test type into a page that is not live yet.
 */
export function withHydration(page: Page): Page {
  const waitForHydration = async (response: Response | null) => {
    // Only the site's HTML pages hydrate: a file opened directly (an image, a document of
    // a release) never marks itself, and waiting the 30 s out for it proves nothing.
    if (response && !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
    await page
      .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(response);
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
