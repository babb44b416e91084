import { listingHoursToOsm, weeklyIntervalsToOsm } from '../src/hours/to-osm';
import { placeOpenStatus } from '../src/hours/place-hours';
import { STATIC_LISTINGS } from '../src/guides/static-listings';

const days = (start: string, end: string, ...list: number[]) =>
  list.map((day) => ({ day, start, end }));

describe('weeklyIntervalsToOsm', () => {
  it('groups the days with the same hours, Monday first', () => {
    expect(
      weeklyIntervalsToOsm([
        ...days('1100', '2200', 1, 2, 3, 4),
        ...days('1100', '2300', 5, 6),
        ...days('1200', '2100', 0),
      ]),
    ).toBe('Mo-Th 11:00-22:00, Fr,Sa 11:00-23:00, Su 12:00-21:00');
  });

  it('keeps split days, overnight hours, midnight closes and gaps', () => {
    expect(
      weeklyIntervalsToOsm([
        ...days('1130', '1430', 2, 3, 4),
        ...days('1700', '2100', 2, 3, 4),
        ...days('1100', '0200', 5),
        ...days('1100', '0000', 0),
      ]),
    ).toBe('Tu-Th 11:30-14:30,17:00-21:00, Fr 11:00-02:00, Su 11:00-24:00');
  });

  it('is 24/7 when every day is open all day, and null without hours', () => {
    expect(weeklyIntervalsToOsm(days('0000', '0000', 0, 1, 2, 3, 4, 5, 6))).toBe('24/7');
    expect(weeklyIntervalsToOsm([])).toBeNull();
    expect(weeklyIntervalsToOsm([{ day: 9, start: 'noon', end: '2200' }])).toBeNull();
  });

  it('reads back the same week through the rule', () => {
    // Saturday night runs past midnight into Sunday, which has its own hours.
    const text = weeklyIntervalsToOsm([...days('1100', '0200', 6), ...days('1200', '2100', 0)])!;
    const sundayEarly = placeOpenStatus(
      { openingHours: text, state: 'IL', timeZone: 'America/Chicago' },
      new Date('2026-11-22T01:00:00-06:00'),
    );
    expect(sundayEarly.state).toBe('open');
    expect(sundayEarly.next_change).toMatchObject({ time: '02:00', days_ahead: 0 });
  });
});

describe('listingHoursToOsm', () => {
  const week = (weekdays: string, friday: string, saturday: string, sunday: string) => ({
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday,
    saturday,
    sunday,
  });

  it("reads the guides' 12-hour text", () => {
    expect(
      listingHoursToOsm(
        week('11:30 AM - 11:00 PM', '11:30 AM - 1:00 AM', '11:30 AM - 1:00 AM', 'Closed'),
      ),
    ).toBe('Mo-Th 11:30-23:00, Fr,Sa 11:30-01:00');
    expect(
      listingHoursToOsm(week('12:00 PM - 12:00 AM', '12:00 PM - 12:00 AM', 'Closed', 'Closed')),
    ).toBe('Mo-Fr 12:00-24:00');
  });

  it('reads an en dash as a hyphen, and the guides write their ranges with the en dash', () => {
    expect(listingHoursToOsm(week('4:00 PM – 10:00 PM', 'Closed', 'Closed', 'Closed'))).toBe(
      'Mo-Th 16:00-22:00',
    );
    const ranges = STATIC_LISTINGS.flatMap((listing) => Object.values(listing.hours)).filter(
      (text) => text !== 'Closed',
    );
    expect(ranges.length).toBeGreaterThan(0);
    for (const text of ranges) expect(text).toMatch(/^\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M$/);
  });

  it('is off when closed every day, null for text it cannot read', () => {
    expect(listingHoursToOsm(week('Closed', 'Closed', 'Closed', 'Closed'))).toBe('off');
    expect(listingHoursToOsm(week('Call us', 'Closed', 'Closed', 'Closed'))).toBeNull();
  });
});
