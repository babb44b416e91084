import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useManifest } from '@pizza-atlas/platform';
import { Card, Grid, buttonStyles, color, space, type ButtonVariant } from '@pizza-atlas/ui';
import routes from '../../routes';

interface Tile {
  /** The labs page the tile opens, by its module in src/routes.ts. */
  module: string;
  title: string;
  text: string;
}

const TILES: readonly Tile[] = [
  {
    module: 'WaitTimesPage',
    title: 'Live Wait Times',
    text: 'See how busy pizza places are before you go.',
  },
  {
    module: 'ArScannerPage',
    title: 'AR Menu Scanner',
    text: 'Point your camera at a menu to learn about each pizza.',
  },
  {
    module: 'PizzaSocialPage',
    title: 'Pizza Passport',
    text: 'Collect check-ins and badges as you try new places.',
  },
];

/** Path and lab feature come from the page's one definition. */
function pageOf(module: string) {
  const page = routes.pages.find((entry) => entry.module === module);
  if (!page) throw new Error(`labs has no page ${module}`);
  return page;
}

export const LAB_TILES = TILES.map((tile) => ({ ...tile, ...pageOf(tile.module) }));
const INTELLIGENCE = pageOf('PizzaIntelligencePage');

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
  const isOn = (feature: string | undefined) => !feature || features[feature] !== false;
  const tiles = LAB_TILES.filter((tile) => isOn(tile.feature));
  const intelligence = isOn(INTELLIGENCE.feature);
  if (!intelligence && tiles.length === 0) return null;
  return (
    <section aria-labelledby="labs-heading" data-app="labs">
      <Pitch>
        <h2 id="labs-heading">Pizza Intelligence</h2>
        <p>
          Recommendations for your mood and the weather, and experiments from the Pizza Atlas labs.
        </p>
        {intelligence && <PitchLink to={INTELLIGENCE.path}>Explore Intelligence Hub</PitchLink>}
      </Pitch>
      {tiles.length > 0 && (
        <Grid $min="220px">
          {tiles.map((tile) => (
            <Card key={tile.path}>
              <TileLink to={tile.path}>
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
