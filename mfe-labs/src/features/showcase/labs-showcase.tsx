import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LabFeature } from '@pizza-atlas/contracts';
import { useManifest } from '@pizza-atlas/platform';
import { Card, Grid, buttonStyles, color, space, type ButtonVariant } from '@pizza-atlas/ui';

interface Tile {
  feature: LabFeature;
  to: string;
  title: string;
  text: string;
}

export const LAB_TILES: readonly Tile[] = [
  {
    feature: 'wait-times',
    to: '/wait-times',
    title: 'Live Wait Times',
    text: 'See how busy pizza places are before you go.',
  },
  {
    feature: 'ar-scanner',
    to: '/ar-scanner',
    title: 'AR Menu Scanner',
    text: 'Point your camera at a menu to learn about each pizza.',
  },
  {
    feature: 'pizza-social',
    to: '/pizza-social',
    title: 'Pizza Passport',
    text: 'Collect check-ins and badges as you try new places.',
  },
];

const Pitch = styled.div`
  text-align: center;
  margin-bottom: ${space(8)};
  h2 {
    font-size: 1.75rem;
    margin: 0 0 ${space(2)};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space(5)};
  }
`;

const TileLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  display: block;
  h3 {
    margin: 0 0 ${space(2)};
    color: ${color.primary};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const PitchLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** The home page's labs section: the Intelligence pitch and one tile per enabled lab. */
export function LabsShowcase() {
  const { features } = useManifest();
  const isOn = (feature: LabFeature) => features[feature] !== false;
  const tiles = LAB_TILES.filter((tile) => isOn(tile.feature));
  if (!isOn('pizza-intelligence') && tiles.length === 0) return null;
  return (
    <section aria-labelledby="labs-heading" data-app="labs">
      <Pitch>
        <h2 id="labs-heading">Pizza Intelligence</h2>
        <p>
          Recommendations for your mood and the weather, and experiments from the Pizza Atlas labs.
        </p>
        {isOn('pizza-intelligence') && (
          <PitchLink to="/pizza-intelligence">Explore Intelligence Hub</PitchLink>
        )}
      </Pitch>
      {tiles.length > 0 && (
        <Grid $min="220px">
          {tiles.map((tile) => (
            <Card key={tile.to}>
              <TileLink to={tile.to}>
                <h3>{tile.title}</h3>
                <p>{tile.text}</p>
              </TileLink>
            </Card>
          ))}
        </Grid>
      )}
    </section>
  );
}
