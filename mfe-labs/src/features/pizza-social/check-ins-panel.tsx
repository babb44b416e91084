import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { restaurantPath } from '@pizza-atlas/platform/core';
import type { PassportCheckIn } from '@pizza-atlas/platform/passport';
import { SampleBadge, StarRating, color, countOf, radius, space } from '@pizza-atlas/ui';
import { DEMO_CHECK_INS } from './demo-passport';
import { Muted, Panel, Reserved } from './passport-styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    display: grid;
    gap: ${space(1)};
    padding: ${space(3)} ${space(4)};
    border-radius: ${radius.md};
    border: 1px solid ${color.border};
    background: ${color.surface};
  }
  p {
    margin: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(1)} ${space(3)};
  color: ${color.textMuted};
  strong,
  a {
    color: ${color.text};
  }
`;

/** '2026-11-18' → 'Nov 18, 2026', the same wherever it is read. */
export function formatStampDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function OwnCheckIns({ checkIns }: { checkIns: readonly PassportCheckIn[] }) {
  if (checkIns.length === 0)
    return (
      <Muted>
        No check-ins yet. Open a <Link to="/directory">restaurant page</Link> and press I&apos;ve
        been here.
      </Muted>
    );
  return (
    <List aria-label="Your check-ins">
      {checkIns.map((entry) => (
        <li key={`${entry.provider}:${entry.restaurantId}:${entry.date}`}>
          <Line>
            <Link to={restaurantPath({ id: entry.restaurantId, provider: entry.provider })}>
              {entry.name}
            </Link>
            <time dateTime={entry.date}>{formatStampDate(entry.date)}</time>
          </Line>
          <Line>
            {entry.street && `${entry.street}, `}
            {entry.city}, {entry.state}
          </Line>
        </li>
      ))}
    </List>
  );
}

export function CheckInsPanel({ checkIns }: { checkIns: readonly PassportCheckIn[] | null }) {
  return (
    <Panel>
      <section aria-labelledby="own-check-ins">
        <h3 id="own-check-ins">Your check-ins</h3>
        {checkIns ? (
          <>
            <Muted>
              {countOf(checkIns.length, { one: 'check-in', other: 'check-ins' })}, kept in this
              browser only. Press I&apos;ve been here again on a place&apos;s page to undo
              today&apos;s.
            </Muted>
            <OwnCheckIns checkIns={checkIns} />
          </>
        ) : (
          <Reserved aria-busy="true">
            <Muted>Reading your passport…</Muted>
          </Reserved>
        )}
      </section>
      <section aria-labelledby="sample-check-ins">
        <h3 id="sample-check-ins">
          Sample check-ins <SampleBadge>Demo</SampleBadge>
        </h3>
        <List aria-label="Sample check-ins">
          {DEMO_CHECK_INS.map((entry) => (
            <li key={entry.id}>
              <Line>
                <strong>{entry.restaurant}</strong>
                <span>{entry.date}</span>
              </Line>
              <Line>
                <span>{entry.location}</span>
                <StarRating rating={entry.rating} size={16} />
              </Line>
              <p>{entry.notes}</p>
            </li>
          ))}
        </List>
      </section>
    </Panel>
  );
}
