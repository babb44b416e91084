import type { Restaurant } from '@pizza-atlas/contracts';

/** Directions by coordinates, in the two map apps most visitors have. */
export function mapLinks(restaurant: Pick<Restaurant, 'coordinates' | 'name'>) {
  const { latitude, longitude } = restaurant.coordinates;
  const point = `${latitude},${longitude}`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${point}`,
    apple: `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(restaurant.name)}`,
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
