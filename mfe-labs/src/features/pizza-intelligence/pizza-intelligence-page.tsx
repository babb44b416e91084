import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame, space } from '@pizza-atlas/ui';
import { Analyzer } from './analyzer';
import { formatLocation, readLocation, type PlaceLocation } from './location';
import { LocationEntry } from './location-entry';
import { PizzaTrends } from './pizza-trends';
import { readPreferences, type Preferences } from './preferences';
import { Tabs } from './tabs';
import { TasteInsights } from './taste-insights';

const Stack = styled.div`
  display: grid;
  gap: ${space(6)};
`;

const FIRST_TAB = 'analyzer';

/**
 * Mood and weather recommendations. The location, the analysis's mood and weather and the
 * tab live in the URL (?location=Chicago, IL&mood=romantic&weather=rainy&tab=trends), so
 * the server renders them, and Back from a restaurant, a reload or a shared link shows
 * the same matches and trends again.
 */
export function PizzaIntelligencePage() {
  const [params, setParams] = useSearchParams();
  const location = readLocation(params);
  const preferences = readPreferences(params);
  const tab = params.get('tab') ?? FIRST_TAB;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  // Matches belong to the location they were found for: another location starts afresh.
  const changeLocation = (next: PlaceLocation | null) =>
    update((url) => {
      url.delete('mood');
      url.delete('weather');
      if (next) url.set('location', formatLocation(next));
      else url.delete('location');
    });

  const showMatches = ({ mood, weather }: Preferences) =>
    update((url) => {
      url.set('mood', mood);
      url.set('weather', weather);
    });

  const selectTab = (id: string) =>
    update((url) => {
      if (id === FIRST_TAB) url.delete('tab');
      else url.set('tab', id);
    });

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
          selected={tab}
          onSelect={selectTab}
          items={[
            {
              id: FIRST_TAB,
              label: 'AI Analyzer',
              panel: <Analyzer location={location} shown={preferences} onAnalyzed={showMatches} />,
            },
            { id: 'insights', label: 'Taste Insights', panel: <TasteInsights /> },
            { id: 'trends', label: 'Pizza Trends', panel: <PizzaTrends location={location} /> },
          ]}
        />
      </Stack>
    </PageFrame>
  );
}
