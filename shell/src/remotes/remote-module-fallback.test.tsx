import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule } from './load-remote';
import { RemoteModule } from './remote-module';

jest.mock('./load-remote', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function RestaurantPage() {
  return <h1>Giordano Brothers</h1>;
}

describe('RemoteModule fallback', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the page that failed, claims nothing of the rest, sits in the page column and retries', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    load.mockResolvedValueOnce({ default: RestaurantPage });
    render(<RemoteModule remote="discovery" module="RestaurantPage" area="restaurant page" />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This page of Pizza Atlas is unavailable right now.');
    expect(panel).toHaveTextContent(
      "We couldn't load the restaurant page. Check your connection, then try again in a moment.",
    );
    expect(panel).not.toHaveTextContent(/rest of the site/i);
    // The page column: at most 1200px wide, centred, as the page would have been.
    expect(panel.parentElement).toHaveStyle({ maxWidth: '1200px' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Giordano Brothers' })).toBeVisible();
  });

  it('says "This section" for a widget, in its own place', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch'));
    render(
      <RemoteModule remote="discovery" module="FeaturedPlaces" area="featured places" compact />,
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section of Pizza Atlas is unavailable right now.');
    expect(panel).toHaveTextContent("We couldn't load the featured places.");
    expect(panel.parentElement).not.toHaveStyle({ maxWidth: '1200px' });
  });
});
