import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ApiRequestError, apiFetch } from './api-fetch';

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
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiFetch(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });
});
