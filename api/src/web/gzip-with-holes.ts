import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const deflateRawElsewhere = promisify(deflateRaw);

/**
 * Pieces up to this many bytes are deflated on the request thread, the rest on libuv's
 * pool. A job on the pool costs a zlib stream of its own (its objects, its 250 kB of
 * state, the hand-over and the answer back): for the few hundred bytes between two nonces
 * in a page's head that is many times the deflate itself (decision 0059).
 */
const IN_LINE_BYTES = 4096;
/**
 * A small piece's deflate needs no bigger window than the piece and little hash memory:
 * window bits to fit it (9 at least, zlib's least) and memory level 6 (a block of up to
 * 4,096 symbols, a 4 kB piece in one). Any inflater reads it: a raw deflate stream names
 * no window size, and none of its distances reach past the piece.
 */
function deflateInLine(part: Buffer, finishFlush: number): Buffer {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(part.length + 1))));
  return deflateRawSync(part, { finishFlush, windowBits, memLevel: 6 });
}

/**
 * A text compressed once with gzip, around holes that each answer fills with its own
 * bytes: a kept page whose Content-Security-Policy nonce must be new in every answer
 * (docs/decisions/0028) is not compressed again for each one.
 *
 * Each piece between two holes is a raw deflate stream of its own, ended by a sync flush
 * (byte-aligned, not final) except the last, which is final. A deflate stream may be cut
 * into blocks anywhere, so the answer is: the gzip header, piece, a stored block holding the
 * filler, piece, …, last piece, then the CRC-32 and length of the text as filled. No piece
 * refers back into another, so nothing in a piece depends on what fills the holes.
 */
export interface GzipWithHoles {
  /** The compressed pieces, one more than the holes. */
  pieces: Buffer[];
  /** The same pieces uncompressed, for each answer's CRC-32. */
  plain: Buffer[];
}

/** RFC 1952: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes (RFC 1951, 3.2.4). */
const MAX_STORED = 0xffff;

/**
 * The CRC-32 of what `crc` covered followed by `bytes`. Node 20's crc32 answers 0 for an
 * empty buffer with no memory behind it (a text that ends with a hole has an empty last
 * piece), whatever the starting value; nothing added leaves the CRC as it was.
 */
function extendCrc(crc: number, bytes: Buffer): number {
  return bytes.length > 0 ? crc32(bytes, crc) : crc;
}

/** Compresses `text` around every occurrence of `hole` (the larger pieces on libuv's pool). */
export async function gzipWithHoles(text: string, hole: string): Promise<GzipWithHoles> {
  const plain = text.split(hole).map((part) => Buffer.from(part, 'utf8'));
  const last = plain.length - 1;
  const pieces = await Promise.all(
    plain.map((part, index) => {
      const finishFlush = index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
      return part.length <= IN_LINE_BYTES
        ? deflateInLine(part, finishFlush)
        : deflateRawElsewhere(part, { finishFlush });
    }),
  );
  return { pieces, plain };
}

/** The gzip answer with every hole filled with `filler`. */
export function fillHoles(gzip: GzipWithHoles, filler: string): Buffer {
  const fill = Buffer.from(filler, 'utf8');
  if (fill.length > MAX_STORED) throw new RangeError('A hole is filled with at most 65,535 bytes');
  // A stored block, not final: BFINAL 0 and BTYPE 00 in a byte of its own (the stream is
  // byte-aligned after a sync flush), then LEN and its one's complement, little-endian.
  const stored = Buffer.alloc(5 + fill.length);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(fill.length, 1);
  stored.writeUInt16LE(~fill.length & 0xffff, 3);
  fill.copy(stored, 5);

  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  gzip.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = extendCrc(crc, fill);
      size += fill.length;
    }
    parts.push(piece);
    crc = extendCrc(crc, gzip.plain[index]!);
    size += gzip.plain[index]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
