import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { RestaurantHeader } from './restaurant-header';

describe('RestaurantHeader', () => {
  it('shows the stars, score and review count of a reviewed place', () => {
    renderWithProviders(<RestaurantHeader restaurant={restaurantFixture()} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeVisible();
    expect(screen.getByText('(51 reviews)')).toBeVisible();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('shows "No reviews yet" and no stars or 0.0 for a place nobody has reviewed', () => {
    renderWithProviders(
      <RestaurantHeader restaurant={restaurantFixture({ rating: 0, review_count: 0 })} />,
    );
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveTextContent('0.0');
    expect(header).not.toHaveTextContent('(0 reviews)');
  });

  it("says a CSV source's stated reviews are that source's, not this site's visitors'", () => {
    renderWithProviders(
      <RestaurantHeader
        restaurant={restaurantFixture({
          rating: 4.6,
          review_count: 87,
          rating_source: 'mixed',
          attribution: {
            provider: 'catalog',
            name: 'Acme listings',
            url: null,
            license: 'CC-BY-4.0',
            is_sample: false,
          },
        })}
      />,
    );
    expect(screen.getByText('4.6')).toBeVisible();
    expect(screen.getByText('· 87 reviews, counting those on Acme listings')).toBeVisible();
    expect(screen.queryByText('(87 reviews)')).not.toBeInTheDocument();
  });

  it("names a live provider's reviews as its own", () => {
    renderWithProviders(
      <RestaurantHeader
        restaurant={restaurantFixture({
          provider: 'yelp',
          review_count: 87,
          rating_source: 'source',
          attribution: {
            provider: 'yelp',
            name: 'Yelp',
            url: null,
            license: null,
            is_sample: false,
          },
        })}
      />,
    );
    expect(screen.getByText('· 87 reviews on Yelp')).toBeVisible();
  });

  it('keeps the plain count for reviews written here', () => {
    renderWithProviders(
      <RestaurantHeader
        restaurant={restaurantFixture({
          review_count: 3,
          rating_source: 'visitors',
          attribution: {
            provider: 'catalog',
            name: '© OpenStreetMap contributors',
            url: null,
            license: 'ODbL',
            is_sample: false,
          },
        })}
      />,
    );
    expect(screen.getByText('(3 reviews)')).toBeVisible();
  });
});
