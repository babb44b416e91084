import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * Every answer's security headers, through @fastify/helmet (docs/decisions/0024). The
 * global policy is the one for answers that load nothing (JSON, redirects, files); a page
 * sets its own with a nonce (web/serve-site.ts), and any route can set its own with the
 * `helmet` route option (`routePolicy` in content-security-policy.ts). HSTS only when
 * the public URL is https: a browser told so over plain http would lock a local site out.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    ...policyOptions(answerDirectives()),
    // A year; subdomains are the operator's to decide, so they are left out.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Tile servers (OpenStreetMap's usage policy) want to see which site shows their maps.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // Helmet has no Permissions-Policy; a callback hook, no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}
