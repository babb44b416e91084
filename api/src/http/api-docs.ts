import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { HONEYPOT_FIELD } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PATH = '/api/docs';

/**
 * The hashes of the <style> elements Swagger UI's React code writes (the Swagger logo's SVG
 * holds one), read from the installed bundle so an upgrade cannot leave a stale hash.
 */
export function readSwaggerUiStyleHashes(): string[] {
  const bundle = readFileSync(
    path.join(
      path.dirname(require.resolve('@fastify/swagger-ui')),
      'static',
      'swagger-ui-standalone-preset.js',
    ),
    'utf8',
  );
  return [...bundle.matchAll(/createElement\("style",null,"([^"\\]*)"\)/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/**
 * The page's own Content-Security-Policy, set by the plugin on every /api/docs answer after
 * the site's headers: Swagger UI is three script files and two style sheets from this
 * server (no inline script, so no nonce), its logo's <style> element, icons as data:
 * images in its CSS, and the OpenAPI document fetched from /api/docs/json.
 */
export function apiDocsCsp(styleHashes = readSwaggerUiStyleHashes()): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * /api/docs: Swagger UI for the OpenAPI document (also at /api/openapi.json). Every asset
 * ships in the package and is served from here, so the page works offline; the online
 * validator badge is off (the plugin's default).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: apiDocsCsp(),
    theme: { title: 'Pizza Atlas API' },
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
}

type JsonObject = Record<string, unknown>;

/** A JSON schema without one property, wherever the schema lists it. */
function withoutProperty(schema: unknown, name: string): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  const { properties, required, ...rest } = schema as JsonObject;
  if (!properties || typeof properties !== 'object' || !(name in properties)) return schema;
  const kept: JsonObject = { ...(properties as JsonObject) };
  delete kept[name];
  return {
    ...rest,
    properties: kept,
    ...(Array.isArray(required) && { required: required.filter((key) => key !== name) }),
  };
}

/**
 * The public OpenAPI document's transform: the routes as their zod schemas describe them,
 * less what a bot must not read there (issue 13, item 6) — the honeypot field of anonymous
 * writes, which people never fill and bots do, and the staff console's routes, which count
 * what the honeypot caught. Both still work as before; they are only left out of the document.
 */
export const publicApiTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as JsonObject | undefined;
  if (!schema) return transformed;
  if (transformed.url.startsWith('/api/staff/'))
    return { ...transformed, schema: { ...schema, hide: true } as typeof transformed.schema };
  if (!schema.body) return transformed;
  return {
    ...transformed,
    schema: {
      ...schema,
      body: withoutProperty(schema.body, HONEYPOT_FIELD),
    } as typeof transformed.schema,
  };
};
