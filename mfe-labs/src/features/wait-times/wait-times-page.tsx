import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  busyLevel,
  Button,
  buttonStyles,
  Card,
  color,
  Dialog,
  MediaCard,
  PageFrame,
  radius,
  RestaurantImage,
  SampleBadge,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';
import { DEMO_STATS, DEMO_WAITS, directionsUrl, type DemoWait } from './demo-waits';

const Stack = styled.div`
  display: grid;
  gap: ${space(8)};
`;

const DialogBody = styled.div`
  display: grid;
  gap: ${space(4)};
  p {
    margin: 0;
  }
`;

const DemoNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  margin: 0;
  color: ${color.textMuted};
`;

const Stats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  li {
    text-align: center;
  }
  strong {
    display: block;
    font-size: 1.75rem;
    color: ${color.primary};
  }
`;

const Places = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

const Body = styled.div`
  display: grid;
  gap: ${space(3)};
  padding: ${space(4)};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space(3)};
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Level = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${(p) => p.$colour};
  color: #fff;
  font-size: 0.9rem;
`;

const Meter = styled.meter`
  width: 100%;
  height: 10px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  /* Both buttons on one line on a phone. */
  & > * {
    flex: 1 1 auto;
    padding-inline: ${space(4)};
  }
`;

const ActionLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const RouterLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const LiveCard = styled(Card)`
  h2 {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  color: ${color.textMuted};
`;

function BusyLevel({ level }: { level: string }) {
  const { label, colour } = busyLevel(level);
  return <Level $colour={colour}>{label}</Level>;
}

function WaitFigures({ wait }: { wait: DemoWait }) {
  return (
    <Figures>
      <div>
        <dt>Current wait</dt>
        <dd>{wait.currentWait} min</dd>
      </div>
      <div>
        <dt>Predicted wait</dt>
        <dd>{wait.predictedWait} min</dd>
      </div>
      <div>
        <dt>Capacity</dt>
        <dd>{wait.capacity}%</dd>
      </div>
      <div>
        <dt>Next available</dt>
        <dd>{wait.nextAvailable}</dd>
      </div>
      <div className="wide">
        <dt>How busy</dt>
        <dd>
          <BusyLevel level={wait.busyLevel} />
        </dd>
      </div>
    </Figures>
  );
}

function DirectionsLink({ wait }: { wait: DemoWait }) {
  return (
    <ActionLink
      $variant="secondary"
      href={directionsUrl(wait)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Get Directions to ${wait.location} (opens Google Maps in a new tab)`}
    >
      Get Directions
    </ActionLink>
  );
}

function WaitCard({ wait, onDetails }: { wait: DemoWait; onDetails: () => void }) {
  return (
    <MediaCard as="li" aria-labelledby={`${wait.id}-name`}>
      <RestaurantImage src={wait.image_url} name={wait.name} ratio="16 / 9" />
      <Body>
        <div>
          <h3 id={`${wait.id}-name`}>{wait.name}</h3>
          <Muted>{wait.location}</Muted>
        </div>
        <WaitFigures wait={wait} />
        <Meter
          min={0}
          max={100}
          low={50}
          high={85}
          optimum={0}
          value={wait.capacity}
          aria-label={`${wait.name} capacity`}
        />
        <Actions>
          <Button type="button" onClick={onDetails} aria-haspopup="dialog">
            View Details
          </Button>
          <DirectionsLink wait={wait} />
        </Actions>
      </Body>
    </MediaCard>
  );
}

/** Spec section 2: the wait-times demo, with fixed figures that are labelled as such. */
export function WaitTimesPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = DEMO_WAITS.find((wait) => wait.id === openId);
  return (
    <PageFrame
      owner="labs"
      heading="Wait Times"
      lead="See how busy pizza places are before you go."
      head={{ title: 'Wait Times', description: 'How long the wait is at pizza places.' }}
    >
      <Stack>
        <DemoNote>
          <SampleBadge>Demo</SampleBadge>
          Sample places and figures to show the idea: they are fixed and do not update.
        </DemoNote>
        <Card as="section" aria-label="Wait-time figures (demo)">
          <Stats>
            {DEMO_STATS.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong>
                {stat.label}
              </li>
            ))}
          </Stats>
        </Card>
        <section aria-labelledby="demo-places">
          <h2 id="demo-places">
            Sample restaurants <SampleBadge>Demo</SampleBadge>
          </h2>
          <Places>
            {DEMO_WAITS.map((wait) => (
              <WaitCard key={wait.id} wait={wait} onDetails={() => setOpenId(wait.id)} />
            ))}
          </Places>
        </section>
        <LiveCard as="section" aria-labelledby="live-waits">
          <h2 id="live-waits">Live waits from visitors</h2>
          <p>
            Restaurant pages show the wait visitors reported at that place in the last 90 minutes,
            refreshed every minute; a place with no recent report says so.
          </p>
          <RouterLink to="/directory">Find a restaurant&apos;s live wait</RouterLink>
        </LiveCard>
      </Stack>
      <Dialog open={open !== undefined} onClose={() => setOpenId(null)} title={open?.name ?? ''}>
        {open && (
          <DialogBody>
            <DemoNote>
              <SampleBadge>Demo</SampleBadge>
              {open.location}
            </DemoNote>
            <WaitFigures wait={open} />
            <p>
              {open.capacity}% of seats are taken; the wait is expected to go from{' '}
              {open.currentWait} to {open.predictedWait} minutes, with a table free at{' '}
              {open.nextAvailable}.
            </p>
            <Actions>
              <DirectionsLink wait={open} />
            </Actions>
          </DialogBody>
        )}
      </Dialog>
    </PageFrame>
  );
}
