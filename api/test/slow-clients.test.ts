// Slow clients over real sockets (issue 13, item 5): a listening server with tiny timeouts,
// and clients written by hand with net.connect, because inject() has no socket to hold.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerTimeouts } from '../src/http/server-timeouts';
import { buildServer } from '../src/server';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import { multipartBody, tinyPng, uniqueSuffix } from './visitor-writes-app';

const TIMEOUTS: ServerTimeouts = {
  headersMs: 300,
  requestMs: 500,
  transferMs: 3000,
  keepAliveMs: 200,
  idleMs: 10_000,
  checkEveryMs: 50,
  lingerMs: 1000,
};
// Node closes an idle keep-alive socket 1 s after keepAliveTimeout (its fixed buffer).
const NODE_KEEP_ALIVE_BUFFER_MS = 1000;
// Room for a busy machine: every bound below is asserted with this much to spare.
const SLACK_MS = 2000;

let db: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({
    env: testEnv(),
    sql: db.sql,
    logger: false,
    clock: testClock('2026-11-20T18:00:00Z'),
    writeLimit: { max: 10_000, timeWindow: 60_000 },
    timeouts: TIMEOUTS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  text: string;
  /** Milliseconds from connecting to the server's close. */
  closedAfterMs: number;
  /** Milliseconds from connecting to the server's first byte (closedAfterMs if none came). */
  answeredAfterMs: number;
}

/** Connects, lets `talk` write (as slowly as it likes), and resolves when the server closes. */
function exchange(talk: (socket: net.Socket) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let answeredAt: number | undefined;
    socket.on('data', (chunk) => {
      answeredAt ??= performance.now();
      text += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a socket it closed while we were still writing.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const closedAt = performance.now();
      resolve({
        text,
        closedAfterMs: closedAt - started,
        answeredAfterMs: (answeredAt ?? closedAt) - started,
      });
    });
    socket.on('connect', () => talk(socket));
  });
}

/** Writes `bytes` one chunk at a time, `everyMs` apart, until done or the socket closes. */
function dribble(socket: net.Socket, bytes: Buffer, chunkSize: number, everyMs: number): void {
  let offset = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || offset >= bytes.length) {
      clearInterval(timer);
      return;
    }
    socket.write(bytes.subarray(offset, offset + chunkSize));
    offset += chunkSize;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
}

function errorCodeOf(text: string): string | undefined {
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
}

function contactBody(email: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      name: 'Slow Sender',
      email,
      company: 'Dribble Pies',
      message: 'This message arrives one byte at a time.',
      type: 'general',
    }),
  );
}

async function contactMessages(email: string): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from contact_messages where email = ${email}`;
  return row!.n;
}

async function submitPlace(): Promise<{ id: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/restaurants',
    payload: { name: `Slow Photo Pizza ${uniqueSuffix()}`, address: '5 Oven Rd' },
  });
  expect(response.statusCode).toBe(201);
  const { restaurant, photoUpload } = response.json();
  return { id: restaurant.id, token: photoUpload.token };
}

async function photosOf(id: string): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from restaurant_photos where restaurant_id = ${id}`;
  return row!.n;
}

function photoUploadHead(
  id: string,
  token: string,
  headers: Record<string, string>,
  length: number,
) {
  return Buffer.from(
    `POST /api/restaurants/${id}/photos HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: ${headers['content-type']}\r\nX-Upload-Token: ${token}\r\n` +
      `Content-Length: ${length}\r\n\r\n`,
  );
}

describe('slow clients', () => {
  it('closes a connection whose headers never finish, with a 408 in the error shape', async () => {
    const result = await exchange((socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(statusOf(result.text)).toBe(408);
    expect(errorCodeOf(result.text)).toBe('REQUEST_TIMEOUT');
    expect(result.closedAfterMs).toBeLessThan(
      TIMEOUTS.headersMs + TIMEOUTS.checkEveryMs + SLACK_MS,
    );
  });

  it('closes a connection that never sends a byte', async () => {
    const result = await exchange(() => undefined);
    expect(statusOf(result.text)).toBe(408);
    expect(result.closedAfterMs).toBeLessThan(
      TIMEOUTS.headersMs + TIMEOUTS.checkEveryMs + SLACK_MS,
    );
  });

  it('cuts a dribbled JSON body with a 408 and stores nothing', async () => {
    const email = `dribble-${uniqueSuffix()}@example.com`;
    const body = contactBody(email);
    const result = await exchange((socket) => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      // 1 byte every 50 ms: the whole body would take several seconds.
      dribble(socket, body, 1, 50);
    });
    expect(statusOf(result.text)).toBe(408);
    expect(result.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(errorCodeOf(result.text)).toBe('REQUEST_TIMEOUT');
    expect(result.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
    expect(await contactMessages(email)).toBe(0);
  });

  it('cuts a dribbled photo upload at the upload bound and stores no photo', async () => {
    const place = await submitPlace();
    const { payload, headers } = multipartBody([
      { filename: 'slow.png', contentType: 'image/png', bytes: tinyPng() },
    ]);
    const result = await exchange((socket) => {
      socket.write(photoUploadHead(place.id, place.token, headers, payload.length));
      socket.write(payload.subarray(0, 40));
      dribble(socket, payload.subarray(40), 1, 200);
    });
    expect(statusOf(result.text)).toBe(408);
    expect(result.closedAfterMs).toBeGreaterThan(TIMEOUTS.requestMs);
    expect(result.closedAfterMs).toBeLessThan(TIMEOUTS.transferMs + SLACK_MS);
    expect(await photosOf(place.id)).toBe(0);
  });

  it('lets a slow but steady photo upload through past the ordinary request bound', async () => {
    const place = await submitPlace();
    const { payload, headers } = multipartBody([
      { filename: 'steady.png', contentType: 'image/png', bytes: tinyPng() },
    ]);
    const result = await exchange((socket) => {
      socket.write(photoUploadHead(place.id, place.token, headers, payload.length));
      // About 1 s in all: twice the ordinary bound, a third of the upload bound.
      const chunk = Math.ceil(payload.length / 10);
      dribble(socket, payload, chunk, 100);
      socket.on('data', () => socket.end());
    });
    expect(statusOf(result.text)).toBe(201);
    expect(await photosOf(place.id)).toBe(1);
  });

  it('closes an idle keep-alive connection', async () => {
    const result = await exchange((socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(statusOf(result.text)).toBe(200);
    expect(result.text).toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(result.closedAfterMs).toBeLessThan(
      TIMEOUTS.keepAliveMs + NODE_KEEP_ALIVE_BUFFER_MS + SLACK_MS,
    );
  });

  it('keeps the connection of a request without a body answered at once', async () => {
    // The docs page is answered in the request's first tick, before Node marks it complete.
    const result = await exchange((socket) =>
      socket.write('GET /api/docs HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    expect(statusOf(result.text)).toBe(200);
    expect(result.text).toMatch(/\r\nconnection: keep-alive\r\n/i);
  });

  it('closes the connection when it answers before the body has arrived', async () => {
    const place = await submitPlace();
    const { headers } = multipartBody([]);
    // A wrong upload token is refused before the body is read; the rest never comes.
    const result = await exchange((socket) =>
      socket.write(
        Buffer.concat([photoUploadHead(place.id, 'wrong', headers, 100_000), Buffer.from('--')]),
      ),
    );
    const firstHead = result.text.slice(0, result.text.indexOf('\r\n\r\n') + 2);
    expect(statusOf(firstHead)).toBe(403);
    expect(firstHead).toMatch(/\r\nconnection: close\r\n/i);
    // Once answered, not at the whole-request backstop (the transfer bound plus the
    // headers'): timed from the answer, so a slow machine's late answer does not count.
    expect(result.closedAfterMs - result.answeredAfterMs).toBeLessThan(TIMEOUTS.transferMs);
  });

  it('reads what the client still sends after an early answer, and closes without a reset', async () => {
    const place = await submitPlace();
    const { headers } = multipartBody([]);
    const rest = Buffer.alloc(8 * 1024 * 1024);
    // A client that sends its body on after the refusal (as a browser uploading a photo
    // does): the connection must not be reset under it, or a busier client could lose the
    // answer to the reset. Only once the answer has all arrived is the rest written, so the
    // server has certainly closed its side by then.
    const outcome = await new Promise<{ text: string; error?: string; sentAll: boolean }>(
      (resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        let error: string | undefined;
        let sentAll = false;
        let answered = false;
        socket.on('connect', () =>
          socket.write(photoUploadHead(place.id, 'wrong', headers, 2 + rest.length)),
        );
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
          // The answer is a JSON object: it has all arrived when it closes.
          if (answered || !text.includes('\r\n\r\n') || !text.endsWith('}')) return;
          answered = true;
          socket.end(Buffer.concat([Buffer.from('--'), rest]), () => (sentAll = true));
        });
        socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
        socket.on('close', () => resolve({ text, error, sentAll }));
      },
    );
    expect(statusOf(outcome.text)).toBe(403);
    expect(outcome.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(outcome).toMatchObject({ error: undefined, sentAll: true });
  });

  it('cuts a dribbled body sent to an unknown path at the ordinary bound', async () => {
    const result = await exchange((socket) => {
      socket.write(
        'POST /api/no-such-thing HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n',
      );
      dribble(socket, Buffer.from(`{"a":"${'x'.repeat(992)}"}`), 1, 50);
    });
    expect(statusOf(result.text)).toBe(408);
    expect(result.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
  });

  it('still answers a normal write, at full speed, on the same server', async () => {
    const email = `normal-${uniqueSuffix()}@example.com`;
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody(email).toString(),
    });
    expect(response.status).toBe(201);
    expect(await contactMessages(email)).toBe(1);
  });
});
