import styled from 'styled-components';
import { usePassport } from '@pizza-atlas/platform/passport';
import {
  Card,
  PageFrame,
  SampleBadge,
  breakpoint,
  color,
  radius,
  space,
  formatCount,
} from '@pizza-atlas/ui';
import { Tabs } from '../pizza-intelligence/tabs';
import { AchievementsPanel } from './achievements-panel';
import { ChallengesPanel } from './challenges-panel';
import { CheckInsPanel } from './check-ins-panel';
import { DEMO_PROFILE } from './demo-passport';
import { LeaderboardPanel } from './leaderboard-panel';

const Stack = styled.div`
  display: grid;
  gap: ${space(6)};
`;

const Profile = styled(Card)`
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    margin: 0 0 ${space(4)};
    font-size: 1.25rem;
  }
`;

const Figures = styled.dl`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(4, 1fr);
  margin: 0;
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  div {
    text-align: center;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${color.primary};
  }
`;

/* Four tab names do not fit one row on a phone: two rows of two, each name whole. */
const PassportTabs = styled.div`
  [role='tab'] {
    white-space: nowrap;
  }
  @media (max-width: ${breakpoint.sm}) {
    [role='tablist'] {
      flex-wrap: wrap;
      border-radius: ${radius.lg};
    }
    [role='tab'] {
      flex-basis: calc(50% - ${space(1)});
    }
  }
`;

const PROFILE_FIGURES = [
  { label: 'Level', value: DEMO_PROFILE.level },
  { label: 'Points', value: formatCount(DEMO_PROFILE.points) },
  { label: 'Check-ins', value: DEMO_PROFILE.checkIns },
  { label: 'Badges', value: DEMO_PROFILE.badges },
];

/**
 * Spec section 2: the passport demo (fixed sample data, labelled) and the visitor's own
 * passport: their "I've been here" check-ins from restaurant pages, kept in this browser.
 */
export function PizzaSocialPage() {
  const checkIns = usePassport();
  return (
    <PageFrame
      owner="labs"
      heading="Pizza Passport"
      lead="Check in at the pizza places you try and collect achievements. Your own passport stays in this browser: no account, nothing sent to us."
      head={{
        title: 'Pizza Passport',
        description: 'Check-ins, badges and challenges for pizza lovers.',
      }}
    >
      <Stack>
        <Profile as="section" aria-labelledby="sample-profile">
          <h2 id="sample-profile">
            {DEMO_PROFILE.name}: a sample passport <SampleBadge>Demo</SampleBadge>
          </h2>
          <Figures>
            {PROFILE_FIGURES.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </Figures>
        </Profile>
        <PassportTabs>
          <Tabs
            label="Pizza Passport"
            items={[
              {
                id: 'achievements',
                label: 'Achievements',
                panel: <AchievementsPanel checkIns={checkIns} />,
              },
              { id: 'check-ins', label: 'Check-ins', panel: <CheckInsPanel checkIns={checkIns} /> },
              { id: 'challenges', label: 'Challenges', panel: <ChallengesPanel /> },
              { id: 'leaderboard', label: 'Leaderboard', panel: <LeaderboardPanel /> },
            ]}
          />
        </PassportTabs>
      </Stack>
    </PageFrame>
  );
}
