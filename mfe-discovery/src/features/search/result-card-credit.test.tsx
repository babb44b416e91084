import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import type { Credit } from '@pizza-atlas/contracts';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { ResultCard } from './result-card';

const OSM: Credit = {
  name: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/node/42',
  license: 'ODbL',
  license_url: 'https://www.openstreetmap.org/copyright',
};
const OVERTURE: Credit = {
  name: 'Overture Maps Foundation',
  url: null,
  license: 'CDLA-Permissive-2.0',
  license_url: 'https://docs.overturemaps.org/attribution/',
};

function realPlace(credits: Credit[]) {
  const base = restaurantFixture();
  return restaurantFixture({ credits, attribution: { ...base.attribution, is_sample: false } });
}

describe('a result card credit', () => {
  it('names the sources of a real place in one short line', () => {
    renderWithProviders(
      <ResultCard
        restaurant={realPlace([OSM, OVERTURE])}
        onQuickView={jest.fn()}
        onOpen={jest.fn()}
      />,
      { route: '/directory?location=Chicago' },
    );
    const card = screen.getByTestId('result-card');
    expect(card).toHaveTextContent('Data: © OpenStreetMap contributors · Overture Maps Foundation');
    expect(card).not.toHaveTextContent('Sample data');
  });

  it('shows only the sample label on a sample place', () => {
    renderWithProviders(
      <ResultCard
        restaurant={restaurantFixture({ credits: [OSM] })}
        onQuickView={jest.fn()}
        onOpen={jest.fn()}
      />,
      { route: '/directory?location=Chicago' },
    );
    const card = screen.getByTestId('result-card');
    expect(card).toHaveTextContent('Sample data');
    expect(card).not.toHaveTextContent('OpenStreetMap');
  });
});
