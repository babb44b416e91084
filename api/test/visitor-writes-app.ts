import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/clock';
import type { Sql } from '../src/db/client';
import type { RouteLimit } from '../src/http/rate-limit';
import { buildServer } from '../src/server';
import { testEnv } from './test-database';

export interface TestAppOptions {
  writeLimit?: RouteLimit;
  redisUrl?: string;
  redisNamespace?: string;
  /** Dates the writes and times upload tokens; the real clock when unset. */
  clock?: Clock;
  /** More settings, e.g. PHOTO_UPLOAD_MB_PER_HOUR. */
  env?: Record<string, string>;
}

/**
 * The real API app for the visitor-write tests. Proxies are trusted so each test can
 * act as a different client through X-Forwarded-For; writes get a high limit unless a
 * test sets its own.
 */
export async function buildVisitorWritesApp(
  sql: Sql,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const env = testEnv({
    TRUST_PROXY: 'true',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const app = await buildServer({
    env,
    sql,
    logger: false,
    writeLimit: options.writeLimit ?? { max: 10_000, timeWindow: 60_000 },
    rateLimitNamespace: options.redisNamespace,
    clock: options.clock,
  });
  await app.ready();
  return app;
}

/** A distinct client address per call, so rate limits of one test never touch another. */
let clientCounter = 0;
export function nextClientAddress(): string {
  clientCounter += 1;
  return `198.51.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
}

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real 2x2 RGB PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // Each scanline: filter byte 0, then two RGB pixels (tomato red and cheese yellow).
  const row = [0, 0xe3, 0x3b, 0x2e, 0xf5, 0xc5, 0x42];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: number[]): number[] {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
}

/**
 * A real baseline JPEG: one 8x8 block of mid grey. Every coefficient is zero, so one
 * one-bit Huffman code each for "DC difference 0" and "end of block" encodes it all.
 */
export function tinyJpeg(): Buffer {
  const quantTable = jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);
  const frame = jpegSegment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
  const oneCodeOfLengthOne = [1, ...new Array<number>(15).fill(0), 0x00];
  const dcTable = jpegSegment(0xc4, [0x00, ...oneCodeOfLengthOne]);
  const acTable = jpegSegment(0xc4, [0x10, ...oneCodeOfLengthOne]);
  const scan = jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]);
  // Bits 0 (DC: no difference) and 0 (AC: end of block), padded with ones.
  const entropyCoded = [0b00111111];
  return Buffer.from([
    0xff,
    0xd8,
    ...quantTable,
    ...frame,
    ...dcTable,
    ...acTable,
    ...scan,
    ...entropyCoded,
    0xff,
    0xd9,
  ]);
}

/**
 * A real PNG or JPEG of exactly `size` bytes, padded inside the image (bytes after its end
 * are refused): a PNG with a private ancillary chunk of zeros before IEND, a JPEG with
 * zeros after its scan's data before EOI (extraneous bytes, which decoders skip). As `head`
 * and `tail` with zeros between, for files made as they are sent (http-multipart.ts).
 */
export function paddedImageParts(
  type: 'png' | 'jpeg',
  size: number,
): { head: Buffer; tail: Buffer } {
  if (type === 'jpeg') {
    const jpeg = tinyJpeg();
    return { head: jpeg.subarray(0, -2), tail: jpeg.subarray(-2) };
  }
  const png = tinyPng();
  const iend = png.subarray(-12);
  const padding = size - png.length - 12;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding);
  header.write('paDd', 4, 'latin1');
  let crc = crc32(header.subarray(4));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = padding; left > 0; left -= zeros.length) {
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc);
  }
  const crcBytes = Buffer.alloc(4);
  crcBytes.writeUInt32BE(crc);
  return {
    head: Buffer.concat([png.subarray(0, -12), header]),
    tail: Buffer.concat([crcBytes, iend]),
  };
}

/** `paddedImageParts` as one buffer. */
export function paddedImage(type: 'png' | 'jpeg', size: number): Buffer {
  const { head, tail } = paddedImageParts(type, size);
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length), tail]);
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(
  files: FilePart[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pizza-atlas-${uniqueSuffix()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Submits a place through the API and answers its id, upload token and the full URL its
 * photos go to on a listening app (`origin`), for the upload tests over real sockets.
 */
export async function submitForPhotos(
  app: FastifyInstance,
  origin: string,
  name: string,
): Promise<{ id: string; token: string; url: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/restaurants',
    payload: { name, address: '1 Dough Dr' },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
  const { restaurant, photoUpload } = response.json();
  return { id: restaurant.id, token: photoUpload.token, url: `${origin}${photoUpload.url}` };
}
