import styled from 'styled-components';
import { color, space } from '@pizza-atlas/ui';

export const Panel = styled.div`
  display: grid;
  gap: ${space(6)};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    margin: 0 0 ${space(2)};
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${space(3)};
  color: ${color.textMuted};
`;

/** Space for the visitor's own passport, which the browser reads after the first render. */
export const Reserved = styled.div`
  min-height: 7rem;
`;
