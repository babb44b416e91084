import { screen, waitFor, within } from '@testing-library/react';
import { NOT_FOUND, stateGuide } from '../../test/fixtures';
import { fakeGuideApi, renderPage } from '../../test/render';
import { StatePage } from './state-page';

const PATTERN = '/states/:state';

describe('StatePage', () => {
  it('shows the count of cities, the top-8 population, popular cities and all cities', async () => {
    fakeGuideApi({ '/api/guides/states/illinois': { body: stateGuide } });
    renderPage(<StatePage />, PATTERN, '/states/illinois');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Illinois Pizza Guide' }),
    ).toBeVisible();
    expect(screen.getByText('Cities in this guide').nextSibling).toHaveTextContent('9');
    expect(screen.getByText('Population of the top 8 cities').nextSibling).toHaveTextContent(
      stateGuide.topCitiesPopulation.toLocaleString('en-US'),
    );

    const popular = screen.getByRole('region', { name: 'Popular cities' });
    const popularLinks = within(popular).getAllByRole('link');
    expect(popularLinks).toHaveLength(8);
    expect(popularLinks[0]).toHaveTextContent('Chicago');
    expect(popularLinks[0]).toHaveAttribute('href', '/states/illinois/chicago');

    const all = within(screen.getByRole('region', { name: 'All cities in Illinois' })).getAllByRole(
      'link',
    );
    expect(all.map((link) => link.textContent)).toEqual(stateGuide.cities.map((city) => city.name));
    expect(screen.getByText('Illinois means Chicago deep dish.')).toBeVisible();

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Illinois')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe("Illinois Pizza Guide | Pizza Atlas: America's Pizza Directory");
  });

  it('shows no zero figures for a state with no city in the guide yet, and invites a place', async () => {
    const empty = {
      ...stateGuide,
      cities: [],
      popularCities: [],
      topCitiesPopulation: 0,
      placeCount: 0,
    };
    fakeGuideApi({ '/api/guides/states/illinois': { body: empty } });
    renderPage(<StatePage />, PATTERN, '/states/illinois');
    expect(
      await screen.findByText(/No cities in Illinois have pizza places listed yet/),
    ).toBeVisible();
    expect(screen.queryByText('Cities in this guide')).toBeNull();
    expect(screen.queryByText(/Population of the top/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Suggest a Pizza Place' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('moves to the canonical slug when the URL spelled the state another way', async () => {
    const asked = fakeGuideApi({ '/api/guides/states/IL': { body: stateGuide } });
    renderPage(<StatePage />, PATTERN, '/states/IL');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/states/illinois'));
    expect(asked[0]).toBe('/api/guides/states/IL');
  });

  it('shows State Not Found with a way home for an unknown state', async () => {
    fakeGuideApi({
      '/api/guides/states/nowhere': NOT_FOUND("The state you're looking for doesn't exist."),
    });
    renderPage(<StatePage />, PATTERN, '/states/nowhere');
    expect(await screen.findByRole('heading', { name: 'State Not Found' })).toBeVisible();
    expect(screen.getByText("The state you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('offers a retry when the guide fails to load', async () => {
    fakeGuideApi({ '/api/guides/states/illinois': { status: 503, body: {} } });
    renderPage(<StatePage />, PATTERN, '/states/illinois');
    // One retry after a second, then the error screen.
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
