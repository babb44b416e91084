import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callReleaseApi, type ReleaseApi, type ReleaseApiRequest } from '../src/cli/release-api';

let server: http.Server;
let api: ReleaseApi;
let requests = 0;
/** How many requests of a test are answered 503 before the server answers. */
let busyFor = 0;

// A server that drops the first connection of each test before answering, as a reset
// keep-alive socket does, then answers.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests += 1;
    if (busyFor > 0) {
      busyFor -= 1;
      return response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"error":{"code":"DATABASE_UNAVAILABLE","message":"Try again in a few seconds."}}');
    }
    if (requests === 1) return request.socket.destroy();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = { url: `http://127.0.0.1:${port}`, tokenFor: () => 'token' };
});

beforeEach(() => {
  requests = 0;
  busyFor = 0;
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

  /** Sends `request` to a server that answers 503 `busy` times first; notes each pause. */
  function whileBusy(busy: number, request: ReleaseApiRequest) {
    busyFor = busy;
    const pauses: number[] = [];
    const answer = callReleaseApi(api, 'guides', request, {
      pause: async (ms) => void pauses.push(ms),
    });
    return { answer, pauses };
  }
  const listReleases: ReleaseApiRequest = {
    method: 'GET',
    path: '/api/platform/remotes/guides/releases',
    idempotent: true,
  };

  it('sends an idempotent request again while the API answers 503, pausing longer each time', async () => {
    const { answer, pauses } = whileBusy(3, listReleases);
    // Three 503s, then the answer.
    expect([await answer, requests, pauses]).toEqual([{ ok: true }, 4, [1000, 2000, 4000]]);
  });

  it('gives up after its pauses with the message of the API', async () => {
    const { answer, pauses } = whileBusy(10, listReleases);
    await expect(answer).rejects.toThrow('guides: Try again in a few seconds.');
    expect([requests, pauses]).toEqual([4, [1000, 2000, 4000]]);
  });

  it('never sends a request that is not idempotent again after a 503', async () => {
    const { answer, pauses } = whileBusy(1, {
      method: 'POST',
      path: '/api/platform/remotes/guides/activate',
      body: {},
    });
    await expect(answer).rejects.toThrow('guides: Try again in a few seconds.');
    expect([requests, pauses]).toEqual([1, []]);
  });
});
