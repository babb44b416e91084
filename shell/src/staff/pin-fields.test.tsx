import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MapSettings, SuggestedPin, SuggestedPinResponse } from '@pizza-atlas/contracts';
import {
  BLANK_MAP_PIN,
  NO_TILES_NOTE,
  PinFields,
  pinToSend,
  unmovedCentre,
  type PinDraft,
} from './pin-fields';
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

/** The draft as the last render had it, for the tests to read. */
let latestDraft: PinDraft | null = null;

function PinFieldsWithDraft() {
  const [draft, setDraft] = useState<PinDraft>({
    latitude: '',
    longitude: '',
    chosen: false,
    centre: null,
    isFinding: true,
  });
  latestDraft = draft;
  return <PinFields submissionId="sub-1" draft={draft} onChange={setDraft} />;
}

/** Submission sub-1's pin fields: the server suggests `answer`, the map has `tiles`. */
function renderPinFields(
  tiles: MapSettings['tiles'],
  answer: SuggestedPinResponse = {
    pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' },
    geocoder: 'off',
  },
) {
  fakeStaffApi({
    'GET /api/staff/submissions/sub-1/pin': { body: answer },
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

const AT_THE_ZIP: SuggestedPin = {
  latitude: 41.9,
  longitude: -87.63,
  precision: 'zip',
  source: 'gazetteer',
};
const AT_THE_DOOR: SuggestedPin = {
  latitude: 41.903,
  longitude: -87.628,
  precision: 'address',
  source: 'census',
};

describe('the line that says where the suggested pin came from', () => {
  it.each<[string, SuggestedPinResponse, string]>([
    [
      'a failed lookup',
      { pin: AT_THE_ZIP, geocoder: 'failed' },
      'The address lookup failed (the US Census geocoder could not be reached or answered with an error): pin at the ZIP centre, not the address: move it to the door.',
    ],
    [
      'a lookup that timed out',
      { pin: AT_THE_ZIP, geocoder: 'timeout' },
      'The address lookup timed out (the US Census geocoder did not answer in time): pin at the ZIP centre, not the address: move it to the door.',
    ],
    [
      'no match',
      { pin: AT_THE_ZIP, geocoder: 'no-match' },
      'The US Census geocoder found no match for this address: pin at the ZIP centre, not the address: move it to the door.',
    ],
    [
      'a failed lookup and no centre either',
      { pin: null, geocoder: 'failed' },
      'The address lookup failed (the US Census geocoder could not be reached or answered with an error): no pin yet: give the city, state or ZIP code, or type the point.',
    ],
    [
      'no geocoder configured',
      { pin: AT_THE_ZIP, geocoder: 'off' },
      'Pin at the ZIP centre, not the address: move it to the door.',
    ],
    [
      'a match',
      { pin: AT_THE_DOOR, geocoder: 'matched' },
      'Pin from the address (US Census geocoder).',
    ],
  ])('says so after %s', async (_, answer, text) => {
    renderPinFields(null, answer);
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  });
});

describe('a pin dragged on the map', () => {
  /** Drags the pin as Leaflet would report it, once the map was made. */
  async function drag(latitude: number, longitude: number) {
    await waitFor(() => expect(createPinMap).toHaveBeenCalled());
    const onMove = jest.mocked(createPinMap).mock.calls[0]![3] as (
      lat: number,
      lng: number,
    ) => void;
    act(() => onMove(latitude, longitude));
  }

  it('without streets (MAP_TILES=none) is said to be a guess, and stays approximate', async () => {
    renderPinFields(null);
    await drag(39.801, -89.651);
    expect(await screen.findByRole('status')).toHaveTextContent(BLANK_MAP_PIN);
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.801000');
    expect(unmovedCentre(latestDraft!)).toBe('ZIP');
    expect(pinToSend(latestDraft!)).toEqual({
      latitude: 39.801,
      longitude: -89.651,
      pinFrom: 'map',
    });
  });

  it('on a street map is the door: no centre left, sent as placed on the map', async () => {
    renderPinFields(TILES);
    await drag(39.801, -89.651);
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('39.801000'));
    expect(screen.getByRole('status')).not.toHaveTextContent(BLANK_MAP_PIN);
    expect(unmovedCentre(latestDraft!)).toBeNull();
    expect(pinToSend(latestDraft!)).toMatchObject({ pinFrom: 'map' });
  });

  it('typed instead is the staff’s own point', async () => {
    renderPinFields(null);
    const latitude = await screen.findByLabelText('Latitude');
    await waitFor(() => expect(latitude).toHaveValue('39.800000'));
    fireEvent.change(latitude, { target: { value: '39.8012' } });
    expect(unmovedCentre(latestDraft!)).toBeNull();
    expect(pinToSend(latestDraft!)).toMatchObject({ latitude: 39.8012, pinFrom: 'typed' });
  });
});
