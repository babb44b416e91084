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

  it('says plainly that the site sets no cookies, with the spec’s typical lifetimes', () => {
    expect(screen.getByText(/Pizza Atlas sets no cookies/)).toHaveTextContent(
      'Cookies typically last from 30 days to 2 years',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
