import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Env } from '../env';

/** How long a client may take at each step, in milliseconds (docs/decisions/0027). */
export interface ServerTimeouts {
  /** A request's headers must all arrive within this (slowloris). */
  headersMs: number;
  /** A request's body (if any) and its answer: every route and the not-found handler. */
  requestMs: number;
  /** The same for routes that move files at the client's pace: uploads, and downloads (GET). */
  transferMs: number;
  /** An idle keep-alive connection is closed after this (Node adds 1 s). */
  keepAliveMs: number;
  /** A connection on which no byte moves either way is closed after this. */
  idleMs: number;
  /** How often Node checks headersMs and the whole-request bound; the bound's slack. */
  checkEveryMs: number;
  /**
   * After an answer sent before its request's body arrived, how long the closing connection
   * goes on reading (and dropping) what the client still sends (route-timeouts.ts).
   */
  lingerMs: number;
}

const HEADERS_MS = 10_000;
const IDLE_MS = 60_000;
const IDLE_SLACK_MS = 5_000;
const CHECK_EVERY_MS = 1_000;
// nginx's lingering_timeout: a client still sending has read the answer by then.
const LINGER_MS = 5_000;

/** The production timeouts: the operator's settings, and fixed bounds nobody needs to tune. */
export function readServerTimeouts(env: Env): ServerTimeouts {
  return {
    headersMs: HEADERS_MS,
    requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    transferMs: env.TRANSFER_TIMEOUT_SECONDS * 1000,
    keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // A keep-alive connection waits idle up to keepAliveMs (plus Node's 1 s): the idle bound
    // must not cut it first, or the balancer's reused connection is closed under it.
    idleMs: Math.max(IDLE_MS, env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000 + IDLE_SLACK_MS),
    checkEveryMs: CHECK_EVERY_MS,
    lingerMs: LINGER_MS,
  };
}

/**
 * Fastify's and Node's bounds. handlerTimeout (Fastify's, from routing to the answer, body
 * included) is the ordinary one; registerRouteTimeouts gives file routes theirs. Node checks
 * headersTimeout and requestTimeout only every connectionsCheckingInterval (30 s by default,
 * which let slow headers live for 71.5 s), so the interval is short. requestTimeout (the
 * whole request received) is a backstop: the longest route bound plus the headers'.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    handlerTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: Math.max(timeouts.requestMs, timeouts.transferMs) + timeouts.headersMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
