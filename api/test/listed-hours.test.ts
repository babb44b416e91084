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
// week from `hours[0].open` and `today` (listedHoursWeek). These check that it reads exactly
// what the week's rows read, for every hours value the sample catalog and the OSM fixture
// hold, at instants the test sets (an ordinary week, Thanksgiving, both clock changes).

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
      // The provider shape holds the open intervals, without the source's comments: an
      // interval the rule leaves unknown is the page's alone.
      const expected = shown(
        status.week.map((row) => ({
          ...row,
          intervals: row.intervals
            .filter((interval) => !interval.unknown)
            .map(({ start, end, next_day }) => ({ start, end, next_day })),
        })),
      );
      if (JSON.stringify(shown(listed)) !== JSON.stringify(expected))
        differ.push(`${place.name} (${place.openingHours})`);
      if (status.week.length > 0) compared++;
      if (status.week.some((row) => row.intervals.some((interval) => interval.next_day)))
        overnight++;
    }
    expect(differ).toEqual([]);
    // Weeks with rows were compared, overnight ones among them, not only empty ones.
    expect(compared).toBeGreaterThanOrEqual(1000);
    expect(overnight).toBeGreaterThanOrEqual(10);
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
