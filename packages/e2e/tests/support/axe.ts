import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core for a page, run inside that page. The builder's default runs axe in every frame
 * and then opens a second, blank page to combine the frames' results, so that frames from
 * other origins are tested too. The site has no frames, and that second page doubled the
 * time of each check (a site map's audit: 4.9 s → 2.7 s, docs/quality.md "The end-to-end
 * stage's CPU"); legacy mode runs the same rules in the page alone. Were a page to gain a
 * frame from another origin, axe's `frame-tested` rule would say it went untested.
 * Every rule runs on every element either way; `resultTypes` only spares axe writing out
 * each passing, inapplicable and unsure element (a selector and its HTML apiece), which no
 * test reads: the violations come whole.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** No serious or critical WCAG 2 A/AA violation on the page, each named with its elements. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
