import type { Restaurant } from '@pizza-atlas/contracts';

/** A catalog place in the API's shape; override what a test is about. */
export function restaurantFixture(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'lous-pizza',
    provider: 'catalog',
    name: "Lou's Pizza Parlor",
    image_url: '/sample-photos/pizza-1.svg',
    photos: [],
    url: null,
    rating: 4.5,
    review_count: 51,
    price: '$$',
    categories: [
      { alias: 'pizza', title: 'Pizza' },
      { alias: 'neapolitan', title: 'Neapolitan' },
      { alias: 'woodfired', title: 'Wood-Fired' },
    ],
    location: {
      address1: '8434 Garnet Ln',
      city: 'Austin',
      state: 'TX',
      zip_code: '78705',
      country: 'US',
      display_address: ['8434 Garnet Ln', 'Austin, TX 78705'],
    },
    coordinates: { latitude: 30.29, longitude: -97.73 },
    phone: '+12145550182',
    display_phone: '(214) 555-0182',
    is_closed: false,
    transactions: ['delivery', 'pickup'],
    features: ['delivery', 'takeout', 'good_for_groups', 'good_for_kids'],
    distance: 2889.9,
    hours: [
      {
        open: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '1030', end: '2100' })),
        is_open_now: true,
      },
    ],
    // As the server says on a Wednesday at noon in Austin.
    open_status: {
      state: 'open',
      next_change: { at: '2026-11-19T03:00:00.000Z', weekday: 3, time: '21:00', days_ahead: 0 },
      today: 3,
      time_zone: 'America/Chicago',
      holiday: null,
      text: null,
      week: [18, 19, 20, 21, 22, 23, 24].map((date, index) => ({
        date: `2026-11-${date}`,
        weekday: (3 + index) % 7,
        intervals: [{ start: '10:30', end: '21:00', next_day: false }],
        holiday: null,
      })),
    },
    attribution: {
      provider: 'catalog',
      name: 'Pizza Atlas sample catalog (fictional places)',
      url: null,
      license: null,
      is_sample: true,
    },
    ...overrides,
  };
}
