import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The root package.json's operator commands (`npm run import-places -- …` and the others)
// go through scripts/api-command.mjs: the API's command with the API's tsx, the command's
// own message and exit code, nothing of pnpm's around them, and file arguments read from
// where npm was run.

const root = path.resolve(__dirname, '..', '..');
const runner = path.join(root, 'scripts', 'api-command.mjs');
let elsewhere: string;

beforeAll(() => {
  elsewhere = mkdtempSync(path.join(os.tmpdir(), 'pa-operator-'));
});

afterAll(() => {
  rmSync(elsewhere, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [runner, ...args], {
    cwd: elsewhere,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('operator commands', () => {
  it('passes on the command’s own failure and exit code, and nothing of pnpm', () => {
    const { status, out, err } = run(['import-places', 'missing.csv']);
    expect(status).toBe(1);
    expect(err).toContain('No such file: missing.csv');
    expect(out + err).not.toMatch(/ERR_PNPM|pnpm/);
  });

  it('finds a relative file where the command was run', () => {
    writeFileSync(path.join(elsewhere, 'here.csv'), 'name,latitude,longitude\n');
    // Found, it goes on to the database, which is not there: a different failure.
    const { status, err } = run(['import-places', 'here.csv'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(status).toBe(1);
    expect(err).not.toContain('No such file');
    expect(err).toContain('ECONNREFUSED');
  });

  it('prints the command’s help with exit code 0', () => {
    const { status, out } = run(['import-places', '--help']);
    expect(status).toBe(0);
    expect(out).toContain('--overpass');
  });

  it('refuses a command that is not one of the API’s, naming how to call it', () => {
    for (const name of ['no-such-command', '../main', '']) {
      const { status, err } = run(name ? [name] : []);
      expect(status).toBe(2);
      expect(err).toContain('COMMAND a file of api/src/cli/');
    }
  });

  it('serves the fake Overpass API until it is told to stop', async () => {
    const child = spawn(process.execPath, [runner, 'fake-overpass'], {
      cwd: elsewhere,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', FAKE_OVERPASS_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const found = /Fake Overpass API on (\S+)/.exec(text);
        if (found) resolve(found[1]!);
      });
      child.on('exit', () => reject(new Error(`exited before serving: ${text}`)));
    });
    const answer = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ data: '[out:json];area["ISO3166-2"="US-IL"];out;' }),
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { elements: unknown[] };
    expect(body.elements.length).toBeGreaterThan(0);
    // A supervisor's SIGTERM to the runner alone reaches the server.
    child.kill('SIGTERM');
    expect(await exited).not.toBe(0);
  });
});
