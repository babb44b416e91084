import styled from 'styled-components';
import { Button, Notice, RESTAURANTS, color, countOf, space } from '@pizza-atlas/ui';

export const MORE_FAILED_TEXT =
  "Couldn't load more restaurants. Please check your internet connection and try again.";

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
  text-align: center;
`;

const Progress = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${color.textMuted};
`;

const MoreButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/**
 * Loads the next page of results under the grid. The button stays the same element while
 * loading and after a failure (it becomes the retry), so keyboard focus is never dropped.
 */
export function ShowMoreResults({
  shown,
  total,
  totalCapped = false,
  loading,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  /** The API stopped counting at `total`: more match ("of 1,000+", decision 0061). */
  totalCapped?: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  return (
    <More>
      {failed && (
        <Notice $tone="error" role="alert">
          {MORE_FAILED_TEXT}
        </Notice>
      )}
      <Progress>
        Showing {shown} of {countOf(total, RESTAURANTS, totalCapped)}
      </Progress>
      <MoreButton
        type="button"
        $variant="secondary"
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={() => {
          if (!loading) onMore();
        }}
      >
        {loading ? 'Loading more results...' : failed ? 'Try again' : 'Show more results'}
      </MoreButton>
    </More>
  );
}
