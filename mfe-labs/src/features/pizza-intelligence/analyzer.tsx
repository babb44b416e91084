import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { toast } from '@pizza-atlas/platform';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { analyzerQueryOptions } from './api/search-places';
import { formatLocation, type PlaceLocation } from './location';
import { rankMatches } from './match-score';
import { PlaceCard, PlaceList } from './place-card';
import { MOODS, WEATHERS, type Mood, type Weather } from './preferences';

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

interface Inputs {
  location: PlaceLocation;
  mood: Mood;
  weather: Weather;
}

/** Mood and weather buttons, then up to 6 places scored against them (match-score.ts). */
export function Analyzer({ location }: { location: PlaceLocation | null }) {
  const queryClient = useQueryClient();
  const [mood, setMood] = useState<Mood | null>(null);
  const [weather, setWeather] = useState<Weather | null>(null);

  const analysis = useMutation({
    mutationFn: async (inputs: Inputs) => {
      const places = await queryClient.fetchQuery(analyzerQueryOptions(inputs.location));
      return { ...inputs, matches: rankMatches(places, inputs.mood, inputs.weather) };
    },
    onSuccess: ({ matches }) =>
      toast({
        title: 'AI Analysis Complete',
        description: `Found ${matches.length} perfect pizza matches for you!`,
      }),
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

  // An answer for another location than the one now set is no longer shown.
  const answer =
    analysis.data && location && formatLocation(analysis.data.location) === formatLocation(location)
      ? analysis.data
      : undefined;

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
      {answer && (
        <Results aria-labelledby="analyzer-results">
          <ResultsTitle id="analyzer-results">
            Matches for a {answer.mood} mood on a {answer.weather} day in{' '}
            {formatLocation(answer.location)}
          </ResultsTitle>
          {answer.matches.length === 0 ? (
            <p>No pizza places found there. Try another city.</p>
          ) : (
            <PlaceList>
              {answer.matches.map((place) => (
                <PlaceCard
                  key={`${place.provider}:${place.id}`}
                  place={place}
                  location={formatLocation(answer.location)}
                  badge={`${place.match.score}% match`}
                >
                  <p>{place.match.reason}</p>
                </PlaceCard>
              ))}
            </PlaceList>
          )}
        </Results>
      )}
    </div>
  );
}
