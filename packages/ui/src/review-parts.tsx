import styled from 'styled-components';
import { color, radius, space } from './tokens';

/** A review's line of name, stars and date, as every list of reviews writes it. */
export const ReviewMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  time {
    color: ${color.textMuted};
    font-size: 0.85rem;
  }
`;

/**
 * An owner's reply to a review (decision 0090), as visitors and the owner see it: set in
 * under the review, with a rule down its side.
 */
export const OwnerReplyBox = styled.div`
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${color.accent};
  border-radius: 0 ${radius.md} ${radius.md} 0;
  background: ${color.surfaceMuted};
`;
