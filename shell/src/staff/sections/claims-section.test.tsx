import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffClaim } from '@pizza-atlas/contracts';
import { CSRF, fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

const claim: StaffClaim = {
  id: 'cl-1',
  place: { id: 'c-1', name: 'Crust Fund', address: '12 Main St', city: 'Springfield', state: 'IL' },
  status: 'pending',
  message: 'I own it; call the number on the door.',
  createdAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  decisionNote: '',
  account: {
    id: 'a-1',
    email: 'owner@crust.example',
    businessName: 'Crust LLC',
    contactName: 'Ann',
  },
};

describe('the Claims section', () => {
  it('shows the advertiser, place and message, and approves with a note', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/claims?status=pending': { body: { claims: [claim] } },
      'POST /api/staff/claims/cl-1/approve': { body: { ok: true, message: 'Approved.' } },
    });
    renderConsole('claims');
    const item = (await screen.findByRole('heading', { name: 'Crust Fund' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Crust Fund' })).toHaveAttribute(
      'href',
      '/restaurant/c-1',
    );
    expect(item).toHaveTextContent('Crust LLC (Ann, owner@crust.example)');
    expect(item).toHaveTextContent('12 Main St, Springfield, IL');
    expect(item).toHaveTextContent('I own it; call the number on the door.');
    await userEvent.click(
      within(item).getByRole('button', { name: 'Approve the claim on Crust Fund' }),
    );
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Checked by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/staff/claims/cl-1/approve',
      headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
      body: { note: 'Checked by phone' },
    });
  });

  it('refuses without a note', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/claims?status=pending': { body: { claims: [claim] } },
      'POST /api/staff/claims/cl-1/refuse': { body: { ok: true, message: 'Refused.' } },
    });
    renderConsole('claims');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refuse the claim on Crust Fund' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ url: '/api/staff/claims/cl-1/refuse', body: {} });
  });

  it('says when there are no claims of a status', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/claims?status=refused': { body: { claims: [] } },
    });
    renderConsole('claims', '?status=refused');
    expect(await screen.findByText('No refused claims.')).toBeInTheDocument();
  });
  it('revokes an approved owner with a reason', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/claims?status=pending': { body: { claims: [] } },
      'GET /api/staff/claims?status=approved': {
        body: { claims: [{ ...claim, status: 'approved', decidedAt: '2026-11-24T10:00:00.000Z' }] },
      },
      'POST /api/staff/claims/cl-1/revoke': { body: { ok: true, message: 'Revoked.' } },
    });
    renderConsole('claims');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'approved');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke ownership of Crust Fund' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke ownership of Crust Fund?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sold in November.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke ownership' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/claims/cl-1/revoke',
      body: { reason: 'Sold in November.' },
    });
  });
});
