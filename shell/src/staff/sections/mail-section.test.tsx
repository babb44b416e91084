import { screen } from '@testing-library/react';
import { fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

describe('the Mail section', () => {
  it('says where mail goes, and shows sent mail and mail waiting with why', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/mail': {
        body: {
          transport: 'SMTP at smtp://mail.example:587',
          waiting: 1,
          mails: [
            {
              id: 'm-2',
              kind: 'password-reset',
              recipient: 'rosa@example.com',
              subject: 'Reset your Pizza Atlas password',
              createdAt: '2026-11-24T06:00:00.000Z',
              sentAt: null,
              attempts: 2,
              lastError: 'Connection refused',
              nextAttemptAt: '2026-11-24T06:03:00.000Z',
            },
            {
              id: 'm-1',
              kind: 'staff-contact',
              recipient: 'sam@example.com',
              subject: 'New contact message (general) from Lee',
              createdAt: '2026-11-24T05:00:00.000Z',
              sentAt: '2026-11-24T05:00:01.000Z',
              attempts: 1,
              lastError: null,
              nextAttemptAt: null,
            },
          ],
        },
      },
    });
    renderConsole('mail');
    expect(await screen.findByText('Reset your Pizza Atlas password')).toBeInTheDocument();
    expect(screen.getByText('Mail goes to').nextSibling).toHaveTextContent(
      'SMTP at smtp://mail.example:587',
    );
    expect(screen.getByText('Waiting to be sent').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/2 failed attempts: Connection refused/)).toBeInTheDocument();
    expect(screen.getByText('New contact message (general) from Lee')).toBeInTheDocument();
    expect(screen.getAllByText('Sent')).toHaveLength(1);
    expect(screen.getAllByText('Waiting')).toHaveLength(1);
  });
});
