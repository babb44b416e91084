import { useEffect } from 'react';
import { apiFetch } from '@pizza-atlas/api-client';
import type { AnalyticsEvent, ProviderName } from '@pizza-atlas/contracts';

/** First-party analytics: our own API records the event; no third-party script. */
export function recordAnalyticsEvent(event: AnalyticsEvent): Promise<unknown> {
  return apiFetch('/api/analytics/events', { method: 'POST', body: event });
}

/** Sends view_item once per restaurant shown. Analytics must never disturb the visitor, so failures stay silent. */
export function useRecordRestaurantView(provider: ProviderName, id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    recordAnalyticsEvent({
      name: 'view_item',
      provider,
      itemId: id,
      path: window.location.pathname,
    }).catch(() => undefined);
  }, [provider, id]);
}
