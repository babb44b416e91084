import type { ApiErrorCode } from '@pizza-atlas/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ClientGoneError } from '../db/request-scope';
import { describeRouteTimeout } from './route-timeouts';
import { sendDatabaseUnavailable } from './send-database-unavailable';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/**
 * An error the API means to show: it carries its status and a message the UI can display.
 * A domain's own failures extend it (a listing provider's, an upload budget's), so this
 * layer answers them without knowing any domain.
 */
export class HttpError extends Error {
  /** Seconds until a retry can work: sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }

  /** Logs what the operators should see of this failure before it is answered; nothing here. */
  log(_logger: FastifyBaseLogger): void {}
}

function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string[]>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Every error leaves the API as {"error":{"code","message"}}; nothing leaks a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fields[key] ??= []).push(issue.message ?? 'Invalid input');
      }
      const first = Object.entries(fields)[0];
      const message = first
        ? first[0] === '_'
          ? first[1][0]!
          : `${first[0]}: ${first[1][0]}`
        : 'Invalid input';
      return reply.status(400).send(errorBody('VALIDATION_ERROR', message, fields));
    }
    if (error instanceof HttpError) {
      error.log(request.log);
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (isDatabaseUnavailable(error)) {
      // The breaker logs the outage once; one line per refused request would flood the log.
      request.log.debug({ err: error }, 'database unavailable');
      return sendDatabaseUnavailable(request, reply, error);
    }
    if (error instanceof ClientGoneError) {
      request.log.info('the client left before the answer: its write was not committed');
      return reply.status(499).send(errorBody(error.code, error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      const [status, code, message] = describeRouteTimeout(request);
      return reply.status(status).send(errorBody(code, message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // By status, not Fastify's own codes (FST_ERR_…): callers read only the API's codes.
      const code: ApiErrorCode =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

export function sendApiNotFound(
  reply: import('fastify').FastifyReply,
  method: string,
  url: string,
) {
  const path = url.split('?')[0];
  return reply
    .status(404)
    .send(errorBody('NOT_FOUND', `No API endpoint answers ${method} ${path}.`));
}
