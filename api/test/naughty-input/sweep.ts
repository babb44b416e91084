import { ENDPOINT_CASES, UNMATCHED_CASE, type EndpointCase, type Parts } from './endpoint-cases';
import { startNaughtySite, type NaughtySite } from './naughty-site';
import { NAUGHTY_STRINGS } from './naughty-strings';
import { jobsFor, sendJobs, type NaughtyJob, type NaughtyTally } from './send-naughty';

// Issue 13, item 4: the Big List of Naughty Strings (and what it leaves out: NUL, lone
// surrogates, odd web addresses) in every input of every endpoint, from many client
// addresses with every limit raised, so nothing but the input decides the answer.
//
// Issue 27, item 6: the sweep is split by endpoint group into a test file per group, each
// with its own database and server, so jest's workers share it (one file of ~129,000
// requests was the API suite's critical path). Every endpoint is in exactly one group.

const LANES = 8;
/** HEAD runs the GET handler: one string in this many is enough to show it holds too. */
const HEAD_SAMPLE = 10;

/** Requests no route matches, as the route list would name them. */
const UNMATCHED: Record<string, EndpointCase> = {
  'GET /api/*': UNMATCHED_CASE,
  'POST /api/*': UNMATCHED_CASE,
};

export type NaughtyGroup =
  | 'site'
  | 'public-reads'
  | 'visitor-writes'
  | 'visitor-reviews'
  | 'accounts'
  | 'account-password'
  | 'staff'
  | 'staff-reviews'
  | 'releases';

/**
 * Which sweep file sends an endpoint's requests, by its route list key ('GET /api/x/:id').
 * Endpoints that act on the same records (a review staff approve, hide and restore; the
 * reviews visitors write to one place) stay in one group, so their answers are as in one
 * run; the slowest endpoint, a password change (Argon2 twice a request), is a group of its
 * own, so no file is much longer than the others.
 */
export function groupOf(key: string): NaughtyGroup {
  const [method, path = ''] = key.split(' ');
  if (key === 'POST /api/account/password') return 'account-password';
  if (path.startsWith('/api/account/')) return 'accounts';
  if (/^\/api\/staff\/(reviews|messages)/.test(path)) return 'staff-reviews';
  if (path.startsWith('/api/staff/')) return 'staff';
  if (path.startsWith('/api/platform/remotes/')) return 'releases';
  if (!path.startsWith('/api/') || key in UNMATCHED) return 'site';
  if (method === 'GET') return 'public-reads';
  return /\/reviews|\/reports/.test(path) ? 'visitor-reviews' : 'visitor-writes';
}

/** The endpoints of a group: of the server's cases, and the unmatched paths for 'site'. */
export function casesOf(group: NaughtyGroup): Record<string, EndpointCase> {
  const all = { ...ENDPOINT_CASES, ...UNMATCHED };
  return Object.fromEntries(Object.entries(all).filter(([key]) => groupOf(key) === group));
}

/** What one sweep file found, printed with NAUGHTY_REPORT=1 (the same shape for every group). */
function report(group: NaughtyGroup, tally: NaughtyTally, jobs: number, seconds: number) {
  console.info(
    JSON.stringify({
      group,
      strings: NAUGHTY_STRINGS.length,
      seconds,
      endpoints: Object.keys(casesOf(group)).length,
      jobs,
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

/**
 * Declares one group's sweep in the calling test file: a site of its own, then every
 * naughty input of every endpoint of the group, each answered below 500 and every API 4xx
 * in the JSON error shape. Answers the site, for the file's own checks.
 */
export function sweepNaughtyInput(group: NaughtyGroup): () => NaughtySite {
  let site: NaughtySite;
  const tally: NaughtyTally = {
    sent: 0,
    unsendable: 0,
    byStatus: new Map(),
    serverErrors: [],
    badShapes: [],
    msByEndpoint: new Map(),
  };

  // The site's records (a shell release, 40 places, eight lanes' submissions and accounts)
  // took more than jest's 30 s while nine sweep files and other work shared two cores.
  beforeAll(async () => {
    site = await startNaughtySite(LANES);
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  /** The case's valid request of the first lane, to see which inputs it has. */
  async function sampleOf(entry: EndpointCase): Promise<Parts> {
    const base = await entry.base(site, site.lanes[0]!);
    return { params: {}, query: {}, headers: {}, ...base };
  }

  it(`answers every naughty input of the ${group} endpoints below 500, every API 4xx as JSON`, async () => {
    const cases = casesOf(group);
    const jobs: NaughtyJob[] = [];
    for (const [key, entry] of Object.entries(cases)) {
      const sample = await sampleOf(entry);
      // An endpoint that takes nothing still gets a query parameter it does not expect.
      const takesNothing =
        entry !== UNMATCHED_CASE &&
        Object.keys(sample.params).length + Object.keys(sample.query).length === 0 &&
        sample.body === undefined &&
        sample.payload === undefined;
      const endpointJobs = jobsFor(key, entry, sample, { extraQuery: takesNothing });
      expect([key, endpointJobs.length > 0]).toEqual([key, true]);
      jobs.push(...endpointJobs);
      if (key.startsWith('GET ') && entry !== UNMATCHED_CASE) {
        jobs.push(
          ...endpointJobs
            .filter((_job, index) => index % HEAD_SAMPLE === 0)
            .map((job) => ({ ...job, method: 'HEAD' })),
        );
      }
    }
    const progress = process.env.NAUGHTY_REPORT
      ? setInterval(() => console.info(`${group}: ${tally.sent} of ${jobs.length} sent`), 10_000)
      : undefined;
    const started = performance.now();
    await sendJobs(site, cases, jobs, tally);
    clearInterval(progress);
    if (process.env.NAUGHTY_REPORT) {
      report(group, tally, jobs.length, Math.round((performance.now() - started) / 1000));
    }
    // Some values no client could send (a header with a line break): never most of them.
    expect(tally.sent).toBeGreaterThan(jobs.length * 0.9);
    expect(tally.serverErrors.slice(0, 20)).toEqual([]);
    expect(tally.badShapes.slice(0, 20)).toEqual([]);
  }, 600_000);

  return () => site;
}
