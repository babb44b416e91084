import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSubmission } from '@pizza-atlas/contracts';
import { useToastStore } from '@pizza-atlas/platform';
import { createPinMap } from '../pin-leaflet';
import { CSRF, fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

// Leaflet cannot draw in jsdom: a map that only records how it was made (a test drags it).
jest.mock('../pin-leaflet', () => ({
  createPinMap: jest.fn(() => ({ moveTo: jest.fn(), destroy: jest.fn() })),
}));

const submission = (overrides: Partial<StaffSubmission> = {}): StaffSubmission => ({
  id: 'sub-1',
  status: 'pending',
  name: 'Crust Fund',
  address: '12 Main St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  website: 'https://crust.example',
  pizzaStyle: 'Tavern',
  features: ['Delivery', 'Late night'],
  description: 'Thin and crisp.',
  imageUrl: '',
  photos: [
    {
      id: 'p1',
      url: '/api/staff/submissions/sub-1/photos/p1',
      contentType: 'image/jpeg',
      problem: null,
    },
  ],
  createdAt: '2026-11-23T18:00:00.000Z',
  decidedAt: null,
  catalogId: null,
  path: null,
  merged: false,
  removedAt: null,
  samePlace: null,
  geocode: {
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    latitude: 39.8,
    longitude: -89.65,
  },
  ...overrides,
});

const PENDING = 'GET /api/staff/submissions?status=pending';

afterEach(() => useToastStore.setState({ toasts: [] }));
// jsdom has no scrollIntoView: a mock that records whom the dialog brings into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('the Submissions section', () => {
  it('shows each pending place with its fields, photos and geocode', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
    });
    renderConsole('submissions');
    const item = (await screen.findByRole('heading', { name: 'Crust Fund' })).closest('li')!;
    for (const text of [
      '12 Main St, Springfield, IL 62701',
      '(217) 555-0100',
      'Tavern',
      'Delivery, Late night',
      'Thin and crisp.',
      'Springfield, IL 62701 (39.8000, -89.6500)',
    ])
      expect(within(item).getByText(text)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Photo 1 of Crust Fund' })).toHaveAttribute(
      'src',
      '/api/staff/submissions/sub-1/photos/p1',
    );
  });

  it('approves with corrections, then links the new place’s page', async () => {
    let list = [submission({ geocode: null })];
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: () => ({ body: { submissions: list } }),
      'GET /api/staff/submissions/sub-1/pin': { body: { pin: null } },
      'POST /api/staff/submissions/sub-1/approve': () => {
        list = [];
        return {
          body: {
            approved: true,
            catalogId: 'c-1',
            path: '/restaurant/catalog/c-1',
            droppedPhotos: [],
          },
        };
      },
    });
    renderConsole('submissions');
    expect(await screen.findByText(/Not found: give the city/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await userEvent.type(within(dialog).getByLabelText('City'), 'Springfield');
    await userEvent.type(within(dialog).getByLabelText('State'), 'i');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use a two-letter state code');
    expect(api.writes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('State'), 'l');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/staff/submissions/sub-1/approve',
      headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
      body: { city: 'Springfield', state: 'IL' },
    });
    expect(await screen.findByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      '/restaurant/catalog/c-1',
    );
    expect(await screen.findByText('No pending submissions.')).toBeInTheDocument();
  });

  it('opens the approval at its top: focus on the submitted address, not the City field or Approve', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': { body: { pin: null } },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    // Focus on the button at the bottom scrolled the title and the geocode out of view.
    expect(within(dialog).getByRole('button', { name: 'Approve' })).not.toHaveFocus();
    expect(within(dialog).getByLabelText('City')).not.toHaveFocus();
    // The address the pin is placed by is read first, beside the map.
    expect(within(dialog).getByText('Submitted address:').closest('p')).toHaveFocus();
    expect(within(dialog).getByText('Submitted address:').closest('p')).toHaveTextContent(
      '12 Main St, Springfield, IL 62701',
    );
  });

  it('shows photos approval flagged, then drops them and approves the rest', async () => {
    const reason = 'Photo 2 could not be read as an image (corrupt header).';
    let attempts = 0;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: () => ({
        body: {
          submissions: [
            submission({
              photos: [
                {
                  id: 'p1',
                  url: '/api/staff/submissions/sub-1/photos/p1',
                  contentType: 'image/jpeg',
                  problem: null,
                },
                {
                  id: 'p2',
                  url: '/api/staff/submissions/sub-1/photos/p2',
                  contentType: 'image/png',
                  problem: attempts > 0 ? reason : null,
                },
              ],
            }),
          ],
        },
      }),
      'GET /api/staff/submissions/sub-1/pin': { body: { pin: null } },
      'POST /api/staff/submissions/sub-1/approve': () => {
        attempts += 1;
        return attempts === 1
          ? {
              body: {
                approved: false,
                flaggedPhotos: [{ id: 'p2', reason }],
                message: 'Some photos of this place cannot be processed.',
              },
            }
          : {
              body: {
                approved: true,
                catalogId: 'c-2',
                path: '/restaurant/catalog/c-2',
                droppedPhotos: [{ id: 'p2', reason }],
              },
            };
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // Not approved: the dialog names the photo and why, and the card flags it.
    expect(await within(dialog).findByRole('list', { name: 'Flagged photos' })).toHaveTextContent(
      reason,
    );
    expect(await screen.findByText(`Flagged: ${reason}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open its page' })).not.toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Drop flagged photos and approve' }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((write) => write.body)).toEqual([{}, { dropPhotos: ['p2'] }]);
    expect(await screen.findByRole('link', { name: 'Open its page' })).toHaveAttribute(
      'href',
      '/restaurant/catalog/c-2',
    );
    expect(screen.getByRole('list', { name: 'Photos left out' })).toHaveTextContent(reason);
  });

  it('sends the point staff typed beside the map, starting from the suggested pin', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: { pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' } },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(
      await within(dialog).findByText(
        'Pin at the ZIP centre, not the address: move it to the door.',
      ),
    ).toBeInTheDocument();
    const latitude = within(dialog).getByLabelText('Latitude');
    await waitFor(() => expect(latitude).toHaveValue('39.800000'));

    await userEvent.clear(latitude);
    await userEvent.type(latitude, 'north');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Latitude is a number');
    expect(api.writes()).toEqual([]);

    await userEvent.clear(latitude);
    await userEvent.type(latitude, '39.80123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      body: { latitude: 39.80123, longitude: -89.65 },
    });
  });

  it('asks before approving with the pin still at the ZIP centre, then sends no point', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: { pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' } },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await waitFor(() => expect(within(dialog).getByLabelText('Latitude')).toHaveValue('39.800000'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent(
      'The pin is still at the ZIP centre, not the door. Move it, or approve with the approximate point.',
    );
    // It appears above Approve, pushing its own button under the fold: brought into view.
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([warning]);
    expect(api.writes()).toEqual([]);

    // The second button, by keyboard: just before Approve in the tab order.
    await userEvent.tab({ shift: true });
    expect(
      within(dialog).getByRole('button', { name: 'Approve with the approximate point' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/submissions/sub-1/approve',
      body: {},
    });
    expect(await screen.findByRole('link', { name: 'Open its page' })).toBeInTheDocument();
  });

  /** The suggested pin's request, answered when the test says so. */
  function heldPin() {
    let answer: (body: unknown) => void = () => undefined;
    const answered = new Promise<{ body: unknown }>((resolve) => {
      answer = (body) => resolve({ body });
    });
    return { route: () => answered, answer };
  }
  const AT_THE_ZIP = {
    pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' },
    geocoder: 'off',
  };

  it('waits for the suggested pin: Approve pressed while it is being found sends nothing', async () => {
    const pin = heldPin();
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': pin.route,
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Finding the address on the map…');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    // Still focusable (aria-disabled, not disabled), and it says why it waits.
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toBeEnabled();
    expect(approve).toHaveAccessibleDescription('Approve waits until the address lookup answers.');

    await userEvent.click(approve);
    expect(approve).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('City'), '{Enter}');
    expect(api.writes()).toEqual([]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // The pin arrives at the ZIP centre: Approve works, and asks as it does for any centre.
    pin.answer(AT_THE_ZIP);
    expect(
      await within(dialog).findByText(
        'Pin at the ZIP centre, not the address: move it to the door.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(approve).not.toHaveAttribute('aria-disabled');
    expect(approve).not.toHaveAccessibleDescription();
    await userEvent.click(approve);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The pin is still at the ZIP centre, not the door.',
    );
    expect(api.writes()).toEqual([]);
  });

  it('keeps a point typed while the suggested pin was being found', async () => {
    const pin = heldPin();
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': pin.route,
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await userEvent.type(within(dialog).getByLabelText('Latitude'), '39.8012');
    await userEvent.type(within(dialog).getByLabelText('Longitude'), '-89.6498');
    pin.answer(AT_THE_ZIP);
    await within(dialog).findByText('Pin at the ZIP centre, not the address: move it to the door.');
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('39.8012');
    expect(within(dialog).getByLabelText('Longitude')).toHaveValue('-89.6498');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { latitude: 39.8012, longitude: -89.6498 } });
  });

  it('does not hold Approve when the suggested pin cannot be loaded', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': { status: 503, body: { error: 'Unavailable' } },
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(
      await within(dialog).findByText(
        'The suggested pin could not be loaded: type the point, or approve at the ZIP or city centre.',
      ),
    ).toHaveAttribute('role', 'status');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).not.toHaveAttribute('aria-disabled');
    await userEvent.click(approve);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: {} });
  });

  it('approves at once when the pin at the centre was moved', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: {
          pin: { latitude: 39.8, longitude: -89.65, precision: 'city', source: 'gazetteer' },
        },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    const longitude = within(dialog).getByLabelText('Longitude');
    await waitFor(() => expect(longitude).toHaveValue('-89.650000'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The pin is still at the city centre, not the door.',
    );

    await userEvent.clear(longitude);
    await userEvent.type(longitude, '-89.6512');
    // Moved: the warning goes, and Approve sends the point on its own.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { latitude: 39.8, longitude: -89.6512 } });
  });

  it('keeps asking about a pin dragged on a map without streets, and sends it as dragged on the map', async () => {
    jest.mocked(createPinMap).mockClear();
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/site/map': { body: { tiles: null, maxZoom: 19 } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: {
          pin: { latitude: 39.8, longitude: -89.65, precision: 'zip', source: 'gazetteer' },
          geocoder: 'off',
        },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        body: { approved: true, catalogId: 'c-1', path: '/restaurant/c-1', droppedPhotos: [] },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await waitFor(() => expect(createPinMap).toHaveBeenCalled());
    const drag = jest.mocked(createPinMap).mock.calls[0]![3] as (lat: number, lng: number) => void;
    act(() => drag(39.8012, -89.6511));
    await waitFor(() => expect(within(dialog).getByLabelText('Latitude')).toHaveValue('39.801200'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The pin was moved on a map without streets, so it is still a guess near the ZIP centre.',
    );
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Approve with the approximate point' }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      body: { latitude: 39.8012, longitude: -89.6511, pinFrom: 'map' },
    });
  });

  it('shows the server’s refusal inside the dialog, beside Approve, as well as in a toast', async () => {
    const message =
      "The pin is 812 km from this address's ZIP or city centre (at most 50 km). Move it to the place's door, or correct the city, state or ZIP.";
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: {
          pin: { latitude: 39.79, longitude: -89.64, precision: 'address', source: 'census' },
        },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        status: 400,
        body: { error: { code: 'PIN_TOO_FAR', message } },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Longitude')).toHaveValue('-89.640000'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(useToastStore.getState().toasts[0]?.description).toBe(message);
    expect(dialog).toBeInTheDocument();
  });

  it('says when the pin comes from the Census geocoder, and sends it untouched', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: {
          pin: { latitude: 39.79, longitude: -89.64, precision: 'address', source: 'census' },
        },
      },
      'POST /api/staff/submissions/sub-1/approve': {
        body: {
          approved: true,
          catalogId: 'c-1',
          path: '/restaurant/catalog/c-1',
          droppedPhotos: [],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(
      await within(dialog).findByText('Pin from the address (US Census geocoder).'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Longitude')).toHaveValue('-89.640000'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { latitude: 39.79, longitude: -89.64 } });
  });

  it('rejects with a note', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'POST /api/staff/submissions/sub-1/reject': { body: { ok: true, message: 'Rejected.' } },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Crust Fund' }));
    const note = screen.getByLabelText('Note (optional)');
    expect(note).toHaveFocus();
    await userEvent.type(note, 'Closed for good');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/submissions/sub-1/reject',
      headers: { 'x-csrf-token': CSRF },
      body: { note: 'Closed for good' },
    });
    expect(useToastStore.getState().toasts[0]?.title).toBe('Crust Fund was rejected.');
  });

  const HALSTED = {
    id: 'c-osm',
    name: 'Halsted Street Pizzeria',
    address: '2314 North Halsted Street, Chicago, IL',
    path: '/restaurant/c-osm',
    because: ['address', 'phone'] as ('address' | 'phone' | 'pin')[],
  };

  it('says when a listed place looks the same, and merges into it', async () => {
    let list = [submission({ name: 'Halsted St. Pizzeria', samePlace: HALSTED })];
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: () => ({ body: { submissions: list } }),
      'POST /api/staff/submissions/sub-1/merge': () => {
        list = [];
        return {
          body: {
            approved: true,
            catalogId: 'c-osm',
            path: '/restaurant/c-osm',
            droppedPhotos: [],
          },
        };
      },
    });
    renderConsole('submissions');
    const item = (await screen.findByRole('heading', { name: 'Halsted St. Pizzeria' })).closest(
      'li',
    )!;
    expect(within(item).getByRole('note')).toHaveTextContent(
      'Possibly the same place as Halsted Street Pizzeria (2314 North Halsted Street, Chicago, IL): a similar name and the same street address and the same phone.',
    );
    expect(within(item).getByRole('link', { name: 'Halsted Street Pizzeria' })).toHaveAttribute(
      'href',
      '/restaurant/c-osm',
    );
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Same place: merge Halsted St. Pizzeria into Halsted Street Pizzeria',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Merge Halsted St. Pizzeria into Halsted Street Pizzeria?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge into it' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/staff/submissions/sub-1/merge',
      headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
      body: { placeId: 'c-osm' },
    });
    expect(useToastStore.getState().toasts[0]?.title).toBe(
      'Halsted St. Pizzeria was merged into Halsted Street Pizzeria.',
    );
  });

  it('approves a flagged submission as a new place only once staff say it is a different one', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission({ samePlace: HALSTED })] } },
      'GET /api/staff/submissions/sub-1/pin': { body: { pin: null, geocoder: 'off' } },
      'POST /api/staff/submissions/sub-1/approve': {
        body: { approved: true, catalogId: 'c-1', path: '/restaurant/c-1', droppedPhotos: [] },
      },
    });
    renderConsole('submissions');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Crust Fund as a new place' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('Possibly the same place as');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(approve);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick “A different place”');
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText(/A different place/));
    await userEvent.click(approve);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
  });

  it('asks too when only the suggested pin’s answer finds a listed place near it', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [submission()] } },
      'GET /api/staff/submissions/sub-1/pin': {
        body: {
          pin: { latitude: 39.8, longitude: -89.65, precision: 'address', source: 'census' },
          geocoder: 'matched',
          samePlace: { ...HALSTED, because: ['pin'] },
        },
      },
    });
    renderConsole('submissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Crust Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Crust Fund?' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      'a similar name and within 75 m of the pin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick “A different place”');
    expect(api.writes()).toHaveLength(0);
  });

  it('removes an approved place from the directory with a reason, and lists it again', async () => {
    const approved = submission({
      status: 'approved',
      path: '/restaurant/c-9',
      catalogId: 'c-9',
    });
    let removedAt: string | null = null;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [] } },
      'GET /api/staff/submissions?status=approved': () => ({
        body: { submissions: [{ ...approved, removedAt }] },
      }),
      'POST /api/staff/submissions/sub-1/remove': () => {
        removedAt = '2026-11-30T18:00:00.000Z';
        return { body: { ok: true, message: 'Crust Fund was taken off the directory.' } };
      },
      'POST /api/staff/submissions/sub-1/relist': () => {
        removedAt = null;
        return { body: { ok: true, message: 'Crust Fund is listed again.' } };
      },
    });
    renderConsole('submissions');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'approved');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Crust Fund from the directory' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Crust Fund from the directory?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove from the directory' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Closed in October.');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/submissions/sub-1/remove',
      body: { reason: 'Closed in October.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'List Crust Fund again' }));
    const relist = screen.getByRole('dialog', { name: 'List Crust Fund again?' });
    await userEvent.type(within(relist).getByLabelText('Reason'), 'Reopened.');
    await userEvent.click(within(relist).getByRole('button', { name: 'List again' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]).toMatchObject({ url: '/api/staff/submissions/sub-1/relist' });
    expect(
      await screen.findByRole('button', { name: 'Remove Crust Fund from the directory' }),
    ).toBeInTheDocument();
  });

  it('says a merged submission went into the listed place, with no remove action', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [] } },
      'GET /api/staff/submissions?status=approved': {
        body: {
          submissions: [
            submission({
              status: 'approved',
              path: '/restaurant/c-osm',
              catalogId: 'c-osm',
              merged: true,
            }),
          ],
        },
      },
    });
    renderConsole('submissions');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'approved');
    expect(await screen.findByRole('link', { name: 'the listed place' })).toHaveAttribute(
      'href',
      '/restaurant/c-osm',
    );
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('filters by status in the URL, and links approved places', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      [PENDING]: { body: { submissions: [] } },
      'GET /api/staff/submissions?status=approved': {
        body: {
          submissions: [
            submission({ status: 'approved', path: '/restaurant/catalog/c-9', catalogId: 'c-9' }),
          ],
        },
      },
    });
    renderConsole('submissions');
    expect(await screen.findByText('No pending submissions.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(await screen.findByRole('link', { name: 'Open the place’s page' })).toHaveAttribute(
      'href',
      '/restaurant/catalog/c-9',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/submissions?status=approved');
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
