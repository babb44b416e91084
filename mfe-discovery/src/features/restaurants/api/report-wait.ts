import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  type ProviderName,
  type WaitReportInput,
  type WaitReportResponse,
} from '@pizza-atlas/contracts';
import { restaurantQueryKey } from './get-restaurant';

/** Sends a visitor's report of the wait now; the card's wait is asked again once it is in. */
export function useReportWait(provider: ProviderName, restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: { waitMinutes: number; honeypot: string }) => {
      const body: WaitReportInput = {
        provider,
        restaurantId,
        waitMinutes: report.waitMinutes,
        [HONEYPOT_FIELD]: report.honeypot,
      };
      return apiFetch<WaitReportResponse>('/api/wait-reports', { method: 'POST', body });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...restaurantQueryKey(provider, restaurantId), 'wait-times'],
      }),
  });
}
