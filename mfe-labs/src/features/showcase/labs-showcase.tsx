import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isFeatureOn, useManifest } from '@pizza-atlas/platform';
import {
  Button,
  Card,
  Grid,
  buttonStyles,
  color,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';
import routes from '../../routes';

// The quiz loads when first wanted (or when the pointer or focus reaches its button), so
// the home page does not carry it. Never opened, it is not rendered at all, on the server
// or in the browser.
const loadQuiz = () => import('../quiz/quiz-overlay');
const QuizOverlay = lazy(() => loadQuiz().then((module) => ({ default: module.QuizOverlay })));

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
    text: 'A demo board of waits and busy levels; restaurant pages show the waits visitors report.',
  },
  {
    module: 'ArScannerPage',
    title: 'AR Menu Scanner',
    text: 'Point your camera at a menu, or upload a photo: its dishes and prices, read in your browser.',
  },
  {
    module: 'PizzaSocialPage',
    title: 'Pizza Passport',
    text: 'Check in at the places you try and earn achievements, kept in your browser; sample badges, challenges and a leaderboard show the rest.',
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

/** The quiz is a lab of its own without a page: staff switch it with this feature. */
const QUIZ_FEATURE = 'quiz';

/**
 * The home page's labs section: the Intelligence pitch with the personality quiz, and one
 * tile per enabled lab. A lab switched off loses its button or tile.
 */
export function LabsShowcase() {
  const manifest = useManifest();
  const [isQuizOpen, setQuizOpen] = useState(false);
  const [hasOpenedQuiz, setOpenedQuiz] = useState(false);
  const tiles = LAB_TILES.filter((tile) => isFeatureOn(manifest, tile.feature));
  const intelligence = isFeatureOn(manifest, INTELLIGENCE.feature);
  const quiz = isFeatureOn(manifest, QUIZ_FEATURE);
  if (!intelligence && !quiz && tiles.length === 0) return null;
  return (
    <section aria-labelledby="labs-heading" data-app="labs">
      <Pitch>
        <h2 id="labs-heading">{intelligence ? 'Pizza Intelligence' : 'Pizza Atlas Labs'}</h2>
        <p>
          {intelligence
            ? 'Recommendations for your mood and the weather, and experiments from the Pizza Atlas labs.'
            : 'Experiments from the Pizza Atlas labs.'}
          {quiz && ' Five quick questions reveal your pizza personality.'}
        </p>
        {(quiz || intelligence) && (
          <Actions>
            {quiz && (
              <Button
                type="button"
                $variant="secondary"
                onPointerEnter={loadQuiz}
                onFocus={loadQuiz}
                onClick={() => {
                  setOpenedQuiz(true);
                  setQuizOpen(true);
                }}
              >
                Take Personality Quiz
              </Button>
            )}
            {intelligence && <PitchLink to={INTELLIGENCE.path}>Explore Intelligence Hub</PitchLink>}
          </Actions>
        )}
      </Pitch>
      {quiz && hasOpenedQuiz && (
        <Suspense fallback={null}>
          <QuizOverlay open={isQuizOpen} onClose={() => setQuizOpen(false)} />
        </Suspense>
      )}
      {tiles.length > 0 && (
        <Grid $min="220px" $columns={tiles.length}>
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
