import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import type { RemovedPlaceAnswer } from '@pizza-atlas/contracts';
import { readSearchContext, RouteParamsContext, saveSearchContext } from '@pizza-atlas/platform';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { backTarget } from './back-target';
import { RestaurantPage } from './restaurant-page';
import { removedPlaceOf } from './removed-place';

const NEARBY = restaurantFixture({ id: 'near-1', name: 'Crust Corner' });
// The shell hands a remote page its route's parameters.
function pageFor(id: string) {
  return (
    <RouteParamsContext.Provider value={{ id }}>
      <RestaurantPage />
    </RouteParamsContext.Provider>
  );
}

const GONE: RemovedPlaceAnswer = {
  error: { code: 'PLACE_REMOVED', message: 'Its source no longer lists this place.' },
  removed: {
    id: 'gone-1',
    name: 'Old Slice',
    city: 'Chicago',
    state: 'IL',
    removed_at: '2026-11-20T09:00:00.000Z',
    removed_on: '2026-11-20',
  },
  nearby: [NEARBY],
};

describe('the page of a removed place', () => {
  it('says why it is gone and since when, links the nearby places and a search of its city', async () => {
    const calls = fakeApi(() => ({ status: 410, body: GONE }));
    renderWithProviders(pageFor('gone-1'), { route: '/restaurant/gone-1' });
    expect(await screen.findByRole('heading', { name: 'No Longer Listed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Old Slice in Chicago, IL is no longer listed: its source no longer has it (since November 20, 2026).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crust Corner' })).toHaveAttribute(
      'href',
      expect.stringContaining('/restaurant/near-1'),
    );
    // A nearby card gives its street: another branch of the same chain is told apart.
    expect(
      screen.getByText(
        `${NEARBY.location.address1}, ${NEARBY.location.city}, ${NEARBY.location.state}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search pizza in Chicago, IL' })).toHaveAttribute(
      'href',
      '/directory?location=Chicago%2C%20IL',
    );
    // A 410 is an answer, not a failure: no "Try again", and asked once (beside the map's
    // tiles setting, which the page asks with it).
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(
      calls.map((call) => call.url).filter((url) => url.startsWith('/api/restaurants')),
    ).toEqual(['/api/restaurants/catalog/gone-1']);
  });

  it("names the street of the place that left, so a chain's branch is told from the others", async () => {
    fakeApi(() => ({
      status: 410,
      body: { ...GONE, removed: { ...GONE.removed, address1: '439 N Wells St' } },
    }));
    renderWithProviders(pageFor('gone-1'), { route: '/restaurant/gone-1' });
    expect(
      await screen.findByText(
        'Old Slice at 439 N Wells St in Chicago, IL is no longer listed: its source no longer has it (since November 20, 2026).',
      ),
    ).toBeInTheDocument();
  });

  it("sends a nearby place's Back button to its city's results, whatever page came before", async () => {
    saveSearchContext({ source: 'pizza-intelligence', search: '?location=Chicago%2C%20IL' });
    fakeApi(() => ({ status: 410, body: GONE }));
    renderWithProviders(pageFor('gone-1'), { route: '/restaurant/gone-1' });
    fireEvent.click(await screen.findByRole('link', { name: 'Crust Corner' }));
    expect(backTarget(readSearchContext())).toEqual({
      href: '/directory?location=Chicago%2C%20IL',
      label: 'Back to Search Results',
    });
  });

  it("names the place's own date, not UTC's: 6:20 PM on November 30 in Chicago", async () => {
    const evening = {
      ...GONE,
      removed: {
        ...GONE.removed,
        removed_at: '2026-12-01T00:20:00.000Z',
        removed_on: '2026-11-30',
      },
    };
    fakeApi(() => ({ status: 410, body: evening }));
    renderWithProviders(pageFor('gone-1'), { route: '/restaurant/gone-1' });
    expect(
      await screen.findByText(
        'Old Slice in Chicago, IL is no longer listed: its source no longer has it (since November 30, 2026).',
      ),
    ).toBeInTheDocument();
  });

  it('is still "not found" for a place that never existed', async () => {
    fakeApi(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No' } } }));
    renderWithProviders(pageFor('none'), { route: '/restaurant/none' });
    expect(
      await screen.findByRole('heading', { name: 'Restaurant Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Longer Listed' })).toBeNull();
  });

  it('reads a 410 as a removed place only when the body is one (checked by hand, no zod)', () => {
    const gone = (body: unknown) => ({ status: 410, answer: body });
    expect(removedPlaceOf(gone(GONE))).toEqual(GONE);
    expect(
      removedPlaceOf(gone({ ...GONE, error: { code: 'GONE', message: 'x' } })),
    ).toBeUndefined();
    expect(removedPlaceOf(gone({ ...GONE, nearby: undefined }))).toBeUndefined();
    expect(
      removedPlaceOf(gone({ ...GONE, removed: { ...GONE.removed, name: 7 } })),
    ).toBeUndefined();
    expect(removedPlaceOf(gone('Gone'))).toBeUndefined();
  });
});
