import { open, type FileHandle } from 'node:fs/promises';
import type { PhotoType } from './detect-image-type';

const WINDOW = 64 * 1024;

/** A file read through a window of 64 KiB, so a walk holds a piece of it, never the file. */
class FileBytes {
  private window = Buffer.alloc(0);
  private start = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** The bytes [at, at + length), or null past the file's end. */
  async read(at: number, length: number): Promise<Buffer | null> {
    if (at + length > this.size) return null;
    if (at < this.start || at + length > this.start + this.window.length) {
      const window = Buffer.alloc(Math.max(WINDOW, length));
      const { bytesRead } = await this.handle.read(window, 0, window.length, at);
      this.window = window.subarray(0, bytesRead);
      this.start = at;
    }
    return this.window.subarray(at - this.start, at - this.start + length);
  }
}

/** PNG: chunks (length, type, data, CRC) after the 8-byte signature, up to IEND's CRC. */
async function pngEnd(file: FileBytes): Promise<number | null> {
  let at = 8;
  for (;;) {
    const header = await file.read(at, 8);
    if (!header) return null;
    at += 12 + header.readUInt32BE(0);
    if (header.toString('latin1', 4, 8) === 'IEND') return at;
  }
}

/**
 * JPEG: marker segments are walked by their lengths (so an EXIF thumbnail's own SOI and EOI,
 * inside APP1, are skipped whole), and after each SOS its entropy-coded data is scanned for
 * the next marker: 0xFF followed by 0x00 (a stuffed byte) or RST0–7 belongs to the data.
 * Progressive files have many scans; the image ends after the EOI that follows the last.
 */
async function jpegEnd(file: FileBytes): Promise<number | null> {
  let at = 2;
  for (;;) {
    const marker = await nextMarker(file, at);
    if (!marker) return null;
    at = marker.at + 2;
    const code = marker.code;
    if (code === 0xd9) return at;
    if ((code >= 0xd0 && code <= 0xd7) || code === 0x01) continue;
    const length = await file.read(at, 2);
    if (!length) return null;
    at += length.readUInt16BE(0);
    if (code === 0xda) {
      const next = await entropyDataEnd(file, at);
      if (next === null) return null;
      at = next;
    }
  }
}

/** The marker at `at` (fill bytes 0xFF before it allowed), or null if none is there. */
async function nextMarker(
  file: FileBytes,
  at: number,
): Promise<{ at: number; code: number } | null> {
  const first = await file.read(at, 1);
  if (!first || first[0] !== 0xff) return null;
  let position = at;
  for (;;) {
    const code = await file.read(position + 1, 1);
    if (!code) return null;
    if (code[0] !== 0xff) return { at: position, code: code[0]! };
    position += 1;
  }
}

/** Where the entropy-coded data starting at `at` ends: at the next real marker's 0xFF. */
async function entropyDataEnd(file: FileBytes, at: number): Promise<number | null> {
  let position = at;
  while (position + 1 < file.size) {
    const chunk = (await file.read(position, Math.min(WINDOW, file.size - position)))!;
    for (let i = 0; i + 1 < chunk.length; i += 1) {
      if (chunk[i] !== 0xff) continue;
      const next = chunk[i + 1]!;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return position + i;
    }
    // The last byte of the chunk is looked at again as the first of the next.
    position += Math.max(1, chunk.length - 1);
  }
  return null;
}

/** WebP: a RIFF file, whose header says how long it is (the size counts from byte 8). */
async function webpEnd(file: FileBytes): Promise<number | null> {
  const header = await file.read(0, 8);
  return header ? 8 + header.readUInt32LE(4) : null;
}

const END_OF: Record<PhotoType, (file: FileBytes) => Promise<number | null>> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/webp': webpEnd,
};

/**
 * Where a PNG, JPEG or WebP file's image ends, by its structure (IEND, the EOI after the
 * last scan, the RIFF size), with the file's size: bytes past the end are another file
 * riding along, which decoders ignore. `end` is null when the structure runs past the file
 * (a damaged or incomplete image).
 */
export async function findImageEnd(
  path: string,
  type: PhotoType,
): Promise<{ end: number | null; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const end = await END_OF[type](new FileBytes(handle, size));
    return { end: end !== null && end <= size ? end : null, size };
  } finally {
    await handle.close();
  }
}
