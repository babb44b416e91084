import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  ApiRequestError,
  apiFetch,
  errorAnswer,
  isApiError,
  isGoneError,
  isNotFoundError,
} from './api-fetch';

const REMOVED = {
  error: { code: 'PLACE_REMOVED', message: 'No longer listed' },
  removed: { id: 'p1', name: 'Old Slice', city: 'Chicago', state: 'IL', removed_at: '2026-11-20' },
  nearby: [],
};

// A real local HTTP server stands in for the API.
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ value: 3 }));
    } else if (req.url === '/echo' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ contentType: req.headers['content-type'], body: JSON.parse(body) }),
        );
      });
    } else if (req.url === '/unknown-location') {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { code: 'UNKNOWN_LOCATION', message: 'We couldn\'t find "Atlantis".' },
        }),
      );
    } else if (req.url === '/removed') {
      res.writeHead(410, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(REMOVED));
    } else if (req.url === '/empty-error') {
      res.writeHead(503);
      res.end();
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such thing' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('apiFetch', () => {
  it('parses JSON with a schema', async () => {
    await expect(
      apiFetch(`${base}/ok`, { schema: z.object({ value: z.number() }) }),
    ).resolves.toEqual({ value: 3 });
  });

  it('sends a JSON body only when there is a payload', async () => {
    const answer = await apiFetch<{ contentType: string; body: unknown }>(`${base}/echo`, {
      method: 'POST',
      body: { a: 1 },
    });
    expect(answer).toEqual({ contentType: 'application/json', body: { a: 1 } });
  });

  it('raises "{status}: {body}" errors and exposes the API message', async () => {
    const error = await apiFetch(`${base}/missing`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(
      '404: {"error":{"code":"NOT_FOUND","message":"No such thing"}}',
    );
    expect((error as ApiRequestError).apiMessage).toBe('No such thing');
    expect((error as ApiRequestError).code).toBe('NOT_FOUND');
  });

  it('keeps a 410 answer whole, also once a server render dehydrated it to plain data', async () => {
    const error = await apiFetch(`${base}/removed`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 410, code: 'PLACE_REMOVED', answer: REMOVED });
    expect(isGoneError(error)).toBe(true);
    expect(isNotFoundError(error)).toBe(false);
    expect(errorAnswer(error)).toEqual(REMOVED);
    const dehydrated = JSON.parse(JSON.stringify(error)) as unknown;
    expect(isGoneError(dehydrated)).toBe(true);
    expect(errorAnswer(dehydrated)).toEqual(REMOVED);
    expect(errorAnswer({ status: 410, body: JSON.stringify(REMOVED) })).toEqual(REMOVED);
    expect(isGoneError(await apiFetch(`${base}/missing`).catch((e: unknown) => e))).toBe(false);
  });

  it('exposes the error code, which isApiError checks', async () => {
    const error = await apiFetch(`${base}/unknown-location`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'UNKNOWN_LOCATION' });
    expect(isApiError(error, 'UNKNOWN_LOCATION')).toBe(true);
    expect(isApiError(error, 'VALIDATION_ERROR')).toBe(false);
    expect(isApiError(error)).toBe(true);
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiFetch(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('isApiError', () => {
  const unknownLocation = new ApiRequestError(
    400,
    JSON.stringify({ error: { code: 'UNKNOWN_LOCATION', message: 'Not a place' } }),
    'Bad Request',
  );

  it('reads code, message and fields from the body', () => {
    const refused = new ApiRequestError(
      400,
      JSON.stringify({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'name: Required',
          fields: { name: ['Required'] },
        },
      }),
      'Bad Request',
    );
    expect(refused).toMatchObject({
      code: 'VALIDATION_ERROR',
      apiMessage: 'name: Required',
      fields: { name: ['Required'] },
    });
  });

  it('has no code for a body that is not an API error', () => {
    const error = new ApiRequestError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.apiMessage).toBeUndefined();
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'INTERNAL')).toBe(false);
  });

  it('never matches the code in the text: only the code field counts', () => {
    const error = new ApiRequestError(
      400,
      JSON.stringify({
        error: { code: 'BAD_REQUEST', message: 'UNKNOWN_LOCATION is not a code here' },
      }),
      'Bad Request',
    );
    expect(isApiError(error, 'UNKNOWN_LOCATION')).toBe(false);
    expect(isApiError(new Error('400: UNKNOWN_LOCATION'), 'UNKNOWN_LOCATION')).toBe(false);
  });

  it("knows an error that lost its class: another remote's copy, or dehydrated", () => {
    const plain = JSON.parse(JSON.stringify(unknownLocation)) as unknown;
    expect(isApiError(plain, 'UNKNOWN_LOCATION')).toBe(true);
    expect(isApiError({ status: 400, body: unknownLocation.body }, 'UNKNOWN_LOCATION')).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('UNKNOWN_LOCATION', 'UNKNOWN_LOCATION')).toBe(false);
  });
});
