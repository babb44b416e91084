import { FEATURE_FILTERS, type Restaurant } from '@pizza-atlas/contracts';

const TRANSACTION_LABELS: Record<Restaurant['transactions'][number], string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  restaurant_reservation: 'Reservations',
};

/**
 * What a place offers, in a stable order: the provider's transactions first, then its
 * features. 'takeout' repeats 'pickup', so it is dropped when pickup is listed.
 */
export function listServices(restaurant: Pick<Restaurant, 'transactions' | 'features'>): string[] {
  const labels = restaurant.transactions.map((key) => TRANSACTION_LABELS[key]);
  for (const feature of restaurant.features) {
    if (feature === 'takeout' && restaurant.transactions.includes('pickup')) continue;
    const label = FEATURE_FILTERS[feature as keyof typeof FEATURE_FILTERS];
    if (label) labels.push(label);
  }
  return [...new Set(labels)];
}
