import type { FastifyInstance } from 'fastify';
import { INERT_DOCUMENT_POLICY, isDocumentType } from '../src/http/content-security-policy';
import { startFixtureSite, SCRIPTED_SVG, type FixtureSite } from './fixture-site';

// Issue 25, item 6: an SVG in a release (or the shell's, at the site root) opened as a
// document ran the release's scripts on the site's origin. Such files carry a policy of
// their own under which nothing runs; scripts and styles keep the release's policy.
let site: FixtureSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startFixtureSite();
  app = site.app;
});

afterAll(() => site.close());

it.each([
  ['a release', '/remotes/guides/1.0.0/badge.svg', SCRIPTED_SVG],
  ["the shell's release, at the root", '/favicon.svg', '<svg/>'],
  ['the sample catalog', '/sample-photos/pizza-1.svg', undefined],
])('serves an SVG of %s as an inert document (no script runs)', async (_, url, body) => {
  const answer = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(answer.headers['content-security-policy']).toBe(INERT_DOCUMENT_POLICY);
  expect(INERT_DOCUMENT_POLICY).toMatch(
    /^default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none';/,
  );
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  if (body !== undefined) expect(answer.body).toBe(body);
});

it("keeps the release policy for a release's scripts (a worker runs under it)", async () => {
  const answer = await app.inject('/remotes/guides/1.0.0/remoteEntry.js');
  expect(answer.statusCode).toBe(200);
  const policy = String(answer.headers['content-security-policy']);
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('sandbox');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
});

it.each([
  ['image/svg+xml', true],
  ['text/html; charset=utf-8', true],
  ['application/xhtml+xml', true],
  ['text/xml', true],
  ['application/xml', true],
  ['text/javascript; charset=utf-8', false],
  ['application/json; charset=utf-8', false],
  ['image/png', false],
  ['text/css; charset=utf-8', false],
])('takes %s for a document: %s', (type, document) => {
  expect(isDocumentType(type)).toBe(document);
});
