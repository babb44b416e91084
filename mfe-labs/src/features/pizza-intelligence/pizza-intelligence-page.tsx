import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame, space } from '@pizza-atlas/ui';
import { Analyzer } from './analyzer';
import { formatLocation, readLocation, type PlaceLocation } from './location';
import { LocationEntry } from './location-entry';
import { PizzaTrends } from './pizza-trends';
import { Tabs } from './tabs';
import { TasteInsights } from './taste-insights';

const Stack = styled.div`
  display: grid;
  gap: ${space(6)};
`;

/**
 * Mood and weather recommendations. The location lives in the URL (?location=Chicago, IL),
 * so the server renders its trends and Back from a restaurant returns to it.
 */
export function PizzaIntelligencePage() {
  const [params, setParams] = useSearchParams();
  const location = readLocation(params);

  const changeLocation = (next: PlaceLocation | null) =>
    setParams(next ? { location: formatLocation(next) } : {}, { replace: true });

  return (
    <PageFrame
      owner="labs"
      heading="Pizza Intelligence"
      lead="Tell us your mood and the weather; we match them against each place's prices, styles, services, rating, distance and hours."
      head={{
        title: 'Pizza Intelligence',
        description: 'Pizza picks for your mood and the weather.',
      }}
    >
      <Stack>
        <LocationEntry location={location} onChange={changeLocation} />
        <Tabs
          label="Pizza Intelligence"
          items={[
            { id: 'analyzer', label: 'AI Analyzer', panel: <Analyzer location={location} /> },
            { id: 'insights', label: 'Taste Insights', panel: <TasteInsights /> },
            { id: 'trends', label: 'Pizza Trends', panel: <PizzaTrends location={location} /> },
          ]}
        />
      </Stack>
    </PageFrame>
  );
}
