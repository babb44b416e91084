import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_CONTEXT_KEY } from '@pizza-atlas/platform';
import { fakeApi, renderWithProviders } from '../../test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { FeaturedPlaces } from './featured-places';

const today = new Date().toISOString().slice(0, 10);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

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
      await screen.findByText(
        'Please check back later for featured recommendations.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  }, 15000);
});
