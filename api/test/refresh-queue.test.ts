import { createRefreshQueue } from '../src/answers/refresh-queue';

// Answers made again in the background take turns, each followed by a pause as long as it
// took, so a minute's turn cannot fill the thread that answers requests (issue 13).

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('makes one answer at a time, pausing as long as each took, and each key once', async () => {
  const queue = createRefreshQueue();
  const started: string[] = [];
  const job = (name: string) => () => {
    started.push(name);
    return new Promise((resolve) => setTimeout(resolve, 40));
  };
  queue.add('a', job('a'));
  queue.add('b', job('b'));
  queue.add('b', job('b again'));
  queue.add('c', job('c'));
  expect(started).toEqual(['a']);
  await jest.advanceTimersByTimeAsync(40);
  // a took 40 ms: b waits as long.
  expect(started).toEqual(['a']);
  await jest.advanceTimersByTimeAsync(40);
  expect(started).toEqual(['a', 'b']);
  await jest.advanceTimersByTimeAsync(160);
  expect(started).toEqual(['a', 'b', 'c']);
});

it('goes on after a job that fails', async () => {
  const queue = createRefreshQueue();
  const started: string[] = [];
  queue.add('a', () => Promise.reject(new Error('the database went away')));
  queue.add('b', async () => void started.push('b'));
  await jest.advanceTimersByTimeAsync(10);
  expect(started).toEqual(['b']);
});

it('says when no job is waiting or under way', async () => {
  const queue = createRefreshQueue();
  let settled = false;
  await queue.settled();
  queue.add('a', () => new Promise((resolve) => setTimeout(resolve, 40)));
  queue.add('b', () => new Promise((resolve) => setTimeout(resolve, 40)));
  void queue.settled().then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(40);
  // a is done; b waits out a's pause, then takes 40 ms.
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(79);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
});
