import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, renderConsole, staffSession } from '../test/render-console';
import { changes } from './audit-section';

describe('the Rejections section', () => {
  it('shows the last 24 hours’ counts and each rejection', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/rejections': {
        body: {
          rejections: [
            {
              id: 'x-1',
              kind: 'honeypot',
              route: 'POST /api/contact',
              client: 'a1b2c3d4e5f6',
              createdAt: '2026-11-24T06:00:00.000Z',
            },
          ],
          last24h: { honeypot: 1, rateLimit: 4 },
        },
      },
    });
    renderConsole('rejections');
    expect(await screen.findByText('POST /api/contact')).toBeInTheDocument();
    expect(screen.getByText('Honeypot, last 24 h').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Rate limit, last 24 h').nextSibling).toHaveTextContent('4');
    expect(screen.getByText(/Client a1b2c3d4e5f6/)).toBeInTheDocument();
  });

  it('says when nothing was turned away', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/rejections': {
        body: { rejections: [], last24h: { honeypot: 0, rateLimit: 0 } },
      },
    });
    renderConsole('rejections');
    expect(await screen.findByText('No writes were turned away.')).toBeInTheDocument();
  });
});

describe('the Audit log section', () => {
  it('shows who did what to what and when, with what changed', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/audit': {
        body: {
          entries: [
            {
              id: 'e-1',
              staff: { id: 'staff-1', email: 'ops@pizza-atlas.test' },
              action: 'remote.disable',
              target: 'remote:labs',
              before: { enabled: true },
              after: { enabled: false },
              createdAt: '2026-11-24T07:30:00.000Z',
            },
          ],
        },
      },
    });
    renderConsole('audit');
    const item = (await screen.findByText('remote.disable')).closest('li')!;
    expect(item).toHaveTextContent('remote:labs');
    expect(item).toHaveTextContent('ops@pizza-atlas.test');
    expect(item).toHaveTextContent('enabled: true → false');
    await userEvent.click(within(item).getByText('Before and after'));
    expect(item.querySelector('pre')).toHaveTextContent('"enabled": false');
  });

  it('does not read an approval’s address, kept only in before, as deleted', () => {
    expect(
      changes(
        { status: 'pending', address: '2314 N Halsted St, Chicago, IL 60614' },
        { status: 'approved', catalogId: 'c-1', pin: 'moved without a map' },
      ),
    ).toBe('status: "pending" → "approved"; catalogId: "c-1"; pin: "moved without a map"');
    expect(changes({ listed: true }, { listed: false, reason: 'Closed.' })).toBe(
      'listed: true → false; reason: "Closed."',
    );
  });

  it('shows the API’s message when the log fails', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/audit': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something broke.' } },
      },
    });
    renderConsole('audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  });
});
