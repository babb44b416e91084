import styled from 'styled-components';
import { SampleBadge, color, radius, space } from '@pizza-atlas/ui';
import { DEMO_CHALLENGES } from './demo-passport';
import { Muted, Panel } from './passport-styles';
import { ProgressBar } from './progress-bar';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: grid;
    gap: ${space(2)};
    padding: ${space(4)};
    border-radius: ${radius.md};
    border: 1px solid ${color.border};
    background: ${color.surface};
  }
  h4,
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(1)} ${space(3)};
  margin: 0;
  div {
    display: flex;
    gap: ${space(1)};
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export function ChallengesPanel() {
  return (
    <Panel>
      <section aria-labelledby="sample-challenges">
        <h3 id="sample-challenges">
          Sample challenges <SampleBadge>Demo</SampleBadge>
        </h3>
        <Muted>
          Challenges you could join, with their rewards. Nothing here can be joined yet.
        </Muted>
        <List aria-label="Sample challenges">
          {DEMO_CHALLENGES.map((challenge) => (
            <li key={challenge.id} aria-labelledby={challenge.id}>
              <h4 id={challenge.id}>{challenge.title}</h4>
              <p>{challenge.description}</p>
              <Facts>
                <div>
                  <dt>Progress</dt>
                  <dd>
                    {challenge.progress} / {challenge.maxProgress}
                  </dd>
                </div>
                <div>
                  <dt>Reward</dt>
                  <dd>{challenge.reward}</dd>
                </div>
                <div>
                  <dt>Time left</dt>
                  <dd>{challenge.timeLeft}</dd>
                </div>
              </Facts>
              <ProgressBar
                label={`${challenge.title} progress`}
                value={challenge.progress}
                max={challenge.maxProgress}
              />
            </li>
          ))}
        </List>
      </section>
    </Panel>
  );
}
