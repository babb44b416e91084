import type { Restaurant } from '@pizza-atlas/contracts';
import {
  busyLevelFor,
  closingOf,
  estimateWait,
  popularityFactor,
  waitFromReports,
} from '../src/wait-times/estimate-wait';
import { placeOpenStatus } from '../src/hours/place-hours';
import { weeklyIntervalsToOsm } from '../src/hours/to-osm';

/** The listing as the API sends it at `now`: its open status made by the hours rule. */
function at(place: Restaurant, now: Date): [Restaurant, Date] {
  const status = placeOpenStatus(
    {
      openingHours: weeklyIntervalsToOsm(place.hours[0]?.open ?? []),
      state: place.location.state,
      timeZone: 'America/Chicago',
      isClosedPermanently: place.is_closed,
    },
    now,
  );
  return [{ ...place, open_status: status }, now];
}

function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    start: '1100',
    end: '2300',
    is_overnight: false,
  }));
  return {
    id: 'r1',
    provider: 'catalog',
    name: 'Test Slice',
    image_url: null,
    photos: [],
    url: null,
    rating: 4.5,
    review_count: 400,
    price: '$$',
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    location: {
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
      display_address: [],
    },
    coordinates: { latitude: 30.27, longitude: -97.74 },
    phone: '',
    display_phone: '',
    is_closed: false,
    transactions: [],
    features: [],
    hours: [{ open: everyDay }],
    attribution: { provider: 'catalog', name: 'Sample', url: null, license: null, is_sample: true },
    ...overrides,
  };
}

// Saturday 21 November 2026, 7:00 PM in Austin (CST, UTC-6).
const saturdayDinner = new Date('2026-11-22T01:00:00Z');
// Tuesday 17 November 2026, 3:00 PM in Austin.
const tuesdayAfternoon = new Date('2026-11-17T21:00:00Z');

describe('wait estimate', () => {
  it('is longer at a Saturday dinner peak than on a Tuesday afternoon', () => {
    const peak = estimateWait(restaurant(), saturdayDinner);
    const quiet = estimateWait(restaurant(), tuesdayAfternoon);
    expect(peak.basis).toBe('estimate');
    expect(peak.currentWait).toBeGreaterThan(quiet.currentWait * 2);
    expect(['high', 'very-high']).toContain(peak.busyLevel);
    expect(quiet.busyLevel).toBe('low');
    expect(peak.nextAvailable).toMatch(/^\d{1,2}:\d{2} PM$/);
    expect(peak.lastUpdated).toBe(saturdayDinner.toISOString());
  });

  it('grows with popularity', () => {
    const famous = estimateWait(restaurant({ review_count: 5000 }), saturdayDinner);
    const unknown = estimateWait(restaurant({ review_count: 3 }), saturdayDinner);
    expect(famous.currentWait).toBeGreaterThan(unknown.currentWait);
    expect(popularityFactor(0)).toBe(0.6);
    expect(popularityFactor(1_000_000)).toBe(1.6);
  });

  it('says when a closed place opens next instead of inventing a wait', () => {
    const lateOpening = [2, 3, 4, 5, 6].map((day) => ({
      day,
      start: '1700',
      end: '2200',
      is_overnight: false,
    }));
    const closed = estimateWait(
      ...at(restaurant({ hours: [{ open: lateOpening }] }), tuesdayAfternoon),
    );
    expect(closed).toMatchObject({
      basis: 'closed',
      currentWait: 0,
      predictedWait: null,
      nextAvailable: 'Opens 5 PM',
    });
    const sundayMorning = new Date('2026-11-22T16:00:00Z');
    expect(
      estimateWait(...at(restaurant({ hours: [{ open: lateOpening }] }), sundayMorning))
        .nextAvailable,
    ).toBe('Opens Tue 5 PM');
    expect(estimateWait(...at(restaurant({ is_closed: true }), saturdayDinner)).nextAvailable).toBe(
      'Permanently closed',
    );
  });

  it('maps minutes to the four busy levels', () => {
    expect([0, 9, 10, 19, 20, 34, 35, 90].map(busyLevelFor)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'very-high',
      'very-high',
    ]);
  });
});

describe('visitor reports', () => {
  const estimate = estimateWait(restaurant(), saturdayDinner);
  const minutesAgo = (minutes: number) => new Date(saturdayDinner.getTime() - minutes * 60_000);

  it('replace the estimate, weighting recent reports most', () => {
    const result = waitFromReports(
      estimate,
      [
        { waitMinutes: 45, createdAt: minutesAgo(2) },
        { waitMinutes: 5, createdAt: minutesAgo(80) },
      ],
      'America/Chicago',
      saturdayDinner,
    );
    expect(result.basis).toBe('reports');
    expect(result.reportCount).toBe(2);
    expect(result.currentWait).toBeGreaterThan(30);
    expect(result.busyLevel).toBe('very-high');
    // As new as the newest report, not the moment of asking.
    expect(result.lastUpdated).toBe(minutesAgo(2).toISOString());
  });

  it("give the time of the figures in the place's own zone, as the next table is given", () => {
    const result = waitFromReports(
      estimate,
      [{ waitMinutes: 20, createdAt: minutesAgo(5) }],
      'America/New_York',
      saturdayDinner,
    );
    // The report came in at 00:55 UTC, 7:55 PM in New York, whatever zone the server or
    // the browser runs in; it is now 8:00 PM there.
    expect(result.lastUpdatedLocal).toBe('7:55 PM');
    expect(result.nextAvailable).toBe('8:20 PM');
  });

  it('give a predicted wait only once three visitors reported', () => {
    const one = waitFromReports(
      estimate,
      [{ waitMinutes: 20, createdAt: minutesAgo(1), client: 'a' }],
      'America/Chicago',
      saturdayDinner,
    );
    expect(one).toMatchObject({
      currentWait: 20,
      predictedWait: null,
      predictionWithheld: 'few-reports',
    });
    // Three reports from two visitors are still two visitors.
    const two = waitFromReports(
      estimate,
      [
        { waitMinutes: 20, createdAt: minutesAgo(1), client: 'a' },
        { waitMinutes: 25, createdAt: minutesAgo(40), client: 'a' },
        { waitMinutes: 30, createdAt: minutesAgo(10), client: 'b' },
      ],
      'America/Chicago',
      saturdayDinner,
    );
    expect(two).toMatchObject({ predictedWait: null, predictionWithheld: 'few-reports' });
    const three = waitFromReports(
      estimate,
      [
        { waitMinutes: 20, createdAt: minutesAgo(1), client: 'a' },
        { waitMinutes: 20, createdAt: minutesAgo(5), client: 'b' },
        { waitMinutes: 20, createdAt: minutesAgo(10), client: 'c' },
      ],
      'America/Chicago',
      saturdayDinner,
    );
    expect(three.predictionWithheld).toBeNull();
    expect(three.predictedWait).toBe(
      Math.round((20 * estimate.predictedWait!) / estimate.currentWait),
    );
  });

  it('offer no table after closing and no prediction past it', () => {
    // Monday 16 November 2026 in Austin, open 11 AM – 10 PM; a 20-minute wait reported at 9:47 PM.
    const mondays = [{ day: 1, start: '1100', end: '2200', is_overnight: false }];
    const [place, at947] = at(
      restaurant({ hours: [{ open: mondays }] }),
      new Date('2026-11-17T03:47:00Z'),
    );
    const closing = closingOf(place);
    expect(closing?.time).toBe('22:00');
    const late = waitFromReports(
      estimateWait(place, at947),
      [{ waitMinutes: 20, createdAt: at947, client: 'a' }],
      'America/Chicago',
      at947,
      closing,
    );
    expect(late).toMatchObject({
      basis: 'reports',
      currentWait: 20,
      nextAvailable: 'Closes 10 PM',
      predictedWait: null,
      predictionWithheld: 'closes-soon',
    });
    // A 10-minute wait ends at 9:57 PM, before closing: that is the time offered.
    expect(
      waitFromReports(
        estimateWait(place, at947),
        [{ waitMinutes: 10, createdAt: at947, client: 'a' }],
        'America/Chicago',
        at947,
        closing,
      ).nextAvailable,
    ).toBe('9:57 PM');
    // The estimate follows the same rule.
    expect(estimateWait(place, at947)).toMatchObject({ predictionWithheld: 'closes-soon' });
  });

  it('are ignored when older than 90 minutes', () => {
    const result = waitFromReports(
      estimate,
      [{ waitMinutes: 60, createdAt: minutesAgo(120) }],
      'America/Chicago',
      saturdayDinner,
    );
    expect(result).toEqual(estimate);
  });
});
