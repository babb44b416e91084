import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeScopes, type AnswerScope } from './answer-scope';

interface Collector {
  scopes: (AnswerScope | undefined)[];
  /** A piece of the work was answered without the cache: nothing says when it changes. */
  unknown: boolean;
}

const collectors = new AsyncLocalStorage<Collector>();

/**
 * An in-process request for a page's data carries this header with a token only this
 * process knows, and its answer then says its scope in SCOPE_HEADER. A header, because
 * `app.inject` does not carry the caller's async context into the route.
 */
export const PIECE_HEADER = 'x-pizza-atlas-piece';
const SCOPE_HEADER = 'x-pizza-atlas-scope';
export const PIECE_TOKEN = randomBytes(16).toString('hex');
/** An answer that depends on every place (no scope). */
const EVERY_PLACE = '*';

/** Whether a request asks for a page's data, in-process: it wants this minute's answer. */
export function asksForPage(request: FastifyRequest): boolean {
  return request.headers[PIECE_HEADER] === PIECE_TOKEN;
}

/** Called by sendAnswer: tells an in-process request what its answer depends on. */
export function tellScope(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: AnswerScope | undefined,
): void {
  if (!asksForPage(request)) return;
  reply.header(SCOPE_HEADER, scope ? encodeURIComponent(JSON.stringify(scope)) : EVERY_PLACE);
}

/**
 * Runs work that is made of answers (a page's data, fetched in-process while it renders)
 * and says what the result depends on: the merged scope of every answer used, and whether
 * every piece came through the answer cache (`complete`). An incomplete result has a
 * dependency nothing tracks, so it must not be kept.
 */
export async function collectScopes<T>(
  work: () => Promise<T>,
): Promise<{ value: T; scope: AnswerScope | undefined; complete: boolean }> {
  const collector: Collector = { scopes: [], unknown: false };
  const value = await collectors.run(collector, work);
  return { value, scope: mergeScopes(collector.scopes), complete: !collector.unknown };
}

/**
 * Counts the answer of one in-process request into the work being collected (if any):
 * its scope, or, when it came without one (not from the answer cache, or an error), the
 * whole work as incomplete. Takes the scope header off the answer's headers.
 */
export function notePiece(headers: Record<string, unknown>): void {
  const told = headers[SCOPE_HEADER];
  delete headers[SCOPE_HEADER];
  const collector = collectors.getStore();
  if (!collector) return;
  if (typeof told !== 'string') collector.unknown = true;
  else
    collector.scopes.push(
      told === EVERY_PLACE ? undefined : (JSON.parse(decodeURIComponent(told)) as AnswerScope),
    );
}
