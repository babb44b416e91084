import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callReleaseApi, type ReleaseApi } from '../src/cli/release-api';

let server: http.Server;
let api: ReleaseApi;
let requests = 0;

// A server that drops the first connection of each test before answering, as a reset
// keep-alive socket does, then answers.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests += 1;
    if (requests === 1) return request.socket.destroy();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = { url: `http://127.0.0.1:${port}`, tokenFor: () => 'token' };
});

beforeEach(() => {
  requests = 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the release commands talking to the API', () => {
  it('retries an idempotent request once when the connection drops before an answer', async () => {
    const answer = await callReleaseApi(api, 'guides', {
      method: 'POST',
      path: '/api/platform/remotes/guides/releases',
      body: Buffer.from('archive'),
      idempotent: true,
    });
    expect([answer, requests]).toEqual([{ ok: true }, 2]);
  });

  it('never sends a rollback twice, and says why it failed', async () => {
    await expect(
      callReleaseApi(api, 'guides', {
        method: 'POST',
        path: '/api/platform/remotes/guides/activate',
        body: {},
      }),
    ).rejects.toThrow(/^The API at http:\/\/127\.0\.0\.1:\d+ is not answering \(\w+/);
    expect(requests).toBe(1);
  });

  it('says so when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      callReleaseApi({ ...api, url: `http://127.0.0.1:${port}` }, 'guides', {
        method: 'GET',
        path: '/api/platform/remotes/guides/releases',
        idempotent: true,
      }),
    ).rejects.toThrow(`The API at http://127.0.0.1:${port} is not answering (ECONNREFUSED).`);
  });
});
