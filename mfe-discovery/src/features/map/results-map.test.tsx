import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { CHICAGO } from './map-test-places';
import { ResultsMap } from './results-map';

// jsdom lays nothing out: Leaflet's box gets a size to fit the places into.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 400 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

/** The map as the results page holds it: the chosen place is the page's state. */
function Results({ onSelect }: { onSelect: (key: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ResultsMap
      places={CHICAGO}
      label="Map of the results"
      height="400px"
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
    />
  );
}

const NO_TILES = { tiles: null, maxZoom: 19 };

async function showMap(settings: object = NO_TILES) {
  fakeApi(() => ({ body: settings }));
  const onSelect = jest.fn();
  renderWithProviders(<Results onSelect={onSelect} />, { route: '/directory?location=Chicago' });
  const map = screen.getByRole('region', { name: 'Map of the results' });
  const evanston = await waitFor(() => {
    const marker = map.querySelector<HTMLElement>('[data-place="catalog:8"]');
    if (!marker) throw new Error('no marker yet');
    return marker;
  });
  return { map, evanston, onSelect };
}

describe('ResultsMap', () => {
  it('opens a small card for a clicked marker: the name as a link, rating, reviews, open state', async () => {
    const { map, evanston, onSelect } = await showMap();
    expect(screen.getByRole('button', { name: '7 places here, zoom in' })).toBeVisible();
    fireEvent.click(evanston);
    expect(onSelect).toHaveBeenLastCalledWith('catalog:8');
    const card = await screen.findByRole('group', { name: 'Pizza 8 on the map' });
    expect(card).toHaveTextContent('4.5 · 80 reviews');
    // The same open line as the place's result card.
    expect(card.querySelector('[data-testid="open-status"]')).toHaveTextContent(
      'Open now · closes 10 PM',
    );
    expect(screen.getByRole('link', { name: 'Pizza 8' })).toHaveAttribute('href', '/restaurant/8');
    expect(evanston).toHaveClass('pa-marker--chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Close Pizza 8' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('group', { name: 'Pizza 8 on the map' })).toBeNull();
    expect(map.querySelector('.pa-marker--chosen')).toBeNull();
  });

  it('says on the map, in words for visitors, that it has no street map when there are no tiles', async () => {
    const { map } = await showMap();
    expect(map).toHaveTextContent(
      'No street map is shown here: the pins show where the places are, and each place’s page has its address and directions.',
    );
    // The card opens above the note, not over it.
    fireEvent.click(map.querySelector<HTMLElement>('[data-place="catalog:8"]')!);
    const card = await screen.findByRole('group', { name: 'Pizza 8 on the map' });
    expect(card.nextElementSibling).toBe(screen.getByTestId('map-tiles-note'));
  });

  it('shows no such note when the site has tiles', async () => {
    const { map } = await showMap({
      tiles: {
        url: '/tiles/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
      maxZoom: 19,
    });
    expect(map).not.toHaveTextContent('No street map is shown here');
  });

  it('by keyboard: Enter opens the card and focuses its link, Escape closes it to the marker', async () => {
    const { evanston } = await showMap();
    evanston.focus();
    await userEvent.keyboard('{Enter}');
    const link = await screen.findByRole('link', { name: 'Pizza 8' });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Pizza 8' })).toBeNull();
    expect(evanston).toHaveFocus();
  });
});
