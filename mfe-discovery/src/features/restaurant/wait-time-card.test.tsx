import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '@pizza-atlas/dev-host/src/test/render';
import { WAIT_TIME_REFRESH_MS } from '../restaurants/api/get-wait-time';
import { clockTime, WaitTimeCard } from './wait-time-card';

const WAIT = {
  currentWait: 15,
  predictedWait: 20,
  busyLevel: 'medium',
  nextAvailable: '7:40 PM',
  lastUpdated: '2025-01-01T19:25:00.000Z',
  basis: 'estimate',
  reportCount: 0,
};

/**
 * A query client that retries three times by default (the shell's retries once), so a
 * test that sees a single call proves the wait-time query itself turns retries off.
 */
function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
  render(
    <QueryClientProvider client={client}>
      <WaitTimeCard provider="catalog" id="lous-pizza" />
    </QueryClientProvider>,
  );
  return client;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('WaitTimeCard', () => {
  // A set instant: the card's minute-by-minute refetch never depends on the wall clock.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T23:30:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('refetches the wait every 60 seconds and shows the new figures', async () => {
    let currentWait = 15;
    const calls = fakeApi(() => ({ body: { ...WAIT, currentWait } }));
    const client = renderCard();
    expect(await screen.findByText('15 min')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/restaurants/catalog/lous-pizza/wait-times');
    expect(WAIT_TIME_REFRESH_MS).toBe(60_000);

    currentWait = 25;
    await advance(55_000);
    expect(calls).toHaveLength(1);
    await advance(5_000);
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('25 min')).toBeInTheDocument();
    await advance(60_000);
    expect(calls).toHaveLength(3);
    client.clear();
  });

  it('does not retry a failed load; the next minute tries again', async () => {
    let failing = true;
    const calls = fakeApi(() => (failing ? { status: 503 } : { body: WAIT }));
    const client = renderCard();
    expect(await screen.findByText('Wait times are unavailable right now.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Default retries would have come at 1, 3 and 7 seconds.
    await advance(30_000);
    expect(calls).toHaveLength(1);

    failing = false;
    await advance(30_000);
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('15 min')).toBeInTheDocument();
    client.clear();
  });

  it('does not retry a failed refetch either', async () => {
    let failing = false;
    const calls = fakeApi(() => (failing ? { status: 503 } : { body: WAIT }));
    const client = renderCard();
    expect(await screen.findByText('15 min')).toBeInTheDocument();
    failing = true;
    await advance(60_000);
    expect(calls).toHaveLength(2);
    await advance(59_000);
    expect(calls).toHaveLength(2);
    await advance(1_000);
    expect(calls).toHaveLength(3);
    client.clear();
  });

  it('says when a closed place opens instead of showing waits', async () => {
    fakeApi(() => ({
      body: {
        ...WAIT,
        currentWait: 0,
        predictedWait: 0,
        busyLevel: 'low',
        basis: 'closed',
        nextAvailable: 'Opens Tue 5:00 PM',
      },
    }));
    const client = renderCard();
    expect(await screen.findByText('Closed now. Opens Tue 5:00 PM')).toBeInTheDocument();
    expect(screen.queryByText('Current wait')).not.toBeInTheDocument();
    client.clear();
  });
});

describe('clockTime', () => {
  it("writes a time of day on the visitor's clock as the API writes its times", () => {
    expect(clockTime(new Date(2025, 0, 1, 19, 5))).toBe('7:05 PM');
    expect(clockTime(new Date(2025, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(clockTime(new Date(2025, 0, 1, 9, 30))).toBe('9:30 AM');
    expect(clockTime(new Date(2025, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(clockTime(new Date(2025, 0, 1, 23, 59))).toBe('11:59 PM');
  });

  it('reads as en-US toLocaleTimeString reads, every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const time = new Date(2025, 5, 1, Math.floor(minute / 60), minute % 60);
      const intl = time
        .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
        .replace(/\s/g, ' ');
      expect([minute, clockTime(time)]).toEqual([minute, intl]);
    }
  });
});
