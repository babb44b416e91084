import { cityGuide, emptyCityGuide, listingGuide, stateGuide } from '../../test/fixtures';
import { listingHoursLines, todayHours } from './hours';
import { cityHead, directionsUrl, listingHead, stateHead } from './heads';

const ORIGIN = 'https://pizza.example';

describe('guide heads', () => {
  it('gives the state page a BreadcrumbList and its canonical path', () => {
    const head = stateHead(stateGuide, ORIGIN);
    expect(head.title).toBe('Illinois Pizza Guide');
    expect(head.canonicalPath).toBe('/states/illinois');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Illinois', item: `${ORIGIN}/states/illinois` },
      ],
    });
  });

  it('keeps a state where nothing is listed out of search results', () => {
    expect(stateHead(stateGuide, ORIGIN).robots).toBeUndefined();
    const empty = {
      ...stateGuide,
      placeCount: 0,
      cities: stateGuide.cities.map((city) => ({ ...city, placeCount: 0, listingCount: 0 })),
    };
    expect(stateHead(empty, ORIGIN).robots).toBe('noindex');
  });

  it('keeps an empty city out of search results', () => {
    expect(cityHead(cityGuide, ORIGIN).robots).toBeUndefined();
    expect(cityHead(emptyCityGuide, ORIGIN).robots).toBe('noindex');
    expect(cityHead(cityGuide, ORIGIN).title).toBe('Pizza in Chicago, IL');
  });

  it('describes a sample listing as a Restaurant with address, geo and hours, no rating, not indexed', () => {
    const head = listingHead(listingGuide, ORIGIN);
    expect(head.title).toBe('Lakeview Deep Dish, Chicago (sample listing)');
    expect(head.robots).toBe('noindex');
    const [restaurant, breadcrumbs] = head.jsonLd as Record<string, unknown>[];
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Lakeview Deep Dish',
      url: `${ORIGIN}/p/lakeview-deep-dish`,
      address: {
        streetAddress: '3120 N Broadway',
        addressLocality: 'Chicago',
        postalCode: '60657',
      },
      geo: { latitude: 41.9386, longitude: -87.6443 },
    });
    expect(restaurant).not.toHaveProperty('aggregateRating');
    expect(restaurant!.openingHoursSpecification).toHaveLength(6);
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBe(4);
  });

  it("writes the server's hours with the shared formatter, or the text it could not read", () => {
    const { listing } = listingGuide;
    expect(listingHoursLines(listing)).toEqual([
      { day: 'Monday', text: '4 PM – 10 PM' },
      { day: 'Tuesday', text: '4 PM – 10 PM' },
      { day: 'Wednesday', text: '4 PM – 10 PM' },
      { day: 'Thursday', text: '4 PM – 10 PM' },
      { day: 'Friday', text: '11:30 AM – 1 AM' },
      { day: 'Saturday', text: '11:30 AM – 11 PM' },
      { day: 'Sunday', text: 'Closed' },
    ]);
    expect(todayHours({ ...listing, today: { weekday: 5, intervals: null, holiday: null } })).toBe(
      'Today (Friday): 11:30 AM – 1:00 AM',
    );
    const unread = { hours: { ...listing.hours, monday: 'By appointment' }, weeklyHours: null };
    expect(listingHoursLines(unread)[0]).toEqual({ day: 'Monday', text: 'By appointment' });
  });

  it('gives directions by coordinates', () => {
    expect(directionsUrl(listingGuide.listing)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.9386%2C-87.6443',
    );
  });
});
