import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatHoursLine,
  hoursLines,
  listedHoursWeek,
  type HoursLineRow,
} from '@pizza-atlas/contracts';
import { generateSampleCatalog } from '../src/catalog/sample/generate-sample-catalog';
import { placeOpenStatus } from '../src/hours/place-hours';
import { timeZoneAt } from '../src/hours/time-zones';
import { weekAsIntervals } from '../src/hours/week-intervals';

// Decision 0070: a list answer carries no `open_status.week`; the quick view makes its
// week from `hours[0].open`, the intervals it cannot say (`noted_intervals`, decision 0088)
// and `today` (listedHoursWeek). These check that it reads exactly what the week's rows
// read, comments, unknown days and open ends included, for every hours value the sample
// catalog and the OSM fixture hold, at instants the test sets (an ordinary week,
// Thanksgiving, both clock changes).

interface HoursPlace {
  name: string;
  openingHours: string;
  state: string;
  latitude: number;
  longitude: number;
}

const osm = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'osm-open-now.json'), 'utf8'),
) as {
  elements: {
    lat?: number;
    lon?: number;
    center?: { lat: number; lon: number };
    tags: Record<string, string>;
  }[];
};

const osmPlaces: HoursPlace[] = osm.elements
  .filter((element) => element.tags.opening_hours && element.tags['addr:state'])
  .map((element) => ({
    name: element.tags.name ?? '',
    openingHours: element.tags.opening_hours!,
    state: element.tags['addr:state']!,
    latitude: element.lat ?? element.center!.lat,
    longitude: element.lon ?? element.center!.lon,
  }));

const samplePlaces: HoursPlace[] = generateSampleCatalog()
  .restaurants.filter((place) => place.opening_hours)
  .map((place) => ({
    name: place.name,
    openingHours: place.opening_hours!,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  }));

/** Values no fixture holds: round the clock, overnight past 6 AM, midnight ends, split days. */
const edgePlaces: HoursPlace[] = [
  'Mo-Su 18:00-08:00',
  'Fr,Sa 17:00-24:00; Su-Th 17:00-23:00',
  'Mo-Su 00:00-24:00; PH off',
  'Mo-Fr 11:00-14:00,17:00-02:00; Sa 12:00-06:00; Su off',
  'We 22:00-24:00; Th 00:00-04:00',
  // Partly unknown days (decision 0088): open ends, comments, unknown rules, fallbacks.
  'Mo-Su 17:00+',
  'Mo-Fr 11:00-14:00,17:00+; Sa 12:00-22:00',
  'Mo-Sa 11:00-22:00; Su 16:00-21:00 "kitchen closes 30 minutes earlier"',
  'Mo-Fr 11:00-22:00 open "cash only"; Sa,Su 12:00-20:00',
  'Mo-Fr 11:00-22:00; Sa "by appointment"',
  'Mo-Fr 10:00-18:00; Sa 10:00-14:00 unknown',
  'Mo-Fr 11:00-22:00 || "by appointment"',
  'Sa,Su 09:00-15:00; Mo-Fr 11:00-22:00; "closed on game days"',
  'Mo-Su 11:00-22:00; PH 12:00-18:00',
  'Mo-Su 18:00-08:00 "last orders at 7"',
].map((openingHours, index) => ({
  name: `edge ${index}`,
  openingHours,
  state: 'IL',
  latitude: 41.88,
  longitude: -87.63,
}));

const INSTANTS = [
  ['an ordinary Wednesday lunchtime', '2026-11-18T18:30:00Z'],
  ['Thanksgiving evening', '2026-11-27T01:00:00Z'],
  ['the night the clocks go back', '2026-11-01T07:30:00Z'],
  ['the morning the clocks go forward', '2027-03-14T09:00:00Z'],
] as const;

/** What the quick view shows: each line's words, which day is today. */
const shown = (rows: readonly HoursLineRow[]) =>
  hoursLines(rows).map((line) => ({ text: formatHoursLine(line), isToday: line.isToday }));

describe('a listed place’s hours (decision 0070)', () => {
  it('holds enough places to say something', () => {
    expect(osmPlaces.length).toBeGreaterThanOrEqual(35);
    expect(samplePlaces.length).toBeGreaterThanOrEqual(1000);
  });

  it.each(INSTANTS)('reads as the week’s rows read, at %s', (_when, instant) => {
    const now = new Date(instant);
    let compared = 0;
    let overnight = 0;
    let noted = 0;
    const differ: string[] = [];
    for (const place of [...osmPlaces, ...samplePlaces, ...edgePlaces]) {
      const status = placeOpenStatus(
        {
          openingHours: place.openingHours,
          state: place.state,
          timeZone: timeZoneAt(place.latitude, place.longitude, place.state),
        },
        now,
      );
      const listed = listedHoursWeek({ hours: weekAsIntervals(status), open_status: status });
      if (JSON.stringify(shown(listed)) !== JSON.stringify(shown(status.week)))
        differ.push(`${place.name} (${place.openingHours})`);
      if (status.week.length > 0) compared++;
      if (status.week.some((row) => row.intervals.some((interval) => interval.next_day)))
        overnight++;
      if (status.noted_intervals) noted++;
    }
    expect(differ).toEqual([]);
    // Weeks with rows were compared, overnight ones and noted ones among them.
    expect(compared).toBeGreaterThanOrEqual(1000);
    expect(overnight).toBeGreaterThanOrEqual(10);
    expect(noted).toBeGreaterThanOrEqual(10);
  });

  it('keeps each interval’s own form: midnight ends, after-midnight ends, round the clock', () => {
    const status = placeOpenStatus(
      {
        openingHours: 'Mo-Th 11:00-24:00; Fr 17:00-02:00; Su 00:00-24:00',
        state: 'IL',
        timeZone: 'America/Chicago',
      },
      new Date('2026-11-18T18:30:00Z'),
    );
    const week = listedHoursWeek({ hours: weekAsIntervals(status), open_status: status });
    expect(week).toEqual(status.week.map(({ weekday, intervals }) => ({ weekday, intervals })));
    expect(week.slice(0, 5)).toEqual([
      { weekday: 3, intervals: [{ start: '11:00', end: '24:00', next_day: false }] },
      { weekday: 4, intervals: [{ start: '11:00', end: '24:00', next_day: false }] },
      { weekday: 5, intervals: [{ start: '17:00', end: '02:00', next_day: true }] },
      { weekday: 6, intervals: [] },
      { weekday: 0, intervals: [{ start: '00:00', end: '24:00', next_day: false }] },
    ]);
    expect(hoursLines(week).map(formatHoursLine)).toEqual([
      'Wednesday: 11 AM – 12 AM',
      'Thursday: 11 AM – 12 AM',
      'Friday: 5 PM – 2 AM',
      'Saturday: Closed',
      'Sunday: Open 24 hours',
      'Monday: 11 AM – 12 AM',
      'Tuesday: 11 AM – 12 AM',
    ]);
  });

  it('is empty for a place whose hours are unknown or gone', () => {
    const at = new Date('2026-11-18T18:30:00Z');
    const unknown = placeOpenStatus(
      { openingHours: 'See website', state: 'IL', timeZone: 'America/Chicago' },
      at,
    );
    expect(listedHoursWeek({ hours: weekAsIntervals(unknown), open_status: unknown })).toEqual([]);
    const gone = placeOpenStatus(
      {
        openingHours: 'Mo-Su 11:00-22:00',
        state: 'IL',
        timeZone: 'America/Chicago',
        isClosedPermanently: true,
      },
      at,
    );
    expect(listedHoursWeek({ hours: weekAsIntervals(gone), open_status: gone })).toEqual([]);
    expect(listedHoursWeek({ hours: [], open_status: undefined })).toEqual([]);
    // Known hours with no opening this week: seven closed days, not "not listed".
    const off = placeOpenStatus(
      { openingHours: 'off', state: 'IL', timeZone: 'America/Chicago' },
      at,
    );
    expect(
      hoursLines(listedHoursWeek({ hours: weekAsIntervals(off), open_status: off })).map(
        formatHoursLine,
      ),
    ).toEqual(hoursLines(off.week).map(formatHoursLine));
    expect(off.week).toHaveLength(7);
  });
});

describe('a listed place’s partly unknown days (decision 0088)', () => {
  const at = new Date('2026-11-23T18:00:00Z'); // Monday noon in Chicago
  const listedLines = (openingHours: string) => {
    const status = placeOpenStatus({ openingHours, state: 'IL', timeZone: 'America/Chicago' }, at);
    const listed = listedHoursWeek({ hours: weekAsIntervals(status), open_status: status });
    return hoursLines(listed).map(formatHoursLine);
  };

  it('reads an open end, a comment and a day by appointment as the page does, never Closed', () => {
    expect(
      listedLines(
        'Mo-Fr 11:00-14:00,17:00+; Sa "by appointment"; Su 16:00-21:00 "kitchen closes early"',
      ),
    ).toEqual([
      'Monday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Tuesday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Wednesday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Thursday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Friday: 11 AM – 2 PM, from 5 PM (closing time not given)',
      'Saturday: See hours as listed',
      'Sunday: 4 PM – 9 PM (kitchen closes early)',
    ]);
  });

  it('keeps a commented open interval once, with its comment', () => {
    expect(listedLines('Mo-Su 11:00-22:00 open "cash only"')[0]).toBe(
      'Monday: 11 AM – 10 PM (cash only)',
    );
  });

  it('sends nothing more for hours the provider shape says whole', () => {
    const status = placeOpenStatus(
      { openingHours: 'Mo-Su 11:00-22:00', state: 'IL', timeZone: 'America/Chicago' },
      at,
    );
    expect(status).not.toHaveProperty('noted_intervals');
  });
});
