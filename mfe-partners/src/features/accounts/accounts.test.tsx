import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { DashboardPage } from './dashboard-page';
import { ConfirmAddressPage } from './confirm-address-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage, safeNext } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';
import { SIGNED_IN, SIGNED_OUT } from './signed-in.fixture';

describe('SignupPage', () => {
  it('shows each field’s message and focuses the first', async () => {
    fakeApi(() => ({ body: SIGNED_OUT }));
    renderWithProviders(<SignupPage />, { route: '/advertise/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.businessName)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.contactName)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('preselects the package from the link, and asks to check the mail after signing up', async () => {
    const calls = fakeApi((call) =>
      call.url === '/api/account/signup'
        ? { status: 202, body: { ok: true, message: ACCOUNT_MESSAGES.checkEmail } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<SignupPage />, { route: '/advertise/signup?package=partnership' });
    expect(screen.getByRole('radio', { name: /Partnership Package/ })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Business name'), 'Slice of Heaven');
    await userEvent.type(screen.getByLabelText('Your name'), 'Rosa Marino');
    await userEvent.type(screen.getByLabelText('Email'), 'Rosa@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long pizza passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your email to finish')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/advertise/signup');
    const signup = calls.find((call) => call.url === '/api/account/signup')!;
    expect(signup.body).toEqual({
      businessName: 'Slice of Heaven',
      contactName: 'Rosa Marino',
      email: 'rosa@example.com',
      password: 'a long pizza passphrase',
      package: 'partnership',
    });
  });

  it('puts the API’s refusal on its field', async () => {
    fakeApi((call) =>
      call.url === '/api/account/signup'
        ? {
            status: 400,
            body: {
              error: {
                code: 'PASSWORD_REPEATED',
                message: ACCOUNT_MESSAGES.passwordRepeated,
                fields: { password: [ACCOUNT_MESSAGES.passwordRepeated] },
              },
            },
          }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<SignupPage />, { route: '/advertise/signup' });
    await userEvent.type(screen.getByLabelText('Business name'), 'B');
    await userEvent.type(screen.getByLabelText('Your name'), 'C');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'aaaaaaaaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRepeated)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows the API’s word on a password people could guess, on the password field', async () => {
    fakeApi((call) =>
      call.url === '/api/account/signup'
        ? {
            status: 400,
            body: {
              error: {
                code: 'PASSWORD_IS_EMAIL',
                message: ACCOUNT_MESSAGES.passwordIsEmail,
                fields: { password: [ACCOUNT_MESSAGES.passwordIsEmail] },
              },
            },
          }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<SignupPage />, { route: '/advertise/signup' });
    await userEvent.type(screen.getByLabelText('Business name'), 'B');
    await userEvent.type(screen.getByLabelText('Your name'), 'C');
    await userEvent.type(screen.getByLabelText('Email'), 'rosa.marino@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'rosa.marino@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordIsEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('LoginPage', () => {
  it('says only that the email or password is wrong', async () => {
    fakeApi((call) =>
      call.url === '/api/account/login'
        ? {
            status: 401,
            body: { error: { code: 'BAD_LOGIN', message: ACCOUNT_MESSAGES.badLogin } },
          }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<LoginPage />, { route: '/advertiser/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.badLogin);
  });

  it('goes where the visitor was going, but never to another site', async () => {
    fakeApi((call) =>
      call.url === '/api/account/login' ? { body: SIGNED_IN } : { body: SIGNED_OUT },
    );
    renderWithProviders(<LoginPage />, {
      route: '/advertiser/login?next=%2Fadvertiser%2Fdashboard',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a long pizza passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/advertiser/dashboard'),
    );
    expect(safeNext('//evil.example/')).toBeNull();
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('/advertiser/dashboard')).toBe('/advertiser/dashboard');
  });
});

describe('password reset pages', () => {
  it('leads from sign-in to asking for a reset link, and says what the API says', async () => {
    const calls = fakeApi((call) =>
      call.url === '/api/account/password-reset/request'
        ? { status: 202, body: { ok: true, message: ACCOUNT_MESSAGES.resetSent } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<LoginPage />, { route: '/advertiser/login' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/advertiser/forgot-password',
    );
    renderWithProviders(<ForgotPasswordPage />, { route: '/advertiser/forgot-password' });
    const form = screen.getByRole('form', { name: 'Send a reset link' });
    await userEvent.type(within(form).getByLabelText('Email'), 'Rosa@Example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the Link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetSent)).toBeInTheDocument();
    const asked = calls.find((call) => call.url === '/api/account/password-reset/request')!;
    expect(asked.body).toEqual({ email: 'rosa@example.com' });
  });

  it('asks for a new confirmation link with ?confirm=1', async () => {
    const calls = fakeApi((call) =>
      call.url === '/api/account/confirmation/resend'
        ? { status: 202, body: { ok: true, message: ACCOUNT_MESSAGES.confirmationSent } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<ForgotPasswordPage />, {
      route: '/advertiser/forgot-password?confirm=1',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmationSent)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/account/confirmation/resend')).toBe(true);
  });

  it('sets a new password with the link’s token, then goes to sign in', async () => {
    const calls = fakeApi((call) =>
      call.url === '/api/account/password-reset'
        ? { body: { ok: true, message: ACCOUNT_MESSAGES.resetDone } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<ResetPasswordPage />, {
      route: '/advertiser/reset-password?token=abc-1.secret_2',
    });
    // Opening the link only shows the form: nothing is sent until it is submitted.
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/advertiser/login?reset=1'),
    );
    const reset = calls.find((call) => call.url === '/api/account/password-reset')!;
    expect(reset.body).toEqual({ token: 'abc-1.secret_2', password: 'a brand new passphrase' });
  });

  it('says when the link has expired or was used', async () => {
    fakeApi((call) =>
      call.url === '/api/account/password-reset'
        ? {
            status: 400,
            body: { error: { code: 'TOKEN_USED', message: ACCOUNT_MESSAGES.resetTokenUsed } },
          }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<ResetPasswordPage />, {
      route: '/advertiser/reset-password?token=abc-1.used',
    });
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetTokenUsed);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says on sign-in that the address is confirmed', () => {
    fakeApi(() => ({ body: SIGNED_OUT }));
    renderWithProviders(<LoginPage />, { route: '/advertiser/login?confirmed=1' });
    expect(screen.getByText('Your email address is confirmed. Please sign in.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

describe('DashboardPage', () => {
  it('sends a signed-out visitor to sign in', async () => {
    fakeApi(() => ({ body: SIGNED_OUT }));
    renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/advertiser/login?next=%2Fadvertiser%2Fdashboard',
      ),
    );
  });

  it('shows the account and its claims, and claims a place found by name', async () => {
    let claims: unknown[] = [];
    const calls = fakeApi((call) => {
      if (call.url === '/api/account/session') return { body: SIGNED_IN };
      if (call.url === '/api/account/claims' && call.method === 'GET') return { body: { claims } };
      if (call.url.startsWith('/api/account/claimable-places')) {
        return {
          body: {
            places: [
              {
                id: 'p1',
                name: 'Slice of Heaven',
                address: '1 Main St',
                city: 'Austin',
                state: 'TX',
              },
            ],
          },
        };
      }
      if (call.url === '/api/account/claims') {
        claims = [
          {
            id: 'c1',
            place: {
              id: 'p1',
              name: 'Slice of Heaven',
              address: '1 Main St',
              city: 'Austin',
              state: 'TX',
            },
            status: 'pending',
            message: '',
            createdAt: '2026-11-24T15:00:00.000Z',
            decidedAt: null,
            decisionNote: '',
          },
        ];
        return { status: 201, body: claims[0] };
      }
      return { status: 404, body: {} };
    });
    renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Slice of Heaven');
    expect(account).toHaveTextContent('Promoted Spotlight · $89/month (launch price)');
    expect(await screen.findByText('You have not claimed a listing yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Your place's name"), 'slice');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Place' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Slice of Heaven/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Place' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.claimSent)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your claims' });
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    const posted = calls.find(
      (call) => call.url === '/api/account/claims' && call.method === 'POST',
    )!;
    expect(posted.headers['x-csrf-token']).toBe('csrf-1');
    expect(posted.body).toEqual({ restaurantId: 'p1', message: '' });
  });

  it('says a claim waits for the address to be confirmed, with a way to get a new link', async () => {
    fakeApi((call) => {
      if (call.url === '/api/account/session') return { body: SIGNED_IN };
      if (call.url === '/api/account/claims' && call.method === 'GET')
        return { body: { claims: [] } };
      if (call.url.startsWith('/api/account/claimable-places')) {
        return {
          body: {
            places: [
              { id: 'p1', name: 'Slice of Heaven', address: '', city: 'Austin', state: 'TX' },
            ],
          },
        };
      }
      return {
        status: 403,
        body: { error: { code: 'EMAIL_UNCONFIRMED', message: ACCOUNT_MESSAGES.emailUnconfirmed } },
      };
    });
    renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
    await userEvent.type(await screen.findByLabelText("Your place's name"), 'slice');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Place' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Slice of Heaven/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim This Place' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailUnconfirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send the link again' })).toHaveAttribute(
      'href',
      '/advertiser/forgot-password?confirm=1',
    );
  });

  it('checks the new password twice before sending it', async () => {
    fakeApi((call) =>
      call.url === '/api/account/session' ? { body: SIGNED_IN } : { body: { claims: [] } },
    );
    renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
    await userEvent.type(await screen.findByLabelText('Current password'), 'old password here');
    await userEvent.type(screen.getByLabelText('New password'), 'new password here');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeInTheDocument();
  });

  it.each([
    [
      'a weak new password',
      400,
      'PASSWORD_COMMON',
      'This password is too common: This is a commonly used password.',
      'newPassword',
      'New password',
    ],
    [
      'too many wrong current passwords',
      429,
      'TOO_MANY_ATTEMPTS',
      ACCOUNT_MESSAGES.tooManyPasswordAttempts,
      'currentPassword',
      'Current password',
    ],
  ])(
    'puts the API’s refusal of %s on its field',
    async (_, status, code, message, field, label) => {
      fakeApi((call) =>
        call.url === '/api/account/password'
          ? { status, body: { error: { code, message, fields: { [field]: [message] } } } }
          : call.url === '/api/account/session'
            ? { body: SIGNED_IN }
            : { body: { claims: [] } },
      );
      renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
      await userEvent.type(await screen.findByLabelText('Current password'), 'old password here');
      await userEvent.type(screen.getByLabelText('New password'), 'password123');
      await userEvent.type(screen.getByLabelText('Confirm new password'), 'password123');
      await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    },
  );
});

describe('ConfirmAddressPage', () => {
  const route = '/advertiser/confirm-address?token=abc-1.secret_2';

  it('changes nothing on opening; its button, by keyboard, confirms and goes to sign in', async () => {
    const calls = fakeApi((call) =>
      call.url === '/api/account/confirm'
        ? { body: { ok: true, message: ACCOUNT_MESSAGES.addressConfirmed } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<ConfirmAddressPage />, { route });
    const button = screen.getByRole('button', { name: 'Confirm my address' });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/advertiser/login?confirmed=1'),
    );
    const confirm = calls.find((call) => call.url === '/api/account/confirm')!;
    expect([confirm.method, confirm.body]).toEqual(['POST', { token: 'abc-1.secret_2' }]);
  });

  it.each([
    ['used', 'TOKEN_USED', ACCOUNT_MESSAGES.confirmTokenUsed, 'Sign in'],
    ['expired', 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.tokenExpired, 'Ask for a new link'],
    ['unknown', 'TOKEN_INVALID', ACCOUNT_MESSAGES.tokenUnknown, 'Ask for a new link'],
  ])('says when the link is %s, and what to do', async (_, code, message, next) => {
    fakeApi((call) =>
      call.url === '/api/account/confirm'
        ? { status: 400, body: { error: { code, message } } }
        : { body: SIGNED_OUT },
    );
    renderWithProviders(<ConfirmAddressPage />, { route });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: next })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my address' })).not.toBeInTheDocument();
  });

  it('says a link without its token is not one we sent', () => {
    fakeApi(() => ({ body: SIGNED_OUT }));
    renderWithProviders(<ConfirmAddressPage />, { route: '/advertiser/confirm-address' });
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.tokenUnknown);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/advertiser/forgot-password?confirm=1',
    );
  });

  it('keeps the button after a network failure, to try again', async () => {
    fakeApi((call) => {
      if (call.url === '/api/account/confirm') throw new TypeError('Failed to fetch');
      return { body: SIGNED_OUT };
    });
    renderWithProviders(<ConfirmAddressPage />, { route });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('button', { name: 'Confirm my address' })).toBeEnabled();
  });
});
