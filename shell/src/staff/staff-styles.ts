import styled from 'styled-components';
import { Card, breakpoint, color, radius, space } from '@pizza-atlas/ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

export const SideNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(1)};
    @media (max-width: ${breakpoint.md}) {
      display: flex;
      flex-wrap: wrap;
    }
  }
  a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radius.md};
    color: ${color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${color.primary};
    color: ${color.primaryText};
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${space(4)};
  min-width: 0;
  h2 {
    margin: 0;
  }
`;

export const Item = styled(Card)`
  display: grid;
  gap: ${space(2)};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
`;

export const Muted = styled.span`
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

export const Tag = styled.span<{ $tone?: 'on' | 'off' | 'plain' }>`
  display: inline-block;
  padding: 0 ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) => (p.$tone === 'on' ? color.accent : p.$tone === 'off' ? color.danger : color.surfaceMuted)};
  color: ${(p) => (p.$tone === 'plain' || !p.$tone ? color.text : color.primaryText)};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    padding: ${space(2)};
    border-bottom: 1px solid ${color.border};
    vertical-align: top;
  }
`;

export const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: end;
  select,
  input {
    min-height: 40px;
    padding: 0 ${space(3)};
    font: inherit;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  label {
    display: grid;
    gap: ${space(1)};
    font-weight: 600;
  }
`;
