// The .env file (issue 13, item 7): read when present, never over a real environment variable.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, loadEnv } from '../src/env';

const KEYS = ['KEEP_ALIVE_TIMEOUT_SECONDS', 'LOG_SLOW_REQUEST_MS', 'PA_ENV_FILE_PROBE'] as const;
let dir: string;
let file: string;
const saved: Record<string, string | undefined> = {};

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-env-file-'));
  file = path.join(dir, '.env');
  for (const key of KEYS) {
    saved[key] = process.env[key];
    delete process.env[key];
  }
});

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the .env file', () => {
  it('completes the environment, and a real variable wins over the file', () => {
    writeFileSync(
      file,
      '# local settings\nKEEP_ALIVE_TIMEOUT_SECONDS=75\nLOG_SLOW_REQUEST_MS=250\n',
    );
    process.env.LOG_SLOW_REQUEST_MS = '4000';
    const env = loadEnv(process.env, file);
    expect(env.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(75);
    expect(env.LOG_SLOW_REQUEST_MS).toBe(4000);
  });

  it('is optional', () => {
    const env = loadEnv(process.env, path.join(dir, 'missing.env'));
    expect(env.KEEP_ALIVE_TIMEOUT_SECONDS).toBe(65);
  });

  it('is not read for settings passed in by hand (tests, benches)', () => {
    writeFileSync(file, 'KEEP_ALIVE_TIMEOUT_SECONDS=75\n');
    expect(loadEnv({}, file).KEEP_ALIVE_TIMEOUT_SECONDS).toBe(65);
    expect(process.env.KEEP_ALIVE_TIMEOUT_SECONDS).toBeUndefined();
  });

  it('takes relative folders from the repository root, as .env.example writes them', () => {
    const env = loadEnv({ DATA_DIR: '.data-elsewhere', SHELL_DIST: 'shell/dist' });
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, '.data-elsewhere'));
    expect(env.RELEASES_DIR).toBe(path.join(REPO_ROOT, '.data-elsewhere', 'releases'));
    expect(env.SHELL_DIST).toBe(path.join(REPO_ROOT, 'shell', 'dist'));
  });

  it('is read by the scripts that start the site, in the same way', () => {
    writeFileSync(file, 'PA_ENV_FILE_PROBE=from-file\nKEEP_ALIVE_TIMEOUT_SECONDS=75\n');
    const script = path.join(REPO_ROOT, 'scripts', 'load-env-file.mjs');
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { loadEnvFile } = await import(${JSON.stringify(script)});
         loadEnvFile(${JSON.stringify(file)});
         console.log(process.env.PA_ENV_FILE_PROBE, process.env.KEEP_ALIVE_TIMEOUT_SECONDS);`,
      ],
      { env: { ...process.env, KEEP_ALIVE_TIMEOUT_SECONDS: '7' }, encoding: 'utf8' },
    );
    expect(printed.trim()).toBe('from-file 7');
  });
});
