import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHas } from '../http/etag';
import type { Answer } from './answer-cache';
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
const brotliElsewhere = promisify(brotliCompress);
const gzipElsewhere = promisify(gzip);

function compress(encoding: Encoding, body: string): Buffer | Promise<Buffer> {
  if (body.length < COMPRESS_ELSEWHERE_FROM)
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return encoding === 'br' ? brotliElsewhere(body, BROTLI) : gzipElsewhere(body);
}

/**
 * Sends an answer (JSON unless `type` says otherwise) with its validator: 304 when the client has it, else the body in
 * the best encoding the client accepts. Each encoding is made once per answer and kept
 * with it, so a cached answer is compressed once, not on every request.
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
  if (clientHas(request, answer.etag)) return reply.code(304).send();
  reply.type(type);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.body.length >= COMPRESS_THRESHOLD
      ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null)
      : null;
  if (!encoding) return reply.send(answer.body);
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = compress(encoding, answer.body);
    answer.encoded.set(encoding, encoded);
  }
  reply.header('Content-Encoding', encoding);
  if (Buffer.isBuffer(encoded)) return reply.send(encoded);
  // Requests for the answer while it is being compressed wait for the same work.
  return encoded.then(
    (bytes) => {
      answer.encoded.set(encoding, bytes);
      return reply.send(bytes);
    },
    (error: unknown) => {
      answer.encoded.delete(encoding);
      throw error;
    },
  );
}

/** The route's own writer for its 200 answer, so a cached body passed the same contract. */
export function answerBody(reply: FastifyReply, value: unknown): string {
  const body = reply.serialize(value);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}
