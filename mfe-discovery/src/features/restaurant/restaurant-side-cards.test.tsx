import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { DeliveryCard } from './restaurant-side-cards';

function renderCard(transactions: ReturnType<typeof restaurantFixture>['transactions']) {
  renderWithProviders(
    <DeliveryCard restaurant={restaurantFixture({ name: 'Slice Republic', transactions })} />,
  );
}

describe('DeliveryCard', () => {
  it('sends a place that delivers to the delivery services', () => {
    renderCard(['delivery', 'pickup']);
    expect(
      screen.getByText(
        'Slice Republic offers delivery and takeout. Order through a delivery service:',
      ),
    ).toBeVisible();
    renderCard(['delivery']);
    expect(
      screen.getByText('Slice Republic offers delivery. Order through a delivery service:'),
    ).toBeVisible();
  });

  it('does not present the services as the delivery of a takeout-only place', () => {
    renderCard(['pickup']);
    expect(
      screen.getByText(
        'Slice Republic offers takeout; its listing names no delivery. A delivery service may still list it:',
      ),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent('Order through a delivery service');
    expect(screen.getByRole('link', { name: /DoorDash/ })).toBeVisible();
  });

  it('claims nothing for a place that lists neither', () => {
    renderCard([]);
    expect(screen.getByText('Look for this place on a delivery service:')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/offers/);
  });
});
