import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ifNoneMatchHolds } from '../http/etag';
import { generateRequestId, REQUEST_ID_HEADER } from '../http/request-id';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { Answer } from './answer-cache';

/**
 * Kept answers sent again before routing (decision 0076).
 *
 * A kept answer (a search, a place, a guide) that went out over a socket to a request without
 * credentials is noted with the headers it went out with, under its address and the form
 * chosen for it (an encoding, or the 304). The next GET of that same address that picks a
 * noted form is answered from the note before Fastify routes it, if the answer cache would
 * still give that very answer (`Answer.stillKept`): the same headers, a request id of its
 * own, the same bytes. Anything else goes to Fastify as before: a request with a body, an
 * answer the cache has dropped or made again, a server that is closing, a log at debug
 * (which writes a line per request).
 */
export interface AnswerReplay {
  /** Fastify's server, with the replay in front of its handler. */
  serverFactory: FastifyServerFactory;
  /** Notes on hooks: which answers went out whole, and with which headers. */
  register(app: FastifyInstance): void;
  /** What sendAnswer calls when it sends a kept answer whole, in `encoding` ('' for none). */
  sending(raw: IncomingMessage, answer: Answer, encoding: string): void;
  /** How many answers went out from notes since the server started. */
  replayed(): number;
}

/** How an answer goes out (send-answer.ts): the encoding a client gets, and the body in it. */
export interface AnswerForms {
  /** The encoding sendAnswer picks for this Accept-Encoding and answer ('' for none). */
  encodingFor(accepted: string | undefined, answer: Answer): string;
  /** The body in that encoding, as sendAnswer sends it. */
  bodyIn(answer: Answer, encoding: string): Buffer | string;
}

interface Note {
  /**
   * Held weakly: the answer cache bounds the memory its answers take, and a note must not
   * keep an answer it has let go.
   */
  answer: WeakRef<Answer>;
  /** The route's pattern, for the metrics. */
  route: string;
  /** By encoding: every header it went out with but the request id, the length and Node's own. */
  headers: Map<string, string[]>;
}

/** Where a note keeps the headers of its 304, beside those of each encoding. */
export const NOT_MODIFIED = '304';

/** What a socket request carries from the server's handler to the hooks. */
interface Asked {
  /** The address as the client wrote it (Fastify may rewrite `url`). */
  url: string;
  /** The kept answer sendAnswer sent whole, and its encoding. */
  sent?: { answer: Answer; encoding: string };
}

const asked = new WeakMap<IncomingMessage, Asked>();

/** Headers a note never keeps: made per request or by Node for each answer. */
const PER_REQUEST = new Set([
  REQUEST_ID_HEADER,
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** The options Fastify hands its server factory, with its defaults in place. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

const LOUD = new Set(['debug', 'trace']);

/** Enough for every city's searches and the places they show; a note holds no body. */
const MAX_NOTES = 5_000;

export function createAnswerReplay(options: {
  metrics: ServerMetrics;
  forms: AnswerForms;
}): AnswerReplay {
  const { forms, metrics } = options;
  const notes = new LRUCache<string, Note>({ max: MAX_NOTES });
  let enabled = (): boolean => false;
  let replayed = 0;

  /** Sends the noted answer if it is still the one kept; false leaves the request to Fastify. */
  function replay(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !enabled()) return false;
    const sent = request.headers;
    if (sent['content-length'] !== undefined || sent['transfer-encoding'] !== undefined)
      return false;
    const url = request.url ?? '';
    const note = notes.get(url);
    const answer = note?.answer.deref();
    if (!note || !answer) return false;
    // A client that holds the answer gets the 304 sendAnswer sends it.
    const held = ifNoneMatchHolds(sent['if-none-match'], answer.etag);
    const form = held ? NOT_MODIFIED : forms.encodingFor(sent['accept-encoding'], answer);
    const headers = note.headers.get(form);
    if (!headers) return false;
    if (!answer.stillKept?.()) {
      notes.delete(url);
      return false;
    }
    const started = performance.now();
    const id = generateRequestId(request);
    if (held) {
      response.writeHead(304, [...headers, REQUEST_ID_HEADER, id]);
      response.end();
    } else {
      const body = forms.bodyIn(answer, form);
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      response.writeHead(200, [
        ...headers,
        REQUEST_ID_HEADER,
        id,
        'content-length',
        String(length),
      ]);
      response.end(body);
    }
    replayed += 1;
    const status = held ? 304 : 200;
    metrics.observeRequest('GET', note.route, status, (performance.now() - started) / 1000);
    return true;
  }

  return {
    serverFactory: (handler, factoryOptions) => {
      const settings = factoryOptions as unknown as ServerSettings;
      const server: Server = createServer(settings.http ?? {}, (request, response) => {
        if (replay(request, response)) return;
        asked.set(request, { url: request.url ?? '' });
        handler(request, response);
      });
      // What Fastify sets on a server it makes itself (its getServerInstance).
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      return server;
    },

    register(app) {
      let closing = false;
      app.addHook('preClose', (done) => {
        closing = true;
        done();
      });
      // At debug every request writes lines of its own (http/access-log.ts).
      enabled = () => !closing && !LOUD.has(app.log.level);
      app.addHook('onResponse', (request, reply, done) => {
        const entry = asked.get(request.raw);
        const sent = entry?.sent;
        if (!entry || !sent || request.method !== 'GET') return done();
        if (reply.statusCode !== (sent.encoding === NOT_MODIFIED ? 304 : 200)) return done();
        // A route with a per-client limit counts every request: none goes past it.
        if ((request.routeOptions.config as { rateLimit?: unknown }).rateLimit) return done();
        // Notes come from requests without credentials only: whatever a replay sends, a
        // request with none would get (a route that asks who is signed in never leaks).
        const { cookie, authorization } = request.raw.headers;
        if (cookie !== undefined || authorization !== undefined) return done();
        const all = reply.raw.getHeaders();
        // An answer that sets a cookie is someone's own; one closing its connection, an exception.
        if (all['set-cookie'] !== undefined || all.connection === 'close') return done();
        const headers: string[] = [];
        for (const [name, value] of Object.entries(all)) {
          if (PER_REQUEST.has(name) || value === undefined) continue;
          for (const one of [value].flat()) headers.push(name, String(one));
        }
        let note = notes.get(entry.url);
        if (note?.answer.deref() !== sent.answer) {
          const answer = new WeakRef(sent.answer);
          note = { answer, route: request.routeOptions.url ?? '', headers: new Map() };
          notes.set(entry.url, note);
        }
        note.headers.set(sent.encoding, headers);
        done();
      });
    },

    replayed: () => replayed,

    sending(raw, answer, encoding) {
      const entry = asked.get(raw);
      if (entry && answer.stillKept) entry.sent = { answer, encoding };
    },
  };
}
