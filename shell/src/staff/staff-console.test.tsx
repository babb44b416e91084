import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import StaffConsole from './staff-console';

const STAFF = {
  account: {
    id: 's1',
    email: 'sam@pizza-atlas.test',
    role: 'staff',
    businessName: null,
    contactName: 'Sam',
    package: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  csrfToken: 'csrf-9',
  idleExpiresAt: '2026-11-24T16:00:00.000Z',
};
const SIGNED_OUT = { account: null, csrfToken: null, idleExpiresAt: null };
const PLATFORM = {
  remotes: [
    {
      name: 'labs',
      enabled: true,
      activeVersion: '2.0.0',
      releases: [
        {
          version: '2.0.0',
          sourceHash: null,
          createdAt: '2026-11-20T00:00:00.000Z',
          active: true,
          deactivatedAt: null,
          files: 9,
          bytes: 20480,
        },
        {
          version: '1.0.0',
          sourceHash: null,
          createdAt: '2026-11-10T00:00:00.000Z',
          active: false,
          deactivatedAt: null,
          files: 8,
          bytes: 10240,
        },
      ],
    },
  ],
  labFeatures: [{ key: 'quiz', label: 'Personality quiz', enabled: true }],
};

type Answer = { status?: number; body: unknown };
function fake(answer: (url: string, init?: RequestInit) => Answer) {
  const calls: { url: string; init?: RequestInit }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const { status = 200, body } = answer(String(input), init);
    const text = JSON.stringify(body);
    return {
      ok: status < 400,
      status,
      statusText: 'x',
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function renderConsole(section?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StaffConsole section={section} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StaffConsole', () => {
  it('asks for a staff sign-in and says when the email or password is wrong', async () => {
    fake((url) =>
      url === '/api/account/login'
        ? {
            status: 401,
            body: { error: { code: 'BAD_LOGIN', message: ACCOUNT_MESSAGES.badLogin } },
          }
        : { body: SIGNED_OUT },
    );
    renderConsole();
    const form = await screen.findByRole('form', { name: 'Staff sign in' });
    await userEvent.type(within(form).getByLabelText('Email'), 'sam@pizza-atlas.test');
    await userEvent.type(within(form).getByLabelText('Password'), 'nope nope nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.badLogin);
  });

  it('tells an advertiser that this needs a staff account', async () => {
    fake(() => ({ body: { ...STAFF, account: { ...STAFF.account, role: 'advertiser' } } }));
    renderConsole();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.staffOnly);
  });

  it('switches a lab off with the CSRF token, and rolls a remote back after a confirmation', async () => {
    const calls = fake((url) => {
      if (url === '/api/account/session') return { body: STAFF };
      if (url === '/api/staff/platform') return { body: PLATFORM };
      if (url.endsWith('/activate'))
        return { body: { remote: 'labs', from: '2.0.0', to: '1.0.0' } };
      return { body: PLATFORM };
    });
    renderConsole('platform');
    await userEvent.click(await screen.findByRole('button', { name: 'Personality quiz: on' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/staff/lab-features/quiz/enabled')).toBe(true),
    );
    const toggle = calls.find((call) => call.url === '/api/staff/lab-features/quiz/enabled')!;
    expect(toggle.init?.method).toBe('PUT');
    expect(JSON.parse(String(toggle.init?.body))).toEqual({ enabled: false });
    expect((toggle.init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-9');

    await userEvent.click(screen.getByRole('button', { name: 'Make active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the active release?' });
    expect(dialog).toHaveTextContent('labs goes from 2.0.0 to 1.0.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make 1.0.0 active' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/platform/remotes/labs/activate')).toBe(true),
    );
    const activate = calls.find((call) => call.url === '/api/platform/remotes/labs/activate')!;
    expect(JSON.parse(String(activate.init?.body))).toEqual({ version: '1.0.0' });
  });

  it('approves a submitted place with the place staff corrected', async () => {
    const calls = fake((url) => {
      if (url === '/api/account/session') return { body: STAFF };
      if (url.startsWith('/api/staff/submissions?'))
        return {
          body: {
            submissions: [
              {
                id: 'sub1',
                status: 'pending',
                name: 'Mystery Slice',
                address: 'Behind the mill',
                phone: '',
                website: '',
                pizzaStyle: '',
                features: [],
                description: '',
                imageUrl: '',
                photos: [],
                createdAt: '2026-11-24T10:00:00.000Z',
                decidedAt: null,
                catalogId: null,
                path: null,
                geocode: null,
              },
            ],
          },
        };
      return { body: { catalogId: 'c1', path: '/restaurant/c1' } };
    });
    renderConsole('submissions');
    expect(
      await screen.findByText(
        'The address could not be placed: add its city and state, or its ZIP code.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('City'), 'Austin');
    await userEvent.type(screen.getByLabelText('State'), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Approve Mystery Slice' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/staff/submissions/sub1/approve')).toBe(true),
    );
    const approve = calls.find((call) => call.url === '/api/staff/submissions/sub1/approve')!;
    expect(JSON.parse(String(approve.init?.body))).toEqual({
      city: 'Austin',
      state: 'TX',
      zipCode: '',
    });
  });

  it('goes back to the sign-in when the session has ended', async () => {
    let signedIn = true;
    fake((url) => {
      if (url === '/api/account/session') return { body: signedIn ? STAFF : SIGNED_OUT };
      if (url === '/api/staff/platform') return { body: PLATFORM };
      signedIn = false;
      return {
        status: 401,
        body: { error: { code: 'NOT_SIGNED_IN', message: ACCOUNT_MESSAGES.sessionExpired } },
      };
    });
    renderConsole('platform');
    await userEvent.click(await screen.findByRole('button', { name: 'Personality quiz: on' }));
    expect(await screen.findByRole('form', { name: 'Staff sign in' })).toBeInTheDocument();
  });
});
