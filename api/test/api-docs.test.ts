// /api/docs (issue 13, item 7): Swagger UI for the OpenAPI document, every asset served here.
import { apiDocsCsp, readSwaggerUiStyleHashes } from '../src/http/api-docs';
import { serverForFile } from './test-server';

const file = serverForFile();

/** The scripts and style sheets the page loads, as the browser would ask for them. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
}

describe('/api/docs', () => {
  it('serves the docs page with its own Content-Security-Policy', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(apiDocsCsp());
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.body).toContain('<title>Pizza Atlas API</title>');
    expect(response.body).toContain('<div id="swagger-ui">');
  });

  it('allows the one inline <style> Swagger UI writes (its logo) by hash', () => {
    // Measured in Chromium: without it, the only CSP violation on the page.
    expect(readSwaggerUiStyleHashes()).toEqual([
      "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
    ]);
  });

  it('loads every script and style sheet from this server, none from elsewhere', async () => {
    const page = await file.app.inject({ method: 'GET', url: '/api/docs' });
    const assets = assetsOf(page.body);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/static/swagger-ui.css',
        '/api/docs/static/swagger-ui-bundle.js',
        '/api/docs/static/swagger-initializer.js',
      ]),
    );
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/static\//);
      const response = await file.app.inject({ method: 'GET', url: asset });
      expect([asset, response.statusCode]).toEqual([asset, 200]);
      const type = asset.endsWith('.js') ? /javascript/ : asset.endsWith('.css') ? /css/ : /png/;
      expect(response.headers['content-type']).toMatch(type);
    }
  });

  it('points the UI at the API’s OpenAPI document, with no online validator', async () => {
    const initializer = await file.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    const document = await file.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const openapi = document.json();
    expect(openapi.info.title).toBe('Pizza Atlas API');
    expect(openapi.paths['/api/restaurants/search']).toBeDefined();
    expect(openapi).toEqual(
      (await file.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
  });
});
