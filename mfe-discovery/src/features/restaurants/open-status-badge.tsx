import styled from 'styled-components';
import { describeOpenStatus, type OpenStatus } from '@pizza-atlas/contracts';
import { color, radius, space } from '@pizza-atlas/ui';

const Badge = styled.span<{ $tone: 'open' | 'closed' | 'gone' }>`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) =>
    p.$tone === 'open' ? color.accent : p.$tone === 'gone' ? color.danger : color.surface};
  color: ${(p) => (p.$tone === 'closed' ? color.text : color.primaryText)};
  border: 1px solid ${(p) => (p.$tone === 'closed' ? color.border : 'transparent')};
`;

/**
 * 'Open now · closes 10 PM' or 'Closed · opens 4:30 PM', from the server's answer. Renders
 * nothing when the hours are unknown.
 */
export function OpenStatusBadge({ status }: { status: OpenStatus | undefined }) {
  const described = describeOpenStatus(status);
  if (!described) return null;
  return (
    <Badge $tone={described.tone} data-testid="open-status">
      {described.text}
    </Badge>
  );
}
