import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Notice, PageFrame, color, space } from '@pizza-atlas/ui';
import { JourneyMatches } from './journey-matches';
import { SearchProgress } from './search-progress';
import { useDiscoveryJourney } from './use-discovery-journey';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin: ${space(6)} 0;
`;

const Results = styled.section`
  margin-top: ${space(8)};
  h2 {
    font-size: 1.75rem;
    margin: 0 0 ${space(1)};
    &:focus {
      outline: none;
    }
  }
  > p {
    margin: 0 0 ${space(5)};
    color: ${color.textMuted};
  }
`;

/**
 * Why the journey has no matches when no place is featured: places are listed (a real
 * import) but none has the reviews and photo featuring asks for. A search is offered.
 */
function NotFeaturedYet() {
  return (
    <p>
      The journey ends in today&apos;s featured places, and no place is featured yet: places are
      featured once visitors have reviewed and photographed them.{' '}
      <Link to="/directory">Search pizza places</Link> near you instead.
    </p>
  );
}

/** /discovery-journey: a guided search that ends with four matches from today's featured places. */
export function DiscoveryJourneyPage() {
  const journey = useDiscoveryJourney();
  const startButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const wasStarted = useRef(false);

  // Reset and "Discover More Restaurants" remove the button that had focus: give it to Start.
  useEffect(() => {
    if (wasStarted.current && !journey.isStarted) startButton.current?.focus();
    wasStarted.current = journey.isStarted;
  }, [journey.isStarted]);

  useEffect(() => {
    if (journey.isComplete) resultsHeading.current?.focus();
  }, [journey.isComplete]);

  return (
    <PageFrame
      owner="labs"
      heading="Discovery Journey"
      lead="Four quick steps from where you are to your perfect pizza match."
      head={{
        title: 'Discovery Journey',
        description: 'A guided search for your perfect pizza match.',
      }}
    >
      <SearchProgress current={journey.step} isRunning={journey.isRunning} />
      <Controls>
        {!journey.isStarted && !journey.cannotMatch && (
          <Button ref={startButton} type="button" onClick={journey.start}>
            Start Your Discovery Journey
          </Button>
        )}
        {journey.isRunning && (
          <Button type="button" $variant="secondary" onClick={journey.reset}>
            Reset Journey
          </Button>
        )}
      </Controls>
      {journey.isFailed && (
        <Notice $tone="error" role="alert">
          <p>We couldn&apos;t load your matches right now. Please try again.</p>
          <Controls>
            <Button type="button" onClick={journey.retry}>
              Try again
            </Button>
            <Button type="button" $variant="secondary" onClick={journey.reset}>
              Reset Journey
            </Button>
          </Controls>
        </Notice>
      )}
      {journey.cannotMatch && (
        <Notice role="status">
          <NotFeaturedYet />
        </Notice>
      )}
      {journey.isEmpty && (
        <Notice role="status">
          {journey.awaitsReviews ? (
            <NotFeaturedYet />
          ) : (
            <p>No featured pizza places are available right now. Please try again later.</p>
          )}
          <Controls>
            <Button type="button" $variant="secondary" onClick={journey.reset}>
              Reset Journey
            </Button>
          </Controls>
        </Notice>
      )}
      {journey.isComplete && (
        <Results aria-labelledby="journey-results">
          <h2 id="journey-results" ref={resultsHeading} tabIndex={-1}>
            Discovery Complete
          </h2>
          <p>We found {journey.matches.length} perfect matches for you</p>
          <JourneyMatches matches={journey.matches} />
          <Controls>
            <Button type="button" onClick={journey.reset}>
              Discover More Restaurants
            </Button>
          </Controls>
        </Results>
      )}
    </PageFrame>
  );
}
