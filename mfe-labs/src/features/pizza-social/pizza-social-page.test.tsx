import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PASSPORT_STORAGE_KEY, writePassport } from '@pizza-atlas/platform/passport';
import { PizzaSocialPage } from './pizza-social-page';

const page = () => (
  <MemoryRouter>
    <PizzaSocialPage />
  </MemoryRouter>
);

const LOUS = {
  restaurantId: 'lous',
  provider: 'catalog',
  name: "Lou's Deep Dish",
  city: 'Chicago',
  state: 'IL',
  date: '2026-11-18',
};

afterEach(() => localStorage.clear());

const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('PizzaSocialPage', () => {
  it('has the four tabs, word for word, and the sample profile labelled as a demo', () => {
    render(page());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Achievements',
      'Check-ins',
      'Challenges',
      'Leaderboard',
    ]);
    const profile = screen.getByRole('region', { name: /a sample passport/ });
    expect(profile).toHaveTextContent('Demo');
    const figures = [...profile.querySelectorAll('dt')].map(
      (term) => `${term.textContent} ${term.nextSibling?.textContent}`,
    );
    expect(figures).toEqual(['Level 12', 'Points 2,847', 'Check-ins 47', 'Badges 12']);
  });

  it('shows the six sample achievements, unlocked exactly when full', () => {
    render(page());
    const sample = screen.getByRole('list', { name: 'Sample achievements' });
    const items = within(sample).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => within(item).getByRole('progressbar').ariaValueMax)).toEqual([
      '10',
      '5',
      '15',
      '20',
      '10',
      '25',
    ]);
    expect(within(sample).getByRole('listitem', { name: 'Pizza Explorer' })).toHaveTextContent(
      'Unlocked10 / 10',
    );
    expect(within(sample).getByRole('listitem', { name: 'Neapolitan Expert' })).toHaveTextContent(
      'Locked8 / 15',
    );
    expect(within(sample).getByRole('listitem', { name: 'Pizza Connoisseur' })).toHaveTextContent(
      'Reach level 25',
    );
  });

  it("counts the visitor's own check-ins into their achievements and lists them", async () => {
    writePassport([LOUS]);
    render(page());
    const own = screen.getByRole('list', { name: 'Your achievements' });
    expect(within(own).getByRole('listitem', { name: 'First Slice' })).toHaveTextContent(
      'Unlocked1 / 1',
    );
    expect(within(own).getByRole('listitem', { name: 'Regular' })).toHaveTextContent('Locked1 / 5');
    await openTab('Check-ins');
    const list = screen.getByRole('list', { name: 'Your check-ins' });
    expect(within(list).getByRole('link', { name: "Lou's Deep Dish" })).toHaveAttribute(
      'href',
      '/restaurant/lous',
    );
    expect(list).toHaveTextContent('Nov 18, 2026');
    expect(list).toHaveTextContent('Chicago, IL');
    expect(screen.getByRole('list', { name: 'Sample check-ins' }).children).toHaveLength(3);
  });

  it('follows a check-in made in another tab', () => {
    render(page());
    expect(screen.getByText(/0 of 6 unlocked/)).toBeInTheDocument();
    act(() => {
      localStorage.setItem(PASSPORT_STORAGE_KEY, JSON.stringify({ checkIns: [LOUS] }));
      window.dispatchEvent(new StorageEvent('storage', { key: PASSPORT_STORAGE_KEY }));
    });
    expect(screen.getByText(/1 of 6 unlocked/)).toBeInTheDocument();
  });

  it('shows the challenges with their rewards', async () => {
    render(page());
    await openTab('Challenges');
    const challenges = screen.getByRole('list', { name: 'Sample challenges' });
    expect(
      within(challenges).getByRole('listitem', { name: 'Weekend Pizza Crawl' }),
    ).toHaveTextContent('Reward500 points');
    expect(
      within(challenges).getByRole('listitem', { name: 'Artisan Explorer' }),
    ).toHaveTextContent('RewardArtisan Badge');
  });

  it('shows a leaderboard of five with the sample visitor 4th at 890 points', async () => {
    render(page());
    await openTab('Leaderboard');
    const table = screen.getByRole('table', { name: /leaderboard/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[3]).toHaveTextContent('4You (sample)890');
    expect(rows[3]).toHaveAttribute('aria-current', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(page());
    screen.getByRole('tab', { name: 'Achievements' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveFocus();
  });

  it('renders on the server without reading storage: the passport is not known yet', () => {
    writePassport([LOUS]);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(page());
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    expect(html).toContain('Reading your passport…');
    expect(html).toContain('Checking…');
    expect(html).not.toContain('Lou');
  });
});
