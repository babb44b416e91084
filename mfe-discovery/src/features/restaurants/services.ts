import { FEATURE_FILTERS, type Restaurant } from '@pizza-atlas/contracts';

const TRANSACTION_LABELS: Record<Restaurant['transactions'][number], string> = {
  delivery: 'Delivery',
  // The spec's word for it (section 5's 'takeout', section 9's 'Takeout'), on every screen.
  pickup: 'Takeout',
  restaurant_reservation: 'Reservations',
};

/** A transaction's label: 'Delivery', 'Takeout' (the provider's 'pickup'), 'Reservations'. */
export function transactionLabel(key: Restaurant['transactions'][number]): string {
  return TRANSACTION_LABELS[key];
}

/**
 * What a place offers, in a stable order: the provider's transactions first, then its
 * features. The feature 'takeout' repeats the transaction 'pickup', so it is dropped when
 * pickup is listed.
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
