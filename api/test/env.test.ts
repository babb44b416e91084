import path from 'node:path';
import { REPO_ROOT, loadEnv } from '../src/env';

describe('loadEnv', () => {
  it('runs with nothing set, on the embedded database in .data', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, '.data'));
    expect(env.RELEASES_DIR).toBe(path.join(REPO_ROOT, '.data', 'releases'));
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops start-up with a clear message for an invalid setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}LOG_LEVEL: /,
    );
  });
});
