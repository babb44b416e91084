import { restaurantFixture } from '../../test/restaurant-fixture';
import { restaurantHead } from './restaurant-head';

const PAGE = 'https://pizza.example/restaurant/abc';

describe('restaurantHead', () => {
  it('names the place in the title and describes it with its city and rating', () => {
    const head = restaurantHead(
      restaurantFixture({ name: 'Crust Corner', rating: 4.5, review_count: 12 }),
      PAGE,
    );
    expect(head.title).toBe('Crust Corner');
    expect(head.description).toMatch(/^Crust Corner in .+, [A-Z]{2}: rated 4\.5 from 12 reviews\./);
  });

  it("gives search engines the owner's description, and none when the owner wrote none", () => {
    const owned = restaurantHead(
      restaurantFixture({ description: 'Wood-fired pies since 1998.' }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    expect(owned.description).toBe('Wood-fired pies since 1998.');
    const plain = restaurantHead(restaurantFixture(), PAGE).jsonLd as Record<string, unknown>;
    expect(plain).not.toHaveProperty('description');
  });

  it("names a chain branch's street in its title, so 30 Domino's pages are not one title", () => {
    const head = restaurantHead(
      restaurantFixture({ name: "Domino's", brand: "Domino's", rating: 0, review_count: 0 }),
      PAGE,
    );
    expect(head.title).toBe("Domino's, 8434 Garnet Ln");
    expect(head.description).toMatch(/^Domino's, 8434 Garnet Ln in Austin, TX: no reviews yet\./);
  });

  it('does not describe a place nobody has reviewed as rated 0.0', () => {
    const head = restaurantHead(
      restaurantFixture({ name: 'New Slice', rating: 0, review_count: 0 }),
      PAGE,
    );
    expect(head.description).toMatch(/^New Slice in .+, [A-Z]{2}: no reviews yet\. Hours/);
    expect(head.description).not.toContain('0.0');
  });

  it('gives a Restaurant JSON-LD with address, geo, opening hours and aggregate rating', () => {
    const base = restaurantFixture();
    const row = (date: string, weekday: number, start: string, end: string, next_day = false) => ({
      date,
      weekday,
      intervals: [{ start, end, next_day }],
      holiday: null,
    });
    const restaurant = restaurantFixture({
      rating: 4,
      review_count: 8,
      rating_source: 'visitors',
      attribution: { ...base.attribution, is_sample: false },
      open_status: {
        ...base.open_status!,
        week: [
          row('2026-11-16', 1, '11:00', '22:00'),
          row('2026-11-20', 5, '17:00', '02:00', true),
          row('2026-11-21', 6, '00:00', '24:00'),
        ],
      },
    });
    const jsonLd = restaurantHead(restaurant, PAGE).jsonLd as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: restaurant.name,
      url: PAGE,
      address: {
        '@type': 'PostalAddress',
        streetAddress: restaurant.location.address1,
        addressLocality: restaurant.location.city,
        addressRegion: restaurant.location.state,
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: restaurant.coordinates.latitude,
        longitude: restaurant.coordinates.longitude,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 8 },
    });
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '11:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '17:00',
        closes: '02:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('dates the hours of a week that is not like every week (a date closed, a season)', () => {
    const base = restaurantFixture();
    // 'Mo-Su 11:00-23:00; Nov 30 off; Dec 25 off; PH off' on Monday 30 November.
    const week = [30, 1, 2].map((day, index) => ({
      date: index === 0 ? '2026-11-30' : `2026-12-0${day}`,
      weekday: 1 + index,
      intervals: index === 0 ? [] : [{ start: '11:00', end: '23:00', next_day: false }],
      holiday: null,
    }));
    const jsonLd = restaurantHead(
      restaurantFixture({ open_status: { ...base.open_status!, week, week_varies: true } }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    // Not 'closed every Monday': closed on 30 November, open the days after, each dated.
    expect(jsonLd.openingHoursSpecification).toEqual([
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
        closes: '23:00',
        validFrom: '2026-12-01',
        validThrough: '2026-12-01',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '11:00',
        closes: '23:00',
        validFrom: '2026-12-02',
        validThrough: '2026-12-02',
      },
    ]);
  });

  it('gives hours regular but for holidays weekly, the week’s holiday as special hours', () => {
    const base = restaurantFixture();
    // 'Mo-Su 11:00-22:00; PH off' on Monday 23 November: Thanksgiving on Thursday.
    const open = [{ start: '11:00', end: '22:00', next_day: false }];
    const week = [23, 24, 25, 26, 27, 28, 29].map((day, index) => ({
      date: `2026-11-${day}`,
      weekday: (1 + index) % 7,
      intervals: day === 26 ? [] : open,
      holiday: day === 26 ? 'Thanksgiving Day' : null,
    }));
    const regular_week = week.map(({ weekday }) => ({ weekday, intervals: open }));
    const jsonLd = restaurantHead(
      restaurantFixture({
        open_status: { ...base.open_status!, week, week_varies: true, regular_week },
      }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    const weekly = jsonLd.openingHoursSpecification as Record<string, string>[];
    expect(weekly).toHaveLength(7);
    expect(weekly.map((spec) => spec.dayOfWeek)).toContain('https://schema.org/Thursday');
    expect(weekly.every((spec) => spec.opens === '11:00' && spec.closes === '22:00')).toBe(true);
    expect(weekly.some((spec) => 'validFrom' in spec)).toBe(false);
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
      },
    ]);
  });

  it('leaves out hours and rating a place does not have', () => {
    const base = restaurantFixture();
    const jsonLd = restaurantHead(
      restaurantFixture({
        review_count: 0,
        hours: [],
        open_status: { ...base.open_status!, week: [] },
      }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it("names the place's own website as sameAs, keeping url for this page", () => {
    const jsonLd = restaurantHead(
      restaurantFixture({
        url: 'https://www.openstreetmap.org/node/42',
        website: 'https://www.loumalnatis.com/chicago-river-north',
      }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      url: PAGE,
      sameAs: 'https://www.loumalnatis.com/chicago-river-north',
    });
    const without = restaurantHead(restaurantFixture({ website: null }), PAGE).jsonLd;
    expect(without).not.toHaveProperty('sameAs');
  });

  it('gives no telephone for a number that did not read as one', () => {
    const jsonLd = restaurantHead(
      restaurantFixture({ phone: '', display_phone: 'not available' }),
      PAGE,
    ).jsonLd as Record<string, unknown>;
    expect(jsonLd).not.toHaveProperty('telephone');
    expect(restaurantHead(restaurantFixture(), PAGE).jsonLd).toMatchObject({
      telephone: '(214) 555-0182',
    });
  });

  describe('aggregateRating, only from our own visitors', () => {
    const real = (fields: Parameters<typeof restaurantFixture>[0]) =>
      restaurantFixture({
        ...fields,
        attribution: { ...restaurantFixture().attribution, is_sample: false },
      });
    const jsonLdOf = (restaurant: ReturnType<typeof restaurantFixture>) =>
      restaurantHead(restaurant, PAGE).jsonLd as Record<string, unknown>;

    it('is never given for a sample place, whatever its invented totals', () => {
      const sample = restaurantFixture({ rating: 4, review_count: 22, rating_source: 'visitors' });
      expect(sample.attribution.is_sample).toBe(true);
      expect(jsonLdOf(sample)).not.toHaveProperty('aggregateRating');
    });

    it('is not given for an OpenStreetMap place without visitor reviews', () => {
      expect(
        jsonLdOf(real({ rating: 0, review_count: 0, rating_source: 'none' })),
      ).not.toHaveProperty('aggregateRating');
    });

    it("is given from an OpenStreetMap place's 3 visitor reviews, with their count", () => {
      expect(
        jsonLdOf(real({ rating: 4.3, review_count: 3, rating_source: 'visitors' })),
      ).toMatchObject({
        aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      });
    });

    it("is not given when the rating counts a source's stated totals", () => {
      for (const rating_source of ['source', 'mixed'] as const) {
        expect(jsonLdOf(real({ rating: 4, review_count: 9, rating_source }))).not.toHaveProperty(
          'aggregateRating',
        );
      }
    });
  });
});
