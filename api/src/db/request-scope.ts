import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestScope {
  /** True once the client has closed its connection before getting its answer. */
  gone: () => boolean;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** A write started for a client that has gone: it is not committed (no "ghost" writes). */
export class ClientGoneError extends Error {
  readonly code = 'CLIENT_GONE';
  constructor() {
    super('The client closed its connection before the answer; the write was not made.');
  }
}

/**
 * Runs every request inside a scope that knows whether its client is still there, so the
 * database guard (guard-database.ts) can abandon a write before it commits when nobody
 * will see its answer. Without this a client that gave up and retried would find its
 * first attempt stored too.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    // A response is destroyed when its socket closed before it finished; after it was
    // sent, writableFinished says the client did get it.
    runForRequest(() => response.destroyed && !response.writableFinished, done);
  });
}

/** Runs `work` as a request whose client is there while `gone` says false. */
export function runForRequest<T>(gone: () => boolean, work: () => T): T {
  return scope.run({ gone }, work);
}

/** Whether the request this code runs for (if any) has lost its client. */
export function currentRequestGone(): () => boolean {
  const current = scope.getStore();
  return current ? current.gone : () => false;
}
