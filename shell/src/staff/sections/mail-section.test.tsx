import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

describe('the Mail section', () => {
  it('says where mail goes, and shows sent mail and mail waiting with why', async () => {
    const { calls } = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/mail': {
        body: {
          transport: 'SMTP at smtp://mail.example:587',
          mailFiles: false,
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
    // With SMTP there are no mail files: they are neither shown nor asked for.
    expect(screen.queryByRole('heading', { name: 'Mail files' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/staff/mail/files'))).toBe(false);
  });

  it('lists the .eml files in development and opens one as text, by keyboard', async () => {
    const hostile = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const name = '2026-11-24T06-00-00-000Z-b.eml';
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/mail': {
        body: { transport: '.eml files in .data/mail', mailFiles: true, waiting: 0, mails: [] },
      },
      'GET /api/staff/mail/files': {
        body: {
          files: [
            {
              name,
              writtenAt: '2026-11-24T06:00:00.000Z',
              to: 'rosa@example.com',
              subject: 'Confirm your address for Pizza Atlas',
            },
            {
              name: '2026-11-24T05-00-00-000Z-a.eml',
              writtenAt: '2026-11-24T05:00:00.000Z',
              to: 'sam@example.com',
              subject: 'Reset your Pizza Atlas password',
            },
          ],
        },
      },
      [`GET /api/staff/mail/files/${name}`]: {
        body: {
          name,
          writtenAt: '2026-11-24T06:00:00.000Z',
          to: 'rosa@example.com',
          subject: 'Confirm your address for Pizza Atlas',
          text: `Hello Rosa,\n\nhttps://pizza.example/advertiser/confirm-address?token=a.b\n${hostile}`,
        },
      },
    });
    renderConsole('mail');
    const list = await screen.findByRole('list', { name: 'Mail files' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Confirm your address for Pizza Atlas',
      'Reset your Pizza Atlas password',
    ]);
    expect(items[0]).toHaveTextContent('To rosa@example.com');

    const open = within(items[0]!).getByRole('button', { name: /^Open: the mail/ });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const body = await screen.findByLabelText('The mail “Confirm your address for Pizza Atlas”');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toContain(hostile);
    expect(body.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(items[0]!).getByRole('button', { name: /^Close: the mail/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByLabelText('The mail “Confirm your address for Pizza Atlas”')).toBeNull();
  });
});
