import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHas } from '../http/etag';
import type { Answer } from './answer-cache';
import { NOT_MODIFIED, type AnswerForms } from './answer-replay';
import { tellScope } from './collect-scopes';

/** Below this size compression saves less than it costs (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * From this size a body is compressed on libuv's thread pool, off the one thread that
 * answers every request: a 130 kB page takes about 2 ms of brotli. Smaller ones cost
 * less than the hop.
 */
const COMPRESS_ELSEWHERE_FROM = 16 * 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Brotli at quality 4, as @fastify/compress: near gzip's speed with smaller output. */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
/**
 * An answer's first send in an encoding (decision 0052): brotli at quality 1 or gzip at
 * level 1, on this thread. For a 50 kB search that is about 80 µs instead of about 300 µs
 * (and a hop to the thread pool), for a body about a quarter bigger (4.8 kB instead of
 * 3.8 kB). Most searches are asked once; an answer asked again is compressed thoroughly.
 */
const BROTLI_QUICK = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 1,
  },
};
const GZIP_QUICK = { level: 1 };
const brotliElsewhere = promisify(brotliCompress);
const gzipElsewhere = promisify(gzip);

function compressQuickly(encoding: Encoding, body: string): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_QUICK) : gzipSync(body, GZIP_QUICK);
}

function compress(encoding: Encoding, body: string): Buffer | Promise<Buffer> {
  if (body.length < COMPRESS_ELSEWHERE_FROM)
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return encoding === 'br' ? brotliElsewhere(body, BROTLI) : gzipElsewhere(body);
}

/** The encoding chosen for each Accept-Encoding value seen (browsers send a handful). */
const chosen = new Map<string, Encoding | null>();

function encodingFor(accepted: string): Encoding | null {
  let encoding = chosen.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate(accepted, [...ENCODINGS]) as Encoding | null;
    // Bounded: a client sending a new value each time cannot grow it.
    if (chosen.size < 100) chosen.set(accepted, encoding);
  }
  return encoding;
}

/** The encodings of each answer already made (or being made) thoroughly, once it was asked again. */
const thorough = new WeakMap<Answer, Set<Encoding>>();

/**
 * The encoded body to send: the quick form on an answer's first send, kept with it; on a
 * later send, the thorough form is made (on the thread pool for big bodies) and replaces
 * the quick one once ready, which goes out meanwhile.
 */
function encodedBody(answer: Answer, encoding: Encoding): Buffer {
  const kept = answer.encoded.get(encoding);
  if (!kept) {
    const quick = compressQuickly(encoding, answer.body);
    answer.encoded.set(encoding, quick);
    return quick;
  }
  let made = thorough.get(answer);
  if (made?.has(encoding)) return kept;
  if (!made) thorough.set(answer, (made = new Set()));
  made.add(encoding);
  const better = compress(encoding, answer.body);
  if (Buffer.isBuffer(better)) {
    answer.encoded.set(encoding, better);
    return better;
  }
  better.then(
    (bytes) => answer.encoded.set(encoding, bytes),
    // The quick form stays; a later send does not try again.
    () => undefined,
  );
  return kept;
}

/**
 * Sends an answer (JSON unless `type` says otherwise) with its validator: 304 when the client has it, else the body in
 * the best encoding the client accepts. Each encoding is made quickly on the answer's first
 * send and thoroughly once on a later one, and kept with it, so a cached answer is not
 * compressed on every request.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  cacheControl: string,
  type = 'application/json; charset=utf-8',
): FastifyReply | Promise<FastifyReply> {
  reply.header('ETag', answer.etag).header('Cache-Control', cacheControl);
  reply.header('Vary', 'Accept-Encoding');
  // A page rendering in-process learns what this piece of its data depends on.
  tellScope(request, reply, answer.scope);
  if (clientHas(request, answer.etag)) {
    request.server.answerReplay?.sending(request.raw, answer, NOT_MODIFIED);
    return reply.code(304).send();
  }
  reply.type(type);
  const encoding = answerForms.encodingFor(request.headers['accept-encoding'], answer);
  request.server.answerReplay?.sending(request.raw, answer, encoding);
  if (!encoding) return reply.send(answer.body);
  reply.header('Content-Encoding', encoding);
  return reply.send(encodedBody(answer, encoding as Encoding));
}

/** How a kept answer goes out: what a replay before routing sends too (answer-replay.ts). */
export const answerForms: AnswerForms = {
  encodingFor: (accepted, answer) =>
    (accepted && answer.body.length >= COMPRESS_THRESHOLD && encodingFor(accepted)) || '',
  bodyIn: (answer, encoding) =>
    encoding ? encodedBody(answer, encoding as Encoding) : answer.body,
};

/** The route's own writer for its 200 answer, so a cached body passed the same contract. */
export function answerBody(reply: FastifyReply, value: unknown): string {
  const body = reply.serialize(value);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}
