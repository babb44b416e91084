import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@pizza-atlas/contracts';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { HttpError } from './errors';

/**
 * Every API route answers 400 to text PostgreSQL cannot store (NUL, a lone surrogate: the
 * contracts' storable-text rule) anywhere in its path parameters, query or JSON body, before
 * its own validation, so no route can forget it. Pages are left to answer as pages (their
 * data comes through these routes); archives and multipart bodies are read by their routes.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  // Added to each API route as it is declared, so no other answer pays for the check.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuse];
  });
}

const refuse: preValidationHookHandler = (request, _reply, done) => {
  const inputs = { params: request.params, query: request.query, body: request.body };
  for (const [source, value] of Object.entries(inputs)) {
    const path = findUnstorableText(value);
    if (path === null) continue;
    // The field is named as sent, less what made it unstorable (it goes back as JSON).
    // eslint-disable-next-line no-control-regex -- NUL is what is replaced.
    const field = path.replace(/[\u0000\ud800-\udfff]/g, '\ufffd') || source;
    return done(
      new HttpError(400, 'VALIDATION_ERROR', `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, {
        [field]: [UNSTORABLE_TEXT_MESSAGE],
      }),
    );
  }
  done();
};
