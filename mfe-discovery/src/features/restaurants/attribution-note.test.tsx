import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import type { Credit } from '@pizza-atlas/contracts';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { AttributionNote } from './attribution-note';

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

describe('AttributionNote (the restaurant page)', () => {
  it('credits every source with its link and licence', () => {
    const place = realPlace([OSM, OVERTURE]);
    const { container } = renderWithProviders(
      <AttributionNote attribution={place.attribution} credits={place.credits} />,
    );
    expect(container).toHaveTextContent(
      'Data: © OpenStreetMap contributors (ODbL) · Overture Maps Foundation (CDLA-Permissive-2.0)',
    );
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      OSM.url,
    );
    expect(screen.getByRole('link', { name: 'ODbL' })).toHaveAttribute('href', OSM.license_url);
    expect(screen.getByRole('link', { name: 'CDLA-Permissive-2.0' })).toHaveAttribute(
      'href',
      OVERTURE.license_url,
    );
    expect(screen.queryByRole('link', { name: 'Overture Maps Foundation' })).toBeNull();
  });

  it('keeps the one sample label for a sample place', () => {
    const place = restaurantFixture({ credits: [OSM] });
    const { container } = renderWithProviders(
      <AttributionNote attribution={place.attribution} credits={place.credits} />,
    );
    expect(container).toHaveTextContent('Sample data');
    expect(container).not.toHaveTextContent('OpenStreetMap');
  });
});
