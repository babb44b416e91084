import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PassportCheckIn } from '@pizza-atlas/platform/passport';
import { SampleBadge } from '@pizza-atlas/ui';
import { AchievementList } from './achievement-list';
import { isUnlocked, visitorAchievements } from './achievements';
import { DEMO_ACHIEVEMENTS } from './demo-passport';
import { Muted, Panel } from './passport-styles';

// Two lines on a phone, whatever it says: the cards below stay put.
const Summary = styled(Muted)`
  min-height: 3em;
`;

export function AchievementsPanel({ checkIns }: { checkIns: readonly PassportCheckIn[] | null }) {
  const own = visitorAchievements(checkIns ?? []);
  return (
    <Panel>
      <section aria-labelledby="own-achievements">
        <h3 id="own-achievements">Your achievements</h3>
        <Summary>
          {checkIns ? (
            <>
              {own.filter(isUnlocked).length} of {own.length} unlocked, from your check-ins in this
              browser.{' '}
              {checkIns.length === 0 && (
                <>
                  Press I&apos;ve been here on a <Link to="/directory">restaurant page</Link> to
                  start.
                </>
              )}
            </>
          ) : (
            'Reading your passport…'
          )}
        </Summary>
        <AchievementList achievements={own} label="Your achievements" known={checkIns !== null} />
      </section>
      <section aria-labelledby="sample-achievements">
        <h3 id="sample-achievements">
          Sample achievements <SampleBadge>Demo</SampleBadge>
        </h3>
        <Muted>The sample passport&apos;s badges: fixed figures that show the idea.</Muted>
        <AchievementList achievements={DEMO_ACHIEVEMENTS} label="Sample achievements" />
      </section>
    </Panel>
  );
}
