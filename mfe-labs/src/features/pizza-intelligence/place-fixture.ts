import type { ListedOpenStatus, ListedRestaurant } from '@pizza-atlas/contracts';

/** An open status as a list answer carries it (only the state matters to the labs). */
export function openStatus(state: ListedOpenStatus['state']): ListedOpenStatus {
  return {
    state,
    next_change: null,
    today: 3,
    time_zone: 'America/Chicago',
    holiday: null,
    text: null,
  };
}

/** A catalog place in the API's shape, with no attribute any rule rewards; override what a test is about. */
export function placeFixture(overrides: Partial<ListedRestaurant> = {}): ListedRestaurant {
  return {
    id: 'plain-pies',
    provider: 'catalog',
    name: 'Plain Pies',
    image_url: null,
    photos: [],
    url: null,
    rating: 3,
    review_count: 150,
    price: null,
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    location: {
      address1: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zip_code: '60601',
      country: 'US',
      display_address: ['1 Main St', 'Chicago, IL 60601'],
    },
    coordinates: { latitude: 41.88, longitude: -87.63 },
    phone: '',
    display_phone: '',
    is_closed: false,
    transactions: [],
    features: [],
    distance: 10_000,
    hours: [],
    open_status: openStatus('closed'),
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
