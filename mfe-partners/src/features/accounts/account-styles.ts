import styled from 'styled-components';
import { Card, color, radius, space } from '@pizza-atlas/ui';

export const FormCard = styled(Card)`
  display: grid;
  gap: ${space(5)};
  max-width: 560px;
`;

export const Problem = styled.div`
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.danger};
  color: ${color.danger};
  background: ${color.surface};
  p {
    margin: 0;
  }
`;

export const Done = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.accent};
  background: ${color.surface};
`;

export const Aside = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;
