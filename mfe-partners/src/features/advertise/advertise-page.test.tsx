import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { AdvertisePage } from './advertise-page';

describe('AdvertisePage', () => {
  it('shows the three packages with their monthly and struck-through prices', () => {
    renderWithProviders(<AdvertisePage />, { route: '/advertise' });
    const expected = [
      ['Featured Listing', '$49/month', '$196'],
      ['Promoted Spotlight', '$89/month', '$356'],
      ['Partnership Package', '$149/month', '$596'],
    ];
    for (const [name, price, regular] of expected) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByText(price)).toBeInTheDocument();
      const struck = card.querySelector('s');
      expect(struck?.textContent).toBe(`Regular price ${regular}`);
      expect(within(card).getByRole('list', { name: `${name} includes` })).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(1);
    }
  });

  it('marks the 75% OFF launch special as limited time, for founding partners', () => {
    renderWithProviders(<AdvertisePage />, { route: '/advertise' });
    expect(screen.getByRole('heading', { name: 'Launch special: 75% OFF' })).toBeInTheDocument();
    expect(screen.getByText('Limited time')).toBeInTheDocument();
    expect(screen.getAllByText(/founding partner/i).length).toBeGreaterThan(0);
  });

  it('links to sign-up, a partnership message and advertiser sign-in', async () => {
    renderWithProviders(<AdvertisePage />, { route: '/advertise' });
    expect(screen.getByRole('link', { name: 'Become a Founding Partner' })).toHaveAttribute(
      'href',
      '/advertise/signup',
    );
    expect(screen.getByRole('link', { name: 'Advertiser Sign In' })).toHaveAttribute(
      'href',
      '/advertiser/login',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us About Partnerships' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/contact?type=partnership');
  });
});
