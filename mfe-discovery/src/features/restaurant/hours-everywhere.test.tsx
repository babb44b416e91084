import { fireEvent, screen, within } from '@testing-library/react';
import type {
  HoursInterval,
  HoursRow,
  ListedRestaurant,
  OpenStatus,
  Restaurant,
} from '@pizza-atlas/contracts';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { FeaturedCard } from '../featured/featured-card';
import { QuickView } from '../search/quick-view';
import { ResultCard } from '../search/result-card';
import { LocationContact } from './location-contact';

// Decision 0088: every place that shows a week, or today's hours, from the same answers of
// the server (as it answers for these values, api/test/listed-hours.test.ts), says what the
// restaurant page says, and never "Closed" for a day the source does not say is closed.

const lunch: HoursInterval = { start: '11:00', end: '14:00', next_day: false };
const openEnd = (end: string, next_day: boolean): HoursInterval => ({
  start: '17:00',
  end,
  next_day,
  comment: 'closing time not given',
  unknown: true,
  open_end: true,
});
const byAppointment: HoursInterval = {
  start: '00:00',
  end: '24:00',
  next_day: false,
  comment: 'by appointment',
  unknown: true,
};
const kitchen: HoursInterval = {
  start: '16:00',
  end: '21:00',
  next_day: false,
  comment: 'kitchen closes early',
  unknown: true,
};

const WEEKDAYS: [number, HoursInterval[]][] = [
  [1, [lunch, openEnd('03:00', true)]],
  [2, [lunch, openEnd('03:00', true)]],
  [3, [lunch, openEnd('03:00', true)]],
  [4, [lunch, openEnd('03:00', true)]],
  [5, [lunch, openEnd('24:00', false)]],
  [6, [byAppointment]],
  [0, [kitchen]],
];

/** Monday 23 November 2026, 6:30 PM in Chicago: inside the open end, unknown now. */
function answers(text: string | null): { details: Restaurant; listed: ListedRestaurant } {
  const week: HoursRow[] = WEEKDAYS.map(([weekday, intervals], index) => ({
    date: `2026-11-${23 + index}`,
    weekday,
    intervals,
    holiday: index === 3 ? 'Thanksgiving Day' : null,
  }));
  const status: OpenStatus = {
    state: 'unknown',
    next_change: null,
    today: 1,
    time_zone: 'America/Chicago',
    holiday: null,
    text,
    week,
    today_hours: week[0]!.intervals,
    noted_intervals: WEEKDAYS.flatMap(([day, intervals]) =>
      intervals.filter((interval) => interval.unknown).map((interval) => ({ day, ...interval })),
    ),
  };
  const hours = [
    {
      open: [1, 2, 3, 4, 5].map((day) => ({
        day,
        start: '1100',
        end: '1400',
        is_overnight: false,
      })),
      is_open_now: false,
    },
  ];
  const details = restaurantFixture({ hours, open_status: status });
  const { week: _week, ...listedStatus } = status;
  return { details, listed: { ...details, open_status: listedStatus } };
}

/** The restaurant page's lines, every one of them ('View all hours' pressed). */
function pageLines(details: Restaurant): string[] {
  const { unmount } = renderWithProviders(<LocationContact restaurant={details} />);
  fireEvent.click(screen.getByRole('button', { name: 'View all hours' }));
  const lines = screen
    .getAllByRole('listitem')
    .map((item) => item.textContent!.replace(' (today)', '').replace(' (Thanksgiving Day)', ''));
  const asListed = screen.queryByTestId('hours-as-listed')?.textContent;
  unmount();
  return asListed ? [...lines, asListed] : lines;
}

async function quickViewLines(listed: ListedRestaurant): Promise<string[]> {
  const { unmount } = renderWithProviders(<QuickView restaurant={listed} onClose={jest.fn()} />);
  await screen.findByText('No reviews yet. Be the first to write one.');
  const dialog = screen.getByRole('dialog');
  const hours = within(dialog).getByText('Hours').nextElementSibling as HTMLElement;
  const lines = [...hours.children].map((line) => line.textContent!);
  unmount();
  return lines;
}

describe('hours partly unknown, everywhere a place’s hours are shown (decision 0088)', () => {
  beforeEach(() => {
    fakeApi(() => ({ body: { reviews: [], total: 0 } }));
  });

  it('the quick view lists the week as the restaurant page does, no day "Closed"', async () => {
    // A day by appointment: the text is sent, and shown once under the week.
    const { details, listed } = answers(
      'Mo-Fr 11:00-14:00,17:00+; Sa "by appointment"; Su 16:00-21:00 "kitchen closes early"',
    );
    const page = pageLines(details);
    expect(page).toEqual([
      'Monday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Tuesday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Wednesday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Thursday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Friday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Saturday: See hours as listed',
      'Sunday: 4 PM – 9 PM (kitchen closes early)',
      'As listed: Mo-Fr 11:00-14:00,17:00+; Sa "by appointment"; Su 16:00-21:00 "kitchen closes early"',
    ]);
    expect(await quickViewLines(listed)).toEqual(page);
  });

  it('shows an open end once, without "As listed" beside it', async () => {
    // Open ends only: the server sends no text (the reading is complete).
    const { details, listed } = answers(null);
    const page = pageLines(details);
    expect(page.some((line) => line.startsWith('As listed'))).toBe(false);
    expect(page[0]).toBe('Monday: 11 AM – 2 PM, from 5 PM (closing time not given)');
    expect(await quickViewLines(listed)).toEqual(page);
  });

  it('the cards say today’s hours as given, neither open nor closed', () => {
    const { listed } = answers(null);
    renderWithProviders(
      <>
        <ResultCard restaurant={listed} number={1} onQuickView={jest.fn()} />
        <FeaturedCard restaurant={listed} />
      </>,
    );
    const said = screen.getAllByText(/Hours today:/).map((badge) => badge.textContent);
    expect(said).toEqual([
      'Hours today: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Hours today: 11 AM – 2 PM, from 5 PM (closing time not given)',
    ]);
    expect(screen.queryByText(/Closed/)).not.toBeInTheDocument();
  });
});
