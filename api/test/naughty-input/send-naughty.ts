import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EndpointCase, Parts } from './endpoint-cases';
import type { Lane, NaughtySite } from './naughty-site';
import { headerValue, NAUGHTY_STRINGS, NAUGHTY_URL_PARTS } from './naughty-strings';

/** One request to send: which endpoint, which input holds the naughty value, and how. */
export interface NaughtyJob {
  endpoint: string;
  method: string;
  /** e.g. 'query latitude', 'body name', 'header cookie', 'url a city guide'. */
  input: string;
  value: string;
  /** Puts the value in; answers a URL to send instead, or UNSENDABLE. */
  apply: (parts: Parts, value: string) => Promise<Applied> | Applied;
}

/** A value no client could send this way (a header with a line break, say). */
export const UNSENDABLE = Symbol('unsendable');
type Applied = { url: string } | typeof UNSENDABLE | void;

export interface Finding {
  endpoint: string;
  input: string;
  value: string;
  status: number;
  body: string;
}

export interface NaughtyTally {
  sent: number;
  /** Values no client could send this way (a header with a line break, say). */
  unsendable: number;
  byStatus: Map<number, number>;
  serverErrors: Finding[];
  /** 4xx answers of the API without the {"error":{"code","message"}} shape. */
  badShapes: Finding[];
  /** Milliseconds spent per endpoint, lanes added up: where the run's time goes. */
  msByEndpoint: Map<string, number>;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const [key, index] = path.split('.');
  if (index === undefined) target[key!] = value;
  else target[key!] = Object.assign([...((target[key!] as unknown[]) ?? [])], { [index]: value });
}

/** Every request of one endpoint's case: one per naughty value and input. */
export function jobsFor(
  endpoint: string,
  entry: EndpointCase,
  sample: Parts,
  options: { extraQuery?: boolean; method?: string } = {},
): NaughtyJob[] {
  const method = options.method ?? endpoint.split(' ')[0]!;
  const jobs: NaughtyJob[] = [];
  const add = (input: string, values: readonly string[], apply: NaughtyJob['apply']) => {
    for (const value of values) jobs.push({ endpoint, method, input, value, apply });
  };
  for (const name of Object.keys(sample.params)) {
    add(`param ${name}`, NAUGHTY_URL_PARTS, (parts, value) => {
      parts.params[name] = value;
    });
  }
  const queryNames = [...Object.keys(sample.query), ...(options.extraQuery ? ['naughty'] : [])];
  for (const name of queryNames) {
    add(`query ${name}`, NAUGHTY_URL_PARTS, (parts, value) => {
      parts.query[name] = value;
    });
  }
  if (sample.body) {
    for (const field of entry.bodyFields ?? Object.keys(sample.body)) {
      add(`body ${field}`, NAUGHTY_STRINGS, (parts, value) => {
        setPath(parts.body!, field, value);
      });
    }
    add('body key', NAUGHTY_STRINGS, (parts, value) => {
      parts.body = Object.fromEntries([...Object.entries(parts.body!), [value, 'x']]);
    });
    add('whole body', NAUGHTY_STRINGS, (parts, value) => {
      parts.body = value as unknown as Record<string, unknown>;
    });
  }
  for (const [name, wrap] of Object.entries(entry.headers ?? {})) {
    add(`header ${name}`, NAUGHTY_STRINGS, (parts, value) => {
      const header = headerValue(wrap(value));
      if (header === null) return UNSENDABLE;
      parts.headers[name] = header;
    });
  }
  for (const [name, build] of Object.entries(entry.payloads ?? {})) {
    add(`payload ${name}`, NAUGHTY_STRINGS, async (parts, value) => {
      const built = await build(value).catch(() => null);
      if (!built) return UNSENDABLE;
      parts.payload = built.payload;
      parts.headers['content-type'] = built.contentType;
    });
  }
  for (const [name, build] of Object.entries(entry.urls ?? {})) {
    add(`url ${name}`, NAUGHTY_URL_PARTS, (_parts, value) => {
      return { url: build(value) };
    });
  }
  return jobs;
}

/** The URL of a route pattern with its parameters and query filled in. */
export function urlOf(pattern: string, parts: Parts): string {
  const path = pattern
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => parts.params[name] ?? '')
    .replace('*', parts.params['*'] ?? '');
  const query = Object.entries(parts.query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Whether the path, once dot segments are resolved as every client does, is the API's. */
function isApiPath(url: string): boolean {
  return new URL(url, 'http://localhost').pathname.startsWith('/api/');
}

function hasErrorShape(response: LightMyRequestResponse): boolean {
  if (!String(response.headers['content-type']).startsWith('application/json')) return false;
  try {
    const { error } = response.json<{ error?: { code?: unknown; message?: unknown } }>();
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}

/**
 * Sends the jobs through `lanes.length` parallel lanes, each its own client addresses and
 * records, and tallies what came back.
 */
export async function sendJobs(
  site: NaughtySite,
  cases: Record<string, EndpointCase>,
  jobs: NaughtyJob[],
  tally: NaughtyTally,
): Promise<void> {
  let next = 0;
  const runLane = async (lane: Lane) => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const entry = cases[job.endpoint]!;
      const started = performance.now();
      await entry.before?.(site, lane);
      const base = await entry.base(site, lane);
      const parts: Parts = {
        params: { ...base.params },
        query: { ...base.query },
        body: base.body && structuredClone(base.body),
        headers: { ...base.headers },
        payload: base.payload,
      };
      const applied = await job.apply(parts, job.value);
      if (applied === UNSENDABLE) {
        tally.unsendable += 1;
        continue;
      }
      const pattern = job.endpoint.slice(job.endpoint.indexOf(' ') + 1);
      const headers = { ...parts.headers };
      let payload = parts.payload;
      if (payload === undefined && parts.body !== undefined) {
        payload = Buffer.from(JSON.stringify(parts.body));
        headers['content-type'] = 'application/json';
      }
      const url = applied?.url ?? urlOf(pattern, parts);
      let response: LightMyRequestResponse;
      try {
        response = await site.app.inject({
          method: job.method as InjectOptions['method'],
          url,
          headers,
          payload,
          remoteAddress: lane.nextAddress(),
        });
      } catch {
        // light-my-request refuses what an HTTP client could not send either.
        tally.unsendable += 1;
        continue;
      }
      tally.sent += 1;
      tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
      const finding = () => ({
        endpoint: job.endpoint,
        input: job.input,
        value: JSON.stringify(job.value).slice(0, 80),
        status: response.statusCode,
        body: response.body.slice(0, 200),
      });
      if (response.statusCode >= 500) {
        tally.serverErrors.push(finding());
        if (process.env.NAUGHTY_REPORT) console.info(JSON.stringify(finding()));
      } else if (
        response.statusCode >= 400 &&
        job.method !== 'HEAD' &&
        isApiPath(url) &&
        !hasErrorShape(response)
      )
        tally.badShapes.push(finding());
      entry.after?.(response, lane, parts);
      const spent = performance.now() - started;
      tally.msByEndpoint.set(job.endpoint, (tally.msByEndpoint.get(job.endpoint) ?? 0) + spent);
    }
  };
  await Promise.all(site.lanes.map(runLane));
}
