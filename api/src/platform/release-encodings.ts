import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The precompressed copies a release may carry beside a text file (`main.js.br`,
 * `main.js.gz`, written by the build: docs/decisions/0015-precompressed-assets.md), in
 * the order the server prefers them.
 */
export const PRECOMPRESSED: readonly { encoding: ContentEncoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

const decoders: Record<ContentEncoding, typeof gunzipSync> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** For a precompressed copy's path, the file it is a copy of and its encoding; else null. */
export function precompressedCopyOf(
  filePath: string,
): { base: string; encoding: ContentEncoding } | null {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (filePath.endsWith(suffix) && filePath.length > suffix.length) {
      return { base: filePath.slice(0, -suffix.length), encoding };
    }
  }
  return null;
}

export function precompressedPath(base: string, encoding: ContentEncoding): string {
  return base + PRECOMPRESSED.find((entry) => entry.encoding === encoding)!.suffix;
}

/**
 * Whether `copy` decodes to exactly `original`. Decoding stops past the original's size,
 * so a copy that would inflate to more costs no more memory than the original.
 */
export function decodesTo(copy: Buffer, encoding: ContentEncoding, original: Buffer): boolean {
  try {
    const decoded = decoders[encoding](copy, { maxOutputLength: Math.max(original.length, 1) });
    return decoded.equals(original);
  } catch {
    return false;
  }
}

/** Types worth compressing: text, JSON and XML (SVG). Images and fonts are compressed already. */
export function isCompressibleType(contentType: string): boolean {
  return /^text\/|[/+](?:json|xml)(?:;|$)/.test(contentType);
}
