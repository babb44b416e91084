import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { answerDirectives, policyOptions } from './content-security-policy';

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
 * Every answer's security headers (docs/decisions/0024). The default policy is the one for
 * answers that load nothing (JSON, redirects, files); a page sets its own with a nonce
 * (`reply.helmet`, web/serve-site.ts), and any route can set its own with @fastify/helmet's
 * `helmet` route option (`routePolicy` in content-security-policy.ts). HSTS only when the
 * public URL is https: a browser told so over plain http would lock a local site out.
 *
 * @fastify/helmet builds helmet's middleware again on every request it applies (the
 * policy's directives parsed and checked each time): it doubled the CPU time of a cached
 * search (docs/quality.md). So it is registered for routes with their own options only,
 * and every answer first gets the defaults from one middleware built here, once.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const defaults = {
    ...policyOptions(answerDirectives()),
    // A year; subdomains are the operator's to decide, so they are left out.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Tile servers (OpenStreetMap's usage policy) want to see which site shows their maps.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  } as const;
  const applyDefaults = helmet(defaults);
  const next = () => undefined;
  // First, a callback hook (no promise per request); a route's own options, applied by
  // @fastify/helmet's hook after it, replace what they name.
  app.addHook('onRequest', (request, reply, done) => {
    applyDefaults(request.raw, reply.raw, next);
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(fastifyHelmet, { ...defaults, global: false });
}
