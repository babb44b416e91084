import { describeOpenStatus, type OpenStatus } from '@pizza-atlas/contracts';
import { OpenBadge } from '@pizza-atlas/ui';

/**
 * 'Open now · closes 10 PM' or 'Closed · opens 4:30 PM', from the server's answer. Renders
 * nothing when the hours are unknown. A fallback rule's note is left to the page's hours,
 * which say it once (decision 0092).
 */
export function OpenStatusBadge({ status }: { status: OpenStatus | undefined }) {
  return <OpenBadge open={describeOpenStatus(status && { ...status, note: undefined })} />;
}
