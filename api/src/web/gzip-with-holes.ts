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

/** One piece's bytes and their raw deflate stream, ended as its place needs. */
interface KeptPiece {
  plain: Buffer;
  deflated: Promise<Buffer>;
}

/**
 * Pieces deflated lately, by their text, one map for the pieces that end a text and one for
 * the others (each ends its stream its own way). Most of a page's pieces are the same on
 * every page of its kind: the template's head, the styled-components sheet (16 kB of a
 * restaurant page's 47 kB), the starter script. A piece's deflate depends on its bytes and
 * its end alone, so a kept one is the same bytes as a new one. Each map keeps the pieces
 * used last: a page's own pieces come and go, the shared ones stay.
 */
const keptPieces = { last: new Map<string, KeptPiece>(), inner: new Map<string, KeptPiece>() };
/** Each map keeps at most this many pieces, of at most KEPT_BYTES bytes in all. */
const MAX_KEPT_PIECES = 64;
const KEPT_BYTES = 1024 * 1024;
const keptBytes = { last: 0, inner: 0 };

function deflatePiece(part: string, isLast: boolean): KeptPiece {
  const which = isLast ? 'last' : 'inner';
  const kept = keptPieces[which];
  const found = kept.get(part);
  if (found) {
    // Used last now: moved to the end, the last to go.
    kept.delete(part);
    kept.set(part, found);
    return found;
  }
  const plain = Buffer.from(part, 'utf8');
  const finishFlush = isLast ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
  const deflated =
    plain.length <= IN_LINE_BYTES
      ? Promise.resolve(deflateInLine(plain, finishFlush))
      : deflateRawElsewhere(plain, { finishFlush });
  const piece = { plain, deflated };
  if (plain.length > KEPT_BYTES) return piece;
  const forget = (key: string) => {
    keptBytes[which] -= kept.get(key)!.plain.length;
    kept.delete(key);
  };
  while (kept.size >= MAX_KEPT_PIECES || keptBytes[which] + plain.length > KEPT_BYTES)
    forget(kept.keys().next().value!);
  kept.set(part, piece);
  keptBytes[which] += plain.length;
  // A failure is not kept: the next text deflates the piece again.
  deflated.catch(() => {
    if (kept.get(part) === piece) forget(part);
  });
  return piece;
}

/** Compresses `text` around every occurrence of `hole` (the larger pieces on libuv's pool). */
export async function gzipWithHoles(text: string, hole: string): Promise<GzipWithHoles> {
  const parts = text.split(hole);
  const kept = parts.map((part, index) => deflatePiece(part, index === parts.length - 1));
  const pieces = await Promise.all(kept.map((piece) => piece.deflated));
  return { pieces, plain: kept.map((piece) => piece.plain) };
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
