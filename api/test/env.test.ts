import path from 'node:path';
import { REPO_ROOT, loadEnv } from '../src/env';
import { readServerTimeouts } from '../src/http/server-timeouts';

describe('loadEnv', () => {
  it('runs with nothing set, on the embedded database in .data', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, '.data'));
    expect(env.RELEASES_DIR).toBe(path.join(REPO_ROOT, '.data', 'releases'));
  });

  it('keeps idle connections longer than common load balancers do (60 s)', () => {
    const env = loadEnv({});
    expect(env.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(65);
    const timeouts = readServerTimeouts(env);
    expect(timeouts.idleMs).toBeGreaterThan(timeouts.keepAliveMs + 1000);
  });

  it('refuses a production start without DATABASE_URL or PUBLIC_URL, in one line', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pizza',
      PUBLIC_URL: 'https://pizza.example',
    };
    expect(loadEnv(production).DATABASE_URL).toBe(production.DATABASE_URL);
    expect(() => loadEnv({ ...production, DATABASE_URL: '' })).toThrow(
      /^NODE_ENV=production needs DATABASE_URL \(the embedded PostgreSQL is for development only\)$/,
    );
    expect(() => loadEnv({ ...production, PUBLIC_URL: undefined })).toThrow(
      /^NODE_ENV=production needs PUBLIC_URL [^\n]*$/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /needs DATABASE_URL .* and PUBLIC_URL /,
    );
    // Development keeps the embedded database and the local origin.
    expect(() => loadEnv({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops start-up with a clear message for an invalid setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}LOG_LEVEL: /,
    );
  });

  it('reads CLOCK_START as an instant with a zone, and refuses anything else clearly', () => {
    expect(loadEnv({}).CLOCK_START).toBeUndefined();
    expect(loadEnv({ CLOCK_START: ' ' }).CLOCK_START).toBeUndefined();
    expect(loadEnv({ CLOCK_START: '2026-11-20T18:30:00-05:00' }).CLOCK_START).toEqual(
      new Date('2026-11-20T23:30:00Z'),
    );
    for (const value of ['tomorrow', '2026-11-20', '2026-11-20T23:30:00', '2026-13-01T00:00:00Z']) {
      expect(() => loadEnv({ CLOCK_START: value })).toThrow(
        'CLOCK_START: must be an ISO 8601 instant with a time zone, e.g. 2026-11-20T23:30:00Z',
      );
    }
  });

  it('asks the public Overpass interpreter unless OVERPASS_URL says otherwise', () => {
    expect(loadEnv({}).OVERPASS_URL).toBe('https://overpass-api.de/api/interpreter');
    expect(loadEnv({ OVERPASS_URL: '' }).OVERPASS_URL).toBe(
      'https://overpass-api.de/api/interpreter',
    );
    expect(loadEnv({ OVERPASS_URL: 'http://127.0.0.1:4020/api/interpreter' }).OVERPASS_URL).toBe(
      'http://127.0.0.1:4020/api/interpreter',
    );
    expect(() => loadEnv({ OVERPASS_URL: 'ftp://overpass.example' })).toThrow(
      'OVERPASS_URL: must be an http:// or https:// URL',
    );
    expect(loadEnv({}).OVERPASS_CONTACT).toBeUndefined();
  });

  it('draws maps without tiles unless MAP_TILES is a URL template, and names the old setting', () => {
    expect(loadEnv({}).MAP_TILES).toBe('none');
    expect(loadEnv({ MAP_TILES: '/tiles/{z}/{x}/{y}.png' }).MAP_TILES).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(() => loadEnv({ MAP_TILES: 'https://tiles.example.com/' })).toThrow(
      /MAP_TILES: must be 'none' or a URL template with \{z\}, \{x\} and \{y\}/,
    );
    expect(() =>
      loadEnv({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    ).toThrow(/MAP_TILE_URL is now MAP_TILES/);
  });
});
