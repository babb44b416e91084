// Which scripts each benchmarked page downloads before its first contentful paint, file by
// file, with the bytes sent (compressed) and as decoded. No throttling: this lists files,
// it does not time them (pages.bench.mjs does that under Lighthouse).
//   node packages/e2e/bench/first-paint-scripts.mjs   (BENCH_PORT / BENCH_PG_PORT as there)
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { pnpm } from '../../../scripts/pnpm.mjs';
import { recordShellBuild, shellNeedsBuild } from '../../../scripts/shell-build.mjs';
import { publishLocally, startApi, waitUntilReady } from '../../../scripts/local-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3950);
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  // Development: the embedded PostgreSQL is refused in production (docs/decisions/0035).
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: path.join(here, '..', '.data', `bench-${port}`),
  EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54389',
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};

async function pagesToMeasure() {
  const search = await globalThis.fetch(
    `${origin}/api/restaurants/search?location=Chicago%2C%20IL&limit=1`,
  );
  const { restaurants } = await search.json();
  return [
    ['home', '/'],
    ['directory', '/directory?location=Chicago%2C%20IL'],
    ['restaurant', `/restaurant/${restaurants[0].id}`],
    ['city', '/states/illinois/chicago'],
  ];
}

/** Resource timings of scripts, and the first contentful paint, once the page is idle. */
async function measure(browser, pagePath) {
  const page = await browser.newPage();
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  const timings = await page.evaluate(() => {
    const paint =
      globalThis.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = globalThis.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({
        url: entry.name,
        end: entry.responseEnd,
        sent: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      }));
    return { paint, scripts };
  });
  await page.close();
  return timings;
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function main() {
  if (shellNeedsBuild()) {
    pnpm(['--filter', '@pizza-atlas/shell', 'build']);
    recordShellBuild();
  }
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const server = startApi(env);
  let browser;
  try {
    await waitUntilReady(server, env);
    publishLocally(['--all'], env);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const report = [];
    for (const [name, pagePath] of await pagesToMeasure()) {
      const { paint, scripts } = await measure(browser, pagePath);
      const before = scripts.filter((script) => paint !== null && script.end <= paint);
      const sum = (list, key) => list.reduce((total, script) => total + script[key], 0);
      console.log(`\n${name} ${pagePath}: first contentful paint at ${Math.round(paint)} ms`);
      for (const script of scripts) {
        const mark = before.includes(script) ? 'before' : 'after ';
        console.log(
          `  ${mark} ${String(kb(script.sent)).padStart(7)} KB sent ${String(kb(script.decoded)).padStart(7)} KB  ${new globalThis.URL(script.url).pathname}`,
        );
      }
      const row = {
        page: name,
        beforePaintSentKb: kb(sum(before, 'sent')),
        beforePaintDecodedKb: kb(sum(before, 'decoded')),
        allSentKb: kb(sum(scripts, 'sent')),
        files: before.map((script) => new globalThis.URL(script.url).pathname),
      };
      console.log(
        `  = ${row.beforePaintSentKb} KB sent before paint (${row.beforePaintDecodedKb} KB decoded), ${row.allSentKb} KB in all`,
      );
      report.push(row);
    }
    const out = path.join(here, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'first-paint-scripts.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), report }, null, 2)}\n`,
    );
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
