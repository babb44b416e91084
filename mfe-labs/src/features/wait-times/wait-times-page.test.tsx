import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { WaitTimesPage } from './wait-times-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <WaitTimesPage />
    </MemoryRouter>,
  );

const card = (name: string) => screen.getByRole('listitem', { name });

describe('WaitTimesPage', () => {
  it("shows the spec's stat cards, labelled as a demo that does not update", () => {
    renderPage();
    const stats = screen.getByRole('region', { name: 'Wait-time figures (demo)' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '147Restaurants Tracked',
      '12 minAverage Wait',
      '94%Prediction Accuracy',
      '23Available Now',
    ]);
    expect(screen.getByText(/they are fixed and do not update/)).toBeInTheDocument();
    expect(screen.queryByText(/Updated every/)).toBeNull();
  });

  it('shows three sample restaurants with waits, capacity, busy level and next table', () => {
    renderPage();
    expect(
      within(screen.getByRole('region', { name: /Sample restaurants/ })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(3);
    const crust = card('Crustworthy Pizza Co.');
    expect(within(crust).getByText('Current wait').nextSibling).toHaveTextContent('15 min');
    expect(within(crust).getByText('Predicted wait').nextSibling).toHaveTextContent('20 min');
    expect(within(crust).getByText('Capacity').nextSibling).toHaveTextContent('75%');
    expect(within(crust).getByText('Next available').nextSibling).toHaveTextContent('7:45 PM');
    expect(within(crust).getByText('Moderately Busy')).toHaveStyle({
      backgroundColor: '#a16207',
    });
    expect(within(card('Marinara Mile')).getByText('Not Busy')).toBeInTheDocument();
    expect(within(card('The Dough Lab')).getByText('Very Busy')).toBeInTheDocument();
  });

  it('Get Directions opens Google Maps directions to the place in a new tab', () => {
    renderPage();
    const link = within(card('Marinara Mile')).getByRole('link', { name: /^Get Directions/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=North%20End%2C%20Boston%2C%20MA',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('View Details opens the place in a dialog, which closes again', async () => {
    renderPage();
    await userEvent.click(
      within(card('The Dough Lab')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'The Dough Lab' });
    expect(dialog).toHaveTextContent(
      '95% of seats are taken; the wait is expected to go from 35 to 45 minutes, with a table free at 8:30 PM.',
    );
    expect(within(dialog).getByRole('link', { name: /^Get Directions/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the reported waits of restaurant pages', () => {
    renderPage();
    const live = screen.getByRole('region', { name: 'Live waits from visitors' });
    expect(live).toHaveTextContent('refreshed every minute');
    expect(within(live).getByRole('link')).toHaveAttribute('href', '/directory');
  });
});
