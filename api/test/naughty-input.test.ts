import { ENDPOINT_CASES, UNMATCHED_CASE, type Parts } from './naughty-input/endpoint-cases';
import { startNaughtySite, type NaughtySite } from './naughty-input/naughty-site';
import { NAUGHTY_STRINGS } from './naughty-input/naughty-strings';
import {
  jobsFor,
  sendJobs,
  type NaughtyJob,
  type NaughtyTally,
} from './naughty-input/send-naughty';

// Issue 13, item 4: the Big List of Naughty Strings (and what it leaves out: NUL, lone
// surrogates, odd web addresses) in every input of every endpoint, from many client
// addresses with every limit raised, so nothing but the input decides the answer.

// Argon2 at a test cost: the hashing's strength is not what this test is about, and at
// OWASP's cost the account routes alone would take minutes on two shared cores.
jest.mock('../src/accounts/hash-password', () => {
  const actual = jest.requireActual('../src/accounts/hash-password');
  const { hash } = jest.requireActual('@node-rs/argon2');
  const cheap = { ...actual.ARGON2_PARAMETERS, memoryCost: 1024, timeCost: 1 };
  let decoy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => hash(password, cheap),
    decoyPasswordHash: () => (decoy ??= hash('no one has this password', cheap)),
  };
});

const LANES = 8;
/** HEAD runs the GET handler: one string in this many is enough to show it holds too. */
const HEAD_SAMPLE = 10;

let site: NaughtySite;
const tally: NaughtyTally = {
  sent: 0,
  unsendable: 0,
  byStatus: new Map(),
  serverErrors: [],
  badShapes: [],
  msByEndpoint: new Map(),
};

beforeAll(async () => {
  site = await startNaughtySite(LANES);
});

afterAll(async () => {
  await site?.close();
});

/** The case's valid request of the first lane, to see which inputs it has. */
async function sampleOf(key: string): Promise<Parts> {
  const base = await ENDPOINT_CASES[key]!.base(site, site.lanes[0]!);
  return { params: {}, query: {}, headers: {}, ...base };
}

it('has a case for every endpoint the server declares', () => {
  const declared = [...new Set(site.app.routeList.map((r) => `${r.method} ${r.url}`))];
  const missing = declared.filter(
    (key) => !key.startsWith('HEAD ') && ENDPOINT_CASES[key] === undefined,
  );
  // A plugin may declare HEAD for a trailing-slash path whose GET it declares without one.
  const getOf = (key: string) => key.replace(/^HEAD/, 'GET');
  const headWithoutGet = declared.filter(
    (key) =>
      key.startsWith('HEAD ') &&
      ENDPOINT_CASES[getOf(key)] === undefined &&
      ENDPOINT_CASES[getOf(key).replace(/(.)\/$/, '$1')] === undefined,
  );
  const stale = Object.keys(ENDPOINT_CASES).filter((key) => !declared.includes(key));
  expect({ missing, headWithoutGet, stale }).toEqual({
    missing: [],
    headWithoutGet: [],
    stale: [],
  });
});

it('answers every naughty input of every endpoint below 500, every API 4xx as JSON', async () => {
  const jobs: NaughtyJob[] = [];
  for (const key of Object.keys(ENDPOINT_CASES)) {
    const entry = ENDPOINT_CASES[key]!;
    const sample = await sampleOf(key);
    // An endpoint that takes nothing still gets a query parameter it does not expect.
    const takesNothing =
      Object.keys(sample.params).length + Object.keys(sample.query).length === 0 &&
      sample.body === undefined &&
      sample.payload === undefined;
    const endpointJobs = jobsFor(key, entry, sample, { extraQuery: takesNothing });
    expect([key, endpointJobs.length > 0]).toEqual([key, true]);
    jobs.push(...endpointJobs);
    if (key.startsWith('GET ')) {
      jobs.push(
        ...endpointJobs
          .filter((_job, index) => index % HEAD_SAMPLE === 0)
          .map((job) => ({ ...job, method: 'HEAD' })),
      );
    }
  }
  const unmatched = { 'GET /api/*': UNMATCHED_CASE, 'POST /api/*': UNMATCHED_CASE };
  for (const key of Object.keys(unmatched)) {
    jobs.push(...jobsFor(key, UNMATCHED_CASE, { params: {}, query: {}, headers: {} }));
  }
  const progress = process.env.NAUGHTY_REPORT
    ? setInterval(() => console.info(`${tally.sent} of ${jobs.length} sent`), 10_000)
    : undefined;
  const started = performance.now();
  await sendJobs(site, { ...ENDPOINT_CASES, ...unmatched }, jobs, tally);
  clearInterval(progress);

  if (process.env.NAUGHTY_REPORT) {
    const endpoints = Object.keys(ENDPOINT_CASES).length;
    console.info(
      JSON.stringify({
        strings: NAUGHTY_STRINGS.length,
        seconds: Math.round((performance.now() - started) / 1000),
        endpoints,
        sent: tally.sent,
        unsendable: tally.unsendable,
        byStatus: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
        serverErrors: tally.serverErrors.length,
        badShapes: tally.badShapes.length,
      }),
    );
    const grouped = new Map<string, number>();
    for (const found of [...tally.serverErrors, ...tally.badShapes]) {
      const key = `${found.status} ${found.endpoint} ${found.input} ${found.body.slice(0, 90)}`;
      grouped.set(key, (grouped.get(key) ?? 0) + 1);
    }
    const slowest = [...tally.msByEndpoint].sort(([, a], [, b]) => b - a).slice(0, 12);
    console.info(slowest.map(([key, ms]) => `${Math.round(ms / 1000)} s ${key}`).join('\n'));
    console.info([...grouped].map(([key, count]) => `${count} × ${key}`).join('\n'));
  }
  expect(tally.sent).toBeGreaterThan(jobs.length * 0.9);
  expect(tally.serverErrors.slice(0, 20)).toEqual([]);
  expect(tally.badShapes.slice(0, 20)).toEqual([]);
}, 600_000);
