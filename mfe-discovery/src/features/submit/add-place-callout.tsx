import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, color, space, type ButtonVariant } from '@pizza-atlas/ui';

const Callout = styled.div`
  text-align: center;
  padding: ${space(2)} 0;
  h2 {
    margin: 0 0 ${space(3)};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space(6)};
  }
`;

const CalloutLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** The home page's invitation to add a missing place (the home.cta slot). */
export function AddPlaceCallout() {
  return (
    <Callout>
      <h2>Know a great pizza place we&apos;re missing?</h2>
      <p>Add it to the directory and help other pizza lovers find it.</p>
      <CalloutLink to="/submit">Add a Pizza Place</CalloutLink>
    </Callout>
  );
}
