import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/hydration';
import { copyGuidesBuild, platformCommand } from './support/platform-cli';
import { activeVersion, inlinedManifest } from './support/site';

// Issue 25, item 6: an SVG in a release, opened directly, ran the release's scripts on the
// site's origin. Served with its own sandboxed policy, nothing in it runs (decision 0042).
test('an SVG of a release, opened in the browser, runs none of its scripts', async ({ page }) => {
  test.setTimeout(180_000);
  const build = copyGuidesBuild();
  // Back to exactly this release after: the one published before ours may be another
  // test's (deploy.spec.ts publishes a broken server build), not the site's own.
  await page.goto('/');
  const previous = activeVersion(await inlinedManifest(page), 'guides')!;
  const version = `e2e-svg-${Date.now()}`;
  // A script from the release itself (the release policy allows 'self'), named by the SVG.
  writeFileSync(
    path.join(build, 'probe.js'),
    "document.documentElement.setAttribute('data-script-ran', 'yes');",
  );
  writeFileSync(
    path.join(build, 'badge.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
<script href="/remotes/guides/${version}/probe.js"></script>
<script>document.documentElement.setAttribute('data-inline-ran', 'yes');</script>
<rect width="40" height="40" fill="tomato"/></svg>`,
  );
  const output = platformCommand('publish-remote', [
    'guides',
    '--dist',
    build,
    '--version',
    version,
  ]);
  rmSync(build, { recursive: true, force: true });
  expect(output).toContain(`guides: published ${version}`);
  try {
    // The probe is served and would run anywhere 'self' scripts may.
    const probe = await page.request.get(`/remotes/guides/${version}/probe.js`);
    expect(probe.status()).toBe(200);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const answer = await page.goto(`/remotes/guides/${version}/badge.svg`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('rect')).toHaveCount(1);
    const ran = await page.evaluate(() => ({
      external: document.documentElement.getAttribute('data-script-ran'),
      inline: document.documentElement.getAttribute('data-inline-ran'),
    }));
    expect(ran).toEqual({ external: null, inline: null });
    expect(requested).not.toContain(`/remotes/guides/${version}/probe.js`);
    // Because of the file's own policy:
    expect(answer?.headers()['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'; sandbox(;|$)/,
    );
  } finally {
    expect(platformCommand('rollback-remote', ['guides', '--to', previous])).toContain(
      `guides: active release ${version} -> ${previous}`,
    );
  }
});
