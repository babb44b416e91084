import path from 'node:path';

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose names carry a content hash never change: cache them for good. Everything
 * else (mf-manifest.json, remoteEntry.js, main.js, images) is revalidated on each use.
 * A precompressed copy (`.br`, `.gz`) is cached as the file it encodes.
 */
export function cacheControlFor(filePath: string): string {
  return /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/.test(path.basename(filePath))
    ? IMMUTABLE
    : NO_CACHE;
}
