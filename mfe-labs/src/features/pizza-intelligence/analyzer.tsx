import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError } from '@pizza-atlas/api-client';
import { toast } from '@pizza-atlas/platform';
import { Button, color, Notice, radius, Skeleton, space } from '@pizza-atlas/ui';
import { analyzerQueryOptions } from './api/search-places';
import { formatLocation, type PlaceLocation } from './location';
import { rankMatches } from './match-score';
import { PlaceCard, PlaceList } from './place-card';
import { MOODS, WEATHERS, type Mood, type Preferences, type Weather } from './preferences';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${space(5)};
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: ${space(3)};
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${space(2)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${space(2)} ${space(3)};
  border: 2px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Results = styled.section`
  margin-top: ${space(8)};
`;

const ResultsTitle = styled.h3`
  margin: 0 0 ${space(4)};
`;

interface Inputs extends Preferences {
  location: PlaceLocation;
}

/** The matches of the analysis the URL carries, found again on Back, a reload or a shared link. */
function Matches({ location, preferences }: { location: PlaceLocation; preferences: Preferences }) {
  const places = useQuery(analyzerQueryOptions(location));
  const { mood, weather } = preferences;
  const matches = useMemo(
    () => places.data && rankMatches(places.data, mood, weather),
    [places.data, mood, weather],
  );
  const where = formatLocation(location);
  return (
    <Results aria-labelledby="analyzer-results">
      <ResultsTitle id="analyzer-results">
        Matches for a {mood} mood on a {weather} day in {where}
      </ResultsTitle>
      {places.isPending ? (
        <Skeleton $height="8rem" role="status" aria-label="Loading matches" />
      ) : places.isError && isApiError(places.error, 'UNKNOWN_LOCATION') ? (
        <Notice role="alert">
          <p>We couldn&apos;t find {where}. Use Change to enter another city and state.</p>
        </Notice>
      ) : places.isError ? (
        <Notice $tone="error" role="alert">
          <p>Matches in {where} are unavailable right now.</p>
          <Button type="button" $variant="secondary" onClick={() => void places.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : !matches || matches.length === 0 ? (
        <p>No pizza places found there. Try another city.</p>
      ) : (
        <PlaceList>
          {matches.map((place) => (
            <PlaceCard
              key={`${place.provider}:${place.id}`}
              place={place}
              location={where}
              badge={`${place.match.score}% match`}
            >
              <p>{place.match.reason}</p>
            </PlaceCard>
          ))}
        </PlaceList>
      )}
    </Results>
  );
}

/**
 * Mood and weather buttons, then up to 6 places scored against them (match-score.ts). The
 * analysis shown is the one in the page's URL (`shown`); a new one is put there when found.
 */
export function Analyzer({
  location,
  shown,
  onAnalyzed,
}: {
  location: PlaceLocation | null;
  shown: Preferences | null;
  onAnalyzed: (preferences: Preferences) => void;
}) {
  const queryClient = useQueryClient();
  const [mood, setMood] = useState<Mood | null>(shown?.mood ?? null);
  const [weather, setWeather] = useState<Weather | null>(shown?.weather ?? null);

  const analysis = useMutation({
    mutationFn: async (inputs: Inputs) => {
      const places = await queryClient.fetchQuery(analyzerQueryOptions(inputs.location));
      return rankMatches(places, inputs.mood, inputs.weather);
    },
    onSuccess: (matches, inputs) => {
      onAnalyzed({ mood: inputs.mood, weather: inputs.weather });
      toast({
        title: 'AI Analysis Complete',
        description: `Found ${matches.length} perfect pizza matches for you!`,
      });
    },
    onError: (error) => {
      console.error('Pizza Intelligence analysis failed', error);
      toast({
        title: 'Analysis Failed',
        description: "Sorry, we couldn't analyze your preferences right now.",
        variant: 'destructive',
      });
    },
  });

  const analyze = () => {
    if (!location || !mood || !weather) {
      toast({
        title: 'Missing Information',
        description: 'Please set your location, mood, and weather preferences first.',
        variant: 'destructive',
      });
      return;
    }
    analysis.mutate({ location, mood, weather });
  };

  return (
    <div>
      <Group>
        <legend>How are you feeling?</legend>
        <Choices>
          {MOODS.map((option) => (
            <Choice
              key={option.value}
              type="button"
              aria-pressed={mood === option.value}
              onClick={() => setMood(option.value)}
            >
              {option.label}
            </Choice>
          ))}
        </Choices>
      </Group>
      <Group>
        <legend>What&apos;s the weather like?</legend>
        <Choices>
          {WEATHERS.map((option) => (
            <Choice
              key={option.value}
              type="button"
              aria-pressed={weather === option.value}
              onClick={() => setWeather(option.value)}
            >
              {option.label}
            </Choice>
          ))}
        </Choices>
      </Group>
      <Button type="button" onClick={analyze} disabled={analysis.isPending}>
        {analysis.isPending ? 'Analyzing Your Preferences...' : 'Find My Perfect Pizza'}
      </Button>
      {location && shown && <Matches location={location} preferences={shown} />}
    </div>
  );
}
