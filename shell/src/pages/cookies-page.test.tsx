import { screen, within } from '@testing-library/react';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { CookiesPage } from './cookies-page';
import { STORAGE_INVENTORY } from './storage-inventory';

describe('CookiesPage', () => {
  beforeEach(() => {
    renderWithManifest(<CookiesPage />, manifestWith(ALL_REMOTES), '/cookies');
  });

  it('lists every stored item with its kind, purpose and lifetime, in one table', () => {
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Kind', 'What it is for', 'How long it stays']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(STORAGE_INVENTORY.map((item) => [item.name, item.kind, item.purpose, item.lifetime]));
  });

  it('says plainly that visitors get no cookies, with the spec’s typical lifetimes', () => {
    const paragraph = screen.getByText(/Visitors get no cookies from Pizza Atlas/);
    expect(paragraph).toHaveTextContent('Cookies typically last from 30 days to 2 years');
    expect(paragraph).toHaveTextContent('sign-in cookie for advertisers and staff');
    expect(screen.getByRole('cell', { name: 'pa_session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
