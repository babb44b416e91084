import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPlatform } from '@pizza-atlas/contracts';
import { useToastStore } from '@pizza-atlas/platform';
import { CSRF, fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

const release = (version: string, active: boolean) => ({
  version,
  sourceHash: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  active,
  deactivatedAt: null,
  files: 12,
  bytes: 204_800,
});

const platform = (labsOn: boolean): StaffPlatform => ({
  remotes: [
    {
      name: 'labs',
      enabled: labsOn,
      activeVersion: '1.2.0',
      releases: [release('1.3.0', false), release('1.2.0', true), release('1.1.0', false)],
    },
  ],
  labFeatures: [{ key: 'pizza-intelligence', label: 'AI Intelligence', enabled: true }],
});

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the Platform section', () => {
  it('lists each remote with its state, active version and releases', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: platform(true) },
    });
    renderConsole('platform');
    const remotes = await screen.findByRole('list', { name: 'Remotes' });
    expect(within(remotes).getByRole('heading', { name: 'labs' })).toBeInTheDocument();
    expect(within(remotes).getByText('Active version: 1.2.0')).toBeInTheDocument();
    expect(within(remotes).getByRole('switch', { name: 'labs remote' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const rows = within(remotes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1.3.0',
      '1.2.0',
      '1.1.0',
    ]);
    expect(within(rows[0]!).getByRole('button')).toHaveTextContent('Make active');
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button')).toHaveTextContent('Roll back');
    expect(within(rows[2]!).getByText('200.0 KB')).toBeInTheDocument();
  });

  it('switches a remote off with the CSRF token, refreshes and says so', async () => {
    let labsOn = true;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': () => ({ body: platform(labsOn) }),
      'PUT /api/staff/remotes/labs/enabled': () => {
        labsOn = false;
        return { body: platform(false) };
      },
    });
    renderConsole('platform');
    await userEvent.click(await screen.findByRole('switch', { name: 'labs remote' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'labs remote' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/staff/remotes/labs/enabled',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
        body: { enabled: false },
      },
    ]);
    expect(useToastStore.getState().toasts[0]?.title).toBe('The labs remote is off.');
  });

  it('switches a lab feature', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: platform(true) },
      'PUT /api/staff/lab-features/pizza-intelligence/enabled': { body: platform(true) },
    });
    renderConsole('platform');
    await userEvent.click(
      await screen.findByRole('switch', { name: 'AI Intelligence lab feature' }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      headers: { 'x-csrf-token': CSRF },
      body: { enabled: false },
    });
  });

  it('rolls back after a dialog that names from and to; Cancel sends nothing', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: platform(true) },
      'POST /api/platform/remotes/labs/activate': {
        body: { remote: 'labs', from: '1.2.0', to: '1.1.0' },
      },
    });
    renderConsole('platform');
    const rollBack = await screen.findByRole('button', { name: 'Roll back: labs 1.1.0' });
    await userEvent.click(rollBack);
    const dialog = screen.getByRole('dialog', { name: 'Make labs 1.1.0 active?' });
    expect(dialog).toHaveTextContent('goes from 1.2.0 to 1.1.0');
    expect(within(dialog).getByRole('button', { name: 'Make active' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
    expect(rollBack).toHaveFocus();

    await userEvent.click(rollBack);
    await userEvent.click(screen.getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/platform/remotes/labs/activate',
      headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
      body: { version: '1.1.0' },
    });
    expect(useToastStore.getState().toasts[0]?.title).toBe('labs now runs 1.1.0.');
  });

  it('shows the API’s message when the list fails, with Try again', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The registry is busy.' } },
      },
    });
    renderConsole('platform');
    expect(await screen.findByRole('alert')).toHaveTextContent('The registry is busy.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when a write fails, with the API’s message', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: platform(true) },
      'PUT /api/staff/remotes/labs/enabled': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'The shell needs labs.' } },
      },
    });
    renderConsole('platform');
    await userEvent.click(await screen.findByRole('switch', { name: 'labs remote' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        variant: 'destructive',
        description: 'The shell needs labs.',
      }),
    );
  });

  it('says when no remote is registered', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: { remotes: [], labFeatures: [] } },
    });
    renderConsole('platform');
    expect(await screen.findByText('No remotes are registered.')).toBeInTheDocument();
  });
});
