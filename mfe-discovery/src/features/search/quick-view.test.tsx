import { screen, within } from '@testing-library/react';
import type { ListedRestaurant } from '@pizza-atlas/contracts';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { QuickView } from './quick-view';

/** The fixture as a list answer carries it (decision 0070): its status without the week's rows. */
function listed(overrides: Partial<ListedRestaurant> = {}): ListedRestaurant {
  const { week: _week, ...status } = restaurantFixture().open_status!;
  return { ...restaurantFixture(), open_status: status, ...overrides };
}

function hoursShown() {
  const dialog = screen.getByRole('dialog');
  const hours = within(dialog).getByText('Hours').nextElementSibling as HTMLElement;
  return [...hours.children].map((line) => line.textContent);
}

describe('QuickView', () => {
  beforeEach(() => {
    fakeApi(() => ({ body: { reviews: [], total: 0 } }));
  });

  it('shows the week from today, made from the list’s hours[0].open', async () => {
    const place = listed({
      hours: [
        {
          open: [
            { day: 0, start: '1200', end: '2100', is_overnight: false },
            { day: 3, start: '1100', end: '1430', is_overnight: false },
            { day: 3, start: '1700', end: '0000', is_overnight: true },
            { day: 5, start: '1700', end: '0200', is_overnight: true },
            { day: 6, start: '0000', end: '0000', is_overnight: true },
          ],
          is_open_now: true,
        },
      ],
    });
    expect(place.open_status).not.toHaveProperty('week');
    renderWithProviders(<QuickView restaurant={place} onClose={jest.fn()} />);
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
    // Today (Wednesday, from open_status.today) first, as the restaurant page's table.
    expect(hoursShown()).toEqual([
      'Wednesday: 11 AM – 2:30 PM, 5 PM – 12 AM',
      'Thursday: Closed',
      'Friday: 5 PM – 2 AM',
      'Saturday: Open 24 hours',
      'Sunday: 12 PM – 9 PM',
      'Monday: Closed',
      'Tuesday: Closed',
    ]);
  });

  it('says the hours are not listed when the list has none', async () => {
    renderWithProviders(<QuickView restaurant={listed({ hours: [] })} onClose={jest.fn()} />);
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
    expect(within(screen.getByRole('dialog')).getByText('Hours not listed')).toBeVisible();
  });

  it('shows hours the source leaves unknown as written, not as a week closed', async () => {
    const status = listed().open_status!;
    renderWithProviders(
      <QuickView
        restaurant={listed({
          // A list's hours carry open intervals only: none for a value unknown every day,
          // whose days come as noted intervals (decision 0088).
          hours: [{ open: [], is_open_now: false }],
          open_status: {
            ...status,
            state: 'unknown',
            next_change: null,
            text: '"by appointment"',
            noted_intervals: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
              day,
              start: '00:00',
              end: '24:00',
              next_day: false,
              comment: 'by appointment',
              unknown: true,
            })),
          },
        })}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
    expect(hoursShown()).toEqual(['As listed: by appointment']);
  });

  it('shows a value the library corrected beside the week it read', async () => {
    const status = listed().open_status!;
    renderWithProviders(
      <QuickView
        restaurant={listed({
          hours: [
            {
              open: [{ day: 3, start: '1100', end: '0900', is_overnight: true }],
              is_open_now: true,
            },
          ],
          open_status: { ...status, text: 'We 11-9', corrected: true },
        })}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
    expect(hoursShown()[0]).toBe('Wednesday: 11 AM – 9 AM');
    expect(hoursShown().at(-1)).toBe('As listed: We 11-9');
  });

  it('shows no phone when the number did not read as one', async () => {
    renderWithProviders(
      <QuickView
        restaurant={listed({ phone: '', display_phone: 'not available' })}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('not available')).not.toBeInTheDocument();
  });

  it('shows the stars, score and review count of a reviewed place', async () => {
    renderWithProviders(<QuickView restaurant={listed()} onClose={jest.fn()} />);
    const rating = within(screen.getByRole('dialog')).getByText('Rating')
      .nextElementSibling as HTMLElement;
    expect(within(rating).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(rating).toHaveTextContent('4.5 (51 reviews)');
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
  });

  it('shows "No reviews yet" and no 0.0 score for a place nobody has reviewed', async () => {
    renderWithProviders(
      <QuickView restaurant={listed({ rating: 0, review_count: 0 })} onClose={jest.fn()} />,
    );
    const rating = within(screen.getByRole('dialog')).getByText('Rating')
      .nextElementSibling as HTMLElement;
    expect(rating).toHaveTextContent(/^No reviews yet$/);
    expect(within(rating).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveTextContent('0.0');
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeVisible();
  });
});
