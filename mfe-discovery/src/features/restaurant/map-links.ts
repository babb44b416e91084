import type { Restaurant } from '@pizza-atlas/contracts';

/**
 * Directions in the two map apps most visitors have: to the point, or to the address when
 * the point is only approximate (a visitor's place never pinned on a street map, decision
 * 0034), since a point at a ZIP centre would lead people to the wrong street.
 */
export function mapLinks(
  restaurant: Pick<Restaurant, 'coordinates' | 'name'> &
    Partial<Pick<Restaurant, 'coordinates_approximate' | 'location'>>,
) {
  const address = restaurant.location?.display_address.filter(Boolean).join(', ');
  if (restaurant.coordinates_approximate && address) {
    const destination = encodeURIComponent(address);
    return {
      google: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
      apple: `https://maps.apple.com/?daddr=${destination}&q=${encodeURIComponent(restaurant.name)}`,
      byAddress: true,
    };
  }
  const { latitude, longitude } = restaurant.coordinates;
  const point = `${latitude},${longitude}`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${point}`,
    apple: `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(restaurant.name)}`,
    byAddress: false,
  };
}

/** Delivery partners, searched by the place's name and city (we hold no partner ids). */
export function deliveryLinks(restaurant: Pick<Restaurant, 'name' | 'location'>) {
  const query = encodeURIComponent(`${restaurant.name} ${restaurant.location.city}`);
  return [
    { name: 'DoorDash', href: `https://www.doordash.com/search/store/${query}/` },
    { name: 'Uber Eats', href: `https://www.ubereats.com/search?q=${query}` },
    { name: 'Grubhub', href: `https://www.grubhub.com/search?queryText=${query}` },
    { name: 'Slice', href: `https://slicelife.com/search?q=${query}` },
  ];
}
