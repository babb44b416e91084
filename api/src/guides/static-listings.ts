import type { StaticListing, Weekday } from '@pizza-atlas/contracts';
import { SAMPLE_PHOTO_URLS } from '../catalog/sample/sample-photos';
import { listingHoursToOsm } from '../hours/to-osm';
import { weeklyHours } from '../hours/weekly-hours';

// The twelve static guide listings of the spec (section 3). They are fictional sample
// places: names, streets, phone numbers (555-01xx, reserved for fiction) and websites
// (.example, a reserved domain) are made up; cities, ZIP codes and coordinates are real
// places in those cities. Every page that shows one says it is a sample listing.

type Hours = Record<Weekday, string>;

function hours(
  weekdays: string,
  friday: string,
  saturday: string,
  sunday: string,
  monday?: string,
): Hours {
  return {
    monday: monday ?? weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday,
    saturday,
    sunday,
  };
}

function photos(...numbers: number[]): string[] {
  return numbers.map((n) => SAMPLE_PHOTO_URLS[n - 1]!);
}

type ListingInput = Omit<StaticListing, 'id' | 'isSample' | 'website' | 'weeklyHours'>;

function listing(input: ListingInput): StaticListing {
  return {
    id: `sample-listing-${input.slug}`,
    ...input,
    website: `https://${input.slug}.example/`,
    // The listing's text hours, read once into the one hours rule's form (OSM syntax).
    weeklyHours: weeklyHours(listingHoursToOsm(input.hours), input.stateCode),
    isSample: true,
  };
}

export const STATIC_LISTINGS: readonly StaticListing[] = [
  listing({
    slug: 'bleecker-brick-oven',
    name: 'Bleecker Brick Oven',
    street: '214 Bleecker St',
    city: 'New York City',
    stateCode: 'NY',
    zip: '10012',
    phone: '(212) 555-0114',
    hours: hours(
      '11:30 AM – 11:00 PM',
      '11:30 AM – 1:00 AM',
      '11:30 AM – 1:00 AM',
      '12:00 PM – 10:00 PM',
    ),
    styles: ['New York', 'Coal oven'],
    dietTags: ['Vegetarian options'],
    geo: { lat: 40.7306, lng: -74.0027 },
    photos: photos(1, 4, 7),
    description:
      'A narrow Greenwich Village counter selling wide, foldable slices from a brick oven that runs all day. The plain slice is the point: thin crust with a crisp underside, bright tomato and low-moisture mozzarella.',
    rating: 4.6,
    reviewCount: 312,
  }),
  listing({
    slug: 'arthur-avenue-squares',
    name: 'Arthur Avenue Squares',
    street: '2390 Arthur Ave',
    city: 'New York City',
    stateCode: 'NY',
    zip: '10458',
    phone: '(718) 555-0127',
    hours: hours(
      '11:00 AM – 9:00 PM',
      '11:00 AM – 10:00 PM',
      '11:00 AM – 10:00 PM',
      '12:00 PM – 8:00 PM',
      'Closed',
    ),
    styles: ['Sicilian', 'Grandma'],
    dietTags: ['Vegetarian options'],
    geo: { lat: 40.8546, lng: -73.8883 },
    photos: photos(2, 5),
    description:
      'Thick Sicilian squares and thin grandma pies baked in well-oiled pans, a few doors from the Bronx market stalls. Order a mixed tray for the table.',
    rating: 4.4,
    reviewCount: 188,
  }),
  listing({
    slug: 'lakeview-deep-dish',
    name: 'Lakeview Deep Dish',
    street: '3120 N Broadway',
    city: 'Chicago',
    stateCode: 'IL',
    zip: '60657',
    phone: '(773) 555-0131',
    hours: hours(
      '4:00 PM – 10:00 PM',
      '11:30 AM – 11:00 PM',
      '11:30 AM – 11:00 PM',
      '11:30 AM – 9:00 PM',
    ),
    styles: ['Chicago deep dish', 'Stuffed'],
    dietTags: ['Vegetarian options', 'Gluten-free crust'],
    geo: { lat: 41.9386, lng: -87.6443 },
    photos: photos(3, 6, 9),
    description:
      'Buttery, high-walled deep dish with the cheese under a chunky tomato sauce, baked to order in about forty minutes. Call ahead and the pie is ready when you arrive.',
    rating: 4.7,
    reviewCount: 529,
  }),
  listing({
    slug: 'pilsen-tavern-pie',
    name: 'Pilsen Tavern Pie',
    street: '1745 W 18th St',
    city: 'Chicago',
    stateCode: 'IL',
    zip: '60608',
    phone: '(312) 555-0148',
    hours: hours(
      '3:00 PM – 12:00 AM',
      '3:00 PM – 2:00 AM',
      '12:00 PM – 2:00 AM',
      '12:00 PM – 10:00 PM',
    ),
    styles: ['Tavern style', 'Thin crust'],
    dietTags: ['Vegan cheese'],
    geo: { lat: 41.8578, lng: -87.6701 },
    photos: photos(8, 1),
    description:
      "Cracker-thin tavern pies cut into squares, the way the city's bars have served them for generations. Fennel sausage and giardiniera are the house order.",
    rating: 4.5,
    reviewCount: 241,
  }),
  listing({
    slug: 'wooster-coal-fired-apizza',
    name: 'Wooster Coal-Fired Apizza',
    street: '182 Wooster St',
    city: 'New Haven',
    stateCode: 'CT',
    zip: '06511',
    phone: '(203) 555-0155',
    hours: hours(
      '4:00 PM – 10:00 PM',
      '11:30 AM – 11:00 PM',
      '11:30 AM – 11:00 PM',
      '12:00 PM – 9:00 PM',
      'Closed',
    ),
    styles: ['New Haven apizza', 'Coal oven'],
    dietTags: [],
    geo: { lat: 41.3036, lng: -72.9165 },
    photos: photos(4, 10, 2),
    description:
      'Charred, chewy, oblong apizza from a coal oven, with the white clam pie as the signature. "Mootz" costs extra, as New Haven tradition expects.',
    rating: 4.8,
    reviewCount: 604,
  }),
  listing({
    slug: 'corktown-detroit-square',
    name: 'Corktown Detroit Square',
    street: '1430 Michigan Ave',
    city: 'Detroit',
    stateCode: 'MI',
    zip: '48216',
    phone: '(313) 555-0162',
    hours: hours(
      '11:00 AM – 10:00 PM',
      '11:00 AM – 11:00 PM',
      '11:00 AM – 11:00 PM',
      '12:00 PM – 9:00 PM',
    ),
    styles: ['Detroit style'],
    dietTags: ['Vegetarian options', 'Gluten-free crust'],
    geo: { lat: 42.3314, lng: -83.0671 },
    photos: photos(5, 3),
    description:
      'Rectangular pies baked in steel pans, brick cheese to the edges for a lacy caramelised crust, and the sauce ladled on top after the bake.',
    rating: 4.6,
    reviewCount: 377,
  }),
  listing({
    slug: 'echo-park-sourdough-pies',
    name: 'Echo Park Sourdough Pies',
    street: '1520 W Sunset Blvd',
    city: 'Los Angeles',
    stateCode: 'CA',
    zip: '90026',
    phone: '(213) 555-0173',
    hours: hours(
      '5:00 PM – 10:00 PM',
      '5:00 PM – 11:00 PM',
      '12:00 PM – 11:00 PM',
      '12:00 PM – 9:00 PM',
      'Closed',
    ),
    styles: ['California', 'Sourdough'],
    dietTags: ['Vegan options', 'Vegetarian options'],
    geo: { lat: 34.0781, lng: -118.2606 },
    photos: photos(6, 9, 1),
    description:
      'Naturally leavened crusts with farmers-market toppings that change every week, and a vegan pie that holds its own.',
    rating: 4.3,
    reviewCount: 142,
  }),
  listing({
    slug: 'north-beach-slice-house',
    name: 'North Beach Slice House',
    street: '1408 Stockton St',
    city: 'San Francisco',
    stateCode: 'CA',
    zip: '94133',
    phone: '(415) 555-0186',
    hours: hours(
      '11:00 AM – 11:00 PM',
      '11:00 AM – 2:00 AM',
      '11:00 AM – 2:00 AM',
      '11:00 AM – 10:00 PM',
    ),
    styles: ['New York', 'Sicilian'],
    dietTags: ['Vegetarian options'],
    geo: { lat: 37.7996, lng: -122.4085 },
    photos: photos(7, 2),
    description:
      'Late-night slices in the old Italian quarter: a thin cheese slice, a Sicilian square, and a window counter to eat them at.',
    rating: 4.2,
    reviewCount: 96,
  }),
  listing({
    slug: 'passyunk-tomato-pie',
    name: 'Passyunk Tomato Pie',
    street: '1820 E Passyunk Ave',
    city: 'Philadelphia',
    stateCode: 'PA',
    zip: '19148',
    phone: '(215) 555-0190',
    hours: hours(
      '10:00 AM – 6:00 PM',
      '10:00 AM – 7:00 PM',
      '9:00 AM – 7:00 PM',
      '9:00 AM – 3:00 PM',
      'Closed',
    ),
    styles: ['Tomato pie', 'Square'],
    dietTags: ['Vegan options'],
    geo: { lat: 39.9277, lng: -75.1659 },
    photos: photos(9, 8),
    description:
      'South Philly tomato pie sold by the sheet: focaccia-like dough, sweet thick sauce and a dusting of grated hard cheese, served at room temperature.',
    rating: 4.5,
    reviewCount: 158,
  }),
  listing({
    slug: 'hanover-street-pizzeria',
    name: 'Hanover Street Pizzeria',
    street: '318 Hanover St',
    city: 'Boston',
    stateCode: 'MA',
    zip: '02113',
    phone: '(617) 555-0109',
    hours: hours(
      '11:00 AM – 10:00 PM',
      '11:00 AM – 11:00 PM',
      '11:00 AM – 11:00 PM',
      '11:00 AM – 10:00 PM',
    ),
    styles: ['Neapolitan', 'Wood-fired'],
    dietTags: ['Vegetarian options', 'Gluten-free crust'],
    geo: { lat: 42.3636, lng: -71.0544 },
    photos: photos(10, 4, 6),
    description:
      'Soft, blistered Neapolitan pies from a wood-fired dome oven in the North End, ninety seconds at a time. The margherita is the benchmark.',
    rating: 4.7,
    reviewCount: 433,
  }),
  listing({
    slug: 'the-hill-provel-pies',
    name: 'The Hill Provel Pies',
    street: '5201 Shaw Ave',
    city: 'St. Louis',
    stateCode: 'MO',
    zip: '63110',
    phone: '(314) 555-0117',
    hours: hours(
      '11:00 AM – 9:00 PM',
      '11:00 AM – 10:00 PM',
      '11:00 AM – 10:00 PM',
      '12:00 PM – 8:00 PM',
      'Closed',
    ),
    styles: ['St. Louis style', 'Thin crust'],
    dietTags: ['Vegetarian options'],
    geo: { lat: 38.6166, lng: -90.2745 },
    photos: photos(1, 5),
    description:
      'Unleavened cracker crust, Provel cheese and a sweet, oregano-heavy sauce, cut into squares: St. Louis pizza as the neighbourhood has always made it.',
    rating: 4.4,
    reviewCount: 121,
  }),
  listing({
    slug: 'east-austin-fire-pies',
    name: 'East Austin Fire Pies',
    street: '1108 E 6th St',
    city: 'Austin',
    stateCode: 'TX',
    zip: '78702',
    phone: '(512) 555-0124',
    hours: hours(
      '11:00 AM – 10:00 PM',
      '11:00 AM – 12:00 AM',
      '11:00 AM – 12:00 AM',
      '11:00 AM – 9:00 PM',
    ),
    styles: ['Wood-fired', 'Neapolitan'],
    dietTags: ['Vegan options', 'Vegetarian options', 'Gluten-free crust'],
    geo: { lat: 30.2652, lng: -97.7321 },
    photos: photos(2, 7, 3),
    description:
      'A food-truck-turned-patio pizzeria with a wood-fired oven, smoked brisket on a Neapolitan crust and plenty of vegan pies.',
    rating: 4.6,
    reviewCount: 266,
  }),
];

/** A listing by its slug; slugs match exactly (spec section 2). */
export function findStaticListing(slug: string): StaticListing | undefined {
  return STATIC_LISTINGS.find((entry) => entry.slug === slug);
}
