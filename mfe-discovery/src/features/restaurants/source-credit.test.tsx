import { render, screen, within } from '@testing-library/react';
import { SourceCredit } from './source-credit';

const OSM = {
  provider: 'catalog' as const,
  name: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/copyright',
  license: 'ODbL',
  license_url: 'https://www.openstreetmap.org/copyright',
  is_sample: false,
};

describe('SourceCredit', () => {
  it("links a source's name and licence, as a place page credits it: '(ODbL)'", () => {
    render(
      <SourceCredit
        attributions={[
          OSM,
          { ...OSM, name: 'Acme listings', url: null, license: 'CC-BY-4.0', license_url: null },
        ]}
      />,
    );
    const line = screen.getByText(/^Listings from/);
    expect(line).toHaveTextContent(
      'Listings from © OpenStreetMap contributors (ODbL), Acme listings (CC-BY-4.0).',
    );
    expect(within(line).getByRole('link', { name: 'ODbL' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(line).getAllByRole('link')).toHaveLength(2);
  });

  it('shows nothing without sources', () => {
    const { container } = render(<SourceCredit attributions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
