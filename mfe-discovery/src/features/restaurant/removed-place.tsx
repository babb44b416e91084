import { Link } from 'react-router-dom';
import { errorAnswer } from '@pizza-atlas/api-client';
import type { RemovedPlaceAnswer } from '@pizza-atlas/contracts';
import { Grid, Lead, PageTitle, space } from '@pizza-atlas/ui';
import { FeaturedCard } from '../featured/featured-card';
import { GONE_TITLE } from './restaurant-head';

/**
 * The API's 410 answer for a removed place, from the query's error; undefined for any other.
 * The API checks this answer against RemovedPlaceAnswerSchema; here its code and the parts
 * the page reads are checked by hand, as any error body may reach this (no zod in the browser).
 */
export function removedPlaceOf(error: unknown): RemovedPlaceAnswer | undefined {
  const answer = errorAnswer(error);
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { error: body, removed, nearby } = answer as Record<string, unknown>;
  if ((body as { code?: unknown } | null)?.code !== 'PLACE_REMOVED') return undefined;
  if (typeof removed !== 'object' || removed === null || !Array.isArray(nearby)) return undefined;
  const { name, city, state } = removed as Record<string, unknown>;
  const named = [name, city, state].every((part) => typeof part === 'string');
  return named ? (answer as RemovedPlaceAnswer) : undefined;
}

// The API names the place's own local date ('2026-11-30'); written out at midnight UTC of
// that date and formatted in UTC, the server's render and every browser say the same day.
// Made on first use: a first date format loads ICU's calendar data, milliseconds of the
// main thread that every restaurant page paid while starting, for a screen few see.
let day: Intl.DateTimeFormat | undefined;

function sinceDay(removedOn: unknown): string | undefined {
  if (typeof removedOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(removedOn)) return undefined;
  const date = new Date(`${removedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  day ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return day.format(date);
}

/** One sentence for the head and the page: which place, where, since when (its local date). */
export function removedPlaceText({ removed }: RemovedPlaceAnswer): string {
  const since = sinceDay(removed.removed_on);
  // The street names which branch of a chain left ("Lou Malnati's at 439 N Wells St").
  const street =
    typeof removed.address1 === 'string' && removed.address1 ? ` at ${removed.address1}` : '';
  return `${removed.name}${street} in ${removed.city}, ${removed.state} is no longer listed: its source no longer has it${since ? ` (since ${since})` : ''}.`;
}

/**
 * The page of a place its source stopped listing (the server sends it with status 410):
 * why it is gone, the places near it, and a search of its city.
 */
export function RemovedPlace({ answer }: { answer: RemovedPlaceAnswer }) {
  const { removed, nearby } = answer;
  const city = `${removed.city}, ${removed.state}`;
  return (
    <section aria-labelledby="removed-heading">
      <PageTitle id="removed-heading">{GONE_TITLE}</PageTitle>
      <Lead>{removedPlaceText(answer)}</Lead>
      {nearby.length > 0 && (
        <>
          <h2>Pizza places nearby</h2>
          <Grid $min="260px">
            {nearby.map((restaurant) => (
              <FeaturedCard
                key={`${restaurant.provider}:${restaurant.id}`}
                restaurant={restaurant}
                cameFrom={{ source: 'directory', location: city }}
                // Another branch of the same chain nearby is told apart by its street.
                withStreet
              />
            ))}
          </Grid>
        </>
      )}
      <p style={{ marginTop: space(6) }}>
        <Link to={`/directory?location=${encodeURIComponent(city)}`}>Search pizza in {city}</Link>
      </p>
    </section>
  );
}
