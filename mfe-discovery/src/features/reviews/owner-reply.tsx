import styled from 'styled-components';
import type { Review } from '@pizza-atlas/contracts';
import { color, radius, space } from '@pizza-atlas/ui';
import { formatReviewDate } from './review-date';

/** Set in from the review, with a rule down its side: the answer belongs to the review above. */
const Reply = styled.div`
  margin: ${space(3)} 0 0 ${space(4)};
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${color.accent};
  border-radius: 0 ${radius.md} ${radius.md} 0;
  background: ${color.surfaceMuted};
  p {
    margin: ${space(1)} 0 0;
    white-space: pre-line;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(2)};
  font-size: 0.9rem;
  time {
    color: ${color.textMuted};
    font-size: 0.85rem;
  }
`;

/**
 * The place owner's public reply under a review (decision 0090), dated as reviews are: the
 * day it was last saved.
 */
export function OwnerReply({ reply }: { reply: NonNullable<Review['owner_reply']> }) {
  return (
    <Reply>
      <Heading>
        <strong>Response from the owner</strong>
        <time dateTime={reply.time_updated}>{formatReviewDate(reply.time_updated)}</time>
      </Heading>
      <p>{reply.text}</p>
    </Reply>
  );
}
