import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@pizza-atlas/contracts';
import { CSRF, fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

const message = (handledAt: string | null): InboxMessage => ({
  id: 'm-1',
  name: 'Lee',
  email: 'lee@example.com',
  company: 'Slice Co',
  message: 'Do you take ads for food trucks?',
  type: 'advertiser',
  createdAt: '2026-11-23T09:00:00.000Z',
  handledAt,
});

describe('the Inbox section', () => {
  it('lists open messages and marks one handled', async () => {
    let handled = false;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/messages?status=open': () => ({
        body: { messages: handled ? [] : [message(null)] },
      }),
      'PUT /api/staff/messages/m-1/handled': () => {
        handled = true;
        return { body: { ok: true, message: 'Marked handled.' } };
      },
    });
    renderConsole('inbox');
    expect(await screen.findByText('Do you take ads for food trucks?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lee@example.com' })).toHaveAttribute(
      'href',
      'mailto:lee@example.com',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark handled: the message from Lee' }),
    );
    expect(await screen.findByText('No open messages.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/staff/messages/m-1/handled',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
        body: { handled: true },
      },
    ]);
  });

  it('reopens a handled message', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/messages?status=handled': {
        body: { messages: [message('2026-11-24T07:00:00.000Z')] },
      },
      'PUT /api/staff/messages/m-1/handled': { body: { ok: true, message: 'Marked open.' } },
    });
    renderConsole('inbox', '?status=handled');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reopen: the message from Lee' }),
    );
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { handled: false } });
  });

  it('shows why the inbox could not load', async () => {
    fakeStaffApi({ 'GET /api/account/session': { body: staffSession } });
    renderConsole('inbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});
