import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  startFakeOverpassServer,
  type FakeOverpassServer,
} from '../src/catalog/import/fake-overpass-server';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';

// Ctrl-C during `npm run import-places -- --overpass US`: the terminal sends SIGINT to the
// whole process group (the npm script's runner and the command); the command says what was
// kept and how to go on, closes its database and ends with 130.

const root = path.resolve(__dirname, '..', '..');
let db: TestDatabase;
let fake: FakeOverpassServer;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeOverpassServer({ answers: { '*': { elements: [] } } });
}, 120_000);

afterAll(async () => {
  await fake.close();
  await db.drop();
});

function interruptWhileAsking(args: string[]) {
  const child = spawn(process.execPath, ['scripts/api-command.mjs', 'import-places', ...args], {
    cwd: root,
    // A group of its own, as a terminal's foreground job is.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: db.url,
      OVERPASS_URL: fake.url,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('an interrupted import', () => {
  it('says that a national run resumes at its state, and ends with 130', async () => {
    // Overpass never answers: the run waits on its first state until interrupted.
    fake.fail({ failure: { kind: 'hang' }, times: 1000 });
    const asked = fake.requests.length;
    const run = interruptWhileAsking(['--overpass', 'US']);
    await eventually(() => fake.requests.length > asked, { what: 'the first state asked for' });
    process.kill(-run.child.pid!, 'SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.output()).toContain(
      'Interrupted. The states finished are kept, the one in progress is left as it was; ' +
        'run the same command again to resume at it (--restart starts over).',
    );
    expect(run.output()).not.toMatch(/ERR_PNPM/);
  }, 60_000);

  it('says that an area is finished by running it again', async () => {
    const asked = fake.requests.length;
    const run = interruptWhileAsking(['--overpass', 'Chicago, IL']);
    await eventually(() => fake.requests.length > asked, { what: 'Chicago asked for' });
    process.kill(-run.child.pid!, 'SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.output()).toContain('run the same command again to finish.');
  }, 60_000);
});
