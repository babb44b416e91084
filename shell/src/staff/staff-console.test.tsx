import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { useToastStore } from '@pizza-atlas/platform';
import { CSRF, fakeStaffApi, renderConsole, signedOut, staffSession } from './test/render-console';

const EMPTY_AUDIT = { 'GET /api/staff/audit': { body: { entries: [] } } };

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the staff sign-in', () => {
  it('shows the sign-in form when signed out, and the console after a staff sign-in', async () => {
    let session = signedOut;
    const api = fakeStaffApi({
      'GET /api/account/session': () => ({ body: session }),
      'POST /api/account/login': () => {
        session = staffSession;
        return { body: staffSession };
      },
      ...EMPTY_AUDIT,
    });
    renderConsole('audit');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'Ops@Pizza-Atlas.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ops@pizza-atlas.test')).toHaveFocus();
    expect(await screen.findByText('No staff actions yet.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/account/login',
      body: { email: 'Ops@Pizza-Atlas.test', password: 'correct horse' },
    });
  });

  it('says when the email or password is wrong', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: signedOut },
      'POST /api/account/login': {
        status: 401,
        body: { error: { code: 'BAD_LOGIN', message: ACCOUNT_MESSAGES.badLogin } },
      },
    });
    renderConsole('platform');
    await userEvent.type(await screen.findByLabelText('Email'), 'ops@pizza-atlas.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.badLogin);
  });

  it('asks for both fields before sending anything', async () => {
    const api = fakeStaffApi({ 'GET /api/account/session': { body: signedOut } });
    renderConsole('platform');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.email);
    expect(api.writes()).toEqual([]);
  });

  it('tells an advertiser the console needs a staff account', async () => {
    fakeStaffApi({
      'GET /api/account/session': {
        body: { ...staffSession, account: { ...staffSession.account!, role: 'advertiser' } },
      },
    });
    renderConsole('platform');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.staffOnly);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes back to the sign-in form, saying the session ended, on a 401', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/audit': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } },
      },
    });
    renderConsole('audit');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.sessionExpired);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('the console frame', () => {
  it('links every section, marks the current one, and opens Platform at /staff', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/platform': { body: { remotes: [], labFeatures: [] } },
    });
    renderConsole(undefined);
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/staff/platform',
      '/staff/submissions',
      '/staff/reviews',
      '/staff/claims',
      '/staff/inbox',
      '/staff/mail',
      '/staff/rejections',
      '/staff/audit',
    ]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/platform'));
    expect(within(nav).getByRole('link', { name: 'Platform' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signs out with the CSRF token and shows the sign-in form again', async () => {
    let session = staffSession;
    const api = fakeStaffApi({
      'GET /api/account/session': () => ({ body: session }),
      'POST /api/account/logout': () => {
        session = signedOut;
        return { body: { ok: true, message: ACCOUNT_MESSAGES.signedOut } };
      },
      ...EMPTY_AUDIT,
    });
    renderConsole('audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/account/logout',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
      }),
    ]);
    expect(useToastStore.getState().toasts[0]?.title).toBe(ACCOUNT_MESSAGES.signedOut);
  });
});
