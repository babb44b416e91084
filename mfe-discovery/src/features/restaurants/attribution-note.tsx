import type { Attribution } from '@pizza-atlas/contracts';
import { SampleBadge } from '@pizza-atlas/ui';

/** Sample places say so; provider listings credit their source, with its link. */
export function AttributionNote({ attribution }: { attribution: Attribution }) {
  if (attribution.is_sample) return <SampleBadge>Sample data</SampleBadge>;
  return (
    <small>
      Data:{' '}
      {attribution.url ? (
        <a href={attribution.url} target="_blank" rel="noopener noreferrer">
          {attribution.name}
        </a>
      ) : (
        attribution.name
      )}
      {attribution.license ? ` (${attribution.license})` : null}
    </small>
  );
}
