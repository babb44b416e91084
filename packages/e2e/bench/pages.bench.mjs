// Page benchmark (issue 8, item 8): Lighthouse mobile on the production build for the
// home page, a directory search, a restaurant page and a city page, in the system
// Chromium, and the main thread's CPU time of each (bench/main-thread-cpu.mjs). Prints a
// table and writes bench/results/pages.json. Figures, not tests.
//   pnpm --filter @pizza-atlas/e2e bench        (or `npm run bench` at the root)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { URL, fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pnpm } from '../../../scripts/pnpm.mjs';
import { recordShellBuild, shellNeedsBuild } from '../../../scripts/shell-build.mjs';
import { publishLocally, startApi, waitUntilReady } from '../../../scripts/local-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { measureMainThreadCpu } from './main-thread-cpu.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3950);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Page loads per page for the main thread's CPU time (cheap: no Lighthouse). */
const cpuRuns = Number(process.env.BENCH_CPU_RUNS ?? 7);
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

/** A restaurant and a city that exist in the sample catalog. */
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

/** Script bytes as sent (compressed when the server compresses): all, and before first paint. */
function scriptBytes(lhr) {
  const paint = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    beforePaint: sum(scripts.filter((item) => item.networkEndTime <= paint)),
    total: sum(scripts),
  };
}

/**
 * Which app a script comes from: the shell's assets, a remote's release folder
 * (`/remotes/<name>/...`), or another origin. Read from the URL's path.
 */
function scriptOwner(url) {
  const { pathname, origin: scriptOrigin } = new URL(url);
  if (scriptOrigin !== origin) return scriptOrigin;
  const remote =
    /\/remotes\/([^/]+)\//.exec(pathname) ??
    /\/(mfe-[^/]+|discovery|guides|labs|partners)\//.exec(pathname);
  return remote ? remote[1] : 'shell';
}

/**
 * Every script the page loaded, as Lighthouse counts it: its file, compressed bytes sent,
 * whether it arrived before the first paint, and the main-thread time Lighthouse gives it
 * (bootup-time: evaluation and compilation). Grouped by the app it came from.
 */
function scriptList(lhr) {
  const paint = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const bootup = new Map(
    (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => [item.url, item]),
  );
  return lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      owner: scriptOwner(item.url),
      file: new URL(item.url).pathname.split('/').pop(),
      kb: Number(((item.transferSize ?? 0) / 1024).toFixed(1)),
      beforePaint: item.networkEndTime <= paint,
      mainThreadMs: Math.round(bootup.get(item.url)?.total ?? 0),
    }))
    .sort((a, b) => a.owner.localeCompare(b.owner) || b.kb - a.kb);
}

/** Prints a page's scripts grouped by app, with each app's total. */
function printScripts(name, scripts) {
  const owners = new Map();
  for (const script of scripts)
    owners.set(script.owner, [...(owners.get(script.owner) ?? []), script]);
  console.log(`\n${name}: ${scripts.length} scripts`);
  for (const [owner, list] of owners) {
    const total = list.reduce((sum, script) => sum + script.kb, 0);
    console.log(`  ${owner}: ${total.toFixed(1)} KB in ${list.length}`);
    for (const script of list)
      console.log(
        `    ${script.kb.toFixed(1).padStart(6)} KB ${script.beforePaint ? 'before paint' : 'after paint '} ${String(script.mainThreadMs).padStart(5)} ms  ${script.file}`,
      );
  }
}

/** Which element the largest paint was: its tag and Lighthouse's label (alt text, text). */
function lcpElement(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = details.find((item) => item.type === 'node');
  if (!node) return 'unknown';
  const tag = node.selector?.split(' > ').pop()?.split('.')[0] ?? '?';
  return `${tag}: ${(node.nodeLabel ?? '').slice(0, 40)}`;
}

function summarise(name, pagePath, lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const value = (key) => lhr.audits[key].numericValue;
  const scripts = scriptBytes(lhr);
  return {
    page: name,
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    jsBeforePaintKb: Number((scripts.beforePaint / 1024).toFixed(1)),
    jsTotalKb: Number((scripts.total / 1024).toFixed(1)),
    lcpElement: lcpElement(lhr),
    scripts: scriptList(lhr),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (shellNeedsBuild()) {
    pnpm(['--filter', '@pizza-atlas/shell', 'build']);
    recordShellBuild();
  }
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  const server = startApi(env);
  let chrome;
  try {
    await waitUntilReady(server, env);
    publishLocally(['--all'], env);
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const results = [];
    const pages = await pagesToMeasure();
    for (const [name, pagePath] of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run Lighthouse could not measure (no paint, a page error) is said, not summed.
        if (lhr.runtimeError || !lhr.audits.metrics?.details) {
          console.log(
            `${name}: run ${run + 1} not measured (${lhr.runtimeError?.code ?? 'no metrics'})`,
          );
          continue;
        }
        samples.push(summarise(name, pagePath, lhr));
      }
      if (samples.length === 0) {
        results.push({ page: name, path: pagePath, performance: 'not measured' });
        continue;
      }
      // With several runs, each figure is the median of its runs.
      const row = { ...samples[0] };
      for (const key of Object.keys(row))
        if (typeof row[key] === 'number') row[key] = median(samples.map((s) => s[key]));
      results.push(row);
      console.log(`measured ${name}`);
      printScripts(name, row.scripts);
    }
    const cpu = await measureMainThreadCpu(origin, pages, cpuRuns);
    for (const row of results) Object.assign(row, cpu.get(row.page));
    // The script lists were printed per page above.
    console.log(
      `mainThreadCpuMs and scriptCpuMs: the renderer's thread time at a 4x CPU slowdown, median of ${cpuRuns} loads`,
    );
    console.table(
      results.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'scripts')),
      ),
    );
    const out = path.join(here, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'pages.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
    );
    console.log(`Wrote ${path.join(out, 'pages.json')}`);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
