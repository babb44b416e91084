import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi as fakeAnyApi,
  renderWithProviders,
  type FakeCall,
} from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { DirectoryPage } from './directory-page';

/**
 * The searches the page asks for. The location box also asks for suggestions while a test
 * types, as many times as the typing outlasts the box's pause, so those are not counted;
 * they get an answer of their own shape, as the browser no longer checks shapes (0051).
 */
function fakeApi(answer: Parameters<typeof fakeAnyApi>[0]): FakeCall[] {
  const searches: FakeCall[] = [];
  fakeAnyApi((call) => {
    if (call.url.includes('/api/places/suggest')) return { body: { suggestions: [] } };
    searches.push(call);
    return answer(call);
  });
  return searches;
}

const answer = (restaurants = [restaurantFixture()]) => ({
  body: {
    restaurants,
    total: restaurants.length,
    region: { center: { latitude: 30.27, longitude: -97.74 } },
    location_label: 'Austin, TX',
    attribution: [],
  },
});

describe('DirectoryPage', () => {
  it('prompts for a location and keeps Search disabled while it is blank', () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory' });
    expect(
      screen.getByText('Enter a city, state, or zip code above to find pizza places near you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('searches a location from the URL at once, with radius 25000', async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Austin%2C%20TX' });
    expect(await screen.findByText('1 restaurant found near Austin, TX')).toBeInTheDocument();
    const query = new URL(calls[0].url, 'http://x').searchParams;
    expect(query.get('location')).toBe('Austin, TX');
    expect(query.get('radius')).toBe('25000');
    expect(query.get('limit')).toBe('20');
  });

  it('puts a typed search and each filter into the URL', async () => {
    fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory' });
    await userEvent.type(screen.getByLabelText('Location'), '  Boise, ID {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/directory?location=Boise%2C+ID&radius=10',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Price $$' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late Night' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Boise%2C+ID&radius=10&price=2&features=late_night&sort=rating',
    );
    // Pressed again, a price turns off.
    await userEvent.click(screen.getByRole('button', { name: 'Price $$' }));
    expect(screen.getByTestId('where')).not.toHaveTextContent('price=');
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks the API for places open now when Open now is ticked, and keeps it in the URL', async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Austin' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).not.toContain('open_now');
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Austin&open=now');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('open_now=true'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getByTestId('where')).not.toHaveTextContent('open=now');
  });

  it('names the place found, with the typo it read and the other places of that name', async () => {
    fakeApi(() => ({
      body: {
        ...answer().body,
        location_label: 'Chicago, IL',
        corrected_from: 'Chicgo',
        alternatives: ['Chicago Heights, IL'],
      },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Chicgo&price=2' });
    expect(await screen.findByText('1 restaurant found near Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for Chicago, IL. You searched for “Chicgo”.',
    );
    // The other place keeps the filters.
    expect(screen.getByRole('link', { name: 'Chicago Heights, IL' })).toHaveAttribute(
      'href',
      '/directory?location=Chicago+Heights%2C+IL&price=2',
    );
  });

  it("names the page by the gazetteer's name for the place, not the visitor's typing", async () => {
    fakeApi(() => ({
      body: { ...answer().body, location_label: 'New York City, NY', location_kind: 'city' },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=new%20york' });
    expect(await screen.findByText('1 restaurant found near New York City, NY')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toMatch(/^Pizza Places in New York City, NY( \||$)/),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Find the best pizza in New York City, NY:'),
    );
  });

  it('searches a whole state and offers its cities', async () => {
    fakeApi(() => ({
      body: {
        ...answer().body,
        location_label: 'Texas',
        location_kind: 'state',
        top_cities: ['Houston, TX', 'Austin, TX'],
      },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=TX' });
    expect(await screen.findByText('1 restaurant found in Texas')).toBeInTheDocument();
    // No radius applies to a whole state: the select says so.
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('Whole state');
    await userEvent.click(screen.getByRole('link', { name: 'Houston, TX' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Houston%2C+TX');
  });

  it('says when the filters are what leave nothing, and clears them', async () => {
    const calls = fakeApi((call) =>
      call.url.includes('price=') ? answer([]) : answer([restaurantFixture()]),
    );
    renderWithProviders(<DirectoryPage />, {
      route: '/directory?location=Austin%2C%20TX&radius=10&price=4&open=now&sort=rating',
    });
    expect(
      await screen.findByText('No pizza places near Austin, TX match these filters.'),
    ).toBeInTheDocument();
    // It names the filters on, which a phone keeps out of sight behind "Show Filters (2)".
    expect(screen.getByText('Filters on: Price $$$$, Open now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the price filter' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Austin%2C+TX&radius=10&sort=rating',
    );
    expect(await screen.findByText('1 restaurant found near Austin, TX')).toBeInTheDocument();
    expect(calls.at(-1)!.url).not.toContain('price=');
  });

  it('says when a price filter finds nothing because no place lists a price, and clears it', async () => {
    const unpriced = (call: FakeCall) => {
      if (!call.url.includes('price=')) return answer([restaurantFixture({ price: null })]);
      const empty = answer([]);
      return { body: { ...empty.body, unpriced_matches: { total: 312 } } };
    };
    const calls = fakeApi(unpriced);
    renderWithProviders(<DirectoryPage />, {
      route: '/directory?location=Austin%2C%20TX&radius=10&price=1,2&open=now',
    });
    expect(
      await screen.findByText(
        'None of the 312 pizza places near Austin, TX that match the other filters lists its prices yet, so a price filter cannot find them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Filters on: Price $ or $$, Open now.')).toBeInTheDocument();
    // Open now is on too, so clearing every filter stays on offer beside the price's.
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the price filter' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Austin%2C+TX&radius=10&open=now',
    );
    expect(await screen.findByText('1 restaurant found near Austin, TX')).toBeInTheDocument();
    expect(calls.at(-1)!.url).not.toContain('price=');
  });

  it('with only a price filter on, offers only to clear it', async () => {
    fakeApi(() => ({ body: { ...answer([]).body, unpriced_matches: { total: 1 } } }));
    renderWithProviders(<DirectoryPage />, {
      route: '/directory?location=Austin%2C%20TX&radius=10&price=3',
    });
    expect(
      await screen.findByText(
        'The one pizza place near Austin, TX does not list its prices yet, so a price filter cannot find it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the price filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("reads UNKNOWN_LOCATION by its code: one message, the API's", async () => {
    const message = 'We couldn\'t find "New Yrok". Try City, ST or a five-digit ZIP.';
    fakeApi(() => ({ status: 400, body: { error: { code: 'UNKNOWN_LOCATION', message } } }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=New%20Yrok' });
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(await within(results).findByText(message)).toBeInTheDocument();
    // Not three: no count of nothing, no "no places found" beside it (only the region's
    // visually hidden heading).
    expect(results.textContent).toBe(`Search results${message}`);
    expect(screen.queryByText(/restaurants found/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No pizza restaurants found/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names what is wrong with a search the API refuses, in words, not the field it failed', async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'location: Location is too long',
          fields: { location: ['Location is too long'] },
        },
      },
    }));
    const { unmount } = renderWithProviders(<DirectoryPage />, {
      route: `/directory?location=${'x'.repeat(300)}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That location is too long. Enter a city, state or ZIP code, for example "Austin, TX" or "78701".',
    );
    expect(screen.queryByText(/location:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/internet connection/)).not.toBeInTheDocument();
    // No search ran, so no radius applied: the select shows the one a new search takes.
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('10 miles');
    unmount();
    fakeApi(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'term: x' } },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Austin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This search could not be run. Please change it and try again.',
    );
  });

  it('shows the radius a new search takes after a place it could not find', async () => {
    const message = 'We couldn\'t find "Qqqq".';
    const all = fakeApi(() => ({
      status: 400,
      body: { error: { code: 'UNKNOWN_LOCATION', message } },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Qqqq' });
    await screen.findByText(message);
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('10 miles');
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.type(screen.getByLabelText('Location'), 'Dallas, TX{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Dallas%2C+TX&radius=10',
    );
    expect(all.length).toBeGreaterThan(0);
  });

  it('names in the empty message the place the count names, with the correction and the other places', async () => {
    fakeApi(() => ({
      body: {
        ...answer([]).body,
        location_label: 'Winter Park, FL',
        location_kind: 'city',
        corrected_from: 'Wicker Park',
      },
    }));
    const { unmount } = renderWithProviders(<DirectoryPage />, {
      route: '/directory?location=Wicker%20Park',
    });
    expect(await screen.findByText('0 restaurants found near Winter Park, FL')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No pizza restaurants found in "Winter Park, FL". Try a different location.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for Winter Park, FL. You searched for “Wicker Park”.',
    );
    // An empty search did cover the linked radius: it says so.
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('Auto · 15.5 mi');
    unmount();
    fakeApi(() => ({
      body: {
        ...answer([]).body,
        location_label: 'Springfield, MO',
        location_kind: 'city',
        alternatives: ['Springfield, MA', 'Springfield, IL'],
      },
    }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Springfield' });
    expect(await screen.findByText(/Did you mean another place\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Springfield, IL' })).toHaveAttribute(
      'href',
      '/directory?location=Springfield%2C+IL',
    );
    expect(
      screen.getByText(
        'No pizza restaurants found in "Springfield, MO". Try a different location.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty and error texts of the spec', async () => {
    fakeApi(() => ({ body: { ...answer([]).body, location_label: 'Nome, AK' } }));
    const { unmount } = renderWithProviders(<DirectoryPage />, {
      route: '/directory?location=Nome%2C%20AK',
    });
    expect(
      await screen.findByText(
        'No pizza restaurants found in "Nome, AK". Try a different location.',
      ),
    ).toBeInTheDocument();
    unmount();
    fakeApi(() => ({ status: 503 }));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Austin' });
    expect(
      await screen.findByText(
        'Failed to search restaurants. Please check your internet connection and try again.',
        // One retry after a second for a server error (within the 15 s wait).
      ),
    ).toBeInTheDocument();
  });

  it('keeps a shared position for a whole state, so its distances run from the visitor', async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory?lat=30.27&lng=-97.74' });
    await screen.findByRole('link', { name: "Lou's Pizza Parlor" });
    await userEvent.type(screen.getByLabelText('Location'), 'Texas{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\/directory\?location=Texas&lat=30\.27&lng=-97\.74$/,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    const query = new URL(calls[1]!.url, 'http://x').searchParams;
    expect([query.get('location'), query.get('latitude'), query.get('longitude')]).toEqual([
      'Texas',
      '30.27',
      '-97.74',
    ]);
    // A city replaces the position: it is searched around itself.
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.type(screen.getByLabelText('Location'), 'Dallas, TX{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/directory\?location=Dallas%2C\+TX$/);
  });

  it('searches around quiz coordinates and names the personality', async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, {
      route: '/directory?lat=30.27&lng=-97.74&personality=adventurer&quiz=completed',
    });
    expect(
      screen.getByText('Your pizza personality: Adventurer. Here are the pizza places near you.'),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: "Lou's Pizza Parlor" });
    const query = new URL(calls[0].url, 'http://x').searchParams;
    expect(query.get('latitude')).toBe('30.27');
    expect(query.get('longitude')).toBe('-97.74');
  });

  it('shows the 25 km radius a linked search ran with, and keeps it when Search is pressed', async () => {
    const all = fakeApi(() => answer());
    // The searches only: the location box's suggestions are asked for too once typing
    // pauses, which a busy machine's slow typing does.
    const searches = () => all.filter((call) => call.url.startsWith('/api/restaurants/search'));
    renderWithProviders(<DirectoryPage />, { route: '/directory?location=Austin%2C%20TX' });
    await screen.findByText('1 restaurant found near Austin, TX');
    const radius = screen.getByLabelText('Radius');
    // The closed select says the radius the search ran with; the list offers only real choices.
    expect(radius).toHaveDisplayValue('Auto · 15.5 mi');
    const choices = [...(radius as HTMLSelectElement).options].filter((option) => !option.hidden);
    expect(choices.map((option) => option.textContent)).toEqual([
      '5 miles',
      '10 miles',
      '15 miles',
      '25 miles',
    ]);

    // Search again, for the same place and for a new one: still the radius on screen.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/directory\?location=Austin%2C%20TX$/);
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.type(screen.getByLabelText('Location'), 'Dallas, TX{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/directory\?location=Dallas%2C\+TX$/);
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(new URL(searches()[1]!.url, 'http://x').searchParams.get('radius')).toBe('25000');
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('Auto · 15.5 mi');

    // Choosing a radius runs it and the automatic one goes away.
    await userEvent.selectOptions(screen.getByLabelText('Radius'), '5 miles');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Dallas%2C+TX&radius=5',
    );
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(new URL(searches()[2]!.url, 'http://x').searchParams.get('radius')).toBe('8047');
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('5 miles');
    expect(
      screen.queryByRole('option', { name: /15\.5 miles/, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it("starts a fresh search at the default 10 miles, with only the spec's radius options", async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, { route: '/directory' });
    const radius = screen.getByLabelText('Radius');
    expect(radius).toHaveDisplayValue('10 miles');
    expect([...(radius as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      '5 miles',
      '10 miles',
      '15 miles',
      '25 miles',
    ]);
    await userEvent.type(screen.getByLabelText('Location'), 'Austin, TX{Enter}');
    await screen.findByText('1 restaurant found near Austin, TX');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('radius')).toBe('16093');
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('10 miles');
  });

  it('shows the 25 km radius of a quiz search around coordinates', async () => {
    const calls = fakeApi(() => answer());
    renderWithProviders(<DirectoryPage />, {
      route: '/directory?lat=30.27&lng=-97.74&personality=adventurer&quiz=completed',
    });
    await screen.findByRole('link', { name: "Lou's Pizza Parlor" });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('radius')).toBe('25000');
    expect(screen.getByLabelText('Radius')).toHaveDisplayValue('Auto · 15.5 mi');
  });
});
