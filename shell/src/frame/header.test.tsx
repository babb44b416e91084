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
    expect(toggle).toHaveAttribute('aria-label', 'Menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Close');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
