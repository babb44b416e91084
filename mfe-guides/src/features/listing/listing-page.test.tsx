import { screen, within } from '@testing-library/react';
import { listingGuide, NOT_FOUND } from '../../test/fixtures';
import { fakeGuideApi, renderPage } from '../../test/render';
import { ListingPage } from './listing-page';

const PATTERN = '/p/:listing';

describe('ListingPage', () => {
  it('shows the listing: photo, contact, styles, diet tags, directions, hours and gallery', async () => {
    fakeGuideApi({ '/api/guides/listings/lakeview-deep-dish': { body: listingGuide } });
    renderPage(<ListingPage />, PATTERN, '/p/lakeview-deep-dish');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeview Deep Dish' }),
    ).toBeVisible();
    expect(screen.getAllByText('Sample data')[0]).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo of Lakeview Deep Dish' })).toHaveAttribute(
      'src',
      '/sample-photos/pizza-3.svg',
    );
    expect(screen.getByText('3120 N Broadway, Chicago, IL 60657')).toBeVisible();
    expect(screen.getByRole('link', { name: '(773) 555-0131' })).toHaveAttribute(
      'href',
      'tel:7735550131',
    );
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=41.9386%2C-87.6443',
    );
    expect(screen.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      'https://lakeview-deep-dish.example/',
    );
    expect(
      within(screen.getByRole('list', { name: 'Styles' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Vegetarian options')).toBeVisible();
    const hours = screen.getByRole('complementary', { name: 'Location and contact' });
    expect(within(hours).getByText('Sunday').nextSibling).toHaveTextContent('Closed');
    expect(within(hours).getByText('Friday').nextSibling).toHaveTextContent('11:30 AM – 1 AM');
    // The gallery starts from the second photo.
    const gallery = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/sample-photos/pizza-6.svg', '/sample-photos/pizza-9.svg']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Illinois', 'Chicago']);
    expect(within(trail).getByText('Lakeview Deep Dish')).toHaveAttribute('aria-current', 'page');
  });

  it('gives directions by address when the listing has no coordinates', async () => {
    const noGeo = {
      ...listingGuide,
      listing: { ...listingGuide.listing, geo: { lat: 0, lng: 0 } },
    };
    fakeGuideApi({ '/api/guides/listings/lakeview-deep-dish': { body: noGeo } });
    renderPage(<ListingPage />, PATTERN, '/p/lakeview-deep-dish');
    expect(await screen.findByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('3120 N Broadway, Chicago, IL 60657')}`,
    );
  });

  it('shows Restaurant Not Found with the listing wording', async () => {
    fakeGuideApi({
      '/api/guides/listings/nope': NOT_FOUND("The restaurant you're looking for doesn't exist."),
    });
    renderPage(<ListingPage />, PATTERN, '/p/nope');
    expect(await screen.findByRole('heading', { name: 'Restaurant Not Found' })).toBeVisible();
    expect(screen.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
