import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { OpenStatusBadge } from '../restaurants/open-status-badge';
import { LocationContact } from './location-contact';

describe('LocationContact hours', () => {
  it("lists the server's week from today, today marked, with a holiday named", () => {
    const base = restaurantFixture();
    const status = base.open_status!;
    const week = status.week.map((row, index) =>
      index === 1 ? { ...row, intervals: [], holiday: 'Thanksgiving Day' } : row,
    );
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: { ...status, holiday: 'Veterans Day', week },
        })}
      />,
    );
    expect(screen.getByText('Wednesday: 10:30 AM – 9 PM')).toBeVisible();
    expect(screen.getByText('(today)')).toBeVisible();
    expect(screen.getByText('Thursday: Closed (Thanksgiving Day)')).toBeVisible();
    expect(screen.getByTestId('holiday-note')).toHaveTextContent(
      'Today is Veterans Day (a public holiday).',
    );
  });

  it('shows an interval the source qualifies with a comment, not "Closed"', () => {
    const status = restaurantFixture().open_status!;
    const kitchen = {
      start: '16:00',
      end: '21:00',
      next_day: false,
      comment: 'kitchen closes 30 minutes earlier',
      unknown: true,
    };
    const week = status.week.map((row, index) =>
      index === 4
        ? { ...row, intervals: [kitchen] }
        : index === 5
          ? { ...row, intervals: [{ ...row.intervals[0]!, comment: 'cash only' }] }
          : row,
    );
    renderWithProviders(
      <LocationContact restaurant={restaurantFixture({ open_status: { ...status, week } })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View all hours' }));
    expect(
      screen.getByText('Sunday: 4 PM – 9 PM (kitchen closes 30 minutes earlier)'),
    ).toBeVisible();
    expect(screen.getByText('Monday: 10:30 AM – 9 PM (cash only)')).toBeVisible();
    expect(screen.queryByText('Sunday: Closed')).not.toBeInTheDocument();
  });

  it("says a fallback rule's comment once, under the week, not as hours (decision 0092)", () => {
    const status = { ...restaurantFixture().open_status!, note: 'call ahead on holidays' };
    renderWithProviders(
      <>
        <OpenStatusBadge status={status} />
        <LocationContact restaurant={restaurantFixture({ open_status: status })} />
      </>,
    );
    expect(screen.getByTestId('hours-note')).toHaveTextContent('Note: call ahead on holidays');
    // The page's badge leaves it to the hours: said once on the page.
    expect(screen.getAllByText(/call ahead on holidays/)).toHaveLength(1);
  });

  it('shows hours the rule cannot read as the source wrote them', () => {
    const status = restaurantFixture().open_status!;
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: {
            ...status,
            state: 'unknown',
            next_change: null,
            text: 'Mo-Fr 11:00-22:00; SH off',
            week: [],
          },
        })}
      />,
    );
    expect(screen.getByTestId('hours-as-listed')).toHaveTextContent(
      'As listed: Mo-Fr 11:00-22:00; SH off',
    );
    expect(screen.queryByText('Hours not listed.')).not.toBeInTheDocument();
  });
});

describe('LocationContact hours the source leaves unknown, open-ended or corrected', () => {
  const status = restaurantFixture().open_status!;
  const allDay = (comment: string) => ({
    start: '00:00',
    end: '24:00',
    next_day: false,
    unknown: true,
    comment,
  });
  const GAME_DAYS = 'Sa,Su 09:00-15:00; Mo-Fr 11:00-22:00; "closed on game days"';

  it('shows a value unknown every day as written, never "All day"', () => {
    renderWithProviders(
      <>
        <OpenStatusBadge
          status={{
            ...status,
            state: 'unknown',
            next_change: null,
            text: GAME_DAYS,
            today_hours: [allDay('closed on game days')],
          }}
        />
        <LocationContact
          restaurant={restaurantFixture({
            open_status: {
              ...status,
              state: 'unknown',
              next_change: null,
              text: GAME_DAYS,
              week: status.week.map((row) => ({
                ...row,
                intervals: [allDay('closed on game days')],
              })),
            },
          })}
        />
      </>,
    );
    expect(screen.getByTestId('hours-as-listed')).toHaveTextContent(`As listed: ${GAME_DAYS}`);
    expect(screen.getByText(`Hours as listed: ${GAME_DAYS}`)).toBeVisible();
    expect(screen.queryByText(/All day/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View all hours' })).not.toBeInTheDocument();
  });

  it('shows "by appointment" without the quotes of the tag', () => {
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: {
            ...status,
            state: 'unknown',
            next_change: null,
            text: '"by appointment"',
            week: status.week.map((row) => ({ ...row, intervals: [allDay('by appointment')] })),
          },
        })}
      />,
    );
    expect(screen.getByTestId('hours-as-listed')).toHaveTextContent(/^As listed: by appointment$/);
  });

  it('points a day unknown all day to the text, shown under the week', () => {
    const week = status.week.map((row, index) =>
      index === 1 ? { ...row, intervals: [allDay('by appointment')] } : row,
    );
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: { ...status, text: 'Mo-We,Fr-Su 10:30-21:00; Th "by appointment"', week },
        })}
      />,
    );
    expect(screen.getByText('Thursday: See hours as listed')).toBeVisible();
    expect(screen.getByTestId('hours-as-listed')).toHaveTextContent(
      'As listed: Mo-We,Fr-Su 10:30-21:00; Th "by appointment"',
    );
  });

  it('writes an open end from its start, with no close the tag does not give', () => {
    const openEnd = {
      start: '17:00',
      end: '03:00',
      next_day: true,
      unknown: true,
      comment: 'closing time not given',
      open_end: true,
    };
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: {
            ...status,
            week: status.week.map((row) => ({ ...row, intervals: [openEnd] })),
          },
        })}
      />,
    );
    expect(screen.getByText('Wednesday: from 5 PM (closing time not given)')).toBeVisible();
    expect(screen.queryByText(/3 AM/)).not.toBeInTheDocument();
  });

  it('shows a value the library corrected as written, beside its reading', () => {
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          open_status: { ...status, text: 'Mon-Fri 11-9', corrected: true },
        })}
      />,
    );
    expect(screen.getByText('Wednesday: 10:30 AM – 9 PM')).toBeVisible();
    expect(screen.getByTestId('hours-as-listed')).toHaveTextContent('As listed: Mon-Fri 11-9');
  });

  it('shows no text as listed for hours that read plainly', () => {
    renderWithProviders(<LocationContact restaurant={restaurantFixture()} />);
    expect(screen.queryByTestId('hours-as-listed')).not.toBeInTheDocument();
  });
});

describe('LocationContact phone and website', () => {
  const osmPlace = (fields: Parameters<typeof restaurantFixture>[0]) =>
    restaurantFixture({
      url: 'https://www.openstreetmap.org/node/42',
      attribution: {
        provider: 'catalog',
        name: 'OpenStreetMap',
        url: 'https://www.openstreetmap.org/node/42',
        license: 'ODbL-1.0',
        is_sample: false,
      },
      ...fields,
    });

  it("links the place's own website in a new tab, not its OpenStreetMap page", () => {
    renderWithProviders(
      <LocationContact
        restaurant={osmPlace({ website: 'https://www.loumalnatis.com/chicago-river-north' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Website' })).toBeVisible();
    const link = screen.getByRole('link', { name: /loumalnatis\.com/ });
    expect(link).toHaveAttribute('href', 'https://www.loumalnatis.com/chicago-river-north');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveTextContent('loumalnatis.com (opens in a new tab)');
  });

  it('shows no website for a place without one, and its phone as a tel: link', () => {
    renderWithProviders(<LocationContact restaurant={osmPlace({ website: null })} />);
    expect(screen.queryByRole('heading', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(214) 555-0182' })).toHaveAttribute(
      'href',
      'tel:+12145550182',
    );
  });

  it('shows no phone when the number did not read as one (an empty tel: link calls no one)', () => {
    renderWithProviders(
      <LocationContact restaurant={osmPlace({ phone: '', display_phone: 'not available' })} />,
    );
    expect(screen.queryByRole('heading', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.queryByText('not available')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});

describe('LocationContact kept by its owner', () => {
  it("says when the owner last updated the listing, on the place's own day", () => {
    const base = restaurantFixture();
    renderWithProviders(
      <LocationContact
        restaurant={restaurantFixture({
          // 03:30 UTC on Dec 2 is still Dec 1 in Austin.
          owner_updated_at: '2026-12-02T03:30:00.000Z',
          open_status: { ...base.open_status!, time_zone: 'America/Chicago' },
        })}
      />,
    );
    expect(screen.getByTestId('owner-updated')).toHaveTextContent(
      'Updated by the owner on Dec 1, 2026.',
    );
  });

  it('says nothing of an owner when none keeps the listing', () => {
    renderWithProviders(<LocationContact restaurant={restaurantFixture()} />);
    expect(screen.queryByTestId('owner-updated')).not.toBeInTheDocument();
  });
});
