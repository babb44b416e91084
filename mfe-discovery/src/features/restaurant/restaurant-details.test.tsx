import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { sourceSiteName } from '../restaurants/attribution-note';
import { RestaurantDetails } from './restaurant-details';

const WAIT = {
  currentWait: 15,
  predictedWait: 20,
  predictionWithheld: null,
  busyLevel: 'medium',
  nextAvailable: '7:40 PM',
  lastUpdated: '2025-01-01T19:25:00.000Z',
  lastUpdatedLocal: '1:25 PM',
  basis: 'reports',
  reportCount: 2,
};

const REVIEWS = {
  reviews: Array.from({ length: 8 }, (_, index) => ({
    id: `r${index}`,
    text: 'A long review about the crust, the sauce and the service. '.repeat(6),
    rating: 4,
    time_created: `2025-01-0${index + 1}T12:00:00Z`,
    user: { name: `Reviewer ${index}` },
    // The newest was written by a visitor; the rest came with the sample place.
    by_visitor: index === 7,
  })),
  total: 8,
};

function renderDetails(restaurant = restaurantFixture()) {
  // Each address its own answer: the browser trusts the API's shapes (decision 0051).
  fakeApi((call) => {
    if (call.url.endsWith('/wait-times')) return { body: WAIT };
    if (call.url.endsWith('/api/site/map')) return { body: { tiles: null, maxZoom: 19 } };
    return { body: REVIEWS };
  });
  renderWithProviders(
    <RestaurantDetails restaurant={restaurant} onWriteReview={() => undefined} />,
  );
}

/** The focusable controls in tab order (no positive tabindex anywhere, so DOM order). */
function tabOrder(): Element[] {
  const all = [...document.querySelectorAll('a[href], button, input, select, textarea')];
  expect(
    document.querySelectorAll('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])'),
  ).toHaveLength(0);
  return all;
}

describe('RestaurantDetails order', () => {
  it('puts wait times and location & contact before the long reviews list, in the DOM', async () => {
    renderDetails();
    await screen.findByText('Current wait');
    await screen.findByText('Reviewer 0');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // The single-column (phone) reading order; wide screens lay the same order out in two columns.
    expect(sections).toEqual([
      'Quick Actions',
      'Live Wait Times',
      'Location & Contact',
      'Location & Directions',
      'Delivery & Takeout',
      'Categories',
      'Available Services',
      'Customer Reviews (8)',
    ]);
    // The spec's word, as on the cards and the filters: takeout, never pickup.
    expect(screen.getByText(/ offers delivery and takeout\. /)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/pickup/i);
  });

  it('says how many reviews it shows of the listing’s total, and where they come from', async () => {
    renderDetails();
    await screen.findByText('Reviewer 0');
    const reviews = screen.getByRole('region', { name: 'Customer Reviews (8)' });
    // The listing says 51 reviews (the header's count); 8 are held and shown.
    expect(reviews).toHaveTextContent(
      'Showing the 8 newest of 51 reviews. This is a sample place: its reviews marked “Sample data” are sample reviews, not visitors’; any others were written by visitors to Pizza Atlas.',
    );
    // Each sample review carries the sample place's label; the visitor's does not.
    const items = within(reviews).getAllByRole('listitem');
    const labelled = items.filter((item) => within(item).queryByText('Sample data'));
    expect(labelled).toHaveLength(7);
    expect(within(items[0]!).getByText('Reviewer 7')).toBeVisible();
    expect(within(items[0]!).queryByText('Sample data')).toBeNull();
  });

  it('keeps tab order the reading order: quick actions, contact, directions, ordering, then reviews', async () => {
    renderDetails();
    await screen.findByText('Reviewer 0');
    const order = tabOrder();
    const position = (element: Element) => order.indexOf(element);
    const quickAction = screen.getAllByRole('button', { name: 'Write a Review' })[0]!;
    const phone = screen.getByRole('link', { name: '(214) 555-0182' });
    const hours = screen.getByRole('button', { name: 'View all hours' });
    const directions = screen.getByRole('link', { name: /Directions in Google Maps/ });
    const delivery = screen.getByRole('link', { name: /DoorDash/ });
    const reviews = screen.getByRole('region', { name: 'Customer Reviews (8)' });
    const reviewControl = within(reviews).getByRole('button', { name: 'Write a Review' });
    const positions = [quickAction, phone, hours, directions, delivery, reviewControl].map(
      position,
    );
    expect(positions.every((value) => value >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(quickAction).not.toBe(reviewControl);
  });
});

describe('RestaurantDetails brand', () => {
  it('says which chain a place is part of, and nothing for an independent place', async () => {
    renderDetails(restaurantFixture({ brand: "Domino's" }));
    expect(screen.getByText("Part of Domino's")).toBeVisible();
    await screen.findByText('Reviewer 0');
  });

  it('shows no chain line without a brand', async () => {
    renderDetails(restaurantFixture({ brand: null }));
    expect(screen.queryByText(/^Part of /)).toBeNull();
    await screen.findByText('Reviewer 0');
  });
});

describe('sourceSiteName', () => {
  it("shows the owner's description as plain text, and no such section without one", () => {
    renderDetails(
      restaurantFixture({ description: 'Wood-fired pies since 1998.\n<b>Cash only</b>' }),
    );
    const section = screen.getByRole('region', { name: 'From the Owner' });
    expect(section).toHaveTextContent('Wood-fired pies since 1998. <b>Cash only</b>');
    expect(section.querySelector('b')).toBeNull();
  });

  it('names the site of a source, not its credit', () => {
    expect(sourceSiteName('© OpenStreetMap contributors')).toBe('OpenStreetMap');
    expect(sourceSiteName('Overture Maps Foundation, overturemaps.org')).toBe(
      'Overture Maps Foundation',
    );
    expect(sourceSiteName('Acme listings')).toBe('Acme listings');
    expect(sourceSiteName('Yelp')).toBe('Yelp');
  });
});

describe('RestaurantDetails links', () => {
  it('offers no "View on" link for a place its source has no page for', async () => {
    renderDetails(
      restaurantFixture({
        url: null,
        attribution: {
          provider: 'catalog',
          name: 'Overture Maps Foundation, overturemaps.org',
          url: null,
          license: 'CDLA-Permissive-2.0',
          is_sample: false,
        },
      }),
    );
    await screen.findByText('Current wait');
    expect(screen.queryByRole('link', { name: /View on/ })).toBeNull();
  });

  it('keeps OpenStreetMap as the source link and shows the website beside it', async () => {
    renderDetails(
      restaurantFixture({
        url: 'https://www.openstreetmap.org/node/42',
        website: 'https://www.loumalnatis.com/chicago-river-north',
        attribution: {
          provider: 'catalog',
          // As the OpenStreetMap importer writes it: the credit, not a site's name.
          name: '© OpenStreetMap contributors',
          url: 'https://www.openstreetmap.org/node/42',
          license: 'ODbL-1.0',
          is_sample: false,
        },
      }),
    );
    await screen.findByText('Current wait');
    expect(screen.getByRole('link', { name: /View on OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/node/42',
    );
    expect(screen.queryByText(/View on ©/)).toBeNull();
    expect(screen.getByRole('link', { name: /loumalnatis\.com/ })).toHaveAttribute(
      'href',
      'https://www.loumalnatis.com/chicago-river-north',
    );
  });
});

describe('the directions card and map tiles (decision 0088)', () => {
  function renderWithMap(withMap: boolean, restaurant = restaurantFixture()) {
    fakeApi((call) => {
      if (call.url.endsWith('/wait-times')) return { body: WAIT };
      if (call.url.endsWith('/api/site/map'))
        return {
          body: {
            tiles: withMap
              ? {
                  url: '/tiles/{z}/{x}/{y}.png',
                  attribution: 'OpenStreetMap',
                  attributionUrl: '/copyright',
                }
              : null,
            maxZoom: 19,
          },
        };
      return { body: REVIEWS };
    });
    renderWithProviders(
      <RestaurantDetails
        restaurant={restaurant}
        onWriteReview={() => undefined}
        withMap={withMap}
      />,
    );
    return screen.getByRole('region', { name: 'Location & Directions' });
  }

  it('has no map box without tiles: the address and the directions links', async () => {
    const card = renderWithMap(false);
    await screen.findByText('Reviewer 0');
    expect(within(card).queryByRole('region', { name: /^Map of / })).not.toBeInTheDocument();
    expect(within(card).queryByTestId('results-map')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('8434 Garnet Ln, Austin, TX 78705');
    expect(within(card).getByRole('link', { name: /Directions in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=30.29,-97.73',
    );
    expect(within(card).getByRole('link', { name: /Directions in Apple Maps/ })).toBeVisible();
  });

  it('says an approximate point without naming a pin there is none of', async () => {
    const card = renderWithMap(false, restaurantFixture({ coordinates_approximate: true }));
    await screen.findByText('Reviewer 0');
    expect(card).toHaveTextContent(
      'The place’s point is approximate: directions go to the address.',
    );
    expect(card).not.toHaveTextContent(/pin/);
  });

  it('keeps the small map with tiles', async () => {
    const card = renderWithMap(true);
    await screen.findByText('Reviewer 0');
    expect(
      within(card).getByRole('region', { name: `Map of Lou's Pizza Parlor` }),
    ).toBeInTheDocument();
  });
});
