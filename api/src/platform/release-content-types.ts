import path from 'node:path';

/**
 * The kinds of file a release may hold, by extension: scripts, styles, data, source maps,
 * images, fonts, WebAssembly and OCR language data. HTML is left out on purpose: a release
 * never adds pages of its own to the site's origin (the standalone dev page, index.html,
 * stays out of the archive).
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // The menu scanner's OCR language data, stored gzipped as tesseract.js fetches it
  // (docs/decisions/0019-menu-ocr.md): typed as gzip so nothing compresses it again.
  '.traineddata': 'application/gzip',
};

/** The Content-Type a release file is served with, or null when it may not be in a release. */
export function releaseContentType(filePath: string): string | null {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? null;
}

export const RELEASE_FILE_EXTENSIONS = Object.keys(CONTENT_TYPES);
