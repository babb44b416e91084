import { loadEnv } from '../src/env';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 13: with PUBLIC_URL unset, `Host: evil.example` made the canonical link
// http://evil.example/. Canonical, social and sitemap URLs come from the configured public
// origin only, which has a fixed default for a local site.

describe('the public origin', () => {
  it('defaults to where the local site listens', () => {
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ HOST: '127.0.0.1', PORT: '3300' }).PUBLIC_URL).toBe('http://127.0.0.1:3300');
    expect(loadEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ HOST: '::' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000');
  });

  it('is an http(s) origin, whatever path or slash the setting ends with', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://pizza.example/' }).PUBLIC_URL).toBe(
      'https://pizza.example',
    );
    expect(loadEnv({ PUBLIC_URL: 'https://Pizza.Example:8443/atlas' }).PUBLIC_URL).toBe(
      'https://pizza.example:8443',
    );
    expect(loadEnv({ PUBLIC_URL: ' ' }).PUBLIC_URL).toBe('http://localhost:3000');
    for (const value of ['pizza.example', 'ftp://pizza.example', 'javascript:alert(1)'])
      expect(() => loadEnv({ PUBLIC_URL: value })).toThrow(
        'PUBLIC_URL: must be an http:// or https:// URL',
      );
  });
});

describe('a request naming another host', () => {
  let site: FixtureSite;

  beforeAll(async () => {
    // Even believing every proxy, a forwarded host never names the site.
    site = await startFixtureSite({ TRUST_PROXY: 'true' });
  });

  afterAll(() => site.close());

  const FOREIGN = {
    host: 'evil.example',
    'x-forwarded-host': 'evil-forwarded.example',
    'x-forwarded-proto': 'https',
  };

  it.each(['/', '/about', '/states/texas', '/no-such-page'])(
    'never moves the canonical, social or image URLs of %s',
    async (url) => {
      const response = await site.app.inject({ url, headers: FOREIGN });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toContain('evil');
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(response.body)?.[1];
      expect(canonical).toBe(`http://localhost:3000${url}`);
      for (const property of ['og:url', 'og:image'])
        expect(response.body).toMatch(
          new RegExp(`<meta property="${property}" content="http://localhost:3000/`),
        );
      expect(response.body).toMatch(
        /<meta name="twitter:image" content="http:\/\/localhost:3000\//,
      );
      expect(response.body).toContain('"origin":"http://localhost:3000"');
    },
  );

  it('never moves the sitemap or robots.txt', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await site.app.inject({ url, headers: FOREIGN });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain('http://localhost:3000/');
      expect(response.body).not.toContain('evil');
    }
  });
});
