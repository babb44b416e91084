import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { answerDirectives, createNonce, policyOptions } from './content-security-policy';

/**
 * What the site may ask the browser for: the visitor's position ("near me") and the camera
 * (the menu scanner), from its own pages only; nothing else, and nothing for a frame.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * Every answer's security headers (docs/decisions/0024, 0073). The default policy is the one
 * for answers that load nothing (JSON, redirects, files); a page sets its own with a nonce
 * (`reply.securityHeaders`, web/send-page.ts), and any route can set its own with the
 * `securityHeaders` route option (`routePolicy` in content-security-policy.ts). HSTS only
 * when the public URL is https: a browser told so over plain http would lock a local site out.
 *
 * helmet says which headers a set of options means; it is asked once, when the server starts
 * (the defaults) and when a route with options of its own is declared, and each answer gets
 * the header list it made. Applying helmet's middleware on every request (and
 * @fastify/helmet's two hooks around it) cost a fifth of a cached search's CPU (decision 0073).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const defaults: HelmetOptions = {
    ...policyOptions(answerDirectives()),
    // A year; subdomains are the operator's to decide, so they are left out.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Tile servers (OpenStreetMap's usage policy) want to see which site shows their maps.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
  const everyAnswer: HeaderList = [
    ...helmetHeaders(defaults),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  // helmet's options name some headers twice (hsts and strictTransportSecurity), so its type
  // is a union that a spread does not keep; the merge is the one @fastify/helmet made.
  const over = (own: HelmetOptions) => ({ ...defaults, ...own }) as HelmetOptions;
  const apply =
    (list: HeaderList): onRequestHookHandler =>
    (_request, reply, done) => {
      setHeaders(reply.raw, list);
      done();
    };
  app.addHook('onRequest', apply(everyAnswer));
  // A route's own options are merged over the defaults, as helmet would merge them; its own
  // hook, which runs after the one above, sets the headers they mean in place of those.
  app.addHook('onRoute', (route) => {
    if (route.securityHeaders === undefined) return;
    const own = apply(helmetHeaders(over(route.securityHeaders)));
    route.onRequest = [...[route.onRequest ?? []].flat(), own];
  });
  // A page's policy carries its answer's nonce. helmet is asked once per policy, with a
  // stand-in nonce; each answer gets that list with its own nonce in the stand-in's places.
  const standIn = createNonce();
  const nonceLists = new WeakMap<NoncePolicy, NonceHeaderList>();
  app.decorateReply(
    'securityHeaders',
    function (this: FastifyReply, policy: NoncePolicy, nonce: string) {
      let list = nonceLists.get(policy);
      if (!list) {
        list = helmetHeaders(over(policy(standIn))).map(
          ([name, value]) => [name, value.split(standIn)] as const,
        );
        nonceLists.set(policy, list);
      }
      for (const [name, pieces] of list) {
        this.raw.setHeader(name, pieces.length === 1 ? pieces[0]! : pieces.join(nonce));
      }
    },
  );
}

/** A policy made for an answer's nonce: the same function for every answer of its kind. */
export type NoncePolicy = (nonce: string) => HelmetOptions;

/** A header list around a nonce: each value as the pieces between the nonce's places. */
type NonceHeaderList = readonly (readonly [name: string, pieces: readonly string[]])[];

type HeaderList = readonly (readonly [name: string, value: string])[];

function setHeaders(response: ServerResponse, list: HeaderList): void {
  for (const [name, value] of list) response.setHeader(name, value);
}

/**
 * The headers helmet sets for these options, read from its middleware run once against a
 * stand-in answer. (Its one removal, X-Powered-By, concerns a header Fastify never sets.)
 */
function helmetHeaders(options: Readonly<HelmetOptions>): HeaderList {
  const headers = new Map<string, readonly [string, string]>();
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    standIn as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure !== undefined) throw failure;
  return [...headers.values()];
}

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's security headers: helmet's options, over the defaults. */
    securityHeaders?: HelmetOptions;
  }
  interface FastifyReply {
    /**
     * Sets the headers a policy means (helmet's options, over the defaults) for this
     * answer's nonce. Pass the same function for every answer of a kind: its headers are
     * worked out once.
     */
    securityHeaders(policy: NoncePolicy, nonce: string): void;
  }
}
