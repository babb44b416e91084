import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  placeOpenStatus,
  openStatusChangesAt,
  holidayOn,
  isPlaceOpenAt,
  parseOpeningHours,
} from '../src/hours/place-hours';
import { weekAsIntervals } from '../src/hours/week-intervals';
import { isLateNightHours } from '../src/hours/weekly-hours';
import { instantOfWallClock, localDayAt, wallClockAt } from '../src/hours/wall-clock';

// Every instant here is one the test sets; nothing reads the wall clock.
const CHICAGO = 'America/Chicago';
const NEW_YORK = 'America/New_York';
const US_WEEK = 'Mo-Th 11:00-22:00; Fr,Sa 11:00-23:00; Su 12:00-21:00; PH off';

function chicago(openingHours: string | null, state = 'IL') {
  return { openingHours, state, timeZone: CHICAGO };
}

describe('placeOpenStatus: each weekday of a real US value', () => {
  // Sunday 15 to Saturday 21 November 2026 (no holiday in Illinois); Chicago is UTC-6.
  it.each([
    ['Sunday', '2026-11-15', 0, '12:00', '21:00'],
    ['Monday', '2026-11-16', 1, '11:00', '22:00'],
    ['Tuesday', '2026-11-17', 2, '11:00', '22:00'],
    ['Wednesday', '2026-11-18', 3, '11:00', '22:00'],
    ['Thursday', '2026-11-19', 4, '11:00', '22:00'],
    ['Friday', '2026-11-20', 5, '11:00', '23:00'],
    ['Saturday', '2026-11-21', 6, '11:00', '23:00'],
  ])('%s: open at 20:30, closes at its own time', (_day, date, weekday, opens, closes) => {
    const status = placeOpenStatus(chicago(US_WEEK), new Date(`${date}T20:30:00-06:00`));
    expect(status).toMatchObject({ state: 'open', today: weekday, holiday: null, text: null });
    expect(status.next_change).toEqual({
      at: new Date(`${date}T${closes}:00-06:00`).toISOString(),
      weekday,
      time: closes,
      days_ahead: 0,
    });
    expect(status.week[0]).toEqual({
      date,
      weekday,
      intervals: [{ start: opens, end: closes, next_day: false }],
      holiday: null,
    });
    expect(status.week.map((row) => row.weekday)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((offset) => (weekday + offset) % 7),
    );
  });

  it('closed before opening: opens later today; after closing: opens tomorrow', () => {
    const morning = placeOpenStatus(chicago(US_WEEK), new Date('2026-11-18T08:00:00-06:00'));
    expect(morning).toMatchObject({ state: 'closed' });
    expect(morning.next_change).toMatchObject({ weekday: 3, time: '11:00', days_ahead: 0 });
    const late = placeOpenStatus(chicago(US_WEEK), new Date('2026-11-21T23:30:00-06:00'));
    expect(late.next_change).toEqual({
      at: '2026-11-22T18:00:00.000Z',
      weekday: 0,
      time: '12:00',
      days_ahead: 1,
    });
  });

  it('names the next opening days ahead when the place is closed between', () => {
    const weekends = 'Sa,Su 12:00-20:00';
    const status = placeOpenStatus(chicago(weekends), new Date('2026-11-18T13:00:00-06:00'));
    expect(status).toMatchObject({ state: 'closed' });
    expect(status.next_change).toMatchObject({ weekday: 6, time: '12:00', days_ahead: 3 });
    expect(status.week.filter((row) => row.intervals.length > 0).map((r) => r.weekday)).toEqual([
      6, 0,
    ]);
  });
});

describe('placeOpenStatus: past midnight', () => {
  const LATE = 'Mo-Th 11:00-23:00; Fr,Sa 11:00-02:00; Su 12:00-22:00';

  it('is open after midnight on the night that started the day before', () => {
    // 01:30 on Saturday 21 November: Friday's hours run to 02:00.
    const status = placeOpenStatus(chicago(LATE), new Date('2026-11-21T01:30:00-06:00'));
    expect(status).toMatchObject({ state: 'open', today: 6 });
    expect(status.next_change).toMatchObject({ weekday: 6, time: '02:00', days_ahead: 0 });
  });

  it("shows a night's hours on the day they start, ending the next day", () => {
    const status = placeOpenStatus(chicago(LATE), new Date('2026-11-20T12:00:00-06:00'));
    expect(status.week[0]).toMatchObject({
      weekday: 5,
      intervals: [{ start: '11:00', end: '02:00', next_day: true }],
    });
    // OSM semantics: the later 'Su' rule replaces all of Sunday, Saturday's night included.
    expect(status.week[1]).toMatchObject({
      weekday: 6,
      intervals: [{ start: '11:00', end: '24:00', next_day: false }],
    });
    expect(status.next_change).toMatchObject({ weekday: 6, time: '02:00', days_ahead: 1 });
  });

  it("an additional rule (',') keeps Saturday's night", () => {
    const value = 'Fr,Sa 11:00-02:00, Su 12:00-22:00';
    const status = placeOpenStatus(chicago(value), new Date('2026-11-22T01:00:00-06:00'));
    expect(status).toMatchObject({ state: 'open', today: 0 });
    expect(status.next_change).toMatchObject({ weekday: 0, time: '02:00', days_ahead: 0 });
  });
});

describe('placeOpenStatus: 24/7', () => {
  it('is open with no next change, and every day reads 00:00-24:00', () => {
    const status = placeOpenStatus(chicago('24/7'), new Date('2026-11-18T03:00:00-06:00'));
    expect(status).toMatchObject({ state: 'open', next_change: null });
    expect(status.week).toHaveLength(7);
    for (const row of status.week) {
      expect(row.intervals).toEqual([{ start: '00:00', end: '24:00', next_day: false }]);
    }
  });
});

describe('placeOpenStatus: daylight saving time (US 2026)', () => {
  const NIGHTS = 'Mo-Su 17:00-03:00';
  const newYork = { openingHours: NIGHTS, state: 'NY', timeZone: NEW_YORK };

  it('spring forward, Sunday 8 March: the 03:00 close is at 07:00Z (EDT)', () => {
    // 01:30 EST on 8 March = 06:30Z; clocks jump from 02:00 EST to 03:00 EDT.
    const status = placeOpenStatus(newYork, new Date('2026-03-08T06:30:00Z'));
    expect(status).toMatchObject({ state: 'open', today: 0 });
    expect(status.next_change).toEqual({
      at: '2026-03-08T07:00:00.000Z',
      weekday: 0,
      time: '03:00',
      days_ahead: 0,
    });
    // That evening it opens at 17:00 EDT = 21:00Z.
    const evening = placeOpenStatus(newYork, new Date('2026-03-08T20:00:00Z'));
    expect(evening.next_change?.at).toBe('2026-03-08T21:00:00.000Z');
  });

  it('fall back, Sunday 1 November: the 03:00 close is at 08:00Z (EST)', () => {
    // 01:30 EDT = 05:30Z; at 02:00 EDT the clocks go back to 01:00 EST.
    const status = placeOpenStatus(newYork, new Date('2026-11-01T05:30:00Z'));
    expect(status).toMatchObject({ state: 'open', today: 0 });
    expect(status.next_change).toEqual({
      at: '2026-11-01T08:00:00.000Z',
      weekday: 0,
      time: '03:00',
      days_ahead: 0,
    });
    // The answer cache keeps a status until that change.
    expect(openStatusChangesAt(status, new Date('2026-11-01T05:30:00Z'))).toBe(
      Date.parse('2026-11-01T08:00:00Z'),
    );
  });

  it('turns wall clocks into instants across both changes', () => {
    expect(instantOfWallClock(new Date(2026, 2, 8, 1, 30), NEW_YORK)).toBe(
      Date.parse('2026-03-08T06:30:00Z'),
    );
    expect(instantOfWallClock(new Date(2026, 2, 8, 3, 0), NEW_YORK)).toBe(
      Date.parse('2026-03-08T07:00:00Z'),
    );
    // 01:30 happens twice on 1 November: the first one, in daylight time.
    expect(instantOfWallClock(new Date(2026, 10, 1, 1, 30), NEW_YORK)).toBe(
      Date.parse('2026-11-01T05:30:00Z'),
    );
    expect(wallClockAt(Date.parse('2026-11-01T06:30:00Z'), NEW_YORK).getHours()).toBe(1);
  });

  it('a time the clock skips is the instant it jumps past it; a repeated one, the one to come', () => {
    // 02:30 never happens on 8 March: the clock reads 02:30 or later from 03:00 EDT (07:00Z).
    expect(instantOfWallClock(new Date(2026, 2, 8, 2, 30), NEW_YORK)).toBe(
      Date.parse('2026-03-08T07:00:00Z'),
    );
    // In the repeated hour (01:20 EST, 06:20Z), 01:40 still to come is 06:40Z, not 05:40Z.
    const repeated = Date.parse('2026-11-01T06:20:00Z');
    expect(instantOfWallClock(new Date(2026, 10, 1, 1, 40), NEW_YORK, repeated)).toBe(
      Date.parse('2026-11-01T06:40:00Z'),
    );
  });

  it('a place opening in the skipped hour is open once the clock jumps past its time', () => {
    const early = {
      openingHours: 'Mo-Su 02:30-11:00',
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    };
    // 01:50 PST (09:50Z): closed, opens when the clock jumps from 02:00 PST to 03:00 PDT (10:00Z).
    const before = placeOpenStatus(early, new Date('2026-03-08T09:50:00Z'));
    expect(before).toMatchObject({ state: 'closed' });
    expect(before.next_change?.at).toBe('2026-03-08T10:00:00.000Z');
    expect(placeOpenStatus(early, new Date('2026-03-08T10:13:00Z')).state).toBe('open');
  });

  it('a status from the first 01:xx is not kept into the repeated hour, when the place is open again', () => {
    const late = { openingHours: 'Mo-Su 17:00-01:30', state: 'NY', timeZone: NEW_YORK };
    // 01:50 EDT (05:50Z): closed since 01:30, opens at 17:00.
    expect(placeOpenStatus(late, new Date('2026-11-01T05:50:00Z'))).toMatchObject({
      state: 'closed',
    });
    // 01:10 EST (06:10Z): the clock reads 01:10 again, inside 17:00-01:30; closes at 06:30Z.
    const again = placeOpenStatus(late, new Date('2026-11-01T06:10:00Z'));
    expect(again).toMatchObject({ state: 'open' });
    expect(again.next_change?.at).toBe('2026-11-01T06:30:00.000Z');
  });
});

describe('placeOpenStatus: public holidays of the place’s state', () => {
  // Thursday 12 February 2026: Lincoln's Birthday is a holiday in Illinois, not in Texas.
  const lunchtime = new Date('2026-02-12T13:00:00-06:00');

  it('PH off closes an Illinois place on Lincoln’s Birthday, and names the day', () => {
    const status = placeOpenStatus(chicago(US_WEEK), lunchtime);
    expect(status).toMatchObject({ state: 'closed', holiday: "Lincoln's Birthday", today: 4 });
    expect(status.week[0]).toMatchObject({ intervals: [], holiday: "Lincoln's Birthday" });
    expect(status.next_change).toMatchObject({ weekday: 5, time: '11:00', days_ahead: 1 });
  });

  it('the same hours in Texas are open that day', () => {
    const texas = { openingHours: US_WEEK, state: 'TX', timeZone: CHICAGO };
    expect(placeOpenStatus(texas, lunchtime)).toMatchObject({ state: 'open', holiday: null });
  });

  it('holidays written out ("holidays off") are the state’s too, though parsed once per text elsewhere', () => {
    const written = 'Mo-Th 11:00-22:00; Fr,Sa 11:00-23:00; Su 12:00-21:00; holidays off';
    expect(placeOpenStatus(chicago(written), lunchtime)).toMatchObject({ state: 'closed' });
    const texas = { openingHours: written, state: 'TX', timeZone: CHICAGO };
    expect(placeOpenStatus(texas, lunchtime)).toMatchObject({ state: 'open' });
  });

  it('a value naming no holiday is parsed once for every state; one naming them, per state', () => {
    const plain = 'Mo-Su 10:30-21:30';
    const [illinois, texas] = [parseOpeningHours(plain, 'IL'), parseOpeningHours(plain, 'TX')];
    expect(illinois.ok && texas.ok && illinois.rule === texas.rule).toBe(true);
    const [withIl, withTx] = [parseOpeningHours(US_WEEK, 'IL'), parseOpeningHours(US_WEEK, 'TX')];
    expect(withIl.ok && withTx.ok && withIl.rule !== withTx.rule).toBe(true);
  });

  it('Thanksgiving is a holiday everywhere', () => {
    expect(holidayOn('CA', '2026-11-26')).toBe('Thanksgiving Day');
    const status = placeOpenStatus(chicago(US_WEEK), new Date('2026-11-25T12:00:00-06:00'));
    expect(status.week[1]).toMatchObject({
      date: '2026-11-26',
      intervals: [],
      holiday: 'Thanksgiving Day',
    });
  });
});

describe('placeOpenStatus: a date rule', () => {
  it('Dec 25 off closes Christmas Day only', () => {
    const value = 'Mo-Su 11:00-22:00; Dec 25 off';
    const christmas = placeOpenStatus(chicago(value), new Date('2026-12-25T13:00:00-06:00'));
    expect(christmas).toMatchObject({ state: 'closed', holiday: 'Christmas Day' });
    expect(christmas.next_change).toMatchObject({ time: '11:00', days_ahead: 1 });
    const eve = placeOpenStatus(chicago(value), new Date('2026-12-24T13:00:00-06:00'));
    expect(eve).toMatchObject({ state: 'open' });
    expect(eve.week[1]).toMatchObject({ date: '2026-12-25', intervals: [] });
  });
});

describe('placeOpenStatus: what cannot be evaluated', () => {
  const at = new Date('2026-11-18T13:00:00-06:00');

  it.each(['Mo-Fr 11:00-22:00; SH off', 'open most days, call ahead', 'Mo-Fr 25:00-26:00'])(
    'a value the library rejects (%s) is unknown, with its text',
    (value) => {
      expect(placeOpenStatus(chicago(value), at)).toMatchObject({
        state: 'unknown',
        next_change: null,
        text: value,
        week: [],
      });
    },
  );

  it('no hours at all is unknown without text; closed for good is a flag', () => {
    expect(placeOpenStatus(chicago(null), at)).toMatchObject({ state: 'unknown', text: null });
    expect(placeOpenStatus({ ...chicago(US_WEEK), isClosedPermanently: true }, at)).toMatchObject({
      state: 'closed-permanently',
      next_change: null,
      week: [],
    });
  });
});

describe('openStatusChangesAt', () => {
  it('is the next change, or the local midnight when that comes first', () => {
    const now = new Date('2026-11-18T20:30:00-06:00');
    const open = placeOpenStatus(chicago(US_WEEK), now);
    expect(openStatusChangesAt(open, now)).toBe(Date.parse('2026-11-18T22:00:00-06:00'));
    const always = placeOpenStatus(chicago('24/7'), now);
    expect(openStatusChangesAt(always, now)).toBe(Date.parse('2026-11-19T00:00:00-06:00'));
  });

  it('an evaluation kept for one instant is not used for an earlier one', () => {
    const later = placeOpenStatus(chicago(US_WEEK), new Date('2026-11-18T20:30:00-06:00'));
    const earlier = placeOpenStatus(chicago(US_WEEK), new Date('2026-11-18T08:00:00-06:00'));
    expect(later.state).toBe('open');
    expect(earlier.state).toBe('closed');
  });
});

describe('localDayAt: the local day kept per zone', () => {
  // A zone of its own, so no other test has kept a day of it.
  const DENVER = 'America/Denver';
  const at = (iso: string) => Date.parse(iso);

  it('is the day of the instant asked, with the next midnight, before and after a day kept', () => {
    expect(localDayAt(at('2026-11-18T12:00:00-07:00'), DENVER)).toEqual(
      expect.objectContaining({
        date: '2026-11-18',
        weekday: 3,
        next: at('2026-11-19T00:00:00-07:00'),
      }),
    );
    // The last minute of the day kept, then its end, then an instant before it was kept.
    expect(localDayAt(at('2026-11-18T23:59:59-07:00'), DENVER).date).toBe('2026-11-18');
    expect(localDayAt(at('2026-11-19T00:00:00-07:00'), DENVER)).toEqual(
      expect.objectContaining({ date: '2026-11-19', weekday: 4 }),
    );
    expect(localDayAt(at('2026-11-18T23:00:00-07:00'), DENVER).date).toBe('2026-11-18');
    expect(localDayAt(at('2026-11-17T09:00:00-07:00'), DENVER).date).toBe('2026-11-17');
  });

  it('ends a day of 23 or 25 hours at its own midnight', () => {
    expect(localDayAt(at('2026-03-08T12:00:00-06:00'), DENVER).next).toBe(
      at('2026-03-09T00:00:00-06:00'),
    );
    expect(localDayAt(at('2026-11-01T00:30:00-06:00'), DENVER).next).toBe(
      at('2026-11-02T00:00:00-07:00'),
    );
  });

  it('gives a place without hours the weekday and holiday of its own zone', () => {
    // 05:30 UTC on Friday 27 November: still Thanksgiving evening in Denver.
    const status = placeOpenStatus(
      { openingHours: null, state: 'CO', timeZone: DENVER },
      new Date('2026-11-27T05:30:00Z'),
    );
    expect(status).toMatchObject({ state: 'unknown', today: 4, time_zone: DENVER });
    expect(status.holiday).toMatch(/Thanksgiving/);
  });
});

describe('placeOpenStatus: an unknown state that ends within the day', () => {
  it('is kept only until the rule says open or closed (a comment, a fallback rule)', () => {
    const comment = chicago('Mo-Fr 11:00-21:00 "kitchen closes 20:30"');
    // Today's '11 AM – 9 PM (kitchen closes 20:30)' says what the tag says (decision 0088).
    expect(placeOpenStatus(comment, new Date('2026-11-16T20:08:00-06:00'))).toMatchObject({
      state: 'unknown',
      next_change: null,
      text: null,
      today_hours: [expect.objectContaining({ comment: 'kitchen closes 20:30' })],
    });
    expect(placeOpenStatus(comment, new Date('2026-11-16T21:08:00-06:00'))).toMatchObject({
      state: 'closed',
      next_change: { weekday: 2, time: '11:00', days_ahead: 1 },
      text: null,
    });
    // Outside a fallback rule's hours the place is closed, its comment a note (decision 0092).
    const fallback = chicago('Tu-Sa 17:00-22:00 || "by appointment"');
    expect(placeOpenStatus(fallback, new Date('2026-11-17T16:30:00-06:00'))).toMatchObject({
      state: 'closed',
      next_change: { weekday: 2, time: '17:00', days_ahead: 0 },
      note: 'by appointment',
    });
    expect(placeOpenStatus(fallback, new Date('2026-11-17T17:20:00-06:00'))).toMatchObject({
      state: 'open',
      next_change: { weekday: 2, time: '22:00', days_ahead: 0 },
    });
  });
});

describe('placeOpenStatus: a fallback rule', () => {
  const UPTOWN = 'Mo-Fr 16:00-23:00; Sa-Su 12:00-23:00 || "call ahead on holidays"';
  // Tuesday 1 December 2026, 01:05 in Chicago, as the outside tester saw it.
  const NIGHT = new Date('2026-12-01T01:05:00-06:00');

  it('fills no hours: the week is the rules before it, and the comment is said once', () => {
    const status = placeOpenStatus(chicago(UPTOWN), NIGHT);
    expect(status.week.map((row) => row.intervals)).toEqual([
      ...Array.from({ length: 4 }, () => [{ start: '16:00', end: '23:00', next_day: false }]),
      [{ start: '12:00', end: '23:00', next_day: false }],
      [{ start: '12:00', end: '23:00', next_day: false }],
      [{ start: '16:00', end: '23:00', next_day: false }],
    ]);
    expect(status.note).toBe('call ahead on holidays');
    expect(status.noted_intervals).toBeUndefined();
    expect(status.today_hours).toBeUndefined();
    expect(status.text).toBeNull();
  });

  it('reads closed outside them, opening at 4 PM; open within them; closed after 11 PM', () => {
    expect(placeOpenStatus(chicago(UPTOWN), NIGHT)).toMatchObject({
      state: 'closed',
      next_change: { weekday: 2, time: '16:00', days_ahead: 0 },
    });
    expect(placeOpenStatus(chicago(UPTOWN), new Date('2026-12-01T18:00:00-06:00'))).toMatchObject({
      state: 'open',
      next_change: { weekday: 2, time: '23:00', days_ahead: 0 },
    });
    expect(placeOpenStatus(chicago(UPTOWN), new Date('2026-12-01T23:30:00-06:00'))).toMatchObject({
      state: 'closed',
      next_change: { weekday: 3, time: '16:00', days_ahead: 1 },
    });
    expect(isPlaceOpenAt(chicago(UPTOWN), NIGHT)).toBe(false);
  });

  it('a value without one has no note; an unknown rule that is not a fallback stays unknown', () => {
    expect(placeOpenStatus(chicago(US_WEEK), NIGHT).note).toBeUndefined();
    const comment = placeOpenStatus(chicago('Mo-Su 00:00-24:00 "call first"'), NIGHT);
    expect(comment).toMatchObject({ state: 'unknown' });
    expect(comment.note).toBeUndefined();
  });
});

describe('placeOpenStatus: an interval the source qualifies with a comment', () => {
  const KITCHEN = 'Mo-Sa 11:00-22:00; Su 16:00-21:00 "kitchen closes 30 minutes earlier"';
  const sundayInterval = {
    start: '16:00',
    end: '21:00',
    next_day: false,
    comment: 'kitchen closes 30 minutes earlier',
    unknown: true,
  };

  it("shows Sunday's commented hours in the week, though the library leaves them unknown", () => {
    // Monday 23 November 2026: the week reaches Sunday 29th.
    const status = placeOpenStatus(chicago(KITCHEN), new Date('2026-11-23T12:00:00-06:00'));
    expect(status.state).toBe('open');
    expect(status.week[6]).toEqual({
      date: '2026-11-29',
      weekday: 0,
      intervals: [sundayInterval],
      holiday: null,
    });
    expect(status.week[0]!.intervals).toEqual([{ start: '11:00', end: '22:00', next_day: false }]);
    expect(status.today_hours).toBeUndefined();
  });

  it('keeps the state unknown within it, with the week and today’s hours for the card', () => {
    const status = placeOpenStatus(chicago(KITCHEN), new Date('2026-11-29T17:00:00-06:00'));
    expect(status).toMatchObject({ state: 'unknown', next_change: null, today: 0 });
    expect(status.week).toHaveLength(7);
    expect(status.week[0]!.intervals).toEqual([sundayInterval]);
    expect(status.today_hours).toEqual([sundayInterval]);
    // Before it, closed until the rule reads otherwise at 16:00; after it, closed.
    expect(placeOpenStatus(chicago(KITCHEN), new Date('2026-11-29T12:00:00-06:00')).state).toBe(
      'closed',
    );
    expect(placeOpenStatus(chicago(KITCHEN), new Date('2026-11-29T21:30:00-06:00')).state).toBe(
      'closed',
    );
  });

  it('carries the comment of a plainly open interval, which stays open', () => {
    const status = placeOpenStatus(
      chicago('Mo-Fr 11:00-22:00 open "cash only"'),
      new Date('2026-11-23T12:00:00-06:00'),
    );
    expect(status.state).toBe('open');
    expect(status.week[0]!.intervals).toEqual([
      { start: '11:00', end: '22:00', next_day: false, comment: 'cash only' },
    ]);
  });

  it('an unknown interval is not an open one in the provider shape, nor late at night', () => {
    const status = placeOpenStatus(
      chicago('Mo-Sa 11:00-22:00; Su 16:00-23:30 "kitchen closes earlier"'),
      new Date('2026-11-23T12:00:00-06:00'),
    );
    const open = weekAsIntervals(status)[0]!.open;
    expect(open.some((interval) => interval.day === 0)).toBe(false);
    expect(open).toHaveLength(6);
    expect(
      isLateNightHours('Mo-Sa 11:00-22:00; Su 16:00-23:30 "kitchen closes earlier"', 'IL'),
    ).toBe(false);
    expect(isLateNightHours('Mo-Sa 11:00-22:00; Su 16:00-23:30', 'IL')).toBe(true);
  });
});

describe('placeOpenStatus: sunrise and sunset at the place', () => {
  /** The library itself, run in the place's real zone with its real point. */
  function libraryInZone(text: string, timeZone: string, lat: number, lon: number, days: string[]) {
    const script = `
      const OpeningHours = require('opening_hours');
      const rule = new OpeningHours(${JSON.stringify(text)},
        { lat: '${lat}', lon: '${lon}', address: { country_code: 'us', state: '' } }, 0);
      const pad = (n) => String(n).padStart(2, '0');
      const hhmm = (d) => pad(d.getHours()) + ':' + pad(d.getMinutes());
      const out = ${JSON.stringify(days)}.map((day) => {
        const [y, m, d] = day.split('-').map(Number);
        return rule.getOpenIntervals(new Date(y, m - 1, d), new Date(y, m - 1, d + 1))
          .map(([from, to]) => [hhmm(from), hhmm(to)]);
      });
      process.stdout.write(JSON.stringify(out));`;
    const printed = execFileSync(process.execPath, ['-e', script], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, TZ: timeZone },
    });
    return JSON.parse(String(printed)) as [string, string][][];
  }

  const place = (
    openingHours: string,
    state: string,
    timeZone: string,
    lat: number,
    lon: number,
  ) => ({
    openingHours,
    state,
    timeZone,
    latitude: lat,
    longitude: lon,
  });

  it('Chicago on 30 November 2026: sunrise 06:57, sunset 16:20, as the library says there', () => {
    const chicagoLoop = place('Mo-Su sunrise-sunset', 'IL', CHICAGO, 41.88, -87.63);
    const status = placeOpenStatus(chicagoLoop, new Date('2026-11-30T12:00:00-06:00'));
    expect(status.week[0]!.intervals).toEqual([{ start: '06:57', end: '16:20', next_day: false }]);
    expect(status.next_change).toMatchObject({ time: '16:20', at: '2026-11-30T22:20:00.000Z' });
    const days = status.week.map((row) => row.date);
    const library = libraryInZone('Mo-Su sunrise-sunset', CHICAGO, 41.88, -87.63, days);
    expect(status.week.map((row) => row.intervals.map((i) => [i.start, i.end]))).toEqual(library);
    // Open now agrees either side of the sunset.
    expect(placeOpenStatus(chicagoLoop, new Date('2026-11-30T16:19:00-06:00')).state).toBe('open');
    expect(placeOpenStatus(chicagoLoop, new Date('2026-11-30T16:21:00-06:00')).state).toBe(
      'closed',
    );
    // Without the point, the library's fixed 06:00 and 18:00.
    const pointless = placeOpenStatus(
      chicago('Mo-Su sunrise-sunset'),
      new Date('2026-11-30T12:00:00-06:00'),
    );
    expect(pointless.week[0]!.intervals).toEqual([
      { start: '06:00', end: '18:00', next_day: false },
    ]);
  });

  it.each([
    [
      'Los Angeles, the week the clocks go forward (Sunday 8 March)',
      'Mo-Su sunrise-sunset',
      'CA',
      'America/Los_Angeles',
      34.05,
      -118.24,
      '2026-03-05T20:00:00Z',
    ],
    [
      'Miami, the week the clocks go back (Sunday 1 November)',
      'Sa,Su sunrise-sunset; Mo-Fr 11:00-(sunset+01:00)',
      'FL',
      NEW_YORK,
      25.77,
      -80.19,
      '2026-10-29T16:00:00Z',
    ],
    [
      'Los Angeles in summer',
      'Mo-Su (sunrise+01:00)-(sunset-00:30)',
      'CA',
      'America/Los_Angeles',
      34.05,
      -118.24,
      '2026-07-02T12:00:00Z',
    ],
    [
      'Phoenix, no daylight saving',
      'Mo-Su dawn-dusk',
      'AZ',
      'America/Phoenix',
      33.45,
      -112.07,
      '2026-06-15T20:00:00Z',
    ],
    [
      'New York in winter',
      'Mo-Fr 11:00-sunset; Sa,Su sunrise-22:00',
      'NY',
      NEW_YORK,
      40.71,
      -74.01,
      '2026-12-14T15:00:00Z',
    ],
    [
      'Anchorage',
      'Mo-Su sunrise-sunset',
      'AK',
      'America/Anchorage',
      61.22,
      -149.9,
      '2026-12-10T20:00:00Z',
    ],
    [
      'Honolulu',
      'Mo-Su sunrise-sunset',
      'HI',
      'Pacific/Honolulu',
      21.31,
      -157.86,
      '2026-03-20T20:00:00Z',
    ],
  ])(
    '%s: the week is the library’s in the real zone, to the minute',
    (_name, text, state, zone, lat, lon, at) => {
      const status = placeOpenStatus(place(text, state, zone, lat, lon), new Date(at));
      const library = libraryInZone(
        text,
        zone,
        lat,
        lon,
        status.week.map((row) => row.date),
      );
      // The moved longitude computes the sun a few hours off its real instant: some seconds
      // apart, so a time cut to the minute may read one minute apart (decision 0031).
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
      const ours = status.week.map((row) => row.intervals.map((i) => [i.start, i.end]));
      expect(ours.map((day) => day.length)).toEqual(library.map((day) => day.length));
      ours.flat(2).forEach((time, index) => {
        expect(Math.abs(minutes(time) - minutes(library.flat(2)[index]!))).toBeLessThanOrEqual(1);
      });
      expect(
        ours.flat(2).filter((time, index) => time !== library.flat(2)[index]).length,
      ).toBeLessThan(ours.flat(2).length / 2);
    },
  );

  it('two places with the same sun rule each get their own times', () => {
    const at = new Date('2026-11-30T18:00:00Z');
    const miami = placeOpenStatus(place('Mo-Su sunrise-sunset', 'FL', NEW_YORK, 25.76, -80.19), at);
    const boston = placeOpenStatus(
      place('Mo-Su sunrise-sunset', 'MA', NEW_YORK, 42.36, -71.06),
      at,
    );
    expect(miami.week[0]!.intervals[0]!.end).not.toBe(boston.week[0]!.intervals[0]!.end);
    expect(
      isPlaceOpenAt(
        place('Mo-Su sunrise-sunset', 'MA', NEW_YORK, 42.36, -71.06),
        new Date('2026-11-30T21:20:00Z'),
      ),
    ).toBe(false);
    expect(
      isPlaceOpenAt(
        place('Mo-Su sunrise-sunset', 'FL', NEW_YORK, 25.76, -80.19),
        new Date('2026-11-30T21:20:00Z'),
      ),
    ).toBe(true);
  });
});

describe('placeOpenStatus: an open end', () => {
  it('shows the guessed close as such, not as a closed day', () => {
    const status = placeOpenStatus(chicago('Sa-Su 12:00+'), new Date('2026-11-23T12:00:00-06:00'));
    expect(status.week[5]!.intervals).toEqual([
      {
        start: '12:00',
        end: '24:00',
        next_day: false,
        comment: 'closing time not given',
        unknown: true,
        open_end: true,
      },
    ]);
  });

  it('marks the open end, so no close the tag does not give is shown (17:00+)', () => {
    // Monday 30 November 2026, 21:44 in Chicago: within the open end, unknown as the library says.
    const status = placeOpenStatus(chicago('Mo-Su 17:00+'), new Date('2026-11-30T21:44:00-06:00'));
    expect(status.state).toBe('unknown');
    expect(status.today_hours).toEqual([
      expect.objectContaining({ start: '17:00', open_end: true, unknown: true }),
    ]);
    expect(status.week.every((row) => row.intervals.every((i) => i.open_end))).toBe(true);
    // Unknown now or closed at noon, the text is not sent: 'from 5 PM (closing time not
    // given)' says what the tag says, and "As listed" beside it said it twice (decision 0088).
    expect(status.text).toBeNull();
    expect(
      placeOpenStatus(chicago('Mo-Su 17:00+'), new Date('2026-11-30T12:00:00-06:00')).text,
    ).toBeNull();
  });

  it('still sends the text when the rows cannot say it all: corrected, or a day unknown all day', () => {
    const at = new Date('2026-11-30T21:44:00-06:00');
    // Corrected ('Mon' for Mo): the reading beside the value as written.
    expect(placeOpenStatus(chicago('Mon-Sun 17:00+'), at)).toMatchObject({
      state: 'unknown',
      corrected: true,
      text: 'Mon-Sun 17:00+',
    });
    // Saturday by appointment reads 'See hours as listed': the text says the rest.
    expect(placeOpenStatus(chicago('Mo-Fr 17:00+; Sa "by appointment"'), at)).toMatchObject({
      state: 'unknown',
      text: 'Mo-Fr 17:00+; Sa "by appointment"',
    });
  });
});

// Issue 23's outside review: what a visitor is shown of hours the rule leaves unknown, reads
// only after corrections, or that are not the same every week.
describe('placeOpenStatus: the text as listed', () => {
  const MONDAY_EVENING = new Date('2026-11-30T21:44:00-06:00');

  it.each([
    ['Sa,Su 09:00-15:00; Mo-Fr 11:00-22:00; "closed on game days"', 'closed on game days'],
    ['"by appointment"', 'by appointment'],
  ])('a value unknown every day (%s) sends its text', (value, comment) => {
    const status = placeOpenStatus(chicago(value), MONDAY_EVENING);
    expect(status).toMatchObject({ state: 'unknown', next_change: null, text: value });
    expect(status.week).toHaveLength(7);
    for (const row of status.week) {
      expect(row.intervals).toEqual([
        { start: '00:00', end: '24:00', next_day: false, comment, unknown: true },
      ]);
    }
    expect(status.corrected).toBeUndefined();
  });

  it('a week with one day unknown all day sends the text while the place is open', () => {
    const value = 'Mo-Fr 11:00-22:00; Sa "by appointment"';
    const status = placeOpenStatus(chicago(value), MONDAY_EVENING);
    expect(status).toMatchObject({ state: 'open', text: value });
    expect(status.week[5]!.intervals[0]).toMatchObject({ unknown: true, start: '00:00' });
    // Hours that read every day send none.
    expect(placeOpenStatus(chicago(US_WEEK), MONDAY_EVENING).text).toBeNull();
  });

  it('a value read only after syntax corrections keeps the library’s state and is flagged', () => {
    const status = placeOpenStatus(chicago('Mon-Fri 11-9'), MONDAY_EVENING);
    // The library reads 11:00-09:00 the next morning: open at 21:44, as it says.
    expect(status).toMatchObject({
      state: 'open',
      corrected: true,
      text: 'Mon-Fri 11-9',
      next_change: { weekday: 2, time: '09:00', days_ahead: 1 },
    });
    expect(placeOpenStatus(chicago('11am-10pm'), MONDAY_EVENING)).toMatchObject({
      state: 'open',
      corrected: true,
      text: '11am-10pm',
    });
    expect(placeOpenStatus(chicago('Mo-Fr 11.00-22.00'), MONDAY_EVENING).corrected).toBe(true);
  });

  it.each([
    // Rules overwriting the night before: the library warns, the syntax is right.
    'Mo-Th 11:00-03:00; Fr 00:00-03:00,11:00-04:00; Sa 11:00-04:00; Su 00:00-04:00,11:00-02:00',
    // No PH rule, a trailing ';', a colon after the days, lower case: advice only.
    'Mo-Su 11:00-22:00',
    'Mo-Su 11:00-22:00;',
    'Mo-Fr: 11:00-22:00',
    'mo-fr 11:00-22:00; sa-su 12:00-23:00',
  ])('a value with stylistic warnings only is not flagged: %s', (value) => {
    const status = placeOpenStatus(chicago(value), MONDAY_EVENING);
    expect(status.corrected).toBeUndefined();
    expect(status.text).toBeNull();
  });

  it.each([
    ['Mo-Su 11:00-23:00; Nov 30 off; Dec 25 off; PH off'],
    ['Apr-Oct Mo-Su 11:00-23:00; Nov-Mar Mo-Su 11:00-21:00'],
    ['week 02-52/2 Mo-Su 11:00-23:00; week 01-53/2 Mo-Su 11:00-21:00'],
  ])('a value not the same every week says so: %s', (value) => {
    expect(placeOpenStatus(chicago(value), MONDAY_EVENING).week_varies).toBe(true);
  });

  it('a value the same every week does not; the date closes its day in the week', () => {
    expect(
      placeOpenStatus(chicago('Mo-Su 11:00-22:00'), MONDAY_EVENING).week_varies,
    ).toBeUndefined();
    const holiday = placeOpenStatus(
      chicago('Mo-Su 11:00-23:00; Nov 30 off; Dec 25 off; PH off'),
      MONDAY_EVENING,
    );
    expect(holiday.week[0]).toMatchObject({ date: '2026-11-30', intervals: [] });
    expect(holiday.week[1]!.intervals).toEqual([{ start: '11:00', end: '23:00', next_day: false }]);
  });
});

describe('placeOpenStatus: sun times across a change of the clocks', () => {
  it('the next sunrise after the clocks go forward is read in daylight time', () => {
    // Saturday 7 March 2026, 22:00 PST in San Francisco: closed until Sunday's sunrise,
    // 07:30 PDT (14:30Z), not 06:30 as the day before's offset would put it.
    const status = placeOpenStatus(
      {
        openingHours: 'sunrise-sunset',
        state: 'CA',
        timeZone: 'America/Los_Angeles',
        latitude: 37.77,
        longitude: -122.42,
      },
      new Date('2026-03-08T06:00:00Z'),
    );
    expect(status.state).toBe('closed');
    expect(status.next_change?.time.slice(0, 4)).toBe('07:3');
    expect(status.next_change?.at.slice(0, 15)).toBe('2026-03-08T14:3');
  });
});
