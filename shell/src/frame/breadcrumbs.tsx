import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBreadcrumbStore } from '@pizza-atlas/platform';
import { Container, color, space } from '@pizza-atlas/ui';

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(3)} 0 0;
  font-size: 0.9rem;
  color: ${color.textMuted};
  li + li::before {
    content: '›';
    margin-right: ${space(2)};
  }
`;

/** Home > state > city > listing; shown only when there is more than one item. */
export function Breadcrumbs() {
  const items = useBreadcrumbStore((state) => state.items);
  if (items.length <= 1) return null;
  return (
    <Container as="nav" aria-label="Breadcrumb">
      <List>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </List>
    </Container>
  );
}
