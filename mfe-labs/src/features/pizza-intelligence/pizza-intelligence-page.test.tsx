import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { SEARCH_CONTEXT_KEY, useToastStore } from '@pizza-atlas/platform';
import type { ListedRestaurant } from '@pizza-atlas/contracts';
import { openStatus, placeFixture } from './place-fixture';
import { PizzaIntelligencePage } from './pizza-intelligence-page';
import { fakeApi, renderAt } from '../../test/render-page';

const PLACES = [
  placeFixture({ id: 'brick', name: 'Brick Oven', rating: 4.8, review_count: 40 }),
  placeFixture({
    id: 'deep',
    name: 'Deep End',
    rating: 4.4,
    price: '$$',
    categories: [{ alias: 'deepdish', title: 'Deep Dish' }],
    transactions: ['delivery'],
    open_status: {
      ...openStatus('open'),
      next_change: { at: '2026-11-19T04:00:00.000Z', weekday: 3, time: '22:00', days_ahead: 0 },
    },
  }),
  placeFixture({ id: 'yelp-1', provider: 'yelp', name: 'Corner Slice', rating: 4.1 }),
];

const answer = (restaurants: ListedRestaurant[] = PLACES) => ({
  body: {
    restaurants,
    total: restaurants.length,
    region: { center: { latitude: 41.88, longitude: -87.63 } },
  },
});

const lastToast = () => {
  const [toast] = useToastStore.getState().toasts;
  return toast && { title: toast.title, description: toast.description };
};

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => jest.restoreAllMocks());

async function chooseAndAnalyze(mood = 'Comfort', weather = 'Rainy') {
  await userEvent.click(screen.getByRole('button', { name: mood }));
  await userEvent.click(screen.getByRole('button', { name: weather }));
  await userEvent.click(screen.getByRole('button', { name: 'Find My Perfect Pizza' }));
}

/** The API: the gazetteer's check of a city (decision 0066), and the searches. */
function fakeCityApi(cities: Record<string, unknown> = { 'Chicago|IL': CHICAGO }) {
  return fakeApi((url) => {
    if (url.pathname !== '/api/places/city') return answer();
    const key = `${url.searchParams.get('city')}|${url.searchParams.get('state')}`;
    return key in cities ? { body: cities[key] } : { status: 503 };
  });
}

const CHICAGO = { city: 'Chicago', state: 'IL', label: 'Chicago, IL' };

describe('Pizza Intelligence location', () => {
  it('refuses a location without a state, then sets one and can change it', async () => {
    fakeCityApi();
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    const field = screen.getByLabelText('City and state');
    expect(screen.getByRole('button', { name: 'Set Location' })).toBeDisabled();

    await userEvent.type(field, '  Chicago {Enter}');
    expect(lastToast()).toEqual({
      title: 'Invalid Format',
      description: "Please enter location as 'City, State' (e.g., 'Chicago, IL')",
    });
    // Beside the field too, not only in the toast.
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      "Please enter location as 'City, State' (e.g., 'Chicago, IL') Enter a city and its state, separated by a comma.",
    );
    expect(field).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pizza-intelligence$/);

    await userEvent.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, ' Chicago ,  IL {Enter}');
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Location Set',
        description: 'Finding AI recommendations in Chicago, IL',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/pizza-intelligence?location=Chicago%2C+IL',
      ),
    );
    const where = screen.getByRole('region', { name: 'Your Location' });
    expect(where).toHaveTextContent('Recommendations for Chicago, IL');

    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('City and state')).toHaveValue('');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pizza-intelligence$/);
  });

  it('sets the city as the gazetteer names it', async () => {
    fakeCityApi({ 'chicgo|illinois': CHICAGO });
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    await userEvent.type(screen.getByLabelText('City and state'), 'chicgo, illinois{Enter}');
    expect(
      await screen.findByText(
        (_, element) => element?.textContent === 'Recommendations for Chicago, IL',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'Nowhereville, ZZ',
      { state: ['Enter a US state by its two-letter code or its name, e.g. IL or Illinois'] },
      'Enter a US state by its two-letter code or its name, e.g. IL or Illinois',
    ],
    [
      'Nowhereville, TX',
      { city: ['We could not find the city "Nowhereville" in Texas. Check its spelling.'] },
      'We could not find the city "Nowhereville" in Texas. Check its spelling.',
    ],
  ])('shows why the API refused %j beside the field', async (typed, fields, message) => {
    const calls = fakeApi((url) =>
      url.pathname === '/api/places/city'
        ? { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'x', fields } } }
        : answer(),
    );
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    const field = screen.getByLabelText('City and state');
    await userEvent.type(field, `${typed}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${message} Enter a city and its state, separated by a comma.`,
    );
    expect(field).toHaveValue(typed);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pizza-intelligence$/);
    expect(calls.map((url) => url.pathname)).toEqual(['/api/places/city']);
  });

  it('keeps the location as typed when the check itself cannot answer', async () => {
    const calls = fakeCityApi({});
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    await userEvent.type(screen.getByLabelText('City and state'), 'Austin, TX{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/pizza-intelligence?location=Austin%2C+TX',
      ),
    );
    expect(calls[0]?.pathname).toBe('/api/places/city');
  });
});

describe('AI Analyzer', () => {
  it('asks for location, mood and weather first', async () => {
    const calls = fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Perfect Pizza' }));
    expect(lastToast()).toEqual({
      title: 'Missing Information',
      description: 'Please set your location, mood, and weather preferences first.',
    });
    // Mood and weather without a location are still missing information.
    await chooseAndAnalyze();
    expect(lastToast()?.title).toBe('Missing Information');
    expect(calls).toHaveLength(0);
  });

  it('offers six moods and four weathers as toggle buttons', () => {
    fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    for (const name of ['Adventurous', 'Comfort', 'Social', 'Romantic', 'Quick', 'Indulgent'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    for (const name of ['Sunny', 'Rainy', 'Cold', 'Warm'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });

  it('scores the six best-rated places against mood and weather, best first, each linked', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi(async (url) => {
      if (url.searchParams.get('limit') === '6') await new Promise<void>((r) => (release = r));
      return answer();
    });
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    await chooseAndAnalyze('Comfort', 'Rainy');

    const busy = await screen.findByRole('button', { name: 'Analyzing Your Preferences...' });
    expect(busy).toBeDisabled();
    act(() => release());

    const results = await screen.findByRole('region', {
      name: 'Matches for a comfort mood on a rainy day in Chicago, IL',
    });
    const analyzerCall = calls.find((url) => url.searchParams.get('limit') === '6')!;
    expect(Object.fromEntries(analyzerCall.searchParams)).toEqual({
      term: 'pizza',
      location: 'Chicago, IL',
      limit: '6',
      sort_by: 'rating',
    });
    expect(lastToast()).toEqual({
      title: 'AI Analysis Complete',
      description: 'Found 3 perfect pizza matches for you!',
    });
    const cards = within(results).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Deep End',
      'Brick Oven',
      'Corner Slice',
    ]);
    expect(within(cards[0]).getByText('97% match')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('open-status')).toHaveTextContent(
      'Open now · closes 10 PM',
    );
    expect(within(cards[1]).getByText('4.8 (40 reviews)')).toBeInTheDocument();
    expect(
      within(cards[0]).getByText(
        'For a comfort mood on a rainy day: Deep Dish, $$ prices, delivery, rated 4.4, open now.',
      ),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/restaurant/deep');
    expect(within(cards[2]).getByRole('link')).toHaveAttribute(
      'href',
      '/restaurant/yelp-1?provider=yelp',
    );
    expect(screen.getByRole('button', { name: 'Find My Perfect Pizza' })).toBeEnabled();
  });

  it('gives the same answer for the same inputs', async () => {
    fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    const read = async () => {
      const region = await screen.findByRole('region', { name: /^Matches for/ });
      return within(region)
        .getAllByRole('listitem')
        .map((card) => card.textContent);
    };
    await chooseAndAnalyze('Social', 'Cold');
    const first = await read();
    await userEvent.click(screen.getByRole('button', { name: 'Adventurous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find My Perfect Pizza' }));
    await screen.findByRole('region', { name: /adventurous mood/ });
    await chooseAndAnalyze('Social', 'Cold');
    await screen.findByRole('region', { name: /social mood on a cold day/ });
    expect(await read()).toEqual(first);
  });

  it('says when the analysis fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi((url) => (url.searchParams.get('limit') === '6' ? { status: 503 } : answer()));
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    await chooseAndAnalyze();
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Analysis Failed',
        description: "Sorry, we couldn't analyze your preferences right now.",
      }),
    );
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /^Matches for/ })).toBeNull();
  });
});

describe('Pizza Intelligence tabs', () => {
  it('are real tabs: roles, one in the Tab order, arrows, Home and End', async () => {
    fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'AI Analyzer',
      'Taste Insights',
      'Pizza Trends',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'AI Analyzer' })).toBeVisible();

    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Taste Insights' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the example taste profile', async () => {
    fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    await userEvent.click(screen.getByRole('tab', { name: 'Taste Insights' }));
    const panel = screen.getByRole('tabpanel', { name: 'Taste Insights' });
    expect(within(panel).getByText('Example profile')).toBeInTheDocument();
    for (const [label, value] of [
      ['Favorite Style', 'Neapolitan'],
      ['Spice Level', 'Medium'],
      ['Price Range', '$$-$$$'],
      ['Adventure Level', 'High'],
    ])
      expect(within(panel).getByText(label).nextSibling).toHaveTextContent(value);
  });
});

describe('Pizza Trends', () => {
  it('prompts for a location until one is set', async () => {
    const calls = fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence');
    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    expect(
      screen.getByText('Set your location to see trending pizza places near you.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the top 4 by rating at any price for the location', async () => {
    const calls = fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    expect(screen.getByText('Loading trending restaurants...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    const panel = screen.getByRole('tabpanel', { name: 'Pizza Trends' });
    expect(await within(panel).findByRole('link', { name: 'Brick Oven' })).toHaveAttribute(
      'href',
      '/restaurant/brick',
    );
    expect(within(panel).getByText('#1')).toBeInTheDocument();
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({
      term: 'pizza',
      location: 'Chicago, IL',
      limit: '4',
      sort_by: 'rating',
      price: '1,2,3,4',
    });
  });

  it('says the location is not known when the API answers UNKNOWN_LOCATION', async () => {
    fakeApi(() => ({
      status: 400,
      body: { error: { code: 'UNKNOWN_LOCATION', message: 'We could not find it.' } },
    }));
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Nowhere%2C%20IL');
    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    expect(await screen.findByText(/We couldn.t find Nowhere, IL\./)).toBeInTheDocument();
  });

  it('decides by the code, not by words in the message', async () => {
    fakeApi(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'not an UNKNOWN_LOCATION' } },
    }));
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    expect(
      await screen.findByText('Trending pizza places in Chicago, IL are unavailable right now.'),
    ).toBeInTheDocument();
  });

  it('says when trends cannot be loaded, and tries again', async () => {
    let status = 500;
    fakeApi(() => (status === 500 ? { status } : answer()));
    renderAt(<PizzaIntelligencePage />, '/pizza-intelligence?location=Chicago%2C%20IL');
    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    expect(
      await screen.findByText('Trending pizza places in Chicago, IL are unavailable right now.'),
    ).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Brick Oven' })).toBeInTheDocument();
  });
});

describe('Pizza Intelligence in its URL', () => {
  const CHICAGO_ROMANTIC_RAINY =
    '/pizza-intelligence?location=Chicago%2C+IL&mood=romantic&weather=rainy';

  // Stands in for the discovery remote's place page: all this test needs of it is Back.
  function RestaurantPageWithBack() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    );
  }

  const renderWithRestaurant = (route: string) =>
    renderAt(
      <Routes>
        <Route path="/pizza-intelligence" element={<PizzaIntelligencePage />} />
        <Route path="/restaurant/:id" element={<RestaurantPageWithBack />} />
      </Routes>,
      route,
    );

  it('keeps the analysis and the tab in the URL, and a shared link shows the same matches', async () => {
    fakeApi(() => answer());
    const first = renderAt(
      <PizzaIntelligencePage />,
      '/pizza-intelligence?location=Chicago%2C%20IL',
    );
    await chooseAndAnalyze('Romantic', 'Rainy');
    await screen.findByRole('region', { name: /romantic mood on a rainy day/ });
    expect(screen.getByTestId('where')).toHaveTextContent(CHICAGO_ROMANTIC_RAINY);
    const matches = within(screen.getByRole('region', { name: /^Matches for/ }))
      .getAllByRole('listitem')
      .map((card) => card.textContent);

    await userEvent.click(screen.getByRole('tab', { name: 'Pizza Trends' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${CHICAGO_ROMANTIC_RAINY}&tab=trends`);
    first.unmount();

    renderAt(<PizzaIntelligencePage />, `${CHICAGO_ROMANTIC_RAINY}&tab=trends`);
    expect(screen.getByRole('tab', { name: 'Pizza Trends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'AI Analyzer' }));
    expect(screen.getByTestId('where')).toHaveTextContent(CHICAGO_ROMANTIC_RAINY);
    expect(screen.getByRole('button', { name: 'Romantic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Rainy' })).toHaveAttribute('aria-pressed', 'true');
    const region = await screen.findByRole('region', {
      name: 'Matches for a romantic mood on a rainy day in Chicago, IL',
    });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((card) => card.textContent),
      ).toEqual(matches),
    );
  });

  it('shows the matches again on Back from a restaurant, and its Back link returns there', async () => {
    fakeApi(() => answer());
    renderWithRestaurant(CHICAGO_ROMANTIC_RAINY);
    const region = await screen.findByRole('region', { name: /romantic mood on a rainy day/ });
    await userEvent.click(await within(region).findByRole('link', { name: 'Deep End' }));
    expect(JSON.parse(sessionStorage.getItem(SEARCH_CONTEXT_KEY)!)).toMatchObject({
      source: 'pizza-intelligence',
      location: 'Chicago, IL',
      search: '?location=Chicago%2C+IL&mood=romantic&weather=rainy',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/restaurant/deep');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('region', {
        name: 'Matches for a romantic mood on a rainy day in Chicago, IL',
      }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your Location' })).toHaveTextContent(
      'Recommendations for Chicago, IL',
    );
  });

  it('drops the analysis from the URL when the location changes, and keeps the tab', async () => {
    fakeApi(() => answer());
    renderAt(<PizzaIntelligencePage />, `${CHICAGO_ROMANTIC_RAINY}&tab=trends`);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/pizza-intelligence\?tab=trends$/);
  });

  it('ignores a mood or weather it does not offer', () => {
    fakeApi(() => answer());
    renderAt(
      <PizzaIntelligencePage />,
      '/pizza-intelligence?location=Chicago%2C+IL&mood=grumpy&weather=rainy',
    );
    expect(screen.queryByRole('region', { name: /^Matches for/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rainy' })).toHaveAttribute('aria-pressed', 'false');
  });
});
