import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceKm } from '../../geo/distance-km';
import { findNearestCity } from '../../geo/find-nearest-city';

/**
 * A local stand-in for an Overpass API interpreter, for tests and offline demos. It
 * answers the two query forms the importer sends (a state's ISO 3166-2 area, a circle
 * around a point) from recorded exports, and can be told to fail the next requests the
 * ways the public servers do.
 */
export type FakeOverpassFailure =
  /** 429 Too Many Requests, with Retry-After when `retryAfter` is set. */
  | { kind: 429; retryAfter?: number }
  | { kind: 504 }
  | { kind: 500 }
  /** 200 with part of the answer and a runtime-error remark, as on a query timeout. */
  | { kind: 'remark'; remark?: string }
  /** 400 with Overpass's HTML error page: a query it cannot parse. */
  | { kind: 400 }
  /** No answer at all (until the client gives up or the server closes). */
  | { kind: 'hang' }
  /** 405 to a POST, as a mirror that takes only GET ?data=… does. */
  | { kind: 405 };

export interface ScriptedFailure {
  failure: FakeOverpassFailure;
  /** How many requests in a row fail this way; default 1. */
  times?: number;
  /** Only requests for this area ('US-IL'); default any. */
  area?: string;
}

export interface FakeOverpassRequest {
  method: string;
  query: string;
  userAgent: string | undefined;
  /** 'US-IL' for an area query, 'around:R,lat,lon' for a circle, '' otherwise. */
  area: string;
  status: number;
}

export interface FakeOverpassOptions {
  /**
   * Recorded exports by area: an ISO 3166-2 code ('US-IL') answers that state's query;
   * '*' answers everything else (a state's query gets the elements lying in that state, a
   * circle's those inside the circle, as Overpass would).
   */
  answers?: Record<string, unknown>;
  failures?: ScriptedFailure[];
  port?: number;
}

export interface FakeOverpassServer {
  /** The interpreter URL, for OVERPASS_URL. */
  url: string;
  requests: FakeOverpassRequest[];
  /** Replaces the export served for an area key ('US-IL' or '*'). */
  setAnswer(area: string, json: unknown): void;
  /** Queues failures for the next matching requests. */
  fail(...failures: ScriptedFailure[]): void;
  close(): Promise<void>;
}

interface Element {
  lat?: number;
  lon?: number;
  center?: { lat?: number; lon?: number };
}

const RUNTIME_ERROR = 'runtime error: Query timed out in "query" at line 3 after 301 seconds.';

function position(element: Element): [number, number] | null {
  const lat = element.lat ?? element.center?.lat;
  const lon = element.lon ?? element.center?.lon;
  return typeof lat === 'number' && typeof lon === 'number' ? [lat, lon] : null;
}

function withElements(json: unknown, keep: (element: Element) => boolean): unknown {
  const body = json as { elements?: Element[] };
  return { ...body, elements: (body.elements ?? []).filter(keep) };
}

export async function startFakeOverpassServer(
  options: FakeOverpassOptions = {},
): Promise<FakeOverpassServer> {
  const answers = new Map(Object.entries(options.answers ?? {}));
  const failures: (ScriptedFailure & { left: number })[] = [];
  const requests: FakeOverpassRequest[] = [];
  const fail = (...more: ScriptedFailure[]) => {
    for (const failure of more) failures.push({ ...failure, left: failure.times ?? 1 });
  };
  fail(...(options.failures ?? []));

  function areaOf(query: string): string {
    const iso = /\["ISO3166-2"="([A-Z]{2}-[A-Z]{2})"\]/.exec(query);
    if (iso) return iso[1];
    const around = /\(around:([\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
    return around ? `around:${around[1]},${around[2]},${around[3]}` : '';
  }

  function exportFor(area: string): unknown {
    const exact = answers.get(area);
    if (exact !== undefined) return exact;
    const fallback = answers.get('*') ?? { elements: [] };
    if (area.startsWith('US-')) {
      const state = area.slice(3);
      return withElements(fallback, (element) => {
        const at = position(element);
        return at !== null && findNearestCity(at[0], at[1], { maxKm: 80 })?.state === state;
      });
    }
    if (area.startsWith('around:')) {
      const [radius, lat, lon] = area.slice(7).split(',').map(Number);
      return withElements(fallback, (element) => {
        const at = position(element);
        return at !== null && distanceKm(lat, lon, at[0], at[1]) * 1000 <= radius;
      });
    }
    return fallback;
  }

  function scripted(area: string): FakeOverpassFailure | undefined {
    const index = failures.findIndex((entry) => !entry.area || entry.area === area);
    if (index < 0) return undefined;
    const entry = failures[index];
    entry.left -= 1;
    if (entry.left <= 0) failures.splice(index, 1);
    return entry.failure;
  }

  function reply(
    area: string,
  ): { status: number; body: string; headers: Record<string, string> } | null {
    const json = { 'Content-Type': 'application/json' };
    const html = { 'Content-Type': 'text/html; charset=utf-8' };
    const failure = scripted(area);
    switch (failure?.kind) {
      case 'hang':
        return null;
      case 405:
        return {
          status: 405,
          body: 'Method Not Allowed',
          headers: { 'Content-Type': 'text/plain', Allow: 'GET' },
        };
      case 429:
        return {
          status: 429,
          body: '<html><body><p>Too Many Requests</p></body></html>',
          headers: {
            ...html,
            ...(failure.retryAfter ? { 'Retry-After': String(failure.retryAfter) } : {}),
          },
        };
      case 504:
        return { status: 504, body: '<html><body>Gateway Timeout</body></html>', headers: html };
      case 500:
        return {
          status: 500,
          body: '<html><body>Internal Server Error</body></html>',
          headers: html,
        };
      case 400:
        return {
          status: 400,
          body: '<html><body><p><strong style="color:#FF0000">Error</strong>: line 1: parse error: Unknown type "nwx"</p></body></html>',
          headers: html,
        };
      case 'remark': {
        // Overpass sends what it had so far: a refresh on it would remove the rest.
        const partial = withElements(exportFor(area), () => false) as Record<string, unknown>;
        return {
          status: 200,
          body: JSON.stringify({ ...partial, remark: failure.remark ?? RUNTIME_ERROR }),
          headers: json,
        };
      }
      default:
        return { status: 200, body: JSON.stringify(exportFor(area)), headers: json };
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-overpass.local');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const query = (req.method === 'POST' ? form.get('data') : url.searchParams.get('data')) ?? '';
      const area = areaOf(query);
      const entry: FakeOverpassRequest = {
        method: req.method ?? 'GET',
        query,
        userAgent: req.headers['user-agent'],
        area,
        status: 0,
      };
      requests.push(entry);
      const answer =
        url.pathname !== '/api/interpreter'
          ? { status: 404, body: 'Not found', headers: { 'Content-Type': 'text/plain' } }
          : query === ''
            ? {
                status: 400,
                body: 'No query (data=...)',
                headers: { 'Content-Type': 'text/plain' },
              }
            : reply(area);
      if (answer === null) return;
      entry.status = answer.status;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/interpreter`,
    requests,
    setAnswer(area, json) {
      answers.set(area, json);
    },
    fail,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
