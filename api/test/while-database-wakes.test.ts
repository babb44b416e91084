import { DatabaseUnavailableError } from '../src/db/database-unavailable';
import { whileDatabaseWakes } from '../src/db/while-database-wakes';

// Start-up steps wait for a database that does not answer yet, on a clock the test moves.
function fakeTime() {
  let at = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => at,
    pause: async (ms: number) => {
      pauses.push(ms);
      at += ms;
    },
  };
}

describe('whileDatabaseWakes', () => {
  it('tries a step again, with growing pauses, until the database answers', async () => {
    const time = fakeTime();
    const logged: string[] = [];
    let tries = 0;
    const result = await whileDatabaseWakes(
      async () => {
        tries += 1;
        if (tries < 4) throw new DatabaseUnavailableError();
        return 'seeded';
      },
      { log: (message) => logged.push(message), ...time },
    );
    expect(result).toBe('seeded');
    expect(time.pauses).toEqual([250, 500, 1000]);
    expect(logged).toHaveLength(3);
  });

  it('ends the start at once on any other error', async () => {
    const time = fakeTime();
    const broken = new Error('relation "catalog_restaurants" does not exist');
    await expect(
      whileDatabaseWakes(() => Promise.reject(broken), { log: () => undefined, ...time }),
    ).rejects.toBe(broken);
    expect(time.pauses).toEqual([]);
  });

  it('gives up when the database stays silent past the wait', async () => {
    const time = fakeTime();
    const silent = new DatabaseUnavailableError();
    await expect(
      whileDatabaseWakes(() => Promise.reject(silent), {
        log: () => undefined,
        waitMs: 10_000,
        ...time,
      }),
    ).rejects.toBe(silent);
    // 250 + 500 + 1000 + 2000 + 4000 = 7,750 ms; the next 4,000 would pass 10 s.
    expect(time.pauses).toEqual([250, 500, 1000, 2000, 4000]);
  });
});
