import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { IMAGE_SHOWN_AT } from '@pizza-atlas/ui';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { ResultCard } from './result-card';

function renderCard(overrides = {}, onQuickView = jest.fn(), onOpen = jest.fn()) {
  const rendered = renderWithProviders(
    <ResultCard
      restaurant={restaurantFixture(overrides)}
      onQuickView={onQuickView}
      onOpen={onOpen}
    />,
    { route: '/directory?location=Austin' },
  );
  return {
    card: screen.getByTestId('result-card'),
    onQuickView,
    onOpen,
    unmount: rendered.unmount,
  };
}

describe('ResultCard', () => {
  it('asks for a card-sized visitor photo: 320 px AVIF or WebP on a desktop, at its own width and height', () => {
    const url = '/api/photos/0b7c8a1e-0000-4000-8000-000000000001';
    const variants = (format: string) =>
      [320, 640, 1280].map((width) => ({
        url: `${url}/${width}.${format}`,
        width,
        height: (width * 3) / 4,
      }));
    const { card } = renderCard({
      image_url: url,
      photos: [url],
      photo_sizes: {
        [url]: { width: 1600, height: 1200, avif: variants('avif'), webp: variants('webp') },
      },
    });
    const [avif, webp] = [...card.querySelectorAll('picture > source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      `${url}/320.avif 320w, ${url}/640.avif 640w, ${url}/1280.avif 1280w`,
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp?.getAttribute('srcset')).toContain(`${url}/320.webp 320w`);
    for (const source of [avif, webp]) {
      expect(source).toHaveAttribute('sizes', IMAGE_SHOWN_AT.card);
    }
    const img = within(card).getByAltText("Photo of Lou's Pizza Parlor");
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('shows name, rating, reviews, price, two categories, three services and the distance', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { name: "Lou's Pizza Parlor" })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('51 reviews');
    expect(card).toHaveTextContent('$$');
    expect(card).toHaveTextContent('Pizza • Neapolitan');
    expect(card).not.toHaveTextContent('Wood-Fired');
    const services = within(within(card).getByRole('list', { name: 'Services' })).getAllByRole(
      'listitem',
    );
    expect(services.map((item) => item.textContent)).toEqual([
      'Delivery',
      'Takeout',
      'Good for Groups',
    ]);
    expect(card).toHaveTextContent('1.8 mi');
    // The street, so that a chain's branches can be told apart.
    expect(within(card).getByText(/^8434 Garnet Ln, /)).toHaveTextContent(
      /^8434 Garnet Ln, [^,]+, [A-Z]{2}$/,
    );
    expect(card).toHaveTextContent('Sample data');
  });

  it('says "1 review", one decimal for a whole rating, and no Popular the answer did not give', () => {
    const { card } = renderCard({ review_count: 1, rating: 5, popular: false });
    expect(card).toHaveTextContent('5.0 · 1 review · Price $$');
    expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(card).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('shows "No reviews yet" and no stars or 0.0 for a place nobody has reviewed', () => {
    const { card } = renderCard({ review_count: 0, rating: 0, popular: false });
    expect(within(card).getByTestId('rating-line')).toHaveTextContent('No reviews yet · Price $$');
    expect(card).not.toHaveTextContent('0.0');
    expect(card).not.toHaveTextContent('0 reviews');
    expect(within(card).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('says the place is open now and when it closes, and Popular when the answer says so', () => {
    const { card } = renderCard({ review_count: 12, popular: true });
    expect(within(card).getByTestId('open-status')).toHaveTextContent('Open now · closes 9 PM');
    expect(within(card).getByText('Popular')).toBeInTheDocument();
  });

  it('says when a closed place opens, and never calls it open', () => {
    const { card } = renderCard({
      review_count: 500,
      open_status: {
        state: 'closed',
        next_change: { at: '2026-11-18T22:30:00.000Z', weekday: 3, time: '16:30', days_ahead: 0 },
        today: 3,
        time_zone: 'America/Chicago',
        holiday: null,
        text: null,
        week: [],
      },
    });
    expect(within(card).getByTestId('open-status')).toHaveTextContent('Closed · opens 4:30 PM');
    expect(within(card).queryByText(/Open now/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('marks a permanently closed place, and says nothing without hours', () => {
    const closed = renderCard({
      is_closed: true,
      open_status: {
        state: 'closed-permanently',
        next_change: null,
        today: 3,
        time_zone: 'America/Chicago',
        holiday: null,
        text: null,
        week: [],
      },
    });
    expect(within(closed.card).getByTestId('open-status')).toHaveTextContent('Permanently closed');
    closed.unmount();
    const unknown = renderCard({ hours: [], open_status: undefined });
    expect(within(unknown.card).queryByTestId('open-status')).not.toBeInTheDocument();
  });

  it('swaps a broken photo for the placeholder', () => {
    const { card } = renderCard();
    fireEvent.error(within(card).getByRole('img', { name: "Photo of Lou's Pizza Parlor" }));
    expect(within(card).getByTestId('image-placeholder')).toBeInTheDocument();
  });

  it('links to the restaurant page and adds the provider when it is not the catalog', async () => {
    const { card, onOpen } = renderCard();
    const link = within(card).getByRole('link', { name: "Lou's Pizza Parlor" });
    expect(link).toHaveAttribute('href', '/restaurant/lous-pizza');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/restaurant/lous-pizza');
  });

  it('links Yelp places with ?provider=yelp', () => {
    const { card } = renderCard({ provider: 'yelp', id: 'abc' });
    expect(within(card).getByRole('link', { name: "Lou's Pizza Parlor" })).toHaveAttribute(
      'href',
      '/restaurant/abc?provider=yelp',
    );
  });

  it('is reachable by keyboard: the link, then Quick view', async () => {
    const { onQuickView } = renderCard();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: "Lou's Pizza Parlor" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Quick view/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onQuickView).toHaveBeenCalledWith(expect.objectContaining({ id: 'lous-pizza' }));
  });
});
