// Request logs (issue 13, item 7): quiet for answers that went well, one line for what needs
// a look, and request ids that two app servers never share.
import type { FastifyInstance } from 'fastify';
import { requestLogLevel } from '../src/http/access-log';
import { buildServer } from '../src/server';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  statusCode?: number;
  url?: string;
}

let db: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.drop();
});

/** A server logging at `level` into an array, as it would to stdout. */
async function loggingServer(level: string) {
  const lines: LogLine[] = [];
  const app = await buildServer({
    env: testEnv({ LOG_LEVEL: level }),
    sql: db.sql,
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
  apps.push(app);
  await app.ready();
  return { app, lines };
}

const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');

describe('request log lines', () => {
  it('writes nothing for a request that went well at the default level', async () => {
    const { app, lines } = await loggingServer('info');
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one info line for a failed request, with its id', async () => {
    const { app, lines } = await loggingServer('info');
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(completed(lines)[0]).toMatchObject({
      level: 30,
      statusCode: 404,
      reqId: response.headers['x-request-id'],
    });
  });

  it('writes every request at debug', async () => {
    const { app, lines } = await loggingServer('debug');
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(completed(lines)).toEqual([expect.objectContaining({ level: 20, statusCode: 200 })]);
    // And, before the answer, that the request came (a test waits for it: graceful-shutdown).
    expect(lines.filter((line) => line.msg === 'request received')).toEqual([
      expect.objectContaining({ level: 20, url: '/api/health' }),
    ]);
    expect(lines.map((line) => line.msg)).toEqual(['request received', 'request completed']);
  });

  it('picks the level by status and time', () => {
    expect(requestLogLevel(200, 3, 1000)).toBe('debug');
    expect(requestLogLevel(304, 3, 1000)).toBe('debug');
    expect(requestLogLevel(404, 3, 1000)).toBe('info');
    expect(requestLogLevel(200, 1000, 1000)).toBe('warn');
    expect(requestLogLevel(429, 2500, 1000)).toBe('warn');
    expect(requestLogLevel(503, 3, 1000)).toBe('error');
    expect(requestLogLevel(500, 2500, 1000)).toBe('error');
  });
});

describe('request ids', () => {
  it('are UUIDs, different on two app servers, and sent back on every answer', async () => {
    const first = await loggingServer('info');
    const second = await loggingServer('info');
    const answers = await Promise.all([
      first.app.inject({ method: 'GET', url: '/api/health' }),
      second.app.inject({ method: 'GET', url: '/api/health' }),
      first.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      second.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '' } }),
    ]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[3]!.statusCode).toBe(400);
  });

  it('keeps the id a proxy or caller sent', async () => {
    const { app, lines } = await loggingServer('info');
    const response = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'edge-7f3a:42' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a:42');
    expect(lines[0]?.reqId).toBe('edge-7f3a:42');
  });

  it('replaces a sent id that is too long or could break a log line', async () => {
    const { app } = await loggingServer('silent');
    for (const sent of ['x'.repeat(129), 'two words', 'a"b', '']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});
