import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Restaurant } from '@pizza-atlas/contracts';
import { DiscoveryJourneyPage } from './discovery-journey-page';

function place(id: string, name: string, provider: 'catalog' | 'yelp' = 'catalog'): Restaurant {
  return {
    id,
    provider,
    name,
    image_url: null,
    photos: [],
    url: null,
    rating: 4.5,
    review_count: 120,
    price: '$$',
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    location: {
      address1: `${id.length} Main St`,
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
      display_address: [],
    },
    coordinates: { latitude: 30.27, longitude: -97.74 },
    phone: '',
    display_phone: '',
    is_closed: false,
    transactions: [],
    features: [],
    hours: [],
    attribution: {
      provider,
      name: provider === 'catalog' ? 'Pizza Atlas sample catalog' : 'Yelp',
      url: null,
      license: null,
      is_sample: provider === 'catalog',
    },
  };
}

const FEATURED = {
  restaurants: [
    {
      ...place('slice-one', 'Slice One'),
      // As the server says on a Wednesday at noon in Austin.
      open_status: {
        state: 'open',
        next_change: { at: '2026-11-19T03:00:00.000Z', weekday: 3, time: '21:00', days_ahead: 0 },
        today: 3,
        time_zone: 'America/Chicago',
        holiday: null,
        text: null,
        week: [],
      },
    } satisfies Restaurant,
    place('slice-two', 'Slice Two', 'yelp'),
    place('slice-three', 'Slice Three'),
    place('slice-four', 'Slice Four'),
    place('slice-five', 'Slice Five'),
  ],
  attribution: [],
  day: '2026-11-18',
};

let calls: string[];

function fakeFeatured(status = 200, body: object = FEATURED) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const text = JSON.stringify(status === 200 ? body : { error: 'down' });
    return {
      ok: status === 200,
      status,
      statusText: 'Status',
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DiscoveryJourneyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const states = () => screen.getAllByRole('listitem').map((step) => step.getAttribute('data-state'));

/** Moves the fake clock on in small steps, letting React render (and set the next timer) between them. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(100, left));
    });
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DiscoveryJourneyPage', () => {
  it('walks the four steps on its timers, then shows four matches', async () => {
    fakeFeatured();
    renderPage();
    for (const title of [
      'Setting Your Location',
      'Analyzing Your Preferences',
      'Scanning Local Favorites',
      'Matching Your Profile',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Finding the best pizza spots near you')).toBeInTheDocument();
    expect(screen.getByText('0 of 4 steps')).toBeInTheDocument();
    expect(states()).toEqual(['pending', 'pending', 'pending', 'pending']);

    fireEvent.click(screen.getByRole('button', { name: 'Start Your Discovery Journey' }));
    expect(states()).toEqual(['current', 'pending', 'pending', 'pending']);
    expect(screen.getByRole('button', { name: 'Reset Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Your Discovery Journey' })).toBeNull();

    await advance(499);
    expect(states()[0]).toBe('current');
    await advance(1);
    expect(states()).toEqual(['done', 'current', 'pending', 'pending']);
    expect(screen.getByText('1 of 4 steps')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    await advance(1999);
    expect(states()[1]).toBe('current');
    await advance(1);
    expect(states()).toEqual(['done', 'done', 'current', 'pending']);
    // Featured places are asked for only at step 4.
    expect(calls).toEqual([]);
    await advance(4000);
    expect(calls).toEqual(['/api/restaurants/featured']);

    expect(await screen.findByRole('heading', { name: 'Discovery Complete' })).toHaveFocus();
    expect(screen.getByText('We found 4 perfect matches for you')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 steps')).toBeInTheDocument();
    expect(screen.getAllByTestId('journey-match')).toHaveLength(4);
    expect(screen.getByText('Match #1')).toBeInTheDocument();
    expect(screen.getByText('Match #4')).toBeInTheDocument();
    // The open line of every card of a place, where the server knows the hours.
    const [first, second] = screen.getAllByTestId('journey-match');
    expect(within(first!).getByTestId('rating-line')).toHaveTextContent('4.5 · 120 reviews');
    expect(within(first!).getByTestId('open-status')).toHaveTextContent('Open now · closes 9 PM');
    expect(within(second!).queryByTestId('open-status')).toBeNull();
    expect(screen.queryByText('Slice Five')).toBeNull();
    const links = screen.getAllByRole('link', { name: /^View Details/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/restaurant/slice-one',
      '/restaurant/slice-two?provider=yelp',
      '/restaurant/slice-three',
      '/restaurant/slice-four',
    ]);
    expect(screen.queryByRole('button', { name: 'Reset Journey' })).toBeNull();
    // Sample places say so, and every source is credited.
    expect(screen.getAllByText('Sample data')).toHaveLength(3);
    expect(screen.getByText(/^Listings from/)).toHaveTextContent(
      'Listings from Pizza Atlas sample catalog, Yelp.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Discover More Restaurants' }));
    expect(screen.queryByText('Discovery Complete')).toBeNull();
    expect(screen.getByText('0 of 4 steps')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Your Discovery Journey' })).toHaveFocus();
  });

  it('stops and clears everything on Reset Journey', async () => {
    fakeFeatured();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Your Discovery Journey' }));
    await advance(2500);
    expect(states()).toEqual(['done', 'done', 'current', 'pending']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Journey' }));
    expect(states()).toEqual(['pending', 'pending', 'pending', 'pending']);
    await advance(10_000);
    expect(states()).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(calls).toEqual([]);
  });

  describe('while no place is featured yet (places listed, none well reviewed)', () => {
    const AWAITING = {
      restaurants: [],
      attribution: [],
      day: '2026-11-18',
      awaiting: 'reviews',
    };
    const NEARBY = {
      restaurants: [
        place('near-one', 'Near One'),
        place('near-two', 'Near Two'),
        place('near-three', 'Near Three'),
        place('near-four', 'Near Four'),
      ],
      total: 4,
    };
    const geolocation = (answer: 'chicago' | 'refused') => ({
      getCurrentPosition: jest.fn(
        (found: PositionCallback, refused?: PositionErrorCallback | null) => {
          if (answer === 'chicago')
            found({
              coords: { latitude: 41.878114, longitude: -87.629798 },
            } as GeolocationPosition);
          else
            refused?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        },
      ),
    });
    const useGeolocation = (value: ReturnType<typeof geolocation>) =>
      Object.defineProperty(globalThis.navigator, 'geolocation', { configurable: true, value });

    function fakeApi() {
      calls = [];
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        const body = url.startsWith('/api/restaurants/featured') ? AWAITING : NEARBY;
        const text = JSON.stringify(body);
        return {
          ok: true,
          status: 200,
          statusText: 'OK',
          json: async () => JSON.parse(text),
          text: async () => text,
        } as Response;
      }) as typeof fetch;
    }

    beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it('asks where the visitor is at the last step and ends in the best four near them', async () => {
      fakeApi();
      const where = geolocation('chicago');
      useGeolocation(where);
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Start Your Discovery Journey' }));
      await advance(6000);
      // Only once today's list says no place is featured is the browser asked.
      expect(where.getCurrentPosition).not.toHaveBeenCalled();
      await advance(500);
      expect(await screen.findByText('Discovery Complete')).toBeInTheDocument();
      expect(where.getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(screen.getByText('We found 4 perfect matches for you')).toBeInTheDocument();
      expect(
        screen.getByText(
          'No place is featured yet, so these are the best near you, as the directory ranks them.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getAllByTestId('journey-match').map((card) => card.querySelector('h3')?.textContent),
      ).toEqual(['Near One', 'Near Two', 'Near Three', 'Near Four']);
      expect(calls).toEqual([
        '/api/restaurants/featured',
        '/api/restaurants/search?term=pizza&latitude=41.8781&longitude=-87.6298&sort_by=best_match&limit=4',
      ]);
    });

    it('says why and offers a search when the browser does not say where; Reset starts again', async () => {
      fakeApi();
      useGeolocation(geolocation('refused'));
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Start Your Discovery Journey' }));
      await advance(6500);
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(
        'No place is featured yet, so the journey matches you with places near you, and your browser did not say where you are. Search pizza places by city, state or zip code instead.',
      );
      expect(within(notice).getByRole('link', { name: 'Search pizza places' })).toHaveAttribute(
        'href',
        '/directory',
      );
      expect(screen.queryByRole('button', { name: 'Reset Journey', hidden: false })).not.toBeNull();
      fireEvent.click(within(notice).getByRole('button', { name: 'Reset Journey' }));
      expect(
        screen.getByRole('button', { name: 'Start Your Discovery Journey' }),
      ).toBeInTheDocument();
      expect(calls).toEqual(['/api/restaurants/featured']);
    });
  });

  it('says so when the matches cannot be loaded', async () => {
    fakeFeatured(503);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Your Discovery Journey' }));
    // Step 4 at 6.5 s, then the two retries of the featured query.
    await advance(6500 + 3000);
    expect(calls).toHaveLength(3);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your matches right now.",
    );
    expect(screen.queryByText('Discovery Complete')).toBeNull();
  });
});
