import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MapSettings } from '@pizza-atlas/contracts';
import { NO_TILES_NOTE, PinFields, type PinDraft } from './pin-fields';
import { createPinMap } from './pin-leaflet';
import { fakeStaffApi } from './test/render-console';

// Leaflet cannot draw in jsdom: a map that only records it was made.
jest.mock('./pin-leaflet', () => ({
  createPinMap: jest.fn(() => ({ moveTo: jest.fn(), destroy: jest.fn() })),
}));

const TILES: MapSettings['tiles'] = {
  url: '/tiles/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

function PinFieldsWithDraft() {
  const [draft, setDraft] = useState<PinDraft>({
    latitude: '',
    longitude: '',
    chosen: false,
    centre: null,
  });
  return <PinFields submissionId="sub-1" draft={draft} onChange={setDraft} />;
}

function renderPinFields(tiles: MapSettings['tiles']) {
  fakeStaffApi({
    'GET /api/staff/submissions/sub-1/pin': {
      body: { pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' } },
    },
    'GET /api/site/map': { body: { tiles, maxZoom: 19 } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PinFieldsWithDraft />
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.mocked(createPinMap).mockClear());

describe('the pin’s map', () => {
  it('is named for screen readers, not by its zoom buttons', async () => {
    renderPinFields(TILES);
    expect(
      await screen.findByRole('group', { name: 'Map of the place’s pin' }),
    ).toBeInTheDocument();
  });

  it('says so when no tile server is configured (MAP_TILES=none)', async () => {
    renderPinFields(null);
    const map = await screen.findByRole('group', { name: 'Map of the place’s pin' });
    await waitFor(() => expect(map).toHaveTextContent(NO_TILES_NOTE));
    expect(NO_TILES_NOTE).toMatch(/^Map background not configured/);
  });

  it('has no such note with tiles', async () => {
    renderPinFields(TILES);
    const map = await screen.findByRole('group', { name: 'Map of the place’s pin' });
    await waitFor(() => expect(createPinMap).toHaveBeenCalled());
    expect(map).not.toHaveTextContent('Map background not configured');
  });
});
