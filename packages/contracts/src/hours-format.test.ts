import {
  asListedText,
  closesText,
  describeOpenStatus,
  hoursNoteText,
  formatDayHours,
  formatTime,
  holidayNote,
  hoursLines,
  openingHoursSpecification,
  opensText,
} from './hours-format';
import type { OpenStatus } from './restaurants';

const base: OpenStatus = {
  state: 'open',
  next_change: null,
  today: 3,
  time_zone: 'America/Chicago',
  holiday: null,
  text: null,
  week: [],
};
const change = (weekday: number, time: string, days_ahead: number) => ({
  at: '2026-11-18T04:00:00.000Z',
  weekday,
  time,
  days_ahead,
});

describe('hours formatter', () => {
  it('writes 12-hour times', () => {
    expect(formatTime('22:00')).toBe('10 PM');
    expect(formatTime('16:30')).toBe('4:30 PM');
    expect(formatTime('12:00')).toBe('12 PM');
    expect(formatTime('00:00')).toBe('12 AM');
    expect(formatTime('24:00')).toBe('12 AM');
    expect(formatTime('09:05')).toBe('9:05 AM');
  });

  it('writes the next change', () => {
    expect(opensText(change(3, '16:30', 0))).toBe('Opens 4:30 PM');
    expect(opensText(change(4, '11:00', 1))).toBe('Opens tomorrow 11 AM');
    expect(opensText(change(2, '11:00', 6))).toBe('Opens Tue 11 AM');
    expect(closesText(change(3, '22:00', 0))).toBe('Closes 10 PM');
    expect(closesText(change(4, '02:00', 1))).toBe('Closes 2 AM');
  });

  it('writes the open-now line', () => {
    expect(describeOpenStatus({ ...base, next_change: change(3, '22:00', 0) })).toEqual({
      text: 'Open now · closes 10 PM',
      tone: 'open',
    });
    expect(describeOpenStatus(base)?.text).toBe('Open 24 hours');
    expect(
      describeOpenStatus({ ...base, state: 'closed', next_change: change(6, '12:00', 3) })?.text,
    ).toBe('Closed · opens Sat 12 PM');
    expect(describeOpenStatus({ ...base, state: 'closed-permanently' })).toEqual({
      text: 'Permanently closed',
      tone: 'gone',
    });
    // Hours the rule cannot read: as the source wrote them.
    expect(describeOpenStatus({ ...base, state: 'unknown', text: 'ask' })?.text).toBe(
      'Hours as listed: ask',
    );
  });

  it("says a fallback rule's comment once, after the state (decision 0092)", () => {
    const note = 'call ahead on holidays';
    expect(
      describeOpenStatus({ ...base, state: 'closed', next_change: change(2, '16:00', 0), note }),
    ).toEqual({ text: 'Closed · opens 4 PM · call ahead on holidays', tone: 'closed' });
    expect(describeOpenStatus({ ...base, next_change: change(2, '23:00', 0), note })?.text).toBe(
      'Open now · closes 11 PM · call ahead on holidays',
    );
    expect(hoursNoteText(note)).toBe('Note: call ahead on holidays');
    expect(hoursNoteText(undefined)).toBeNull();
  });

  it("writes the week's table and the holiday note", () => {
    const lines = hoursLines([
      {
        date: '2026-11-26',
        weekday: 4,
        intervals: [],
        holiday: 'Thanksgiving Day',
      },
      {
        date: '2026-11-27',
        weekday: 5,
        intervals: [
          { start: '11:30', end: '14:30', next_day: false },
          { start: '17:00', end: '02:00', next_day: true },
        ],
        holiday: null,
      },
      {
        date: '2026-11-28',
        weekday: 6,
        intervals: [{ start: '00:00', end: '24:00', next_day: false }],
        holiday: null,
      },
    ]);
    expect(lines).toEqual([
      { day: 'Thursday', text: 'Closed', isToday: true, holiday: 'Thanksgiving Day' },
      { day: 'Friday', text: '11:30 AM – 2:30 PM, 5 PM – 2 AM', isToday: false, holiday: null },
      { day: 'Saturday', text: 'Open 24 hours', isToday: false, holiday: null },
    ]);
    expect(formatDayHours([])).toBe('Closed');
    expect(holidayNote({ ...base, holiday: 'Thanksgiving Day' })).toBe(
      'Today is Thanksgiving Day (a public holiday).',
    );
    expect(holidayNote(base)).toBeNull();
  });

  it('marks an interval the source qualifies with its comment, open or unknown', () => {
    const kitchen = {
      start: '16:00',
      end: '21:00',
      next_day: false,
      comment: 'kitchen closes 30 minutes earlier',
      unknown: true,
    };
    expect(formatDayHours([kitchen])).toBe('4 PM – 9 PM (kitchen closes 30 minutes earlier)');
    expect(
      formatDayHours([{ start: '11:00', end: '22:00', next_day: false, comment: 'cash only' }]),
    ).toBe('11 AM – 10 PM (cash only)');
    expect(formatDayHours([{ start: '11:00', end: '22:00', next_day: false, unknown: true }])).toBe(
      '11 AM – 10 PM (unconfirmed)',
    );
    // A whole day left unknown is neither 'Open 24 hours' nor 'All day': the text says it.
    expect(
      formatDayHours([
        { start: '00:00', end: '24:00', next_day: false, unknown: true, comment: 'by appointment' },
      ]),
    ).toBe('See hours as listed');
    expect(
      formatDayHours([{ start: '00:00', end: '24:00', next_day: false, comment: 'cash only' }]),
    ).toBe('Open 24 hours (cash only)');
    // The open-now line within it: today's hours, neither open nor closed.
    expect(
      describeOpenStatus({
        ...base,
        state: 'unknown',
        text: 'Su 16:00-21:00 "…"',
        today_hours: [kitchen],
      }),
    ).toEqual({
      text: 'Hours today: 4 PM – 9 PM (kitchen closes 30 minutes earlier)',
      tone: 'unknown',
    });
    expect(describeOpenStatus({ ...base, state: 'unknown', today_hours: [] })).toBeNull();
    // schema.org lists the open intervals only.
    expect(
      openingHoursSpecification([
        { weekday: 0, intervals: [kitchen] },
        {
          weekday: 1,
          intervals: [{ start: '11:00', end: '22:00', next_day: false, comment: 'cash only' }],
        },
      ]).map((spec) => spec.dayOfWeek),
    ).toEqual(['https://schema.org/Monday']);
  });

  it('writes an open end from its start, without the guessed close', () => {
    const openEnd = {
      start: '17:00',
      end: '03:00',
      next_day: true,
      comment: 'closing time not given',
      unknown: true,
      open_end: true,
    };
    expect(formatDayHours([openEnd])).toBe('from 5 PM (closing time not given)');
    expect(formatDayHours([{ start: '11:00', end: '14:00', next_day: false }, openEnd])).toBe(
      '11 AM – 2 PM, from 5 PM (closing time not given)',
    );
    expect(
      describeOpenStatus({
        ...base,
        state: 'unknown',
        text: 'Mo-Su 17:00+',
        today_hours: [openEnd],
      })?.text,
    ).toBe('Hours today: from 5 PM (closing time not given)');
  });

  it('shows the text as listed when a day, or every day, is unknown all day', () => {
    const allDay = (comment?: string) => ({
      start: '00:00',
      end: '24:00',
      next_day: false,
      unknown: true,
      ...(comment && { comment }),
    });
    const gameDays = 'Sa,Su 09:00-15:00; Mo-Fr 11:00-22:00; "closed on game days"';
    const week = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
      weekday,
      intervals: [allDay('closed on game days')],
    }));
    // No week of seven 'All day' lines: the text is all there is.
    expect(hoursLines(week)).toEqual([]);
    const status = {
      ...base,
      state: 'unknown' as const,
      text: gameDays,
      today_hours: [allDay('closed on game days')],
    };
    expect(describeOpenStatus(status)).toEqual({
      text: `Hours as listed: ${gameDays}`,
      tone: 'unknown',
    });
    // A value that is one comment reads without its quotes.
    expect(
      describeOpenStatus({ ...status, text: '"by appointment"', today_hours: [allDay()] })?.text,
    ).toBe('Hours as listed: by appointment');
    expect(asListedText('"by appointment"')).toBe('by appointment');
    expect(asListedText(gameDays)).toBe(gameDays);
    // A value the rule cannot read at all: its text too; no text, nothing.
    expect(describeOpenStatus({ ...base, state: 'unknown', text: 'Mo-Su 11:00-2' })?.text).toBe(
      'Hours as listed: Mo-Su 11:00-2',
    );
    expect(describeOpenStatus({ ...base, state: 'unknown' })).toBeNull();
    // One day unknown all day in a week that reads: that day points to the text.
    expect(
      hoursLines([
        { weekday: 5, intervals: [{ start: '11:00', end: '22:00', next_day: false }] },
        { weekday: 6, intervals: [allDay('by appointment')] },
      ]).map((line) => line.text),
    ).toEqual(['11 AM – 10 PM', 'See hours as listed']);
  });

  it('dates schema.org hours that are not the same every week; a closed day opens and closes at 00:00', () => {
    const rows = [
      { date: '2026-11-30', weekday: 1, intervals: [], holiday: null },
      {
        date: '2026-12-01',
        weekday: 2,
        intervals: [{ start: '11:00', end: '24:00', next_day: false }],
        holiday: null,
      },
      {
        date: '2026-12-02',
        weekday: 3,
        intervals: [
          { start: '00:00', end: '24:00', next_day: false, unknown: true, comment: 'ask' },
        ],
        holiday: null,
      },
    ];
    expect(openingHoursSpecification(rows, { dated: true })).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-30',
        validThrough: '2026-11-30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '11:00',
        closes: '23:59',
        validFrom: '2026-12-01',
        validThrough: '2026-12-01',
      },
    ]);
    // The same rows as every week's: by weekday, a closed day left out.
    expect(openingHoursSpecification(rows)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '11:00',
        closes: '23:59',
      },
    ]);
  });

  it('writes schema.org opening hours', () => {
    expect(
      openingHoursSpecification([
        { weekday: 1, intervals: [{ start: '11:00', end: '22:00', next_day: false }] },
        { weekday: 0, intervals: [] },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '11:00',
        closes: '22:00',
      },
    ]);
  });
});
