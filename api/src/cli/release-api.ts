import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Env } from '../env';
import { readLocalTokens } from './local-deploy-tokens';

/** Where a release command sends its requests, and with which token. */
export interface ReleaseApi {
  url: string;
  tokenFor: (remote: ReleaseOwner) => string;
}

/** Flags first, then PIZZA_ATLAS_API_URL / PIZZA_ATLAS_DEPLOY_TOKEN, then the local site. */
export function releaseApi(env: Env, flags: { apiUrl?: string; token?: string } = {}): ReleaseApi {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  const url = (flags.apiUrl ?? env.PIZZA_ATLAS_API_URL ?? `http://${host}:${env.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    url,
    tokenFor: (remote) => {
      const token =
        flags.token ?? env.PIZZA_ATLAS_DEPLOY_TOKEN ?? readLocalTokens(env.DATA_DIR)[remote];
      if (!token) {
        throw new Error(
          `No deploy token for ${remote}: pass --token, set PIZZA_ATLAS_DEPLOY_TOKEN, or ask staff for one (npm run deploy-token -- create ${remote}).`,
        );
      }
      return token;
    },
  };
}

export interface ReleaseApiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Buffer | object;
  contentType?: string;
  /**
   * Safe to send twice (a read, an upload, a prune): a connection that drops before any
   * answer, as a reused keep-alive socket can, is retried once.
   */
  idempotent?: boolean;
}

async function send(api: ReleaseApi, remote: ReleaseOwner, request: ReleaseApiRequest) {
  const isJson = request.body !== undefined && !Buffer.isBuffer(request.body);
  return fetch(`${api.url}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${api.tokenFor(remote)}`,
      ...(request.body !== undefined && {
        'content-type': isJson
          ? 'application/json'
          : (request.contentType ?? 'application/octet-stream'),
      }),
    },
    body: isJson
      ? JSON.stringify(request.body)
      : Buffer.isBuffer(request.body)
        ? new Uint8Array(request.body)
        : undefined,
  });
}

/** Waits before an idempotent request is sent again after a 503: 1, 2, then 4 s. */
const BUSY_PAUSES_MS = [1000, 2000, 4000];

/**
 * Calls the release API for `remote`; an error answer becomes an Error with its message.
 * An idempotent request answered 503 (the API's database busy for a moment, "try again in
 * a few seconds") is sent again after each of BUSY_PAUSES_MS before the 503 is final.
 */
export async function callReleaseApi<T>(
  api: ReleaseApi,
  remote: ReleaseOwner,
  request: ReleaseApiRequest,
  options: { pause?: (ms: number) => Promise<unknown> } = {},
): Promise<T> {
  const pause = options.pause ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  let response: Response | undefined;
  for (let attempt = 1, busy = 0; !response; attempt += 1) {
    try {
      response = await send(api, remote, request);
      if (response.status === 503 && request.idempotent && busy < BUSY_PAUSES_MS.length) {
        await response.body?.cancel();
        response = undefined;
        await pause(BUSY_PAUSES_MS[busy++]!);
      }
    } catch (error) {
      // fetch says only "fetch failed"; the reason (refused, reset, timed out) is its cause.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      if (request.idempotent && attempt === 1 && cause?.code !== 'ECONNREFUSED') continue;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new Error(`The API at ${api.url} is not answering (${reason}).`);
    }
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`${api.url} answered ${response.status} with something other than JSON.`);
  }
  if (!response.ok) {
    const message = (answer as { error?: { message?: string } }).error?.message;
    throw new Error(`${remote}: ${message ?? `the API answered ${response.status}`}`);
  }
  return answer as T;
}
