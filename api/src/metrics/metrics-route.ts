import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/errors';
import { UNMATCHED_ROUTE, type ServerMetrics } from './server-metrics';

/**
 * Counts every answered request by its route pattern. Registered before the route plugins,
 * so the hook sees their routes too.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern ('/api/restaurants/:provider/:id'), never the URL: one series per route, not per place.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Serves GET /api/metrics in the Prometheus text format to whoever sends
 * `Authorization: Bearer <token>`; without a token the route answers 404 as any unknown
 * path. Declared with the other routes, after the hooks that give each route its own
 * bounds and checks as it is declared: a scrape is a GET like any other, with the transfer
 * bound of every GET (declared before them, it kept the request bound, and a scrape slowed
 * by a busy machine answered 503 past 30 s).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | undefined,
): void {
  const expected = token === undefined ? undefined : digest(token);
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!expected) return sendApiNotFound(reply, request.method, request.url);
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'UNAUTHORIZED', message: 'The metrics need their bearer token.' } });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
