import type {
  CityGuide,
  CityListing,
  GuideCity,
  ListingGuide,
  StateGuide,
  StaticListing,
} from '@pizza-atlas/contracts';

const ILLINOIS = { code: 'IL', name: 'Illinois', slug: 'illinois' };

function city(name: string, population: number, placeCount: number, listingCount = 0): GuideCity {
  return {
    stateCode: 'IL',
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    population,
    placeCount,
    listingCount,
  };
}

const chicago = city('Chicago', 2_720_546, 60, 1);
const cities = [
  city('Aurora', 200_965, 5),
  chicago,
  city('Joliet', 150_371, 3),
  city('Naperville', 149_540, 0),
  city('Peoria', 110_417, 4),
  city('Rockford', 148_655, 4),
  city('Springfield', 114_694, 2),
  city('Elgin', 114_797, 1),
  city('Champaign', 88_909, 2),
];

export const stateGuide: StateGuide = {
  state: ILLINOIS,
  cities,
  popularCities: [...cities].sort((a, b) => b.population - a.population).slice(0, 8),
  topCitiesPopulation: [...cities]
    .sort((a, b) => b.population - a.population)
    .slice(0, 8)
    .reduce((sum, entry) => sum + entry.population, 0),
  placeCount: 81,
  about: ['Illinois means Chicago deep dish.', 'Pizza Atlas lists 81 sample pizza places.'],
};

export const listing: StaticListing = {
  id: 'sample-listing-lakeview-deep-dish',
  slug: 'lakeview-deep-dish',
  name: 'Lakeview Deep Dish',
  street: '3120 N Broadway',
  city: 'Chicago',
  stateCode: 'IL',
  zip: '60657',
  phone: '(773) 555-0131',
  website: 'https://lakeview-deep-dish.example/',
  hours: {
    monday: '4:00 PM – 10:00 PM',
    tuesday: '4:00 PM – 10:00 PM',
    wednesday: '4:00 PM – 10:00 PM',
    thursday: '4:00 PM – 10:00 PM',
    friday: '11:30 AM – 1:00 AM',
    saturday: '11:30 AM – 11:00 PM',
    sunday: 'Closed',
  },
  // As the server reads those hours (Monday first).
  weeklyHours: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    intervals:
      weekday === 0
        ? []
        : weekday === 5
          ? [{ start: '11:30', end: '01:00', next_day: true }]
          : weekday === 6
            ? [{ start: '11:30', end: '23:00', next_day: false }]
            : [{ start: '16:00', end: '22:00', next_day: false }],
  })),
  styles: ['Chicago deep dish', 'Stuffed'],
  dietTags: ['Vegetarian options'],
  geo: { lat: 41.9386, lng: -87.6443 },
  photos: [
    '/sample-photos/pizza-3.svg',
    '/sample-photos/pizza-6.svg',
    '/sample-photos/pizza-9.svg',
  ],
  description: 'Buttery, high-walled deep dish.',
  rating: 4.7,
  reviewCount: 529,
  isSample: true,
};

/** The listing on a city page on a Saturday in Chicago (the server's reading of today). */
export const cityListing: CityListing = {
  ...listing,
  today: {
    weekday: 6,
    intervals: [{ start: '11:30', end: '23:00', next_day: false }],
    holiday: null,
  },
};

export const cityGuide: CityGuide = {
  state: ILLINOIS,
  city: chicago,
  listings: [cityListing],
  places: [
    {
      id: '6f0f3c1e-2b1a-4a8e-9d1c-3f1e2d4c5b6a',
      name: 'Sample Slice Chicago',
      address: '100 W Madison St',
      rating: 4.5,
      reviewCount: 88,
      price: '$$',
      categories: ['Pizza', 'Deep Dish'],
      imageUrl: null,
      isSample: true,
      phone: '(312) 555-0100',
      website: 'https://sample-slice.example/',
      today: {
        weekday: 6,
        intervals: [{ start: '11:00', end: '22:00', next_day: false }],
        holiday: null,
      },
    },
  ],
  sources: [],
  directoryLocation: 'Chicago, IL',
};

export const emptyCityGuide: CityGuide = {
  state: ILLINOIS,
  city: city('Naperville', 149_540, 0),
  listings: [],
  places: [],
  sources: [],
  directoryLocation: 'Naperville, IL',
};

export const listingGuide: ListingGuide = {
  listing,
  state: ILLINOIS,
  city: { name: 'Chicago', slug: 'chicago' },
};

export const NOT_FOUND = (message: string) => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message } },
});
