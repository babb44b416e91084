import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@pizza-atlas/ui';

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0 0 ${space(5)};
  padding: 0;
  font-size: 0.9rem;
  color: ${color.textMuted};
  li + li::before {
    content: '›';
    margin-right: ${space(2)};
  }
  a {
    color: ${color.textMuted};
  }
`;

/** Home > state > city > listing; each step a link but the current page. */
export function Breadcrumbs({ trail }: { trail: { label: string; path: string }[] }) {
  if (trail.length <= 1) return null;
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index < trail.length - 1 ? (
              <Link to={crumb.path}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
