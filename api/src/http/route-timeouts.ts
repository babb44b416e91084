import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorCode } from '@pizza-atlas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerTimeouts } from './server-timeouts';

const DOWNLOAD_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every route answers within timeouts.requestMs (Fastify's handlerTimeout, which covers
 * reading the body), but routes that move files at the client's pace get transferMs:
 * those that declare the files they consume (photos, release archives), and GET routes,
 * whose streamed files (scripts, photos) a slow phone may take long to download — the
 * timeout would cut a stream half sent. Pages and unknown paths (the not-found handler)
 * keep requestMs.
 *
 * And an answer sent before its request's body has all arrived (a timeout, a 429, a
 * refused upload token) closes the connection: otherwise Node keeps reading the rest of
 * the body to reuse the connection, and a client dribbling it keeps the socket. That close
 * lingers (lingerBeforeClose): closing at once with the client's bytes unread would reset the
 * connection, and a client still sending could lose the answer to the reset.
 */
export function registerRouteTimeouts(app: FastifyInstance, timeouts: ServerTimeouts): void {
  app.addHook('onRoute', (route) => {
    if (route.handlerTimeout !== undefined) return;
    const takesFiles = (route.schema as { consumes?: unknown } | undefined)?.consumes;
    const downloads = [route.method].flat().every((method) => DOWNLOAD_METHODS.has(method));
    if (takesFiles || downloads) route.handlerTimeout = timeouts.transferMs;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isBodyPending(request.raw)) {
      reply.header('Connection', 'close');
      lingerBeforeClose(request.raw, timeouts.lingerMs);
    }
    done(null, payload);
  });
}

/**
 * Makes the close that follows this request's answer a lingering one, as nginx and Apache
 * do: Node ends a `Connection: close` answer with `socket.destroySoon()`, which destroys the
 * socket as soon as the answer is written; unread bytes from the client then make the kernel
 * send a reset, and a client still writing its body may see the reset before it reads the
 * answer. Instead, our side is ended (the answer, then FIN), what the client still sends is
 * read and dropped, and the socket is destroyed when the client ends too, or after lingerMs.
 */
function lingerBeforeClose(raw: IncomingMessage, lingerMs: number): void {
  const socket: Socket = raw.socket;
  socket.destroySoon = () => {
    socket.end();
    if (socket.readableEnded) {
      socket.destroy();
      return;
    }
    // What Node's own IncomingMessage._dump does, also for a body a parser stopped reading.
    raw.unpipe();
    raw.removeAllListeners('data');
    raw.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * Whether some of the request's body has yet to arrive. Node marks a request complete only
 * after the handler's first tick, so one without a body answered at once still looks
 * incomplete: only a request that announced a body counts.
 */
function isBodyPending(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** What a route's deadline answers: 408 while the body is still arriving, else 503. */
export function describeRouteTimeout(request: FastifyRequest): [number, ApiErrorCode, string] {
  return !isBodyPending(request.raw)
    ? [503, 'TIMEOUT', 'The server took too long to answer. Please try again.']
    : [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'];
}
