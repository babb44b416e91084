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
});
