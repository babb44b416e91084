import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_CONTEXT_KEY } from '@pizza-atlas/platform';
import { cityGuide, emptyCityGuide, NOT_FOUND } from '../../test/fixtures';
import { fakeGuideApi, renderPage } from '../../test/render';
import { CityPage } from './city-page';

const PATTERN = '/states/:state/:city';

describe('CityPage', () => {
  it('shows each sample listing as a card and the catalog places', async () => {
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: cityGuide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pizza in Chicago, Illinois' }),
    ).toBeVisible();

    const card = screen.getByRole('article', { name: 'Lakeview Deep Dish' });
    expect(within(card).getByText('Sample data')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Photo of Lakeview Deep Dish' })).toBeVisible();
    expect(within(card).getByText('3120 N Broadway, Chicago, IL 60657')).toBeVisible();
    expect(within(card).getByRole('link', { name: '(773) 555-0131' })).toHaveAttribute(
      'href',
      'tel:7735550131',
    );
    // Today's hours where the place is, as the server read them: a Saturday here.
    expect(within(card).getByText('Today (Saturday): 11:30 AM – 11 PM')).toBeVisible();
    expect(within(card).queryByText(/Monday/)).toBeNull();
    expect(within(card).getByText('Chicago deep dish')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://lakeview-deep-dish.example/',
    );
    expect(
      within(card).getByRole('link', { name: 'View Details: Lakeview Deep Dish' }),
    ).toHaveAttribute('href', '/p/lakeview-deep-dish');

    const places = screen.getByRole('region', { name: 'Pizza places in Chicago' });
    // The city's places come first, the fictional sample listings after them.
    const listings = screen.getByRole('region', { name: 'Local listings' });
    expect(
      places.compareDocumentPosition(listings) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const place = within(places).getByRole('link', { name: 'Sample Slice Chicago' });
    expect(place).toHaveAttribute('href', '/restaurant/6f0f3c1e-2b1a-4a8e-9d1c-3f1e2d4c5b6a');
    expect(screen.getByRole('link', { name: 'Search the directory for Chicago' })).toHaveAttribute(
      'href',
      '/directory?location=Chicago%2C%20IL',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/states/illinois']);

    // Opening a place remembers the guide, so its Back button returns here.
    await userEvent.click(place);
    expect(JSON.parse(sessionStorage.getItem(SEARCH_CONTEXT_KEY)!)).toMatchObject({
      source: 'city',
      location: 'Chicago, IL',
    });
  });

  it('counts the catalog places alike in the lead and the list, and the sample listing apart', async () => {
    const place = cityGuide.places[0]!;
    const guide = {
      ...cityGuide,
      city: { ...cityGuide.city, placeCount: 46 },
      places: Array.from({ length: 24 }, (_, index) => ({
        ...place,
        id: `${place.id.slice(0, -2)}${String(index).padStart(2, '0')}`,
        name: `Place ${index + 1}`,
        reviewCount: index === 0 ? 1 : 20,
      })),
    };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    expect(await screen.findByText(/46 pizza places and 1 sample listing listed\.$/)).toBeVisible();
    expect(screen.getByText('The 24 best rated of 46 places.')).toBeVisible();
    expect(screen.getByText('4.5 · 1 review · $$')).toBeVisible();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '46 pizza places and 1 sample listing in Chicago, Illinois: ratings, hours, styles and directions.',
    );
  });

  it('shows "No reviews yet" for unreviewed places, and claims no ranking when none is reviewed', async () => {
    const place = cityGuide.places[0]!;
    const guide = {
      ...cityGuide,
      city: { ...cityGuide.city, placeCount: 46 },
      places: Array.from({ length: 24 }, (_, index) => ({
        ...place,
        id: `${place.id.slice(0, -2)}${String(index).padStart(2, '0')}`,
        name: `Place ${index + 1}`,
        rating: 0,
        reviewCount: 0,
      })),
    };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    expect(
      within(places).getByText('24 of 46 places, nearest the city centre first.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(places).not.toHaveTextContent('best rated');
    expect(within(places).getAllByText('No reviews yet')).toHaveLength(24);
    expect(within(places).getAllByText('· $$')).toHaveLength(24);
    expect(places).not.toHaveTextContent('0.0');
    expect(places).not.toHaveTextContent('0 reviews');
    expect(within(places).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('claims no "best rated" when one of 24 is reviewed, and links the whole list', async () => {
    const place = cityGuide.places[0]!;
    const guide = {
      ...cityGuide,
      city: { ...cityGuide.city, placeCount: 28 },
      places: Array.from({ length: 24 }, (_, index) => ({
        ...place,
        id: `${place.id.slice(0, -2)}${String(index).padStart(2, '0')}`,
        name: `Place ${index + 1}`,
        rating: index === 0 ? 4 : 0,
        reviewCount: index === 0 ? 1 : 0,
      })),
    };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    expect(places).not.toHaveTextContent('best rated of');
    expect(
      within(places).getByText(
        '24 of 28 places: those with reviews first, best rated, then the nearest the city centre.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(
      within(places).getByRole('link', { name: 'See all 28 places in the directory' }),
    ).toHaveAttribute('href', '/directory?location=Chicago%2C%20IL');
  });

  it("gives a place's card the spec's phone, hours, website and View Details", async () => {
    const [place] = cityGuide.places;
    const unknown = {
      ...place!,
      id: `${place!.id.slice(0, -2)}99`,
      name: 'Quiet Slice',
      phone: '',
      website: null,
      today: { weekday: 6, intervals: null, holiday: null },
    };
    const guide = { ...cityGuide, places: [place!, unknown] };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    const [first, second] = within(places).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: '(312) 555-0100' })).toHaveAttribute(
      'href',
      'tel:3125550100',
    );
    expect(within(first!).getByText('Today (Saturday): 11 AM – 10 PM')).toBeVisible();
    expect(
      within(first!).getByRole('link', { name: 'Website: Sample Slice Chicago' }),
    ).toHaveAttribute('href', 'https://sample-slice.example/');
    expect(within(first!).getByText('View Details')).toBeVisible();
    // No hours at all: what the restaurant page says, not 'Hours vary'.
    expect(within(second!).getByText('Hours not listed.')).toBeVisible();
    expect(within(second!).queryByText('Hours vary')).toBeNull();
    expect(within(second!).queryByRole('link', { name: /^Website/ })).toBeNull();
    expect(within(second!).getAllByRole('link')).toHaveLength(1);
  });

  it("shows a place's hours as listed when the rule leaves today unknown, or corrected them", async () => {
    const [place] = cityGuide.places;
    const appointment = {
      ...place!,
      id: `${place!.id.slice(0, -2)}98`,
      name: 'Appointment Slice',
      today: {
        weekday: 6,
        intervals: [
          {
            start: '00:00',
            end: '24:00',
            next_day: false,
            unknown: true,
            comment: 'by appointment',
          },
        ],
        holiday: null,
      },
      hoursText: '"by appointment"',
    };
    const corrected = {
      ...place!,
      id: `${place!.id.slice(0, -2)}97`,
      name: 'Corrected Slice',
      today: {
        weekday: 1,
        intervals: [{ start: '11:00', end: '09:00', next_day: true }],
        holiday: null,
      },
      hoursText: 'Mon-Fri 11-9',
    };
    const openEnd = {
      ...place!,
      id: `${place!.id.slice(0, -2)}96`,
      name: 'Open End Slice',
      today: {
        weekday: 1,
        intervals: [
          {
            start: '17:00',
            end: '03:00',
            next_day: true,
            unknown: true,
            open_end: true,
            comment: 'closing time not given',
          },
        ],
        holiday: null,
      },
    };
    const guide = { ...cityGuide, places: [appointment, corrected, openEnd] };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    const [first, second, third] = within(places).getAllByRole('listitem');
    expect(within(first!).getByText('As listed: by appointment')).toBeVisible();
    expect(within(first!).queryByText(/All day|Today/)).toBeNull();
    expect(within(second!).getByText('Today (Monday): 11 AM – 9 AM')).toBeVisible();
    expect(within(second!).getByText('As listed: Mon-Fri 11-9')).toBeVisible();
    expect(
      within(third!).getByText('Today (Monday): from 5 PM (closing time not given)'),
    ).toBeVisible();
  });

  it("says a fallback rule's comment once under today's hours (decision 0092)", async () => {
    const [place] = cityGuide.places;
    const uptown = {
      ...place!,
      name: 'Uptown Slice',
      today: {
        weekday: 2,
        intervals: [{ start: '16:00', end: '23:00', next_day: false }],
        holiday: null,
      },
      hoursNote: 'call ahead on holidays',
    };
    fakeGuideApi({
      '/api/guides/states/illinois/cities/chicago': { body: { ...cityGuide, places: [uptown] } },
    });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    const [card] = within(places).getAllByRole('listitem');
    expect(within(card!).getByText('Today (Tuesday): 4 PM – 11 PM')).toBeVisible();
    expect(within(card!).getByText('Note: call ahead on holidays')).toBeVisible();
  });

  it('credits the sources of the places it lists, linking their terms, as results do', async () => {
    const place = { ...cityGuide.places[0]!, isSample: false };
    const guide = {
      ...cityGuide,
      places: [place],
      sources: [
        {
          name: '© OpenStreetMap contributors',
          url: 'https://www.openstreetmap.org/copyright',
          license: 'ODbL',
          license_url: 'https://www.openstreetmap.org/copyright',
        },
        { name: 'Acme listings', url: null, license: 'CC-BY-4.0', license_url: null },
      ],
    };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    const credit = within(places).getByText(/^Listings from/);
    expect(credit).toHaveTextContent(
      'Listings from © OpenStreetMap contributors (ODbL), Acme listings (CC-BY-4.0).',
    );
    expect(
      within(credit).getByRole('link', { name: '© OpenStreetMap contributors' }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(within(credit).getByRole('link', { name: 'ODbL' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(credit).getAllByRole('link')).toHaveLength(2);
  });

  it('says "Nearest the city centre first." when it lists every place and none is reviewed', async () => {
    const place = { ...cityGuide.places[0]!, rating: 0, reviewCount: 0 };
    const guide = { ...cityGuide, city: { ...cityGuide.city, placeCount: 1 }, places: [place] };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: guide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    const places = await screen.findByRole('region', { name: 'Pizza places in Chicago' });
    expect(within(places).getByText('Nearest the city centre first.')).toBeVisible();
    expect(within(places).queryByRole('link', { name: /in the directory$/ })).toBeNull();
    expect(within(places).getByText('No reviews yet')).toBeVisible();
  });

  it("shows the day's text when the server could not read the hours, or Hours vary", async () => {
    const listing = cityGuide.listings[0]!;
    const unread = {
      ...cityGuide,
      listings: [
        {
          ...listing,
          hours: { ...listing.hours, saturday: 'By appointment', sunday: '' },
          weeklyHours: null,
          today: { weekday: 6, intervals: null, holiday: 'Some Holiday' },
        },
        {
          ...listing,
          slug: 'other',
          name: 'Other',
          hours: { ...listing.hours, sunday: '' },
          weeklyHours: null,
          today: { weekday: 0, intervals: null, holiday: null },
        },
      ],
    };
    fakeGuideApi({ '/api/guides/states/illinois/cities/chicago': { body: unread } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/chicago');
    expect(await screen.findByText('Today (Saturday): By appointment')).toBeVisible();
    expect(screen.getByText('Today is Some Holiday (a public holiday).')).toBeVisible();
    expect(screen.getByText('Today (Sunday): Hours vary')).toBeVisible();
  });

  it('says No Pizza Places Listed Yet with a link to suggest one', async () => {
    fakeGuideApi({ '/api/guides/states/illinois/cities/naperville': { body: emptyCityGuide } });
    renderPage(<CityPage />, PATTERN, '/states/illinois/naperville');
    expect(
      await screen.findByRole('heading', { name: 'No Pizza Places Listed Yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Suggest a Pizza Place' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('matches the city whatever its case, then shows its canonical URL', async () => {
    fakeGuideApi({ '/api/guides/states/IL/cities/CHICAGO': { body: cityGuide } });
    renderPage(<CityPage />, PATTERN, '/states/IL/CHICAGO');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/states/illinois/chicago'),
    );
  });

  it('shows City Not Found for an unknown city', async () => {
    fakeGuideApi({
      '/api/guides/states/illinois/cities/atlantis': NOT_FOUND(
        "The city you're looking for doesn't exist.",
      ),
    });
    renderPage(<CityPage />, PATTERN, '/states/illinois/atlantis');
    expect(await screen.findByRole('heading', { name: 'City Not Found' })).toBeVisible();
    expect(screen.getByText("The city you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
