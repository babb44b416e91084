import { startFleetQueue, type FleetQueue } from '../src/jobs/fleet-queue';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';

// Two servers' queues on one database: a job sent by both runs once, on one of them.
let db: TestDatabase;
let queues: FleetQueue[] = [];
const runs: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  queues = await Promise.all(
    ['a', 'b'].map((server) =>
      startFleetQueue({
        connectionString: db.url,
        // A yearly slot: the test sends the job itself instead of waiting for cron.
        jobs: {
          'fleet-sweep': {
            cron: '0 0 1 1 *',
            run: async () => {
              runs.push(server);
            },
          },
        },
        warn: (error) => {
          throw error;
        },
      }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await db.drop();
});

async function completed(): Promise<number> {
  const [{ count }] = await db.sql<{ count: number }[]>`
    select count(*)::int as count from pgboss.job
    where name = 'fleet-sweep' and state = 'completed'`;
  return count;
}

describe('the fleet job queue', () => {
  it('runs a job sent from two servers at once only once', async () => {
    const sent = await Promise.all(queues.map((queue) => queue.sendNow('fleet-sweep')));
    expect(sent.filter((id) => id !== null)).toHaveLength(1);
    await eventually(async () => (await completed()) === 1, { what: 'the job completed' });
    expect(runs).toHaveLength(1);
    expect(await queues[0].depth()).toBe(0);

    // Once it finished, the next slot's job runs again.
    expect(await queues[1].sendNow('fleet-sweep')).not.toBeNull();
    await eventually(async () => (await completed()) === 2, { what: 'the second job completed' });
    expect(runs).toHaveLength(2);
  });
});
