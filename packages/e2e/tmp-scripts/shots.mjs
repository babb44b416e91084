import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3200';
const pages = (process.env.PAGES ?? '/states/illinois,/states/illinois/chicago,/p/lakeview-deep-dish').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const scheme of ['light', 'dark']) {
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).catch(() => {});
      await page.waitForTimeout(300);
      const name = path.replace(/[^a-z0-9]+/gi, '_');
      await page.screenshot({ path: `/tmp/shots/${name}-${label}-${scheme}.png`, fullPage: process.env.FULL === '1' });
    }
    await context.close();
  }
}
await browser.close();
