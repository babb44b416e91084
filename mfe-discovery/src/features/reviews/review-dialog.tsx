import type { ProviderName } from '@pizza-atlas/contracts';
import { Dialog } from '@pizza-atlas/ui';
import { ReviewForm } from './review-form';

/** 'Write a Review for {name}': closing it by any means discards what was typed. */
export function ReviewDialog({
  open,
  onClose,
  provider,
  restaurantId,
  restaurantName,
}: {
  open: boolean;
  onClose: () => void;
  provider: ProviderName;
  restaurantId: string;
  restaurantName: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={`Write a Review for ${restaurantName}`}>
      <ReviewForm provider={provider} restaurantId={restaurantId} onDone={onClose} />
    </Dialog>
  );
}
