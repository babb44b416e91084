// Takes a full-page screenshot of a running site in the system Chromium, for a look by eye.
//   node scripts/screenshot.mjs http://127.0.0.1:3000/ /tmp/home.png [width] [height] [light|dark]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [, , url, out, width = '1280', height = '900', colorScheme = 'light'] = process.argv;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme,
});
page.on('console', (message) => console.log(`console ${message.type()}: ${message.text()}`));
page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
