import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenStatus } from '@pizza-atlas/contracts';
import { SEARCH_CONTEXT_KEY } from '@pizza-atlas/platform';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { FeaturedPlaces } from './featured-places';

// The featured list is per UTC day, so the browser's "today" is set, not read from the
// wall clock. Timers advance by themselves, so retries and waits run as in a browser.
const NOW = new Date('2026-11-21T23:30:00Z');
const today = '2026-11-21';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Open until 9 PM in Austin that Saturday (03:00 UTC on the Sunday), as the server said. */
const OPEN_TILL_NINE: OpenStatus = {
  ...restaurantFixture().open_status!,
  state: 'open',
  next_change: { at: '2026-11-22T03:00:00.000Z', weekday: 6, time: '21:00', days_ahead: 0 },
  today: 6,
};

function storeFeatured(savedAt: string, day: string, openStatus = OPEN_TILL_NINE) {
  const data = {
    restaurants: [restaurantFixture({ name: 'Stored Slice', open_status: openStatus })],
    attribution: [restaurantFixture().attribution],
    day,
  };
  localStorage.setItem(
    'pizza-atlas:featured',
    JSON.stringify({ savedAt: new Date(savedAt).getTime(), data }),
  );
}

describe('FeaturedPlaces', () => {
  it('shows six skeletons, then cards with the source credit', async () => {
    fakeApi(() => ({
      body: {
        restaurants: [restaurantFixture({ rating: 4.9 })],
        attribution: [restaurantFixture().attribution],
        day: today,
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    expect(
      screen.getByRole('status', { name: 'Loading featured pizza places' }).children,
    ).toHaveLength(6);
    const link = await screen.findByRole('link', { name: "Lou's Pizza Parlor" });
    expect(screen.getByText('Pizza • Neapolitan')).toBeInTheDocument();
    // Filled up to the rounded-down rating: 4 of 5.
    expect(document.querySelectorAll('svg[data-fill="full"]')).toHaveLength(4);
    expect(screen.getByText(/Listings from/)).toHaveTextContent('Pizza Atlas sample catalog');
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    // The line every card of a place shows: rating and reviews, then the open state.
    expect(screen.getByTestId('rating-line')).toHaveTextContent('4.9 · 51 reviews');

    await userEvent.click(link);
    expect(JSON.parse(sessionStorage.getItem(SEARCH_CONTEXT_KEY)!)).toMatchObject({
      source: 'home',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/restaurant/lous-pizza');
  });

  it('shows "No reviews yet" on the card of a place nobody has reviewed', async () => {
    fakeApi(() => ({
      body: {
        restaurants: [restaurantFixture({ rating: 0, review_count: 0 })],
        attribution: [restaurantFixture().attribution],
        day: today,
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    await screen.findByRole('link', { name: "Lou's Pizza Parlor" });
    expect(screen.getByTestId('rating-line')).toHaveTextContent(/^No reviews yet/);
    expect(screen.getByTestId('rating-line')).not.toHaveTextContent('0.0');
    expect(document.querySelectorAll('svg[data-fill]')).toHaveLength(0);
  });

  it('says so when there are no featured places, without a credit', async () => {
    fakeApi(() => ({ body: { restaurants: [], attribution: [], day: today } }));
    renderWithProviders(<FeaturedPlaces />);
    expect(
      await screen.findByText('No featured restaurants available at the moment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Try searching for pizza places in your area!')).toBeInTheDocument();
    expect(screen.queryByText(/Listings from/)).not.toBeInTheDocument();
  });

  it.each(['reviews', 'reviews-and-photos'])(
    'says places are featured once well reviewed, no photo asked, when none is yet (%s)',
    async (awaiting) => {
      fakeApi(() => ({
        body: { restaurants: [], attribution: [], day: today, awaiting },
      }));
      renderWithProviders(<FeaturedPlaces />);
      expect(await screen.findByText('No place is featured yet.')).toBeInTheDocument();
      expect(
        screen.getByText(
          /^Places are featured once they have 20 or more reviews averaging 4 stars or more\./,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/photo/i)).toBeNull();
      expect(screen.getByRole('link', { name: 'Search pizza places' })).toHaveAttribute(
        'href',
        '/directory',
      );
      expect(screen.queryByText('No featured restaurants available at the moment.')).toBeNull();
      expect(screen.getByRole('heading', { name: "Today's Featured Pizza Places" })).toBeVisible();
    },
  );

  it('shows the rate-limit text on a 429 without retrying', async () => {
    const calls = fakeApi(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Slow down' } },
    }));
    renderWithProviders(<FeaturedPlaces />);
    expect(
      await screen.findByText(
        'Service is temporarily rate limited. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Pizza Places' })).toBeInTheDocument();
    expect(
      screen.getByText('Featured restaurants are temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('retries other failures twice, then asks to check back later', async () => {
    const calls = fakeApi(() => ({ status: 503 }));
    renderWithProviders(<FeaturedPlaces />);
    expect(
      await screen.findByText('Please check back later for featured recommendations.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  }, 15000);

  it('shows the list stored earlier today at once, without asking the API', () => {
    storeFeatured('2026-11-21T20:00:00Z', today);
    const calls = fakeApi(() => ({ status: 503 }));
    renderWithProviders(<FeaturedPlaces />);
    expect(screen.getByRole('link', { name: 'Stored Slice' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("keeps a list for the 24 h when its open line was already behind this browser's clock as it arrived", () => {
    // The server names only changes still ahead on its clock; "closes 9 PM" arriving at
    // 11 PM on ours means the two clocks disagree, so the open lines cannot date the list.
    storeFeatured('2026-11-21T23:00:00Z', today, {
      ...OPEN_TILL_NINE,
      next_change: { ...OPEN_TILL_NINE.next_change!, at: '2026-11-21T21:00:00.000Z' },
    });
    const calls = fakeApi(() => ({ status: 503 }));
    renderWithProviders(<FeaturedPlaces />);
    expect(screen.getByRole('link', { name: 'Stored Slice' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks the API when the stored copy is not a featured list (hand-checked, no zod)', async () => {
    localStorage.setItem(
      'pizza-atlas:featured',
      JSON.stringify({
        savedAt: new Date('2026-11-21T20:00:00Z').getTime(),
        data: { restaurants: [{ name: 'No Id Slice' }], attribution: [], day: today },
      }),
    );
    const calls = fakeApi(() => ({
      body: {
        restaurants: [restaurantFixture({ name: 'Fresh Slice' })],
        attribution: [restaurantFixture().attribution],
        day: today,
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    expect(await screen.findByRole('link', { name: 'Fresh Slice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'No Id Slice' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks the API again once midnight UTC has passed, however fresh the stored list', async () => {
    storeFeatured('2026-11-21T23:50:00Z', today);
    jest.setSystemTime(new Date('2026-11-22T00:10:00Z'));
    const calls = fakeApi(() => ({
      body: {
        restaurants: [restaurantFixture({ name: 'Sunday Slice' })],
        attribution: [restaurantFixture().attribution],
        day: '2026-11-22',
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    expect(screen.queryByRole('link', { name: 'Stored Slice' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sunday Slice' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when an open place closes and when a closed one opens, as the server answered', async () => {
    fakeApi(() => ({
      body: {
        restaurants: [
          restaurantFixture({ id: 'open', name: 'Open Slice', open_status: OPEN_TILL_NINE }),
          restaurantFixture({
            id: 'closed',
            name: 'Closed Slice',
            open_status: {
              ...OPEN_TILL_NINE,
              state: 'closed',
              next_change: {
                at: '2026-11-22T17:00:00.000Z',
                weekday: 0,
                time: '11:00',
                days_ahead: 1,
              },
            },
          }),
          restaurantFixture({
            id: 'unknown',
            name: 'Unknown Slice',
            open_status: { ...OPEN_TILL_NINE, state: 'unknown', next_change: null, week: [] },
          }),
        ],
        attribution: [restaurantFixture().attribution],
        day: today,
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article')!;
    expect(await card('Open Slice')).toHaveTextContent('Open now · closes 9 PM');
    expect(await card('Closed Slice')).toHaveTextContent('Closed · opens tomorrow 11 AM');
    // Unknown hours: no open line at all, rather than a guess.
    expect((await card('Unknown Slice')).querySelector('[data-testid="open-status"]')).toBeNull();
  });

  it("asks the API again once a stored card's open line has stopped being true", async () => {
    // Stored at 8 PM saying "closes 9 PM"; it is 11:30 PM now (same UTC day).
    storeFeatured('2026-11-21T20:00:00Z', today, {
      ...OPEN_TILL_NINE,
      next_change: { ...OPEN_TILL_NINE.next_change!, at: '2026-11-21T21:00:00.000Z' },
    });
    const calls = fakeApi(() => ({
      body: {
        restaurants: [
          restaurantFixture({
            name: 'Stored Slice',
            open_status: { ...OPEN_TILL_NINE, state: 'closed', next_change: null },
          }),
        ],
        attribution: [restaurantFixture().attribution],
        day: today,
      },
    }));
    renderWithProviders(<FeaturedPlaces />);
    // Not even for a moment: the stored copy is not shown while the API is asked.
    expect(screen.queryByText(/Open now/)).not.toBeInTheDocument();
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
