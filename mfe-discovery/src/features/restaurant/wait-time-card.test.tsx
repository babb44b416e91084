import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '@pizza-atlas/dev-host/src/test/render';
import { WAIT_TIME_REFRESH_MS } from '../restaurants/api/get-wait-time';
import { WaitTimeCard } from './wait-time-card';

const WAIT = {
  currentWait: 15,
  predictedWait: 20,
  predictionWithheld: null,
  busyLevel: 'medium',
  nextAvailable: '7:40 PM',
  lastUpdated: '2025-01-01T19:25:00.000Z',
  lastUpdatedLocal: '1:25 PM',
  basis: 'reports',
  reportCount: 3,
};

/**
 * A query client that retries three times by default (the shell's retries once), so a
 * test that sees a single call proves the wait-time query itself turns retries off.
 */
function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
  render(
    <QueryClientProvider client={client}>
      <WaitTimeCard provider="catalog" id="lous-pizza" name="Lou's Pizza" />
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
        predictedWait: null,
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

  it('shows no figures when no visitor reported a wait: an estimate is not a live wait', async () => {
    fakeApi(() => ({ body: { ...WAIT, basis: 'estimate', reportCount: 0 } }));
    const client = renderCard();
    expect(
      await screen.findByText('No wait reported here in the last 90 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Current wait')).not.toBeInTheDocument();
    expect(screen.queryByText('15 min')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Busy')).not.toBeInTheDocument();
    client.clear();
  });

  it("gives reported figures with their count and the newest report's time in the place's zone", async () => {
    fakeApi(() => ({ body: WAIT }));
    const client = renderCard();
    const note = await screen.findByText(/^From 3 recent visitor reports\./);
    // The API's local time of the newest report, not the browser's reading of lastUpdated
    // (19:25 UTC) nor the time the page asked.
    expect(note).toHaveTextContent(
      "From 3 recent visitor reports. Last report at 1:25 PM; times are the place's local time.",
    );
    client.clear();
  });

  it('shows a predicted wait from enough visitors', async () => {
    fakeApi(() => ({ body: WAIT }));
    const client = renderCard();
    expect(await screen.findByText('Predicted wait')).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    client.clear();
  });

  it('gives no predicted wait from one report, and says why', async () => {
    fakeApi(() => ({
      body: { ...WAIT, reportCount: 1, predictedWait: null, predictionWithheld: 'few-reports' },
    }));
    const client = renderCard();
    const note = await screen.findByText(/^From 1 recent visitor report\./);
    expect(note).toHaveTextContent(
      "From 1 recent visitor report. Last report at 1:25 PM; times are the place's local time. A predicted wait shows once 3 visitors have reported here in the last 90 minutes.",
    );
    expect(screen.getByText('Current wait')).toBeInTheDocument();
    expect(screen.queryByText('Predicted wait')).not.toBeInTheDocument();
    client.clear();
  });

  it('offers the closing time, not a table after it, near closing', async () => {
    fakeApi(() => ({
      body: {
        ...WAIT,
        currentWait: 20,
        reportCount: 1,
        predictedWait: null,
        predictionWithheld: 'closes-soon',
        nextAvailable: 'Closes 10 PM',
        lastUpdatedLocal: '9:47 PM',
      },
    }));
    const client = renderCard();
    const next = (await screen.findByText('Next available')).nextElementSibling;
    expect(next).toHaveTextContent('Closes 10 PM');
    expect(screen.queryByText('Predicted wait')).not.toBeInTheDocument();
    expect(
      screen.getByText(/No predicted wait: it closes within 30 minutes\.$/),
    ).toBeInTheDocument();
    client.clear();
  });

  it('lets a visitor report the wait, then shows the reported wait', async () => {
    let reported: number | null = null;
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        reported = (call.body as { waitMinutes: number }).waitMinutes;
        return {
          status: 201,
          body: {
            report: {
              id: 'r1',
              provider: 'catalog',
              restaurantId: 'lous-pizza',
              waitMinutes: reported,
              partySize: null,
              createdAt: '2026-11-20T23:30:00.000Z',
            },
            message: 'Thanks! Your wait report helps other pizza lovers.',
          },
        };
      }
      return {
        body:
          reported === null
            ? { ...WAIT, basis: 'estimate', reportCount: 0 }
            : {
                ...WAIT,
                currentWait: reported,
                reportCount: 1,
                predictedWait: null,
                predictionWithheld: 'few-reports',
              },
      };
    });
    const client = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the wait' }));
    const form = screen.getByRole('form', { name: "Report the wait at Lou's Pizza" });
    const send = screen.getByRole('button', { name: 'Send report' });
    // Nothing chosen yet: nothing to send.
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('How long is the wait here right now?'), {
      target: { value: '30' },
    });
    fireEvent.submit(form);
    expect(
      await screen.findByText('Thanks! Your wait report helps other pizza lovers.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/wait-reports');
    expect(post.body).toMatchObject({
      provider: 'catalog',
      restaurantId: 'lous-pizza',
      waitMinutes: 30,
    });
    // The card asks again at once, not a minute later, and shows the report.
    expect(await screen.findByText('30 min')).toBeInTheDocument();
    expect(screen.getByText(/^From 1 recent visitor report\./)).toBeInTheDocument();
    client.clear();
  });

  it('reads out a refusal in the form, and offers no report while the place is closed', async () => {
    fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 429,
            body: { error: { code: 'RATE_LIMITED', message: 'Too many reports. Try later.' } },
          }
        : { body: { ...WAIT, basis: 'estimate', reportCount: 0 } },
    );
    const client = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the wait' }));
    fireEvent.change(screen.getByLabelText('How long is the wait here right now?'), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports. Try later.');
    // Escape cancels: the opener comes back, and opened again the form has no refusal left.
    fireEvent.keyDown(screen.getByLabelText('How long is the wait here right now?'), {
      key: 'Escape',
    });
    // …and takes the focus back, as the form it replaced had it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Report the wait' })).toHaveFocus(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report the wait' }));
    expect(screen.getByLabelText('How long is the wait here right now?')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    client.clear();

    fakeApi(() => ({ body: { ...WAIT, basis: 'closed', nextAvailable: 'Opens Tue 5:00 PM' } }));
    const closed = renderCard();
    expect(await screen.findAllByText('Closed now. Opens Tue 5:00 PM')).not.toHaveLength(0);
    closed.clear();
  });
});
