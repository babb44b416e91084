import type { OpenStatus } from '@pizza-atlas/contracts';
import { describeOpenStatus, formatHhmm, formatHoursLines, hoursFromToday } from './hours';

describe('hours', () => {
  it('formats four-digit times', () => {
    expect(formatHhmm('0000')).toBe('12:00 AM');
    expect(formatHhmm('1030')).toBe('10:30 AM');
    expect(formatHhmm('1200')).toBe('12:00 PM');
    expect(formatHhmm('2130')).toBe('9:30 PM');
  });

  it('lists the week from Monday, with closed days', () => {
    const lines = formatHoursLines([
      {
        open: [
          { day: 0, start: '1200', end: '2100' },
          { day: 1, start: '1100', end: '1400' },
          { day: 1, start: '1700', end: '2200' },
        ],
      },
    ]);
    expect(lines[0]).toBe('Monday: 11:00 AM – 2:00 PM, 5:00 PM – 10:00 PM');
    expect(lines[1]).toBe('Tuesday: Closed');
    expect(lines[6]).toBe('Sunday: 12:00 PM – 9:00 PM');
  });
});

describe('open status', () => {
  const status = (overrides: Partial<OpenStatus>): OpenStatus => ({
    state: 'closed',
    next_change: '1100',
    next_change_day: 3,
    today: 3,
    time_zone: 'America/Chicago',
    ...overrides,
  });

  it.each([
    [{ state: 'open', next_change: '2200' }, 'Open now · closes 10 PM'],
    [{ state: 'open', next_change: '0130', next_change_day: 4 }, 'Open now · closes 1:30 AM'],
    [{ state: 'open', next_change: null, next_change_day: null }, 'Open 24 hours'],
    [{ next_change: '1630' }, 'Closed · opens 4:30 PM'],
    [{ next_change_day: 4 }, 'Closed · opens tomorrow 11 AM'],
    [{ today: 6, next_change_day: 0 }, 'Closed · opens tomorrow 11 AM'],
    [{ next_change_day: 6, next_change: '1200' }, 'Closed · opens Sat 12 PM'],
    [{ state: 'closed-permanently', next_change: null }, 'Permanently closed'],
  ] as const)('%j reads "%s"', (overrides, text) => {
    expect(describeOpenStatus(status(overrides))?.text).toBe(text);
  });

  it('says nothing without hours', () => {
    expect(describeOpenStatus(status({ state: 'unknown' }))).toBeNull();
    expect(describeOpenStatus(undefined)).toBeNull();
  });

  it('lists the week from today, today marked', () => {
    const hours = [{ open: [{ day: 3, start: '1100', end: '2200' }] }];
    const week = hoursFromToday(hours, 3);
    expect(week[0]).toEqual({ line: 'Wednesday: 11:00 AM – 10:00 PM', isToday: true });
    expect(week.map((day) => day.line.split(':')[0])).toEqual([
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
    ]);
    expect(week.filter((day) => day.isToday)).toHaveLength(1);
    expect(hoursFromToday(hours, 0)[0]!.line).toBe('Sunday: Closed');
    expect(hoursFromToday(hours, undefined)[0]).toEqual({ line: 'Monday: Closed', isToday: false });
  });
});
