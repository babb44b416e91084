// The main thread's CPU time a page costs a phone, as the renderer's own clock counts it
// (Chrome's thread time, not the wall clock): what the page's scripts, styles, layout and
// HTML parsing cost, untouched by whatever else the machine is doing. Lighthouse's TBT and
// score follow the wall clock and move with the machine's load; this moves with the page.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const PHONE = { width: 412, height: 823 };

/** Lighthouse's mobile throttle: the renderer runs four times slower than this machine. */
const CPU_SLOWDOWN = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Loads each page `runs` times in a new phone-sized context and returns, per page, the
 * median milliseconds of main-thread CPU for all its tasks and for script alone, counted
 * until the app has hydrated and the network has been idle.
 */
export async function measureMainThreadCpu(origin, pages, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map();
  try {
    for (const [name, pagePath] of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: PHONE,
          isMobile: true,
          hasTouch: true,
        });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
          await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
          await page.waitForLoadState('networkidle');
          const { metrics } = await cdp.send('Performance.getMetrics');
          const metric = (key) => (metrics.find((entry) => entry.name === key)?.value ?? 0) * 1000;
          samples.push({ task: metric('TaskDuration'), script: metric('ScriptDuration') });
        } finally {
          await context.close();
        }
      }
      results.set(name, {
        mainThreadCpuMs: Math.round(median(samples.map((sample) => sample.task))),
        scriptCpuMs: Math.round(median(samples.map((sample) => sample.script))),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
