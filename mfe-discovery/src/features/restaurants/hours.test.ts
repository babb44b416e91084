import { formatHhmm, formatHoursLines } from './hours';

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
