import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function storeFeatured(savedAt: string, day: string) {
  const data = {
    restaurants: [restaurantFixture({ name: 'Stored Slice' })],
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

    await userEvent.click(link);
    expect(JSON.parse(sessionStorage.getItem(SEARCH_CONTEXT_KEY)!)).toMatchObject({
      source: 'home',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/restaurant/lous-pizza');
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
});
