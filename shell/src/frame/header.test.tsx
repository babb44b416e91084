import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { Header } from './header';

describe('Header', () => {
  it('links every section and the advertiser sign-in', () => {
    renderWithManifest(<Header />, manifestWith(ALL_REMOTES));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Directory',
      'Discovery Journey',
      'AI Intelligence',
      'Add Place',
      'Contact',
    ]);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/advertiser/login',
    );
  });

  it('drops the links of a disabled remote or lab', () => {
    renderWithManifest(
      <Header />,
      manifestWith(['discovery', 'guides', 'labs'], { 'pizza-intelligence': false }),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Contact' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'AI Intelligence' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Discovery Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens and closes the mobile menu with its toggle and Escape', async () => {
    renderWithManifest(<Header />, manifestWith(ALL_REMOTES));
    // CSS hides the toggle at desktop width (jsdom has no phone viewport), so find it by what it controls.
    const toggle = document.querySelector('button[aria-controls="site-nav"]')!;
    // Its name is its visible word (axe's label-content-name-mismatch); the state is aria-expanded.
    expect(toggle).toHaveTextContent(/^Menu/);
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(/^Menu/);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the account menu', () => {
  const session = (role: 'advertiser' | 'staff') => ({
    account: {
      id: 'a1',
      email: 'rosa@example.com',
      role,
      businessName: role === 'advertiser' ? 'Slice of Heaven' : null,
      contactName: 'Rosa Marino',
      package: role === 'advertiser' ? 'featured-listing' : null,
      createdAt: '2026-11-01T12:00:00.000Z',
    },
    csrfToken: 'csrf-1',
    idleExpiresAt: '2026-11-24T16:00:00.000Z',
  });

  function answerSession(body: unknown) {
    const calls: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      const text = JSON.stringify(
        String(input) === '/api/account/logout' ? { ok: true, message: 'x' } : body,
      );
      return {
        ok: true,
        status: 200,
        json: async () => JSON.parse(text),
        text: async () => text,
      } as Response;
    }) as typeof fetch;
    return calls;
  }

  it('replaces Sign In for a signed-in advertiser, with the dashboard and Sign Out', async () => {
    const calls = answerSession(session('advertiser'));
    renderWithManifest(<Header />, manifestWith(ALL_REMOTES));
    // The server's Sign In first, then the browser's answer.
    const toggle = await screen.findByRole('button', { name: /Account/ });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Rosa Marino');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/advertiser/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    const logout = calls.find((call) => call.url === '/api/account/logout')!;
    expect((logout.init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
  });

  it('offers staff the console', async () => {
    answerSession(session('staff'));
    renderWithManifest(<Header />, manifestWith(ALL_REMOTES));
    await userEvent.click(await screen.findByRole('button', { name: /Account/ }));
    expect(screen.getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/staff');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('(staff)');
  });
});
