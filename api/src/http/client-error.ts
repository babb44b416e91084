import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorCode } from '@pizza-atlas/contracts';

const ANSWERS: Record<string, [number, ApiErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'],
};
const BAD_REQUEST: [number, ApiErrorCode, string] = [
  400,
  'BAD_REQUEST',
  'The request could not be read.',
];

/**
 * Node's clientError (a request that never reached Fastify: headers too slow or too large,
 * a whole request past requestTimeout, bytes that are not HTTP) answered in the API's error
 * shape, then the connection closed. Fastify's default answers in a shape of its own.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
