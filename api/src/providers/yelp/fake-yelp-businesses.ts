import type { YelpBusiness, YelpReview } from './yelp-schemas';

/**
 * Made-up pizza places in Yelp's details shape, for the fake Yelp server. Days are
 * numbered like real Yelp: 0 is Monday. Some carry Yelp's odd values on purpose: no
 * price, image_url "", address2/3 null or "", phone "", no hours, hour_type.
 */
export type FakeYelpBusiness = YelpBusiness & {
  is_claimed?: boolean;
  special_hours?: unknown[];
  reviews: YelpReview[];
};

const bizUrl = (alias: string) =>
  `https://www.yelp.com/biz/${alias}?adjust_creative=fake&utm_campaign=yelp_api_v3&utm_medium=api_v3_business_search&utm_source=fake`;
const photo = (name: string) => `https://s3-media1.fl.yelpcdn.com/bphoto/${name}/o.jpg`;
const interval = (day: number, start: string, end: string) => ({
  day,
  start,
  end,
  is_overnight: end < start,
});
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => interval(d, start, end));
const review = (
  id: string,
  alias: string,
  rating: number,
  name: string,
  text: string,
  at: string,
): YelpReview => ({
  id,
  url: `https://www.yelp.com/biz/${alias}?adjust_creative=fake&hrid=${id}&utm_campaign=yelp_api_v3&utm_medium=api_v3_business_reviews&utm_source=fake`,
  text,
  rating,
  time_created: at,
  user: {
    id: `u${id}`,
    profile_url: `https://www.yelp.com/user_details?userid=u${id}`,
    image_url: null,
    name,
  },
});

export const FAKE_YELP_BUSINESSES: FakeYelpBusiness[] = [
  {
    id: 'fkVesuvioFornoBklyn001',
    alias: 'vesuvio-forno-napoletano-brooklyn',
    name: 'Vesuvio Forno Napoletano',
    image_url: photo('fake-vesuvio-1'),
    is_claimed: true,
    is_closed: false,
    url: bizUrl('vesuvio-forno-napoletano-brooklyn'),
    review_count: 812,
    categories: [
      { alias: 'pizza', title: 'Pizza' },
      { alias: 'italian', title: 'Italian' },
    ],
    rating: 4.5,
    coordinates: { latitude: 40.6795, longitude: -73.948 },
    transactions: ['pickup', 'delivery'],
    price: '$$',
    location: {
      address1: '412 Nostrand Ave',
      address2: '',
      address3: null,
      city: 'Brooklyn',
      zip_code: '11216',
      country: 'US',
      state: 'NY',
      display_address: ['412 Nostrand Ave', 'Brooklyn, NY 11216'],
      cross_streets: 'Halsey St & Macon St',
    },
    phone: '+17185550123',
    display_phone: '(718) 555-0123',
    attributes: { business_temp_closed: null, menu_url: null },
    photos: [photo('fake-vesuvio-1'), photo('fake-vesuvio-2'), photo('fake-vesuvio-3')],
    hours: [
      {
        open: [
          interval(0, '1130', '2200'),
          interval(1, '1130', '2200'),
          interval(2, '1130', '2200'),
          interval(3, '1130', '2200'),
          interval(4, '1130', '2300'),
          interval(5, '1200', '0100'),
          interval(6, '1200', '2100'),
        ],
        hours_type: 'REGULAR',
        is_open_now: true,
      },
    ],
    special_hours: [
      { date: '2026-12-25', is_closed: true, start: null, end: null, is_overnight: false },
    ],
    reviews: [
      review(
        'fkRevVesuvio01',
        'vesuvio-forno-napoletano-brooklyn',
        5,
        'Jamie R.',
        'Blistered crust, bright sauce and basil that tastes like summer. Worth the wait...',
        '2026-03-14 19:22:05',
      ),
      review(
        'fkRevVesuvio02',
        'vesuvio-forno-napoletano-brooklyn',
        4,
        'Priya K.',
        'Soft, soupy centre the way it should be. Service was slow on a Friday...',
        '2026-01-05 12:10:00',
      ),
      review(
        'fkRevVesuvio03',
        'vesuvio-forno-napoletano-brooklyn',
        4,
        'Marco D.',
        'The marinara is the move. Small room, so go early...',
        '2025-11-02 01:30:00',
      ),
    ],
  },
  {
    id: 'fkSalsSicilianBklyn002',
    alias: 'sals-sicilian-squares-brooklyn',
    name: "Sal's Sicilian Squares",
    image_url: photo('fake-sals-1'),
    is_closed: true,
    url: bizUrl('sals-sicilian-squares-brooklyn'),
    review_count: 230,
    categories: [
      { alias: 'pizza', title: 'Pizza' },
      { alias: 'sicilian', title: 'Sicilian' },
    ],
    rating: 4,
    coordinates: { latitude: 40.676, longitude: -73.95 },
    transactions: ['pickup'],
    price: '$',
    location: {
      address1: '1187 Bergen St',
      address2: null,
      address3: '',
      city: 'Brooklyn',
      zip_code: '11213',
      country: 'US',
      state: 'NY',
      display_address: ['1187 Bergen St', 'Brooklyn, NY 11213'],
    },
    phone: '+17185550188',
    display_phone: '(718) 555-0188',
    photos: [photo('fake-sals-1')],
    // Closed Mondays; a split shift on Tuesday (a day can appear twice).
    hours: [
      {
        open: [
          interval(1, '1100', '1500'),
          interval(1, '1700', '2200'),
          ...[2, 3, 4, 5, 6].map((d) => interval(d, '1100', '2200')),
        ],
        hours_type: 'REGULAR',
        is_open_now: false,
      },
    ],
    reviews: [
      review(
        'fkRevSals01',
        'sals-sicilian-squares-brooklyn',
        4,
        'Dee W.',
        'Thick, airy squares with a crunchy fried bottom. Miss this place...',
        '2025-06-30 18:00:00',
      ),
    ],
  },
  {
    id: 'fkSliceOfEdenBklyn0003',
    alias: 'slice-of-eden-brooklyn',
    name: 'Slice of Eden',
    image_url: '',
    is_closed: false,
    url: bizUrl('slice-of-eden-brooklyn'),
    review_count: 57,
    categories: [
      { alias: 'pizza', title: 'Pizza' },
      { alias: 'vegan', title: 'Vegan' },
    ],
    rating: 4,
    coordinates: { latitude: 40.685, longitude: -73.94 },
    transactions: ['delivery'],
    location: {
      address1: '75 Lefferts Pl',
      address2: null,
      address3: '',
      city: 'Brooklyn',
      zip_code: '11238',
      country: 'US',
      state: 'NY',
      display_address: ['75 Lefferts Pl', 'Brooklyn, NY 11238'],
    },
    phone: '',
    display_phone: '',
    photos: [],
    reviews: [
      review(
        'fkRevEden01',
        'slice-of-eden-brooklyn',
        4,
        'Sam T.',
        'Cashew mozz that actually melts. Delivery was quick...',
        '2026-07-04 20:45:10',
      ),
      review(
        'fkRevEden02',
        'slice-of-eden-brooklyn',
        3,
        'Alex',
        'Good crust, toppings a bit sparse...',
        '2026-02-11 09:00:00',
      ),
    ],
  },
  {
    id: 'fkEmberAshParkSlope004',
    alias: 'ember-and-ash-wood-fired-pizza-brooklyn',
    name: 'Ember & Ash Wood-Fired Pizza',
    image_url: photo('fake-ember-1'),
    is_closed: false,
    url: bizUrl('ember-and-ash-wood-fired-pizza-brooklyn'),
    review_count: 1204,
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    rating: 4.8,
    coordinates: { latitude: 40.672, longitude: -73.977 },
    transactions: ['restaurant_reservation', 'pickup'],
    price: '$$$',
    location: {
      address1: '240 7th Ave',
      address2: 'Suite 2',
      address3: null,
      city: 'Brooklyn',
      zip_code: '11215',
      country: 'US',
      state: 'NY',
      display_address: ['240 7th Ave', 'Suite 2', 'Brooklyn, NY 11215'],
    },
    phone: '+17185550199',
    display_phone: '(718) 555-0199',
    attributes: { wheelchair_accessible: true, business_temp_closed: null },
    photos: [photo('fake-ember-1'), photo('fake-ember-2')],
    hours: [{ open: everyDay('1700', '2230'), hours_type: 'REGULAR', is_open_now: true }],
    reviews: [
      review(
        'fkRevEmber01',
        'ember-and-ash-wood-fired-pizza-brooklyn',
        5,
        'Noor A.',
        'Charred, chewy, smoky. The hot honey pie is ridiculous...',
        '2026-08-20 21:05:00',
      ),
    ],
  },
  {
    id: 'fkLakeviewDeepDish0005',
    alias: 'lakeview-deep-dish-co-chicago',
    name: 'Lakeview Deep Dish Co',
    image_url: photo('fake-lakeview-1'),
    is_closed: false,
    url: bizUrl('lakeview-deep-dish-co-chicago'),
    review_count: 98,
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    rating: 3.5,
    coordinates: { latitude: 41.94, longitude: -87.645 },
    transactions: [],
    price: '$$',
    location: {
      address1: '3012 N Broadway',
      address2: '',
      address3: '',
      city: 'Chicago',
      zip_code: '60657',
      country: 'US',
      state: 'IL',
      display_address: ['3012 N Broadway', 'Chicago, IL 60657'],
    },
    phone: '+13125550142',
    display_phone: '(312) 555-0142',
    photos: [photo('fake-lakeview-1')],
    // The OpenAPI spec's spelling of the key; real payloads say hours_type.
    hours: [{ open: everyDay('1100', '2100'), hour_type: 'REGULAR', is_open_now: false }],
    reviews: [
      review(
        'fkRevLakeview01',
        'lakeview-deep-dish-co-chicago',
        3,
        'Chris B.',
        'Forty-five minutes for the pie, as promised. Buttery crust...',
        '2026-04-01 17:15:00',
      ),
    ],
  },
  {
    id: 'fkMissionStSliceSF0006',
    alias: 'mission-street-slice-san-francisco',
    name: 'Mission Street Slice',
    image_url: photo('fake-mission-1'),
    is_closed: false,
    url: bizUrl('mission-street-slice-san-francisco'),
    review_count: 340,
    categories: [{ alias: 'pizza', title: 'Pizza' }],
    rating: 4,
    coordinates: { latitude: 37.7599, longitude: -122.4148 },
    transactions: ['pickup', 'delivery'],
    price: '$',
    location: {
      address1: '2290 Mission St',
      address2: null,
      address3: null,
      city: 'San Francisco',
      zip_code: '94110',
      country: 'US',
      state: 'CA',
      display_address: ['2290 Mission St', 'San Francisco, CA 94110'],
    },
    phone: '+14155550111',
    display_phone: '(415) 555-0111',
    photos: [photo('fake-mission-1')],
    hours: [
      {
        open: [
          ...[0, 1, 2, 3, 6].map((d) => interval(d, '1100', '2300')),
          interval(4, '1100', '0300'),
          interval(5, '1100', '0300'),
        ],
        hours_type: 'REGULAR',
        is_open_now: true,
      },
    ],
    reviews: [
      review(
        'fkRevMission01',
        'mission-street-slice-san-francisco',
        4,
        'Lu M.',
        'A proper 2 a.m. slice. Thin, foldable, cheap...',
        '2026-09-09 02:10:00',
      ),
    ],
  },
];
