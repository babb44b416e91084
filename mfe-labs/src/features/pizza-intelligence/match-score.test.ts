import { MOODS, WEATHERS } from './preferences';
import { matchScore, rankMatches } from './match-score';
import { openStatus, placeFixture } from './place-fixture';

describe('matchScore', () => {
  it('gives a place with nothing to match the base score of 80 and says so', () => {
    const match = matchScore(placeFixture(), 'social', 'sunny');
    // Only the 150 reviews count for a social mood.
    expect(match).toEqual({
      score: 83,
      earnedBy: ['a crowd favourite (150 reviews)'],
      reason: 'For a social mood on a sunny day: a crowd favourite (150 reviews).',
    });
    expect(matchScore(placeFixture(), 'comfort', 'sunny')).toEqual({
      score: 80,
      earnedBy: [],
      reason:
        'Nothing here is specific to a comfort mood on a sunny day; one of the best-rated nearby.',
    });
  });

  it('adds the points of each attribute the mood and weather reward, and names them', () => {
    const place = placeFixture({
      categories: [{ alias: 'deepdish', title: 'Deep Dish' }],
      price: '$$',
      transactions: ['delivery'],
      rating: 4.6,
      open_status: openStatus('open'),
    });
    // comfort: Deep Dish 4 + $$ 3 + delivery 2; rainy: delivery 4; rated 4.6: 3; open now: 2.
    expect(matchScore(place, 'comfort', 'rainy')).toEqual({
      score: 98,
      earnedBy: ['Deep Dish', '$$ prices', 'delivery', 'rated 4.6', 'open now'],
      reason:
        'For a comfort mood on a rainy day: Deep Dish, $$ prices, delivery, rated 4.6, open now.',
    });
  });

  it('reads distance, services and rating bands from the place', () => {
    const near = placeFixture({ distance: 1200, transactions: ['pickup'], rating: 4.2 });
    // quick: takeout 3 + within 2 miles 3; sunny: within 1 mile 2; rated 4.2: 2.
    expect(matchScore(near, 'quick', 'sunny')).toMatchObject({
      score: 90,
      earnedBy: ['takeout', '0.7 mi away', 'rated 4.2'],
    });
    const far = placeFixture({ distance: 5000, features: ['takeout'], rating: 3.7 });
    expect(matchScore(far, 'quick', 'sunny')).toMatchObject({
      score: 84,
      earnedBy: ['takeout', 'rated 3.7'],
    });
  });

  it('never goes above 99', () => {
    const everything = placeFixture({
      categories: [
        { alias: 'neapolitan', title: 'Neapolitan' },
        { alias: 'woodfired', title: 'Wood-Fired' },
      ],
      price: '$$$',
      transactions: ['restaurant_reservation', 'delivery'],
      features: ['outdoor_seating'],
      rating: 4.9,
      distance: 500,
      open_status: openStatus('open'),
    });
    expect(matchScore(everything, 'romantic', 'warm').score).toBe(99);
  });

  it('is the same for the same inputs, and always between 80 and 99', () => {
    const places = [
      placeFixture(),
      placeFixture({ rating: 5, features: ['late_night', 'good_for_groups', 'vegan'] }),
      placeFixture({ price: '$', categories: [{ alias: 'sicilian', title: 'Sicilian' }] }),
    ];
    for (const place of places)
      for (const { value: mood } of MOODS)
        for (const { value: weather } of WEATHERS) {
          const first = matchScore(place, mood, weather);
          expect(
            matchScore(JSON.parse(JSON.stringify(place)) as typeof place, mood, weather),
          ).toEqual(first);
          expect(first.score).toBeGreaterThanOrEqual(80);
          expect(first.score).toBeLessThanOrEqual(99);
        }
  });
});

describe('rankMatches', () => {
  it('puts the best match first and keeps the search order for equal scores', () => {
    const a = placeFixture({ id: 'a' });
    const b = placeFixture({ id: 'b', features: ['outdoor_seating'] });
    const c = placeFixture({ id: 'c' });
    const ranked = rankMatches([a, b, c], 'comfort', 'sunny');
    expect(ranked.map((place) => [place.id, place.match.score])).toEqual([
      ['b', 84],
      ['a', 80],
      ['c', 80],
    ]);
  });
});
