import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';
import { platformCommand } from './support/platform-cli';

// The menu scanner reads a menu in the browser (tesseract.js, with its files from our own
// server), falls back to the file picker when the camera is refused, and turns the camera
// off once it has the picture. Nothing is uploaded.

const MENU = ['PIZZA MENU', 'Margherita 12.50', 'Pepperoni ..... 14.00', 'Quattro Formaggi 15.75'];

/** A PNG of a printed menu, drawn on a canvas in the page: black text on white. */
async function menuImage(page: Page, lines: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 120 + text.length * 90;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    context.font = '48px sans-serif';
    text.forEach((line, index) => context.fillText(line, 60, 110 + index * 90));
    return canvas.toDataURL('image/png');
  }, lines);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Every request the page makes from now on. */
function recordRequests(page: Page) {
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
}

const isOcrFile = (url: string) => /\/ocr[./]|tesseract|traineddata/.test(url);

test.afterEach(() => {
  platformCommand('toggle', ['labs:ar-scanner', 'on']);
});

test('reads the dishes and prices of an uploaded menu image, in the browser', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.goto('/ar-scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'AR Menu Scanner' })).toBeVisible();
  await expect(page.getByText(/no photos are stored or shared/).first()).toBeVisible();
  // The reader is fetched when a scan starts, not with the page.
  expect(requests.filter((request) => isOcrFile(request.url))).toEqual([]);

  const image = await menuImage(page, MENU);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Menu Image' }).click();
  await (await chooser).setFiles({ name: 'menu.png', mimeType: 'image/png', buffer: image });

  const found = page.getByRole('region', { name: /dishes found/ });
  await expect(found).toBeVisible({ timeout: 45_000 });
  for (const [dish, price] of [
    ['Margherita', '$12.50'],
    ['Pepperoni', '$14.00'],
    ['Quattro Formaggi', '$15.75'],
  ]) {
    const item = found.getByRole('listitem', { name: dish });
    await expect(item).toContainText(price);
    await expect(item).toContainText(/Confidence \d+%/);
  }
  await expect(found.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Demo', { exact: true })).toHaveCount(0);

  // The OCR files came from this site, and nothing was sent anywhere.
  const ocr = requests.filter((request) => isOcrFile(request.url));
  expect(ocr.map((request) => new URL(request.url).pathname)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/ocr\/worker\.min\.js$/),
      expect.stringMatching(/\/ocr\/tesseract-core-(simd-)?lstm\.wasm$/),
      expect.stringMatching(/\/ocr\/eng\.traineddata$/),
    ]),
  );
  for (const request of requests) {
    expect(request.url.startsWith(baseURL!) || request.url.startsWith('blob:')).toBe(true);
    expect(request.method).toBe('GET');
  }

  await page.getByRole('button', { name: 'Scan Another Menu' }).click();
  await expect(page.getByRole('button', { name: 'Start Camera Scanner' })).toBeVisible();
});

test('an image without prices says so and offers the sample dishes as a demo', async ({ page }) => {
  await page.goto('/ar-scanner');
  const image = await menuImage(page, ['Thank you for visiting']);
  await page.getByTestId('menu-file').setInputFiles({
    name: 'note.png',
    mimeType: 'image/png',
    buffer: image,
  });
  await expect(page.getByText(/No dishes with prices were found/)).toBeVisible({
    timeout: 45_000,
  });
  const demo = page.getByRole('region', { name: /Sample dishes/ });
  await expect(demo.getByText('Demo')).toBeVisible();
  await expect(demo.getByRole('listitem', { name: /./ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Scan New Image' }).click();
  await expect(page.getByRole('button', { name: 'Upload Menu Image' })).toBeVisible();
});

test('a file that is no image says so, whatever its name, and loads no OCR', async ({ page }) => {
  const ocr: string[] = [];
  page.on('request', (request) => {
    if (/tesseract|traineddata/.test(request.url())) ocr.push(request.url());
  });
  await page.goto('/ar-scanner');
  await page.getByTestId('menu-file').setInputFiles({
    name: 'menu.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
  });
  await expect(page.getByText(/This file is not a photo the scanner can read/)).toBeVisible();
  await expect(page.getByText(/could not read this image/)).toHaveCount(0);
  expect(ocr).toEqual([]);
});

test('a refused camera is logged and the file picker opens instead', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/ar-scanner');
  await page.getByRole('button', { name: 'Start Camera Scanner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use your camera?' });
  await expect(dialog).toContainText('no photos are stored or shared');
  await expect(dialog.getByRole('button', { name: 'Allow Camera' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Start Camera Scanner' }).click();
  // No camera permission is granted: the browser refuses.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Allow Camera' }).click();
  await chooser;
  expect(warnings.join('\n')).toContain('Camera unavailable');
  await expect(page.getByText('The camera is not available')).toBeVisible();
});

test('photographs a menu with the camera, turns the camera off and reads it back', async ({
  page,
}) => {
  // The camera films a printed menu: a canvas with the menu drawn on it, streamed as video.
  // The streams handed to the page are kept, to see their tracks end.
  await page.addInitScript((lines) => {
    const streams: MediaStream[] = [];
    (window as unknown as { streams: MediaStream[] }).streams = streams;
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 120 + lines.length * 90;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#000';
        context.font = '48px sans-serif';
        lines.forEach((line, index) => context.fillText(line, 60, 110 + index * 90));
      };
      draw();
      const stream = canvas.captureStream(10);
      setInterval(draw, 100);
      streams.push(stream);
      return stream;
    };
  }, MENU);
  await page.goto('/ar-scanner');
  await page.getByRole('button', { name: 'Start Camera Scanner' }).click();
  await page.getByRole('button', { name: 'Allow Camera' }).click();
  const video = page.getByLabel('Camera view');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
    .toBe(900);
  const trackStates = () =>
    page.evaluate(() =>
      (window as unknown as { streams: MediaStream[] }).streams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );
  expect(await trackStates()).toEqual(['live']);
  await page.getByRole('button', { name: 'Capture Menu' }).click();
  expect(await trackStates()).toEqual(['ended']);
  await expect(video).toHaveCount(0);

  const found = page.getByRole('region', { name: /dishes found/ });
  await expect(found).toBeVisible({ timeout: 45_000 });
  await expect(found.getByRole('listitem', { name: 'Margherita' })).toContainText('$12.50');
  await expect(found.getByRole('listitem', { name: 'Quattro Formaggi' })).toContainText('$15.75');
  await page.getByRole('button', { name: 'Scan New Image' }).click();
  await expect(page.getByRole('button', { name: 'Start Camera Scanner' })).toBeVisible();
});

test('the scanner switched off disappears everywhere and comes back', async ({ page }) => {
  platformCommand('toggle', ['labs:ar-scanner', 'off']);
  await page.goto('/');
  await expect(page.getByPlaceholder('Enter city, state, or zip code...')).toBeVisible();
  await expect(page.locator('a[href="/ar-scanner"]')).toHaveCount(0);
  expect((await page.goto('/ar-scanner'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  platformCommand('toggle', ['labs:ar-scanner', 'on']);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AR Menu Scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AR Menu Scanner' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Camera Scanner' })).toBeVisible();
});

test('other pages load none of the reader', async ({ page }) => {
  const requests = recordRequests(page);
  for (const path of ['/', '/wait-times', '/pizza-intelligence']) await page.goto(path);
  expect(requests.filter((request) => isOcrFile(request.url))).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the scanner hydrates with no error in the ${scheme} theme`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      const response = await page.goto('/ar-scanner');
      expect(response?.status()).toBe(200);
      // Server-rendered: the page's controls are in the HTML before any script runs.
      expect(await response!.text()).toContain('Start Camera Scanner');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.getByRole('button', { name: 'Start Camera Scanner' }).click();
      await expect(page.getByRole('dialog', { name: 'Use your camera?' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });
}
